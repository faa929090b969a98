import {useMemo, type ComponentType, type ReactNode} from 'react';
import {Provider} from 'react-redux';
import {createStoreWithoutState} from '@theme/ApiItem/store';
import {SchemaExpansionProvider} from '@theme/SchemaExpansion';
import ThemeParamsDetails from '@theme/ParamsDetails';
import ThemeRequestSchema from '@theme/RequestSchema';
import ThemeStatusCodes from '@theme/StatusCodes';
import RequestSamples from '@site/src/components/RequestSamples';
import type {Operation} from '@site/src/components/RequestSamples/samples';
import {ungzip} from './ungzip';

/**
 * The parts of an operation page that the API theme renders (parameters, request body, responses),
 * and the site's request samples, which need the operation unpacked. The server renders them into
 * the HTML; in the browser this module loads only when the reader uses one of them
 * (./Island.tsx), so a page's first load runs none of the theme's code (its schema components,
 * Redux, marked).
 */

/**
 * A theme part with what its schema components read: a Redux store (selected schema, content
 * type) and the schema expansion level.
 */
function inThemeContext<Props extends object>(Part: ComponentType<Props>): ComponentType<Props> {
  return function PartInThemeContext(props: Props): ReactNode {
    const store = useMemo(() => createStoreWithoutState({}, []), []);
    return (
      <Provider store={store}>
        <SchemaExpansionProvider>
          <Part {...props} />
        </SchemaExpansionProvider>
      </Provider>
    );
  };
}

export const ParamsDetails = inThemeContext(ThemeParamsDetails);
export const RequestSchema = inThemeContext(ThemeRequestSchema);
export const StatusCodes = inThemeContext(ThemeStatusCodes);

/** The plugin packs each operation's description into its page's front matter (base64 of zlib data). */
function unpackOperation(packed: string): unknown {
  const bytes = Uint8Array.from(atob(packed), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(ungzip(bytes)));
}

/**
 * The right-hand column's request samples. (The theme's request builder, a second set of samples
 * in the theme's style, is not on the site: these samples, with the reader's own server and key
 * from the connection panel, are the one place for them.)
 */
export function RequestPanel({packedOperation}: {packedOperation: string}): ReactNode {
  const item = useMemo(() => unpackOperation(packedOperation), [packedOperation]);
  return <RequestSamples operation={item as Operation} />;
}
