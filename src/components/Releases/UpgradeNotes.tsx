import {useEffect, useRef, useState, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {choicePickedBeforeScripts, readChoice, useReleaseChoice} from './store';
// Type only: the release data stays out of the page's scripts (the notes arrive as a prop).
import type {ReleaseChanges} from '@site/src/data/releases/changes';
import styles from './styles.module.css';

const compare = (a: string, b: string): number => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

const slug = (version: string) => version.replace(/\./g, '-');
const month = (date: string) => new Intl.DateTimeFormat('en', {month: 'long', year: 'numeric', timeZone: 'UTC'}).format(new Date(date));

function Names({label, ids, link}: {label: string; ids: string[]; link?: (id: string) => string}): ReactNode {
  if (ids.length === 0) return null;
  return (
    <li>
      {label}{' '}
      {ids.map((id, index) => (
        <span key={id}>
          {index > 0 && ', '}
          {link ? (
            <Link to={link(id)}>
              <code>{id}</code>
            </Link>
          ) : (
            <code>{id}</code>
          )}
        </span>
      ))}
    </li>
  );
}

/**
 * The upgrade notes between the reader's release and the newest: each release they go through,
 * with its row of the table, its release post, and the settings, operations and CLI entries it
 * added or removed (src/data/releases/changes.ts, passed in by src/remark/releaseMarks.ts). Until
 * a release is chosen it says only how to get the list, the same for everyone; a choice made
 * here opens it, one kept from before leaves it closed, so nothing moves as the page loads.
 */
export default function UpgradeNotes({changes}: {changes: string}): ReactNode {
  const [list] = useState(() => JSON.parse(changes) as ReleaseChanges[]);
  const {server} = useReleaseChoice();
  const newest = list[list.length - 1]!.version;
  const chosen = server && list.some((entry) => entry.version === server) ? server : undefined;
  const after = chosen ? list.filter((entry) => compare(entry.version, chosen) > 0) : [];
  const [open, setOpen] = useState(false);
  const first = useRef<string | undefined>(undefined);
  const mounted = useRef(false);
  useEffect(() => {
    // The choice the page loaded with (read from storage, not from the hydrating render) leaves
    // the list closed; a new one, made here, opens it.
    if (!mounted.current) {
      mounted.current = true;
      // A pick made in the switch before the scripts arrived counts as made here.
      first.current = choicePickedBeforeScripts().server ? undefined : readChoice().server;
    }
    if (chosen && chosen !== first.current) setOpen(true);
  }, [chosen]);

  const summary = !chosen
    ? `Upgrade notes for your release: choose it above`
    : after.length === 0
      ? `Upgrade notes: Docbox ${chosen} is the newest release`
      : `Upgrade notes from Docbox ${chosen} to ${newest}: ${after.length} ${after.length === 1 ? 'release' : 'releases'}`;
  return (
    <details className={styles.notes} open={open} onToggle={(event) => setOpen((event.target as HTMLDetailsElement).open)} data-upgrade-notes="">
      <summary className={styles.notesSummary}>{summary}</summary>
      {!chosen && (
        <p>
          Choose the Docbox release you run in the release switch above: the releases between it and {newest} are listed here, oldest first, with
          the settings, API operations and CLI entries each one added or removed, and their rows are marked in the table below.
        </p>
      )}
      {chosen && after.length === 0 && <p>There is nothing to upgrade.</p>}
      {after.length > 0 && (
        <ol className={styles.notesList}>
          {after.map((entry) => (
            <li key={entry.version}>
              <a href={`#upgrade-${slug(entry.version)}`}>{entry.version}</a> ({month(entry.date)}),{' '}
              <Link to={`/blog/docbox-${slug(entry.version)}`}>release notes</Link>
              <ul>
                <Names label="Settings added:" ids={entry.settingsAdded} />
                <Names label="Settings removed:" ids={entry.settingsRemoved} />
                <Names label="API operations added:" ids={entry.operationsAdded} link={(id) => `/docs/api/${id.replace(/_/g, '-')}`} />
                <Names label="API operations changed:" ids={entry.operationsChanged} link={(id) => `/docs/api/${id.replace(/_/g, '-')}`} />
                {entry.cli && (
                  <>
                    <li>
                      CLI {entry.cli} goes with this release (after {entry.cliFrom}).
                    </li>
                    <Names label={`CLI commands added:`} ids={entry.commandsAdded} />
                    <Names label={`CLI commands removed:`} ids={entry.commandsRemoved} />
                    <Names label={`CLI options added:`} ids={entry.optionsAdded} />
                    <Names label={`CLI options removed:`} ids={entry.optionsRemoved} />
                    <Names label={`CLI configuration keys added:`} ids={entry.configKeysAdded} />
                    <Names label={`CLI configuration keys removed:`} ids={entry.configKeysRemoved} />
                  </>
                )}
                {entry.settingsAdded.length + entry.settingsRemoved.length + entry.operationsAdded.length + entry.operationsChanged.length === 0 && !entry.cli && (
                  <li>No setting, operation or CLI entry added or removed; see its row for other steps.</li>
                )}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </details>
  );
}
