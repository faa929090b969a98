import assert from 'node:assert/strict';
import {test} from 'node:test';
import {SEARCH_ALIAS_GROUPS} from '../../src/data/searchAliases';
import {
  editDistance,
  hyphenTails,
  isStopWord,
  judgeMatch,
  judgeUnits,
  namesCoverage,
  planQuery,
  queryUnits,
  queryWords,
  stemOf,
  termCandidates,
  type Vocabulary,
} from '../../src/search/query';

/** A vocabulary as the worker builds it from the index: stemmed terms and the words as written. */
function vocabularyOf(text: string): Vocabulary {
  return {words: new Set(queryWords(text))};
}

const DOCS = vocabularyOf(
  'Server environment variables configuration statistics command line Terraform storage bucket set up setup ' +
    'presigned upload uploads uploading build building builds are end area arn and docbox-cli volume file',
);

/** The index terms a document with this text has, as lunr would have matched them. */
const termsOf = (text: string) => new Set(queryWords(text).map(stemOf));
const matches = (query: string, text: string) =>
  judgeMatch(planQuery(queryUnits(queryWords(query), SEARCH_ALIAS_GROUPS), DOCS), termsOf(text));

test('query words are split and trimmed like the index', () => {
  assert.deepEqual(queryWords('  x-tenant-env, "DOCBOX_API_KEY" (setup)! '), ['x', 'tenant', 'env', 'docbox_api_key', 'setup']);
});

test('other forms of a word match each other through the stemmer', () => {
  for (const forms of [['build', 'building', 'builds'], ['upload', 'uploads', 'uploading']]) {
    for (const query of forms) {
      for (const text of forms) assert.ok(matches(query, `A page about ${text}`), `${query} ~ ${text}`);
    }
  }
});

test('every alias group: each form finds text that uses only another form', () => {
  for (const group of SEARCH_ALIAS_GROUPS) {
    for (const query of group) {
      for (const text of group.filter((form) => form !== query)) {
        assert.ok(matches(query, `The page says ${text} here`), `"${query}" should find "${text}"`);
      }
    }
  }
});

test('any form of a word finds its alias group, by its stem', () => {
  assert.ok(matches('vars', 'Server environment variables'));
  assert.ok(matches('recovered files', 'Restore the files'));
  assert.ok(matches('upgrading', 'Update the server'));
  assert.ok(matches('several instances', 'Run multiple instances'));
  assert.ok(matches('memory usage', 'How much RAM it needs'));
});

test('an alias is matched whole: never as the start of a longer word, nor with a typo', () => {
  // "ram" is not "random"; the "up" of "set up" is not "upload".
  assert.equal(matches('memory', 'a random value'), null);
  assert.equal(matches('setup', 'set upload limits'), null);
  assert.ok(matches('setup', 'set up the server'));
  // Nor one edit away: "multiple" finds "across", not "cross" in docs that say it.
  const crossDocs = vocabularyOf('Building with cross');
  const plan = planQuery(queryUnits(['multiple'], SEARCH_ALIAS_GROUPS), crossDocs);
  assert.equal(judgeMatch(plan, termsOf('Building with cross')), null);
  assert.ok(matches('multiple', 'Search across boxes'));
});

test('each unit of the query is judged on its own: the units a document answers, and those it lacks', () => {
  const plan = planQuery(queryUnits(queryWords('presigned upload xyzzy'), SEARCH_ALIAS_GROUPS), DOCS);
  assert.deepEqual(
    judgeUnits(plan, termsOf('Create a presigned upload')).map(Boolean),
    [true, true, false],
  );
  assert.equal(judgeMatch(plan, termsOf('Create a presigned upload')), null);
  // An alias phrase is one unit: "command line" answers "cli" whole.
  const cli = planQuery(queryUnits(queryWords('cli config'), SEARCH_ALIAS_GROUPS), DOCS);
  assert.deepEqual(judgeUnits(cli, termsOf('the command line')).map(Boolean), [true, false]);
});

test('stop words are the ones lunr leaves out of English text', () => {
  for (const word of ['the', 'how', 'my', 'into', 'What']) assert.ok(isStopWord(word), word);
  for (const word of ['docbox', 'memory', 'instances', 'upload']) assert.ok(!isStopWord(word), word);
});

test('prefixes: the last word and words of three letters or more match longer words', () => {
  assert.ok(matches('env', 'Server environment variables'));
  assert.ok(matches('serve envir varia', 'Server environment variables'));
  assert.ok(matches('config', 'CLI configuration file'));
  // "vo" is not last and shorter than three letters: no prefix match.
  assert.equal(matches('vo file', 'volume file'), null);
  assert.ok(matches('file vo', 'volume file'));
});

test('one typo in a word of five letters or more still matches, ranked below an exact match', () => {
  const typo = matches('presigend upload', 'Create a presigned upload');
  const exact = matches('presigned upload', 'Create a presigned upload');
  assert.ok(typo && exact);
  assert.ok(exact.rank > typo.rank);
  assert.ok(matches('uplaod', 'upload a file'), 'swapped letters are one edit');
  // Four letters: too short for a typo.
  assert.equal(matches('bild', 'build'), null);
  assert.equal(termCandidates('upld', 'exact', false, DOCS).size, 1);
});

test('no junk: every query word must match, and short words never match by typo', () => {
  assert.equal(matches('are end', 'arn and'), null);
  assert.equal(matches('presigned upload', 'presigned only'), null);
  assert.ok(matches('are end', 'the area at the end'), 'prefix matches are real matches');
});

test('the terms that matched are the ones reported for highlighting', () => {
  const judged = matches('env', 'Server environment variables');
  assert.deepEqual(judged?.terms, [stemOf('environment')]);
});

test('edit distance counts a swap of neighbouring letters as one edit', () => {
  assert.equal(editDistance('presigend', 'presigned'), 1);
  assert.equal(editDistance('upload', 'uplod'), 1);
  assert.equal(editDistance('upload', 'uploads'), 1);
  assert.equal(editDistance('upload', 'download'), 2);
  assert.equal(editDistance('abc', 'abc'), 0);
});

test('a word typed as one matches two words the docs write apart', () => {
  const vocabulary = vocabularyOf('the health check route');
  const plan = planQuery(queryUnits(['healthcheck'], SEARCH_ALIAS_GROUPS), vocabulary);
  assert.ok(judgeMatch(plan, termsOf('Health check')));
  assert.equal(judgeMatch(plan, termsOf('Health only')), null);
});

test('the last part of a hyphenated word may be cut short', () => {
  const vocabulary = vocabularyOf('a fix for us-east-1 and each');
  const input = 'us-ea fix';
  const units = queryUnits(queryWords(input), SEARCH_ALIAS_GROUPS, hyphenTails(input));
  assert.ok(judgeMatch(planQuery(units, vocabulary), termsOf('us-east-1 fix')));
  assert.equal(judgeMatch(planQuery(queryUnits(queryWords('ea fix'), SEARCH_ALIAS_GROUPS), vocabulary), termsOf('east fix')), null);
});

test("a page's short names count for coverage: the best covered name, word by word", () => {
  const stems = (...words: string[]) => new Set(words.map(stemOf));
  assert.equal(namesCoverage('Docbox', stems('docbox')), 1);
  assert.equal(namesCoverage('POST /box/{scope}/file, POST /box/:scope/file, file upload', stems('upload')), 0.5);
  assert.equal(namesCoverage('POST /box/{scope}/file, file upload', stems('uploads', 'file')), 1);
  assert.equal(namesCoverage('Docker Compose', stems('docbox')), 0);
  assert.equal(namesCoverage('', stems('docbox')), 0);
});
