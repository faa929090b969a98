import {useId, useState, type FormEvent, type ReactNode} from 'react';
import type {Connection} from '../RequestSamples/samples';
import {CONNECTION_FIELDS, forgetConnection, saveConnection, useConnection} from './store';
import styles from './styles.module.css';

type Field = {name: (typeof CONNECTION_FIELDS)[number]; label: string; hint: string; type?: string; placeholder: string; optional?: boolean};

/** The panel's fields, with the documented example each one replaces. */
const FIELDS: Field[] = [
  {name: 'baseUrl', label: 'Base URL', hint: 'Your Docbox server, as your gateway reaches it.', type: 'url', placeholder: 'http://localhost:8080'},
  {
    name: 'apiKey',
    label: 'API key',
    hint: 'The value of DOCBOX_API_KEY on your server; the header is ignored when that is unset.',
    type: 'password',
    placeholder: 'your-docbox-api-key',
  },
  {name: 'tenantId', label: 'Tenant ID', hint: 'Sent as x-tenant-id.', placeholder: '2705fc5b-591f-4464-a96b-7cf3dcae3583'},
  {name: 'tenantEnv', label: 'Environment', hint: 'Sent as x-tenant-env, as the tenant was created.', placeholder: 'Development'},
  {name: 'userId', label: 'User ID', hint: 'Sent as x-user-id where an operation records who made a change.', placeholder: 'none', optional: true},
  {name: 'scope', label: 'Default scope', hint: 'The document box the samples use.', placeholder: 'user:5b0e7a4c-1f2d-4e3a-9c8b-7d6e5f4a3b2c:files', optional: true},
];

/**
 * "Your server": the reader's base URL, API key, tenant and environment (and optionally a user
 * and a scope), used by the request samples and the request builder on every operation page.
 */
export default function ConnectionPanel(): ReactNode {
  const {connection, remembered, set} = useConnection();
  const [status, setStatus] = useState('');
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const values: Connection = {};
    for (const field of CONNECTION_FIELDS) values[field] = String(data.get(field) ?? '');
    const remember = data.get('remember') === 'on';
    saveConnection(values, remember);
    setStatus(
      remember
        ? 'Saved on this device: the samples on every operation page use your values.'
        : 'Saved for this tab: the samples on every operation page use your values.',
    );
  };

  const onForget = () => {
    forgetConnection();
    setStatus('Forgotten: the samples show the example values again.');
  };

  return (
    <details className={styles.panel} data-connection={set ? 'yours' : 'examples'}>
      <summary className={styles.summary}>
        <span className={styles.title}>Your server</span>{' '}
        <span className={styles.state}>{set ? (connection.baseUrl ?? 'your values, example server') : 'example values'}</span>
      </summary>
      {/* Keyed by what is stored, so that the fields show it again after "Forget" or another tab's change. */}
      <form key={JSON.stringify({connection, remembered})} className={styles.form} onSubmit={onSubmit} aria-describedby={`${id}-privacy`}>
        <p id={`${id}-privacy`} className={styles.privacy}>
          Set these once and every request sample on these pages, and the request builder, use them. They stay in this
          browser: nothing is sent anywhere, except to your own server when you press Send in the request builder.
        </p>
        {FIELDS.map((field) => (
          <label key={field.name} className={styles.field}>
            <span className={styles.label}>
              {field.label}
              {field.optional ? <span className={styles.optional}> (optional)</span> : null}
            </span>
            <input
              className={styles.input}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={connection[field.name] ?? ''}
              placeholder={field.placeholder}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-${field.name}`}
            />
            <span id={`${id}-${field.name}`} className={styles.hint}>
              {field.hint}
            </span>
          </label>
        ))}
        <label className={styles.remember}>
          <input type="checkbox" name="remember" defaultChecked={remembered} /> Remember on this device (otherwise kept
          only until this tab is closed)
        </label>
        <div className={styles.buttons}>
          <button type="submit" className="button button--primary button--sm">
            Use these values
          </button>
          <button type="button" className="button button--secondary button--sm" onClick={onForget} disabled={!set}>
            Forget
          </button>
        </div>
        <p className={styles.status} role="status">
          {status}
        </p>
      </form>
    </details>
  );
}
