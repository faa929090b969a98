import {lazy, Suspense, useId, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {useConnection} from './store';
import styles from './styles.module.css';

// The fields, their hints and the saving logic load only when the reader opens the panel: most
// readers of an operation page never do, and its first load stays within its budget.
const ConnectionForm = lazy(() => import('./ConnectionForm'));

/**
 * The request samples' heading, and on its row "Your server": a button that opens the fields for
 * the reader's base URL, API key, tenant and environment (and optionally a user and a scope), used
 * by the request samples on every operation page. Closed, it takes no line of its own, so the
 * samples start where they would without it. A click made before the page's scripts have run is
 * made again once they have (src/plugins/paintBeforeHydration.ts).
 */
export default function ConnectionPanel(): ReactNode {
  const {connection, set} = useConnection();
  const [open, setOpen] = useState(false);
  // Once opened, the fields stay rendered (hidden when closed), with what the reader was doing.
  const [opened, setOpened] = useState(false);
  const id = useId();
  // With the example values, the label is short enough for the heading's row on a phone too.
  const state = set ? (connection.baseUrl ?? 'your values, example server') : undefined;
  return (
    <div className={styles.panel} data-connection={set ? 'yours' : 'examples'}>
      <div className={styles.head}>
        <h2 id="request-samples-heading" className={styles.heading}>
          Request samples
        </h2>
        <button
          type="button"
          className={clsx('button button--sm button--outline button--primary', styles.toggle)}
          aria-expanded={open}
          aria-controls={`${id}-fields`}
          // The whole value on hover: the label is cut to the row.
          title={set ? connection.baseUrl : undefined}
          onClick={() => {
            setOpen((value) => !value);
            setOpened(true);
          }}>
          <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path d="M2 3.5h12v3H2zM2 9.5h12v3H2z" fill="none" stroke="currentColor" strokeWidth="1.4" />
            <circle cx="4.5" cy="5" r="0.9" fill="currentColor" />
            <circle cx="4.5" cy="11" r="0.9" fill="currentColor" />
          </svg>
          <span className={styles.title}>Your server</span>
          {state ? <span className={styles.state}>: {state}</span> : null}
          <span className={clsx(styles.chevron, open && styles.chevronOpen)} aria-hidden="true" />
        </button>
      </div>
      <div id={`${id}-fields`} className={styles.fields} hidden={!open}>
        {opened ? (
          <Suspense fallback={<p className={styles.loading}>Loading…</p>}>
            <ConnectionForm />
          </Suspense>
        ) : null}
      </div>
    </div>
  );
}
