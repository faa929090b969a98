/**
 * Marks the page's entries for the reader's release: every `[data-marks]` element (a `<Since>`
 * of the reference pages, written by src/remark/releaseMarks.ts) gets `data-release-state` and a
 * sentence for screen readers, and every `[data-upgrade-step]` (a row of the upgrade table) says
 * whether the reader goes through that release. With no release chosen every mark is taken off,
 * so the page is as the server rendered it. The marks are attributes and hidden text: CSS draws
 * them, so the page's layout does not move.
 */

type Line = 'server' | 'cli';
type Entry = [kind: string, id: string, since: string, removedIn: string, absentIn: string[]];
export type EntryState = 'newer' | 'removed' | 'kept' | 'present';
export type ElementState = 'newer' | 'partly' | 'kept' | 'removed';

const compare = (a: string, b: string): number => {
  const [x, y] = [a.split('.').map(Number), b.split('.').map(Number)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0);
  return 0;
};

const lineOf = (kind: string): Line => (kind === 'setting' || kind === 'operation' ? 'server' : 'cli');

export function entryState([, , since, removedIn, absentIn]: Entry, release: string): EntryState {
  if (compare(release, since) < 0) return 'newer';
  if (removedIn && compare(release, removedIn) >= 0) return 'removed';
  if (absentIn.includes(release)) return 'newer';
  return removedIn ? 'kept' : 'present';
}

const KIND_NAMES: Record<string, [string, string]> = {
  setting: ['setting', 'settings'],
  command: ['command', 'commands'],
  option: ['option', 'options'],
  configKey: ['configuration key', 'configuration keys'],
  operation: ['operation', 'operations'],
};

export interface MarkSummary {
  /** Elements whose entries all arrived after the reader's release, or some of them (`partly`). */
  newer: Record<string, number>;
  /** Elements the reader's release still has that a later release removed. */
  kept: number;
  /** Elements already removed in the reader's release. */
  removed: number;
  /** Rows of the upgrade table after the reader's release. */
  steps: number;
  /** Marks on the page that the choice applies to (one of the two lines was chosen). */
  considered: number;
  /** The sentence of each marked element, in page order. */
  sentences: string[];
  /** The kind of the first mark the choice applied to. */
  firstKind?: string;
}

const releaseName = (line: Line, release: string) => (line === 'server' ? `Docbox ${release}` : `CLI ${release}`);

export function applyMarks(root: ParentNode, server: string | undefined, cli: string | undefined): MarkSummary {
  const summary: MarkSummary = {newer: {}, kept: 0, removed: 0, steps: 0, considered: 0, sentences: []};
  const releases: Record<Line, string | undefined> = {server, cli};
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-marks]'))) {
    const note = element.querySelector<HTMLElement>('[data-release-note]');
    let entries: Entry[] = [];
    try {
      entries = JSON.parse(element.dataset.marks ?? '[]') as Entry[];
    } catch {
      entries = [];
    }
    const line = entries[0] ? lineOf(entries[0][0]) : 'server';
    const release = releases[line];
    if (!release || entries.length === 0) {
      delete element.dataset.releaseState;
      if (note) note.textContent = '';
      continue;
    }
    summary.considered++;
    summary.firstKind ??= entries[0]![0];
    const states = entries.map((entry) => entryState(entry, release));
    const newer = entries.filter((_, index) => states[index] === 'newer');
    let state: ElementState | undefined;
    let sentence = '';
    if (newer.length === entries.length) {
      state = 'newer';
      const since = [...new Set(entries.map(([, , version]) => version))].join(', ');
      sentence = `Not in ${releaseName(line, release)}: it arrived in ${since}.`;
    } else if (newer.length > 0) {
      state = 'partly';
      sentence = `Not all in ${releaseName(line, release)}: ${newer.map(([, id]) => id.replace(/^\S+ (?=--)/, '')).join(', ')} arrived later.`;
    } else if (states.every((entry) => entry === 'removed')) {
      state = 'removed';
      sentence = `Already removed in ${releaseName(line, release)}.`;
    } else if (states.includes('kept')) {
      state = 'kept';
      sentence = `${releaseName(line, release)} still has it; a later release removed it.`;
    }
    if (state === 'newer' || state === 'partly') {
      const kind = entries[0]![0];
      summary.newer[kind] = (summary.newer[kind] ?? 0) + 1;
    } else if (state === 'kept') summary.kept++;
    else if (state === 'removed') summary.removed++;
    if (state) element.dataset.releaseState = state;
    else delete element.dataset.releaseState;
    if (note) note.textContent = sentence ? ` (${sentence})` : '';
    if (sentence) summary.sentences.push(sentence);
  }
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('[data-upgrade-step]'))) {
    const note = element.querySelector<HTMLElement>('[data-release-note]');
    const step = element.dataset.upgradeStep!;
    if (!server) {
      delete element.dataset.releaseState;
      if (note) note.textContent = '';
      continue;
    }
    summary.considered++;
    const toGo = compare(step, server) > 0;
    if (toGo) summary.steps++;
    element.dataset.releaseState = toGo ? 'to-go' : 'done';
    if (note) note.textContent = toGo ? ` (Upgrading from Docbox ${server}: you go through this release.)` : ` (Docbox ${server} already has this release.)`;
  }
  return summary;
}

/** One sentence for the status line: what the marks on the page say, counted. */
export function summaryText(summary: MarkSummary, server: string | undefined, cli: string | undefined): string {
  const chosen = [server && `Docbox ${server}`, cli && `CLI ${cli}`].filter(Boolean).join(' with ');
  if (!chosen) return '';
  if (summary.considered === 0) return `For ${chosen}: nothing on this page is dated in that release line.`;
  // One mark on the page (an operation): its own sentence.
  if (summary.considered === 1 && summary.steps === 0) return summary.sentences[0] ?? `${chosen} has this ${KIND_NAMES[summary.firstKind ?? '']?.[0] ?? 'entry'}.`;
  const parts: string[] = [];
  const newer = Object.entries(summary.newer);
  const total = newer.reduce((sum, [, count]) => sum + count, 0);
  if (total > 0) {
    const kinds = newer.map(([kind, count]) => `${count} ${KIND_NAMES[kind]?.[count === 1 ? 0 : 1] ?? kind}`).join(', ');
    parts.push(`${total} ${total === 1 ? 'entry is' : 'entries are'} marked as newer than your release (${kinds})`);
  }
  if (summary.kept > 0) parts.push(`${summary.kept} ${summary.kept === 1 ? 'entry' : 'entries'} your release still has ${summary.kept === 1 ? 'was' : 'were'} removed later`);
  if (summary.removed > 0) parts.push(`${summary.removed} ${summary.removed === 1 ? 'entry is' : 'entries are'} already gone in your release`);
  if (summary.steps > 0) parts.push(`${summary.steps} ${summary.steps === 1 ? 'release' : 'releases'} to go through ${summary.steps === 1 ? 'is' : 'are'} marked in the table`);
  if (parts.length === 0) return `For ${chosen}: your release has everything on this page.`;
  return `For ${chosen}: ${parts.join('; ')}.`;
}
