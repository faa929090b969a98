import {useId, useState, type ChangeEvent, type ReactNode} from 'react';
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
 * The fields of "Your server" (see ./index.tsx), loaded when the reader first opens the panel.
 */
export default function ConnectionForm(): ReactNode {
  const {connection, remembered, set} = useConnection();
  const [status, setStatus] = useState('');
  // Bumped by "Forget", so that the fields are drawn again, empty.
  const [generation, setGeneration] = useState(0);
  const id = useId();

  const save = (element: HTMLFormElement) => {
    const data = new FormData(element);
    const values: Connection = {};
    for (const field of CONNECTION_FIELDS) values[field] = String(data.get(field) ?? '');
    saveConnection(values, data.get('remember') === 'on');
  };

  const onRememberChange = (event: ChangeEvent<HTMLInputElement>) => {
    save(event.currentTarget.form!);
    setStatus(event.currentTarget.checked ? 'Remembered on this device.' : 'Kept for this tab only.');
  };

  const onForget = () => {
    forgetConnection();
    setGeneration((value) => value + 1);
    setStatus('Forgotten: the samples show the example values again.');
  };

  return (
    <>
      {/* method="dialog": Enter in a field never sends the form (and the key) anywhere. */}
      <form
        key={generation}
        method="dialog"
        className={styles.form}
        onSubmit={(event) => event.preventDefault()}
        onChange={(event) => {
          if ((event.target as unknown as HTMLInputElement).name !== 'remember') save(event.currentTarget);
        }}
        aria-describedby={`${id}-privacy`}>
        <p id={`${id}-privacy`} className={styles.privacy}>
          Every request sample on these pages uses what you enter here, as you type. It stays in this browser and is never
          sent anywhere: the site makes no request with it. You copy a sample and run it against your server yourself.
        </p>
        {FIELDS.map((field) => (
          <div key={field.name} className={styles.field}>
            <label className={styles.label} htmlFor={`${id}-${field.name}`}>
              {field.label}
              {field.optional ? <span className={styles.optional}> (optional)</span> : null}
            </label>
            <input
              id={`${id}-${field.name}`}
              className={styles.input}
              name={field.name}
              type={field.type ?? 'text'}
              defaultValue={connection[field.name] ?? ''}
              placeholder={field.placeholder}
              autoComplete="off"
              spellCheck={false}
              aria-describedby={`${id}-${field.name}-hint`}
            />
            <span id={`${id}-${field.name}-hint`} className={styles.hint}>
              {field.hint}
            </span>
          </div>
        ))}
        <label className={styles.remember}>
          <input type="checkbox" name="remember" defaultChecked={remembered} onChange={onRememberChange} /> Remember on this
          device (otherwise kept only until this tab is closed)
        </label>
        <div className={styles.buttons}>
          <button type="button" className="button button--secondary button--sm" onClick={onForget} disabled={!set}>
            Forget
          </button>
        </div>
        <p className={styles.status} role="status">
          {status}
        </p>
      </form>
    </>
  );
}
