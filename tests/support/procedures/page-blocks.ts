/**
 * The shell and SQL blocks of the guides, read from the Markdown as Docusaurus reads it (never a
 * copy kept in a test). A block is found by its title or by words it contains, and must be the
 * only one that matches, so a test notices when a page changes under it.
 *
 * A block that cannot run on one machine at all says why on its opening fence, after `norun=`:
 * ```` ```bash title="…" norun="reads the journal of the live API instance" ````. The reason is for
 * maintainers; the page does not show it (the Markdown twin keeps only the title).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {codeBlocks} from '../../../scripts/checks/lib/facts';

export const REPO_ROOT = path.resolve(__dirname, '../../..');

/** Languages whose blocks are procedures a reader runs. */
export const RUNNABLE_LANGS = new Set(['bash', 'sh', 'shell', 'sql']);

export type PageBlock = {
  /** Path from the repository's root, `docs/guides/operating/backup-and-restore.md`. */
  page: string;
  /** Line of the opening fence. */
  line: number;
  lang: string;
  meta: string;
  title?: string;
  norun?: string;
  code: string;
};

/** `key="value"` and `key='value'` pairs of a fence's meta string. */
export function metaAttributes(meta: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const match of meta.matchAll(/([A-Za-z][\w-]*)=(?:"([^"]*)"|'([^']*)')/g)) found[match[1]!] = match[2] ?? match[3] ?? '';
  return found;
}

const cache = new Map<string, PageBlock[]>();

export function pageBlocks(page: string): PageBlock[] {
  let blocks = cache.get(page);
  if (!blocks) {
    const source = readFileSync(path.join(REPO_ROOT, page), 'utf8');
    blocks = codeBlocks(source).map((block) => {
      const attributes = metaAttributes(block.meta);
      return {page, line: block.line, lang: block.lang, meta: block.meta, title: attributes.title, norun: attributes.norun, code: block.value};
    });
    cache.set(page, blocks);
  }
  return blocks;
}

export type BlockSelector = {title?: string; contains?: string; lang?: string};

/** The one block of a page that has this title (and/or contains these words). */
export function pageBlock(page: string, selector: BlockSelector): PageBlock {
  const matches = pageBlocks(page).filter(
    (block) =>
      (selector.title === undefined || block.title === selector.title) &&
      (selector.contains === undefined || block.code.includes(selector.contains)) &&
      (selector.lang === undefined || block.lang === selector.lang),
  );
  if (matches.length !== 1) {
    throw new Error(`${page}: ${matches.length} blocks match ${JSON.stringify(selector)} (lines ${matches.map((block) => block.line).join(', ') || 'none'}); the test expects exactly one`);
  }
  return matches[0]!;
}

/** Why a norun reason is not good enough, or null. Three words at least, as for shellcheck exceptions. */
export function noRunProblem(reason: string): string | null {
  return reason.trim().split(/\s+/).length >= 3 ? null : `norun="${reason}" needs a reason of three words at least`;
}

export const blockId = (block: Pick<PageBlock, 'page' | 'line'>) => `${block.page}:${block.line}`;
