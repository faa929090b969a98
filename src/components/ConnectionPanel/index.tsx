import {lazy, Suspense, useEffect, useRef, useState, type ReactNode} from 'react';
import {useConnection} from './store';
import styles from './styles.module.css';

// The fields, their hints and the saving logic load only when the reader opens the panel: most
// readers of an operation page never do, and its first load stays within its budget.
const ConnectionForm = lazy(() => import('./ConnectionForm'));

/**
 * "Your server": the reader's base URL, API key, tenant and environment (and optionally a user
 * and a scope), used by the request samples and the request builder on every operation page.
 * A native <details>: it opens at the first click, even before the page's scripts have run.
 */
export default function ConnectionPanel(): ReactNode {
  const {connection, set} = useConnection();
  const details = useRef<HTMLDetailsElement>(null);
  const [opened, setOpened] = useState(false);
  // Opened before the scripts ran: the browser did it, React finds it open.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className={styles.panel}
      data-connection={set ? 'yours' : 'examples'}
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}>
      <summary className={styles.summary}>
        <span className={styles.title}>Your server</span>{' '}
        {/* Cut to one line (styles.module.css); the whole value on hover. */}
        <span className={styles.state} title={set ? connection.baseUrl : undefined}>
          {set ? (connection.baseUrl ?? 'your values, example server') : 'example values'}
        </span>
      </summary>
      {opened ? (
        <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
          <ConnectionForm />
        </Suspense>
      ) : null}
    </details>
  );
}
