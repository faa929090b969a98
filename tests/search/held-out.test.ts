/**
 * The held-out questions in sentences (tests/support/search-held-out.ts) and the agent questions
 * written blind (tests/support/search-agent-questions.ts), judged in full on the
 * built index (build/search-index-*.json) in Node with the ranking the browser's search worker and
 * the docs MCP server run (src/search/rank.ts searchIndex).
 */
import assert from 'node:assert/strict';
import {describe, test} from 'node:test';
import {searchIndex} from '../../src/search/rank';
import {builtIndex, rankOfPages} from '../support/search-built';
import {HELD_OUT_DAY2, HELD_OUT_DAY2_TARGETS, HELD_OUT_QUESTIONS, HELD_OUT_TARGETS} from '../support/search-held-out';
import type {SearchCase} from '../support/search-queries';
import {AGENT_DEVELOPER, AGENT_OPERATOR, AGENT_TARGETS, AGENT_TERSE} from '../support/search-agent-questions';

const AGENT_QUESTIONS = [...AGENT_DEVELOPER, ...AGENT_OPERATOR, ...AGENT_TERSE];

const rankOf = ({query, pages}: SearchCase) => rankOfPages(searchIndex(builtIndex(), query, 20), pages);

describe('held-out questions in sentences, on the built index', () => {
  for (const [name, cases, targets, least] of [
    ['held-out questions', HELD_OUT_QUESTIONS, HELD_OUT_TARGETS, 40],
    ['day-2 questions', HELD_OUT_DAY2, HELD_OUT_DAY2_TARGETS, 15],
    ['agent questions written blind', AGENT_QUESTIONS, AGENT_TARGETS, 100],
  ] as const) {
    test(`${name}: at least ${Math.round(targets.first * 100)}% first, ${Math.round(targets.top3 * 100)}% in the first 3, ${Math.round(targets.top5 * 100)}% in the first 5`, () => {
      assert.ok(cases.length >= least, `${cases.length} questions`);
      const ranks = cases.map((question) => ({question, at: rankOf(question)}));
      const within = (top: number) => ranks.filter(({at}) => at > 0 && at <= top).length;
      const notFirst = ranks
        .filter(({at}) => at !== 1)
        .map(({question, at}) => `"${question.query}" (wanted ${question.pages.join(' | ')}): ${at ? `rank ${at}` : 'not in the first 20'}`);
      console.log(`# ${name}: ${within(1)} first, ${within(3)} in the first 3, ${within(5)} in the first 5, of ${cases.length}; not first:\n# ${notFirst.join('\n# ')}`);
      const failed = (['first', 'top3', 'top5'] as const).filter((key, position) => within([1, 3, 5][position]!) / cases.length < targets[key]);
      assert.deepEqual(failed, [], `${within(1)} / ${within(3)} / ${within(5)} of ${cases.length}; not first:\n${notFirst.join('\n')}`);
    });
  }

  test('every question names pages that exist in the index, and no two questions are the same', () => {
    const routes = new Set(builtIndex().parts.flatMap((part) => part.documents.map((document) => document.u.replace(/\/$/, ''))));
    const sections = new Set(builtIndex().parts.flatMap((part) => part.documents.map((document) => `${document.u.replace(/\/$/, '')}${document.h ?? ''}`)));
    const all = [...HELD_OUT_QUESTIONS, ...HELD_OUT_DAY2, ...AGENT_QUESTIONS];
    const unknown = all.flatMap(({pages}) => pages.filter((page) => !(page.includes('#') ? sections.has(page) : routes.has(page))));
    assert.deepEqual(unknown, []);
    assert.equal(new Set(all.map(({query}) => query.toLowerCase())).size, all.length);
  });
});
