import {changelog} from '../data/apiChangelog';
import {
  cliReleases,
  datesText,
  entryOf,
  latestServer,
  lineOf,
  releaseData,
  serverReleases,
  type MarkKind,
  type ReleaseLine,
  type VersionedEntry,
} from '../data/releases';
import {releaseChanges} from '../data/releases/changes';

/**
 * The release marks of the reference pages, made when the site is built from
 * src/data/releases/releases.json (and, for operations, the API changelog):
 *
 *   - `<Since setting="DOCBOX_DB_HOST POSTGRES_HOST" />`, `<Since command="migrate" options="--env --skip-failed" />`,
 *     `<Since option="--config" />`, `<Since configKey="api.url" />`, `<Since operation="file_upload">…</Since>`
 *     get their text ("since 0.3.0; `POSTGRES_HOST` since 0.1.0") and, for the HTML page, the
 *     dates the release switch compares (`data-marks`);
 *   - `<ReleaseSwitch />` learns which release lines the page's marks use;
 *   - in the Markdown twin (`target: 'markdown'`) the marks are plain text in parentheses, the
 *     switch becomes the sentence that says how entries are dated and which CLI release goes with
 *     each server release, `<UpgradeNotes />` becomes the list of what each release added and
 *     removed, and `<UpgradeStep />` disappears.
 *
 * A mark that names nothing the data has stops the build with the file, the line and the name.
 */

export interface ReleaseMarksOptions {
  target?: 'html' | 'markdown';
}

type Node = {
  type: string;
  name?: string | null;
  value?: string;
  attributes?: {type: string; name: string; value?: unknown}[];
  children?: Node[];
  position?: {start: {line: number}};
  data?: Record<string, unknown>;
  [key: string]: unknown;
};

export class ReleaseMarkError extends Error {}

export const MARK_COMPONENT = 'Since';
export const SWITCH_COMPONENT = 'ReleaseSwitch';
export const STEP_COMPONENT = 'UpgradeStep';
export const NOTES_COMPONENT = 'UpgradeNotes';

/** The attribute of `<Since>` for each kind, and the attribute that lists a command's options. */
const KIND_ATTRIBUTES: Record<string, MarkKind> = {setting: 'setting', command: 'command', option: 'option', configKey: 'configKey', operation: 'operation'};

export interface MarkEntry extends VersionedEntry {
  kind: MarkKind;
  id: string;
  changes?: {version: string; what: string}[];
}

const text = (value: string): Node => ({type: 'text', value});
const code = (value: string): Node => ({type: 'inlineCode', value});
const attribute = (name: string, value: string) => ({type: 'mdxJsxAttribute', name, value});

function attributeOf(node: Node, name: string): string | undefined {
  const found = node.attributes?.find((entry) => entry.type === 'mdxJsxAttribute' && entry.name === name);
  if (found === undefined) return undefined;
  if (typeof found.value !== 'string') throw new ReleaseMarkError(`the ${name} attribute of <${node.name}> must be a plain string`);
  return found.value;
}

/** The entries a `<Since>` names, with their dates; what it names and the data lacks is an error. */
export function markEntries(node: Node): MarkEntry[] {
  const entries: MarkEntry[] = [];
  const kinds = Object.keys(KIND_ATTRIBUTES).filter((name) => attributeOf(node, name) !== undefined);
  if (kinds.length !== 1) throw new ReleaseMarkError(`<Since> needs exactly one of ${Object.keys(KIND_ATTRIBUTES).join(', ')}`);
  const kind = KIND_ATTRIBUTES[kinds[0]!]!;
  const words = attributeOf(node, kinds[0]!)!.split(/\s+/).filter(Boolean);
  // Options are `--global` or `subcommand --option`: a word that is not an option names the
  // subcommand of the options after it.
  let command: string | undefined;
  const ids =
    kind === 'option'
      ? words.flatMap((word) => {
          if (word.startsWith('-') || word.startsWith('<')) return [command ? `${command} ${word}` : word];
          command = word;
          return [];
        })
      : words;
  if (ids.length === 0) throw new ReleaseMarkError(`<Since ${kinds[0]}=""> names nothing`);
  for (const id of ids) {
    if (kind === 'operation') {
      const dates = changelog.operations[id];
      if (!dates) throw new ReleaseMarkError(`operation ${id} has no "since" in src/data/apiChangelog/changelog.json`);
      entries.push({kind, id, since: dates.since});
      continue;
    }
    const entry = entryOf(kind, id);
    if (!entry) throw new ReleaseMarkError(`${kind} ${id} is not in src/data/releases/releases.json (npm run releases:data)`);
    entries.push({kind, id, since: entry.since, ...(entry.removedIn ? {removedIn: entry.removedIn} : {}), ...(entry.absentIn ? {absentIn: entry.absentIn} : {}), ...(entry.changes ? {changes: entry.changes} : {})});
  }
  // A command's options, written `options="--env --tenant-id"`.
  const options = attributeOf(node, 'options');
  if (options !== undefined) {
    if (kind !== 'command') throw new ReleaseMarkError('only <Since command="…"> takes options');
    for (const option of options.split(/\s+/).filter(Boolean)) {
      const id = `${ids[0]} ${option}`;
      const entry = releaseData.cli.options[id];
      if (!entry) throw new ReleaseMarkError(`option ${id} is not in src/data/releases/releases.json`);
      entries.push({kind: 'option', id, since: entry.since, ...(entry.removedIn ? {removedIn: entry.removedIn} : {}), ...(entry.changes ? {changes: entry.changes} : {})});
    }
  }
  return entries;
}

/** How an entry is named in a mark's text: an option without its command, a key by its last part. */
function shortName(entry: MarkEntry): string {
  if (entry.kind === 'option') return entry.id.replace(/^\S+ (?=--|<)/, '');
  if (entry.kind === 'configKey') return entry.id.replace(/^.*[.\]](?=[^.\]]+$)/, '');
  return entry.id;
}

const sameDates = (a: VersionedEntry, b: VersionedEntry) => a.since === b.since && a.removedIn === b.removedIn && String(a.absentIn) === String(b.absentIn);

/**
 * The text of a mark: the first entry's dates, then each other entry whose dates differ, then
 * what changed (`--name` optional since CLI 0.5.0).
 */
export function markText(entries: MarkEntry[]): Node[] {
  const [first] = entries;
  const line = lineOf(first!.kind);
  const cli = line === 'cli';
  const out: Node[] = [text(datesText(first!, line, cli))];
  for (const entry of entries.slice(1)) {
    if (sameDates(entry, first!)) continue;
    out.push(text('; '), code(shortName(entry)), text(` ${datesText(entry, lineOf(entry.kind), cli)}`));
  }
  for (const entry of entries) {
    for (const change of entry.changes ?? []) {
      const what = change.what.replace(/ \(was [^)]+\)$/, '');
      out.push(text('; '), ...(entries.length > 1 || entry !== first ? [code(shortName(entry)), text(' ')] : []), text(`${what} since ${cli ? 'CLI ' : ''}${change.version}`));
    }
  }
  return out;
}

/** The dates the browser compares, as few characters as will do: kind, id, since, removed, absent. */
export function marksAttribute(entries: MarkEntry[]): string {
  return JSON.stringify(entries.map((entry) => [entry.kind, entry.id, entry.since, entry.removedIn ?? '', entry.absentIn ?? []]));
}

function visit(node: Node, enter: (node: Node, parent: Node | undefined, index: number) => Node[] | undefined, parent?: Node, index = 0): Node[] | undefined {
  const replacement = enter(node, parent, index);
  if (replacement) return replacement;
  if (node.children) {
    const children: Node[] = [];
    node.children.forEach((child, i) => {
      const replaced = visit(child, enter, node, i);
      children.push(...(replaced ?? [child]));
    });
    node.children = children;
  }
  return undefined;
}

const isElement = (node: Node, name: string) => (node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && node.name === name;

const paragraph = (...children: Node[]): Node => ({type: 'paragraph', children});
const listOf = (items: Node[][]): Node => ({type: 'list', ordered: false, spread: false, children: items.map((children) => ({type: 'listItem', spread: false, children}))});

/** What the release switch offers: server releases with the CLI release that goes with each, and CLI releases. */
export function switchAttribute(): string {
  return JSON.stringify({
    server: serverReleases.map((release) => [release.version, release.cli, release.cliIsOlder ? 1 : 0]),
    cli: cliReleases.map((release) => release.version),
  });
}

/** The release switch in words: how the page dates its entries, and the CLI for each server release. */
export function switchText(lines: ReleaseLine[]): Node[] {
  const out: Node[] = [
    paragraph(
      text(
        'Each entry below says the release it arrived in ("since") and, for an entry that is gone, the release that removed it: a release older than "since" does not have it. ' +
          (lines.includes('cli') && lines.includes('server')
            ? 'Server settings and API operations are dated in Docbox server releases, CLI commands, options and configuration keys in docbox-cli releases, which are numbered apart.'
            : lines.includes('cli')
              ? 'CLI commands, options and configuration keys are dated in docbox-cli releases, which are numbered apart from the server\'s.'
              : `They are Docbox server releases; the newest is ${latestServer}.`),
      ),
    ),
  ];
  if (lines.includes('cli')) {
    // Consecutive server releases that go with the same CLI release, as one range.
    const groups: {from: string; to: string; cli: string; older?: boolean}[] = [];
    for (const release of serverReleases) {
      const last = groups[groups.length - 1];
      if (last && last.cli === release.cli && Boolean(last.older) === Boolean(release.cliIsOlder)) last.to = release.version;
      else groups.push({from: release.version, to: release.version, cli: release.cli, ...(release.cliIsOlder ? {older: true} : {})});
    }
    out.push(
      paragraph(text('The CLI release that goes with each server release (the first CLI release built on that release\'s management crate or a newer one):')),
      listOf(
        groups.map((group) => [
          paragraph(
            text(
              `Docbox ${group.from === group.to ? group.from : `${group.from} to ${group.to}`}: CLI ${group.cli}` +
                (group.older ? ' (no CLI release is built on these server releases yet; this is the newest)' : ''),
            ),
          ),
        ]),
      ),
    );
  }
  return out;
}

/** What each release added and removed, as lists (the twin of `<UpgradeNotes />`). */
export function upgradeNotesText(): Node[] {
  const out: Node[] = [paragraph(text('What each server release added and removed, read from the release tags (with the CLI release that goes with it):'))];
  const items: Node[][] = [];
  for (const change of releaseChanges()) {
    if (change.version === serverReleases[0]!.version) continue;
    const parts: Node[] = [text(`${change.version}: `)];
    const sentences: Node[][] = [];
    const names = (label: string, ids: string[]) => {
      if (ids.length === 0) return;
      const nodes: Node[] = [text(`${label} `)];
      ids.forEach((id, index) => nodes.push(...(index ? [text(', ')] : []), code(id)));
      sentences.push(nodes);
    };
    names('settings added:', change.settingsAdded);
    names('settings removed:', change.settingsRemoved);
    names('operations added:', change.operationsAdded);
    names('operations changed:', change.operationsChanged);
    if (change.cli) {
      const cli = `CLI ${change.cliFrom} to ${change.cli}`;
      names(`${cli}, commands added:`, change.commandsAdded);
      names(`${cli}, commands removed:`, change.commandsRemoved);
      names(`${cli}, options added:`, change.optionsAdded);
      names(`${cli}, options removed:`, change.optionsRemoved);
      names(`${cli}, configuration keys added:`, change.configKeysAdded);
      names(`${cli}, configuration keys removed:`, change.configKeysRemoved);
    }
    if (sentences.length === 0) sentences.push([text('no setting, operation or CLI entry added or removed')]);
    sentences.forEach((sentence, index) => parts.push(...(index ? [text('; ')] : []), ...sentence));
    parts.push(text('.'));
    items.push([paragraph(...parts)]);
  }
  out.push(listOf(items));
  return out;
}

export default function releaseMarks(options: ReleaseMarksOptions = {}) {
  const target = options.target ?? 'html';
  return (tree: Node, file?: {path?: string; history?: string[]}) => {
    const name = file?.path ?? file?.history?.[0] ?? 'the page';
    const lines = new Set<ReleaseLine>();
    const fail = (node: Node, error: unknown): never => {
      throw new ReleaseMarkError(`${name}${node.position ? `:${node.position.start.line}` : ''}: ${(error as Error).message}`);
    };
    visit(tree, (node) => {
      if (!isElement(node, MARK_COMPONENT)) return undefined;
      let entries: MarkEntry[] = [];
      try {
        entries = markEntries(node);
      } catch (error) {
        fail(node, error);
      }
      for (const entry of entries) lines.add(lineOf(entry.kind));
      const own = (node.children ?? []).length > 0 ? node.children! : undefined;
      if (target === 'markdown') return own ?? [text('('), ...markText(entries), text(')')];
      node.attributes = [
        ...(node.attributes ?? []).filter((entry) => !['marks', 'variant'].includes(entry.name)),
        attribute('marks', marksAttribute(entries)),
        ...(own ? [attribute('variant', 'line')] : []),
      ];
      node.children = own ?? markText(entries);
      return undefined;
    });
    visit(tree, (node) => {
      if (isElement(node, SWITCH_COMPONENT)) {
        const used = lines.size ? [...lines].sort().reverse() : (['server'] as ReleaseLine[]);
        // A page without marks (the upgrade page: its rows are releases) needs no words for them.
        if (target === 'markdown') return lines.size ? switchText(used) : [];
        node.attributes = [
          ...(node.attributes ?? []).filter((entry) => !['lines', 'releases'].includes(entry.name)),
          attribute('lines', used.join(' ')),
          attribute('releases', switchAttribute()),
        ];
        return undefined;
      }
      if (isElement(node, STEP_COMPONENT)) {
        const release = attributeOf(node, 'release');
        if (!release || !serverReleases.some((entry) => entry.version === release)) fail(node, new Error(`<UpgradeStep release="${release}"> is not a server release of src/data/releases/releases.json`));
        return target === 'markdown' ? [] : undefined;
      }
      if (isElement(node, NOTES_COMPONENT)) {
        if (target === 'markdown') return upgradeNotesText();
        node.attributes = [attribute('changes', JSON.stringify(releaseChanges()))];
      }
      return undefined;
    });
  };
}
