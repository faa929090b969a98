import {useEffect, useId, useMemo, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {RELEASE_STORAGE_KEY, choicePickedBeforeScripts, notePickedBeforeScripts, readChoice, saveChoice, useReleaseChoice} from './store';
import {applyMarks, summaryText} from './apply';
import styles from './styles.module.css';

type Props = {
  /** The release lines the page's marks use: `server`, `cli` or both (src/remark/releaseMarks.ts). */
  lines?: string;
  /** The releases, written by src/remark/releaseMarks.ts: server [version, CLI that goes with it, CLI is older], CLI versions. */
  releases: string;
  /** One line, for the operation pages. */
  compact?: boolean;
};

type Releases = {server: [string, string, number][]; cli: string[]};

/**
 * A release picked before the page's scripts arrived is in the server-rendered select only, and
 * hydration would set the select back to "Not chosen". This module is loaded before the page
 * hydrates (it is part of the page's own code), so the pick is saved as the reader's choice first.
 */
function keepEarlyPick(): void {
  if (typeof document === 'undefined') return;
  const picked = (line: string) =>
    document.querySelector<HTMLSelectElement>(`[data-release-switch] select[data-release-line="${line}"]`)?.value || undefined;
  const server = picked('server');
  const cli = picked('cli');
  if (!server && !cli) return;
  const early = {...(server ? {server} : {}), ...(cli ? {cli} : {})};
  notePickedBeforeScripts(early);
  saveChoice({...readChoice(), ...early});
}

/**
 * A release picked after this module ran and before the switch has hydrated reaches no handler of
 * React's (it does not replay a select's change), and hydration keeps the server's "Not chosen":
 * until the page has hydrated, a pick in a switch is saved here, as keepEarlyPick saves one.
 */
function keepPicksUntilHydrated(): void {
  if (typeof document === 'undefined') return;
  const onChange = (event: Event) => {
    if (document.documentElement.getAttribute('data-has-hydrated') === 'true') {
      document.removeEventListener('change', onChange, true);
      return;
    }
    const select = event.target;
    if (!(select instanceof HTMLSelectElement) || !select.closest('[data-release-switch]')) return;
    const line = select.dataset.releaseLine;
    if (line !== 'server' && line !== 'cli') return;
    const pick = {[line]: select.value || undefined};
    notePickedBeforeScripts({...choicePickedBeforeScripts(), ...pick});
    saveChoice({...readChoice(), ...pick});
  };
  document.addEventListener('change', onChange, true);
}
keepEarlyPick();
keepPicksUntilHydrated();

/**
 * Before a release is picked the switch's status line is empty and takes no room. A choice kept
 * from an earlier visit fills it only after the page hydrates, so this script, which runs while
 * the page is parsed (before the first paint), marks the document when one is kept and the line
 * is held open for it (styles.module.css): filling it then moves nothing.
 */
const MARK_KEPT_CHOICE = `try{if(localStorage.getItem(${JSON.stringify(RELEASE_STORAGE_KEY)}))document.documentElement.setAttribute("data-release-kept","")}catch(e){}`;

/**
 * The release switch: the reader picks the Docbox release they run (and, on pages with CLI
 * entries, their docbox-cli release, which otherwise follows the server's), and the page marks
 * what that release does not have yet and what it still has that later releases removed
 * (./apply.ts). The choice is kept in this browser only (./store.ts) and applied after the page
 * has hydrated; with none, the page stays exactly as the server rendered it.
 */
export default function ReleaseSwitch({lines = 'server', releases, compact}: Props): ReactNode {
  const data = useMemo(() => JSON.parse(releases) as Releases, [releases]);
  const id = useId();
  const choice = useReleaseChoice();
  const withCli = lines.split(' ').includes('cli');
  const server = data.server.find(([version]) => version === choice.server);
  const chosenCli = choice.cli && data.cli.includes(choice.cli) ? choice.cli : undefined;
  const cli = chosenCli ?? server?.[1];
  const [status, setStatus] = useState('');

  useEffect(() => {
    // Kept for the next page, reached through the site's own links without a new document.
    document.documentElement.toggleAttribute('data-release-kept', Boolean(server || chosenCli));
  }, [server, chosenCli]);

  useEffect(() => {
    const markServer = server?.[0];
    const markCli = withCli ? cli : undefined;
    const summary = applyMarks(document, markServer, markCli);
    setStatus(summaryText(summary, markServer, markCli));
  }, [server, cli, withCli]);

  const newest = data.server[data.server.length - 1]![0];
  const serverSelect = (
    <select
      id={`${id}-server`}
      className={styles.select}
      data-release-line="server"
      value={server?.[0] ?? ''}
      onChange={(event) => saveChoice({server: event.target.value || undefined, cli: chosenCli})}>
      <option value="">Not chosen</option>
      {[...data.server].reverse().map(([version]) => (
        <option key={version} value={version}>
          {version === newest ? `${version} (newest)` : version}
        </option>
      ))}
    </select>
  );
  const statusLine = (
    <p className={styles.status} role="status">
      {status}
    </p>
  );
  if (compact) {
    // Inside the operation's "Since" line (scripts/build/api-generate.ts): phrasing content only,
    // and the status for screen readers, since the line itself shows the mark.
    return (
      <span className={styles.compact} role="group" aria-labelledby={`${id}-label`} data-release-switch="">
        <label className={styles.field} htmlFor={`${id}-server`}>
          <span id={`${id}-label`} className={styles.label}>
            Your <span className={styles.srOnly}>Docbox </span>release
          </span>
          {serverSelect}
        </label>
        <span className={clsx(styles.status, styles.srOnly)} role="status">
          {status}
        </span>
      </span>
    );
  }
  return (
    <fieldset className={styles.switch} data-release-switch="">
      <legend className={styles.legend}>Your release</legend>
      <script dangerouslySetInnerHTML={{__html: MARK_KEPT_CHOICE}} />
      <div className={styles.fields}>
        <label className={styles.field} htmlFor={`${id}-server`}>
          <span className={styles.label}>Docbox server</span>
          {serverSelect}
        </label>
        {withCli && (
          <label className={styles.field} htmlFor={`${id}-cli`}>
            <span className={styles.label}>docbox-cli</span>
            <select
              id={`${id}-cli`}
              className={styles.select}
              data-release-line="cli"
              value={chosenCli ?? ''}
              onChange={(event) => saveChoice({server: server?.[0], cli: event.target.value || undefined})}>
              <option value="">{server ? `${server[1]}, for Docbox ${server[0]}` : 'Not chosen'}</option>
              {[...data.cli].reverse().map((version) => (
                <option key={version} value={version}>
                  {version}
                </option>
              ))}
            </select>
          </label>
        )}
      </div>
      <p className={styles.hint}>
        Marks show what your release does not have yet, and what it still has that later releases removed. The choice is kept in this browser
        only.
      </p>
      {statusLine}
    </fieldset>
  );
}
