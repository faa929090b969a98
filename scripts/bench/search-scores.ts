/**
 * The search sets scored in Node on the built index, with the ranking the browser runs
 * (src/search/rank.ts): seconds, where the browser's run in `npm run bench` takes minutes.
 *
 *   node --import tsx scripts/bench/search-scores.ts            # every set's score, and its misses
 *   node --import tsx scripts/bench/search-scores.ts 'query' …  # the first ten results of each query
 *
 * Reads build/ (run `npm run build` first). The e2e tests and the bench score the same sets in
 * the browser, through the navbar box and the search page.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {loadSearchIndex, searchIndex, type SearchIndexPart, type SearchResult} from '../../src/search/rank';
import {ALIAS_CASES, FIRST_CASES, SEARCH_CASES, TOP_RESULTS, type SearchCase} from '../../tests/support/search-queries';
import {READER_QUESTIONS} from '../../tests/support/search-questions';
import {queriesFromHtml, searchablePages} from '../../tests/support/search-generated';
import {rankOfPages} from '../../tests/support/search-built';
import {SENTENCE_QUESTIONS} from '../../tests/support/search-sentences';
import {HELD_OUT_DAY2, HELD_OUT_QUESTIONS} from '../../tests/support/search-held-out';

const buildDir = path.join(__dirname, '..', '..', 'build');
const indexFile = readdirSync(buildDir).find((name) => /^search-index.*\.json$/.test(name));
if (!indexFile) throw new Error('No search index in build/: run npm run build first');
const index = loadSearchIndex(JSON.parse(readFileSync(path.join(buildDir, indexFile), 'utf8')) as SearchIndexPart[]);

const routeOf = (result: SearchResult) => result.document.u.replace(/\/$/, '');
const describe = (result: SearchResult) => {
  const missing = 'missing' in result && Array.isArray(result.missing) && result.missing.length ? ` [missing: ${result.missing.join(' ')}]` : '';
  return `${result.document.u}${result.document.h ?? ''} (${result.type}) ${result.document.s ?? result.document.t}${missing}`.slice(0, 160);
};

function score(label: string, cases: SearchCase[], top: number): void {
  const misses: string[] = [];
  for (const {query, pages} of cases) {
    const results = searchIndex(index, query, 100);
    if (!results.slice(0, top).some((result) => pages.includes(routeOf(result)))) {
      const at = results.findIndex((result) => pages.includes(routeOf(result)));
      misses.push(`  "${query}" (wanted ${pages.join(' | ')}, at ${at < 0 ? 'none' : at + 1}):\n${results.slice(0, top).map((r) => `      ${describe(r)}`).join('\n')}`);
    }
  }
  console.log(`${label}: ${cases.length - misses.length}/${cases.length} in the first ${top}`);
  if (misses.length) console.log(misses.join('\n'));
}

/** Questions in sentences: how many put their page first, in the first 3 and the first 5, and where each other one is. */
function ladder(label: string, cases: SearchCase[]): void {
  const ranks = cases.map(({query, pages}) => ({query, pages, at: rankOfPages(searchIndex(index, query, 20), pages)}));
  const within = (top: number) => ranks.filter(({at}) => at > 0 && at <= top).length;
  console.log(`${label} (${cases.length}): ${within(1)} first, ${within(3)} in the first 3, ${within(5)} in the first 5`);
  for (const {query, pages, at} of ranks) {
    if (at === 1) continue;
    const [first] = searchIndex(index, query, 1);
    console.log(`  ${at || '-'}: "${query}" (wanted ${pages.join(' | ')}); first: ${first ? describe(first) : 'nothing'}`);
  }
}

function htmlOf(route: string): string {
  for (const file of [`${route}.html`, `${route}/index.html`]) {
    try {
      return readFileSync(path.join(buildDir, file), 'utf8');
    } catch {
      // Try the next form.
    }
  }
  throw new Error(`No HTML for ${route}`);
}

const queries = process.argv.slice(2);
if (queries.length > 0) {
  for (const query of queries) {
    console.log(`"${query}"`);
    for (const result of searchIndex(index, query, 10)) console.log(`  ${describe(result)}`);
  }
} else {
  score('Hand-written queries', SEARCH_CASES, TOP_RESULTS);
  score('Aliases', ALIAS_CASES, 3);
  score("Newcomer's first words (issue 44)", FIRST_CASES, 1);
  score("Readers' questions (issue 38)", READER_QUESTIONS, TOP_RESULTS);
  ladder('Questions in sentences (issue 46)', SENTENCE_QUESTIONS);
  ladder('Held-out questions (issue 46)', HELD_OUT_QUESTIONS);
  ladder('Held-out day-2 questions (issue 46)', HELD_OUT_DAY2);
  // tests/e2e/search.spec.ts: each troubleshooting entry's heading, pasted, opens that entry first.
  const troubleshooting = readFileSync(path.join(__dirname, '..', '..', 'docs', 'guides', 'troubleshooting.md'), 'utf8');
  const pastes = [...troubleshooting.matchAll(/^### (.+?) \{#([\w-]+)\}$/gm)];
  const wrong = pastes.flatMap(([, text, anchor]) => {
    const [first] = searchIndex(index, text!.replace(/`/g, ''), 1);
    const opened = first ? `${first.document.u}${first.document.h ?? ''}` : 'nothing';
    return opened === `/docs/guides/troubleshooting#${anchor}` ? [] : [`  "${text}" opens ${opened}`];
  });
  console.log(`Pasted error texts: ${pastes.length - wrong.length}/${pastes.length} open their entry first`);
  if (wrong.length) console.log(wrong.join('\n'));
  const generated = new Map<string, SearchCase[]>();
  for (const route of searchablePages(buildDir)) {
    for (const {kind, query} of queriesFromHtml(htmlOf(route))) generated.set(kind, [...(generated.get(kind) ?? []), {query, pages: [route]}]);
  }
  for (const [kind, cases] of generated) score(`Generated: ${kind}`, cases, 3);
}
