import {useCallback, useState, type ReactNode} from 'react';
import {useHistory} from '@docusaurus/router';
import {ApiParameters, ApiRequestBody, ApiResponses} from '@site/src/components/ApiSchema';
import {isHydrating} from '@site/src/utils/hydration';
import {serveLinksOf, stopServingLinksOf} from '@site/src/components/DeferredHydration/links';

// What the generated operation pages import in place of the API theme's components
// (scripts/build/api-generate.ts rewrites their imports): the site's parameters, body and
// responses, which take the plugin's JSON props as they are.

/**
 * A part as the server rendered it. The parts have nothing to do in the browser (their nested
 * fields and examples are native `<details>`), so while React hydrates the page this renders an
 * element whose content React leaves alone (`dangerouslySetInnerHTML`): the server's HTML stays,
 * and none of the part's components run. Its links to other pages open through the router, as
 * prose links do (src/components/DeferredHydration). After a client-side navigation there is no
 * server HTML, and the part renders.
 */
function KeptAsServerHtml({children}: {children: ReactNode}): ReactNode {
  const [fromServer, setFromServer] = useState(isHydrating);
  const history = useHistory();
  // A ref callback, as DeferredHydration's: it runs in the commit, without an effect per part.
  const serve = useCallback(
    (part: HTMLDivElement | null) => {
      if (!part) return undefined;
      // No server content (React gave up hydrating and renders afresh): render the part.
      if (!part.firstChild) {
        setFromServer(false);
        return undefined;
      }
      serveLinksOf(part, (path) => history.push(path));
      return () => stopServingLinksOf(part);
    },
    [history],
  );
  if (fromServer) return <div ref={serve} className="operation-part" suppressHydrationWarning dangerouslySetInnerHTML={{__html: ''}} />;
  return <div className="operation-part">{children}</div>;
}

// A part with nothing to show renders nothing, not an empty wrapper (which would render again
// after hydration, having no server content).

export function ParamsDetails(props: Parameters<typeof ApiParameters>[0]): ReactNode {
  if (!props.parameters?.length) return null;
  return (
    <KeptAsServerHtml>
      <ApiParameters {...props} />
    </KeptAsServerHtml>
  );
}

export function RequestSchema(props: Parameters<typeof ApiRequestBody>[0]): ReactNode {
  if (!props.body?.content) return null;
  return (
    <KeptAsServerHtml>
      <ApiRequestBody {...props} />
    </KeptAsServerHtml>
  );
}

export function StatusCodes(props: Parameters<typeof ApiResponses>[0]): ReactNode {
  return (
    <KeptAsServerHtml>
      <ApiResponses {...props} />
    </KeptAsServerHtml>
  );
}
