/**
 * Questions asked in whole sentences (issue 46), judged in full on the built index
 * (build/search-index-*.json) in Node, with the ranking the browser's search worker and the docs
 * MCP server run (src/search/rank.ts searchIndex). The e2e tests check that the navbar box shows
 * the order Node gives (tests/e2e/search-partial.spec.ts).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {searchIndex, type SearchResult} from '../../src/search/rank';
import {builtIndex, rankOfPages} from '../support/search-built';
import {SENTENCE_FIRST, SENTENCE_FIRST_TARGET, SENTENCE_QUESTIONS, SENTENCE_TOP3_TARGET, SENTENCE_TOP5_TARGET} from '../support/search-sentences';
import {SENTENCE_ALIAS_CASES, TITLE_VERB_CASES} from '../support/search-queries';
import {TITLE_VERB_GROUPS} from '../../src/data/searchAliases';
import {specOperations} from '../support/openapi-operations';

const routeOf = (result: SearchResult) => result.document.u.replace(/\/$/, '');

/** Where the first result of `pages` is among the results (1-based), or 0. */
const rankOf = (query: string, pages: string[], limit = 20) => rankOfPages(searchIndex(builtIndex(), query, limit), pages);

const report = (cases: {query: string; pages: string[]}[], top: number) =>
  cases.flatMap(({query, pages}) => {
    const at = rankOf(query, pages);
    return at > 0 && at <= top ? [] : [`"${query}" (wanted ${pages.join(' | ')}): ${at ? `rank ${at}` : 'not in the first 20'}`];
  });

describe('questions asked in sentences, on the built index', () => {
  for (const [top, target] of [
    [1, SENTENCE_FIRST_TARGET],
    [3, SENTENCE_TOP3_TARGET],
    [5, SENTENCE_TOP5_TARGET],
  ] as const) {
    test(`at least ${Math.round(target * 100)}% of the ${SENTENCE_QUESTIONS.length} questions find their page ${top === 1 ? 'first' : `in the first ${top}`}`, () => {
      assert.ok(SENTENCE_QUESTIONS.length >= 60);
      const missed = report(SENTENCE_QUESTIONS, top);
      const hits = SENTENCE_QUESTIONS.length - missed.length;
      const first = SENTENCE_QUESTIONS.filter(({query, pages}) => rankOf(query, pages) === 1).length;
      console.log(`# sentences: ${first} first, ${hits} in the first ${top}, of ${SENTENCE_QUESTIONS.length}; misses:\n# ${missed.join('\n# ')}`);
      assert.ok(hits / SENTENCE_QUESTIONS.length >= target, `${hits}/${SENTENCE_QUESTIONS.length}; misses:\n${missed.join('\n')}`);
    });
  }

  test('every question names pages that exist in the index', () => {
    const routes = new Set(builtIndex().parts.flatMap((part) => part.documents.map((document) => `${document.u.replace(/\/$/, '')}${document.h ?? ''}`)));
    const pages = [...SENTENCE_QUESTIONS, ...SENTENCE_FIRST].flatMap(({pages}) => pages);
    assert.deepEqual(pages.filter((page) => !routes.has(page)), []);
  });

  test('the four questions of issue 46 put their answer first', () => {
    assert.equal(SENTENCE_FIRST.length, 4);
    assert.deepEqual(report(SENTENCE_FIRST, 1), []);
  });

  test('every form of the alias groups added for them finds its page in the first 3', () => {
    assert.deepEqual(report(SENTENCE_ALIAS_CASES, 3), []);
  });

  test("every reader's verb of the title verbs finds the operation with its group's verb in the first 3", () => {
    const verbs = TITLE_VERB_GROUPS.flatMap((group) => group.slice(1));
    // A verb may be two words ("set up").
    const asked = (verb: string) => TITLE_VERB_CASES.some(({query}) => ` ${query.toLowerCase()} `.includes(` ${verb} `));
    assert.deepEqual(verbs.filter((verb) => !asked(verb)), [], 'a case for every verb');
    assert.deepEqual(report(TITLE_VERB_CASES, 3), []);
  });

  test('a request pasted in a sentence ("POST /box/my-scope/folder returns 400") puts its operation first, for every operation of api/docbox.json', () => {
    const operations = specOperations();
    assert.ok(operations.length > 40);
    const wrong = operations.flatMap(({method, path, operationId}) => {
      const concrete = path.replace(/\{[^}]+\}/g, (_, offset: number) => `value${offset}`);
      const query = `why does ${method.toUpperCase()} ${concrete} return 400?`;
      const [first] = searchIndex(builtIndex(), query, 1);
      const page = `/docs/api/${operationId.replace(/_/g, '-')}`;
      return first && routeOf(first) === page ? [] : [`"${query}": ${first ? routeOf(first) : 'nothing'}, wanted ${page}`];
    });
    assert.deepEqual(wrong, []);
  });

  test('"rust" and "reqwest" find operation pages, whose Rust samples use reqwest', () => {
    for (const query of ['rust', 'reqwest']) {
      const results = searchIndex(builtIndex(), query, 10);
      assert.ok(results.some((result) => /^\/docs\/api\/(?!changelog)/.test(result.document.u)), `${query}: ${results.map(routeOf).join(', ')}`);
    }
  });
});
