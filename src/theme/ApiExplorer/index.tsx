import {lazy, Suspense, useState, type ComponentProps, type ReactNode} from 'react';
import type OriginalApiExplorer from '@theme-original/ApiExplorer';
import RequestSamples from '@site/src/components/RequestSamples';
import type {Operation} from '@site/src/components/RequestSamples/samples';
import styles from './styles.module.css';

// The theme's interactive request builder pulls in several MB of JavaScript (Postman's code
// generators, Redux forms). It loads, with the store it works on, only when the reader opens it;
// until then the page shows our own lightweight request samples.
const RequestBuilder = lazy(() => import('./RequestBuilder'));

type Props = ComponentProps<typeof OriginalApiExplorer>;

export default function ApiExplorerWrapper(props: Props): ReactNode {
  const [open, setOpen] = useState(false);
  return (
    <>
      <RequestSamples operation={props.item as unknown as Operation} />
      {open ? (
        <Suspense fallback={<p className={styles.loading}>Loading the request builder…</p>}>
          <RequestBuilder {...props} />
        </Suspense>
      ) : (
        <button type="button" className="button button--secondary button--block" onClick={() => setOpen(true)}>
          Open the request builder
        </button>
      )}
    </>
  );
}
