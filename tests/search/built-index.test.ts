/**
 * The search sets judged in full on the built index (build/search-index-*.json), in Node, with the
 * ranking the browser's search worker runs (src/search/rank.ts searchIndex): every reader's
 * question, every pasted error text and every generated query. The end-to-end tests type a sample
 * of each set in the browser and check that the navbar box and the search page give the order
 * Node gives (tests/e2e/search-partial.spec.ts), so the whole sets need not be typed there.
 */
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, test} from 'node:test';
import {searchIndex, type SearchResult} from '../../src/search/rank';
import {builtIndex} from '../support/search-built';
import {queriesFromHtml, searchablePages} from '../support/search-generated';
import {READER_QUESTIONS, READER_QUESTIONS_TARGET} from '../support/search-questions';
import {ALIAS_CASES, FIRST_CASES, SEARCH_CASES, TOP_RESULTS, type SearchCase} from '../support/search-queries';
import {ERROR_TEXTS} from '../support/search-errors';

const buildDir = path.join(__dirname, '..', '..', 'build');
const routeOf = (result: SearchResult) => result.document.u.replace(/\/$/, '');

/** The cases none of whose pages is in the first `top` results, each with what came instead. */
function misses(cases: SearchCase[], top: number): string[] {
  return cases.flatMap(({query, pages}) => {
    const results = searchIndex(builtIndex(), query, top);
    if (results.some((result) => pages.includes(routeOf(result)))) return [];
    return [`"${query}" (wanted ${pages.join(' | ')}): ${results.map(routeOf).join(', ') || 'nothing'}`];
  });
}

function htmlOf(route: string): string {
  for (const file of [`${route}.html`, `${route}/index.html`]) {
    try {
      return readFileSync(path.join(buildDir, file), 'utf8');
    } catch {
      // The other form.
    }
  }
  throw new Error(`${buildDir}: no HTML for ${route}`);
}

describe('search sets on the built index', () => {
  test(`readers' questions (issue 38): at least ${READER_QUESTIONS_TARGET * 100}% find their page in the first ${TOP_RESULTS}`, () => {
    const missed = misses(READER_QUESTIONS, TOP_RESULTS);
    const hits = READER_QUESTIONS.length - missed.length;
    console.log(`# readers' questions: ${hits}/${READER_QUESTIONS.length} in the first ${TOP_RESULTS}`);
    assert.ok(hits / READER_QUESTIONS.length >= READER_QUESTIONS_TARGET, `${hits}/${READER_QUESTIONS.length}; misses:\n${missed.join('\n')}`);
  });

  test(`hand-written queries find their page in the first ${TOP_RESULTS}, aliases in the first 3`, () => {
    assert.deepEqual([...misses(SEARCH_CASES, TOP_RESULTS), ...misses(ALIAS_CASES, 3)], []);
  });

  test(`a newcomer's first words (${FIRST_CASES.map(({query}) => `"${query}"`).join(', ')}) give their page first`, () => {
    assert.deepEqual(misses(FIRST_CASES, 1), []);
  });

  test('every pasted error text of the troubleshooting page opens its own entry first', () => {
    assert.ok(ERROR_TEXTS.length >= 15);
    const wrong = ERROR_TEXTS.flatMap(({text, anchor}) => {
      const [first] = searchIndex(builtIndex(), text, 1);
      const opened = first ? `${first.document.u}${first.document.h ?? ''}` : 'nothing';
      return opened === `/docs/guides/troubleshooting#${anchor}` ? [] : [`"${text}" opens ${opened}`];
    });
    assert.deepEqual(wrong, []);
  });

  test('every page search covers is in the first 3 for its title, its sidebar label and its shortened title', () => {
    const pages = searchablePages(buildDir);
    assert.ok(pages.length > 100, `${pages.length} pages`);
    const missed: string[] = [];
    let queries = 0;
    for (const route of pages) {
      for (const {kind, query} of queriesFromHtml(htmlOf(route))) {
        queries += 1;
        const top = searchIndex(builtIndex(), query, 3).map(routeOf);
        if (!top.includes(route)) missed.push(`${route}: ${kind} "${query}" -> ${top.join(', ') || 'nothing'}`);
      }
    }
    console.log(`# generated queries: ${queries - missed.length}/${queries} find their page in the first 3`);
    assert.deepEqual(missed, []);
  });
});
