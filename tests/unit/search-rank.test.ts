import assert from 'node:assert/strict';
import {test} from 'node:test';
import {RESULTS_PER_PAGE, fewPerPage, searchIndex, titleFit, type SearchResult} from '../../src/search/rank';
import {isQuestionWord} from '../../src/search/query';
import {testIndex} from '../support/search-index';

// A few pages shaped like the site's: titles, headings, descriptions, keywords and section texts.
const index = testIndex([
  {
    url: '/docs/guides/operating/capacity-and-scaling',
    title: 'Capacity and scaling',
    description: 'How much memory each operation takes and what changes when several servers run.',
    sections: [
      {heading: 'Where the memory goes', text: 'Each upload is held in memory while it is processed.'},
      {heading: 'Several servers behind a load balancer', text: 'Run several instances of the server behind one load balancer.'},
      {heading: 'Run the background jobs once', text: 'With several instances, only one should purge expired uploads.'},
      {heading: 'Database connections', text: 'Each instance opens a pool of connections to every tenant database.'},
    ],
  },
  {
    url: '/docs/guides/operating/what-docbox-stores',
    title: 'What Docbox stores, and where',
    sections: [
      {heading: 'The root database', text: 'It is in PostgreSQL, and holds the tenants and their settings.'},
      {heading: 'Tenant buckets', text: 'Every file is an object in the tenant bucket.'},
    ],
  },
  {
    url: '/docs/guides/integrating/file-types',
    title: 'What Docbox does with each file type',
    keywords: 'File types and processing',
    sections: [{heading: 'What each type gets', text: 'PDF files get their text extracted and thumbnails made.'}],
  },
  {
    url: '/docs/api/admin',
    title: 'Admin',
    description: 'Operations to flush caches and purge expired uploads, which frees memory and disk usage.',
    sections: [{text: 'What is in the root database is in the admin operations, and where it goes is in the tenant.'}],
  },
  {
    url: '/docs/guides/setup/create-tenant',
    title: 'Create a tenant',
    sections: [
      {heading: 'Create the tenant', text: 'Run the command to create the tenant.'},
      {heading: 'Write the tenant file', text: 'The tenant file names the tenant bucket.'},
      {heading: 'Try the tenant', text: 'Upload a file to the tenant.'},
      {heading: 'Delete the tenant', text: 'Delete the tenant when you no longer need it.'},
    ],
  },
]);

const pagesOf = (results: SearchResult[]) => results.map((result) => result.document.u);
const search = (query: string, limit = 10) => searchIndex(index, query, limit);

test('a query some of whose words no page has still answers, naming the missing words', () => {
  const results = search('multiple gigabytes instances');
  assert.ok(results.length > 0);
  assert.equal(results[0]!.document.u, '/docs/guides/operating/capacity-and-scaling');
  assert.deepEqual(results[0]!.missing, ['gigabytes']);
  // No page has "gigabytes": every result names it; some lack "instances" too, and come later.
  for (const result of results) assert.ok(result.missing.includes('gigabytes') && result.missing.every((word) => ['multiple', 'gigabytes', 'instances'].includes(word)));
  const lackingMore = results.findIndex((result) => result.missing.length > 1);
  assert.ok(lackingMore === -1 || results.slice(lackingMore).every((result) => result.missing.length > 1));
  // Words the reader typed, as typed: not stems.
  assert.deepEqual(search('xyzzy instances')[0]!.missing, ['xyzzy']);
});

test('only a query none of whose words match anything answers nothing', () => {
  assert.deepEqual(search('xyzzy plugh'), []);
  assert.deepEqual(search('   '), []);
  assert.ok(search('xyzzy tenant').length > 0);
});

test('documents that match every word come first, even below a title that matches only some', () => {
  const results = search('tenant bucket object');
  const complete = results.filter((result) => result.missing.length === 0);
  assert.ok(complete.length > 0);
  assert.deepEqual(results.slice(0, complete.length), complete, 'no partial result before a complete one');
  assert.equal(complete[0]!.document.u, '/docs/guides/operating/what-docbox-stores');
  // The title "Create a tenant" matches only "tenant": after them.
  const title = results.findIndex((result) => result.document.t === 'Create a tenant');
  assert.ok(title >= complete.length, `the partial title is at ${title}`);
});

test('among partial matches, the rarer words count more, and stop words count little', () => {
  // "purge" is in two documents, "the" in most: the documents with "purge" come first.
  const results = search('how to purge the xyzzy');
  assert.ok(results[0]!.missing.includes('xyzzy'));
  assert.ok(!results[0]!.missing.includes('purge'), `first: ${results[0]!.document.t}`);
  // A document with "how", "to" and "the" but not "purge" comes after every one with "purge".
  const firstWithout = results.findIndex((result) => result.missing.includes('purge'));
  const lastWith = results.map((result) => !result.missing.includes('purge')).lastIndexOf(true);
  assert.ok(firstWithout === -1 || lastWith < firstWithout);
});

test('a section counts what its heading and page title say', () => {
  // "what" is only in the page title, "root database" in the heading, "is in" in the text.
  const results = search('what is in the root database');
  const section = results.findIndex((result) => result.document.u === '/docs/guides/operating/what-docbox-stores' && result.document.h === '#the-root-database');
  const admin = results.findIndex((result) => result.document.u === '/docs/api/admin' && result.type === 4);
  assert.ok(section >= 0 && results[section]!.missing.length === 0, 'the section answers the whole query');
  // The admin page's text has every word, in passing; the section's heading has the query's words.
  assert.ok(admin < 0 || section < admin, `section at ${section}, admin text at ${admin}`);
  // Only the document's own words are marked for highlighting.
  assert.ok(!results[section]!.tokens.includes('what'));
});

test("the readers' words find the docs' words: several / multiple, memory usage / memory, supported / what", () => {
  assert.equal(search('multiple instances')[0]!.document.u, '/docs/guides/operating/capacity-and-scaling');
  assert.equal(search('multiple instances')[0]!.missing.length, 0);
  assert.ok(pagesOf(search('memory usage', 3)).includes('/docs/guides/operating/capacity-and-scaling'));
  assert.equal(search('supported file types')[0]!.document.u, '/docs/guides/integrating/file-types');
});

test("at most two results of a page come before other pages' results that answer as much", () => {
  const results = search('tenant');
  const firstOther = results.findIndex((result) => result.document.u !== '/docs/guides/setup/create-tenant');
  assert.ok(firstOther >= 0 && firstOther <= RESULTS_PER_PAGE, `other pages start at ${firstOther}`);
  // The page's other results follow, none lost.
  assert.ok(results.filter((result) => result.document.u === '/docs/guides/setup/create-tenant').length > RESULTS_PER_PAGE);
  assert.deepEqual(
    fewPerPage(
      ['a', 'a', 'a', 'b', 'a', 'c'].map((u) => ({document: {u}, group: 1})),
      (result) => String(result.group),
    ).map((result) => result.document.u),
    ['a', 'a', 'b', 'c', 'a', 'a'],
  );
  // Never across groups: a page's third complete result stays before the partial ones.
  const grouped = [
    {document: {u: 'a'}, group: 'all'},
    {document: {u: 'a'}, group: 'all'},
    {document: {u: 'a'}, group: 'all'},
    {document: {u: 'b'}, group: 'some'},
  ];
  assert.deepEqual(
    fewPerPage(grouped, (result) => result.group).map((result) => result.document.u),
    ['a', 'a', 'a', 'b'],
  );
});

test('the first results are the same whatever the limit (the navbar asks for 10, the search page for 100)', () => {
  for (const query of ['tenant', 'what is in the root database', 'multiple gigabytes instances', 'delete tenant bucket']) {
    assert.deepEqual(search(query, 3), search(query, 100).slice(0, 3), query);
  }
});

test('results keep the shape the theme renders: one per document, with its type, page, tokens and metadata', () => {
  const results = search('several servers');
  assert.equal(new Set(results.map((result) => result.document.i)).size, results.length);
  for (const result of results) {
    assert.equal(typeof result.type, 'number');
    assert.ok(Array.isArray(result.tokens) && typeof result.metadata === 'object');
    if (result.type !== 0) assert.ok(result.page, 'sections name their page');
  }
});

// Questions asked in sentences (issue 46).
const questions = testIndex([
  {
    url: '/docs/guides/setup/create-tenant',
    title: 'Create a tenant',
    sections: [{heading: 'Write the tenant file', text: 'Describe the tenant in a JSON file.'}],
  },
  {
    url: '/docs/guides/integrating/search',
    title: 'Search a box and a tenant',
    sections: [{heading: 'How soon a new file can be found', text: 'Create a file and it can be found in the tenant search after a second.'}],
  },
  {
    url: '/docs/api/health',
    title: 'Check that the server is running',
    keywords: 'GET /health, health',
    sections: [{text: 'Answers 200 while the server runs.'}],
  },
  {
    url: '/blog/docbox-0-3-0',
    title: 'Docbox 0.3.0: pinned items',
    sections: [{heading: 'New', text: 'A new endpoint answers health check requests, and files can be pinned.'}],
  },
]);
const ask = (query: string, limit = 10) => searchIndex(questions, query, limit);

test('question words neither filter nor rank: a question finds what its content words find, in the same order', () => {
  for (const [question, keywords] of [
    ['how do I create a new tenant', 'create new tenant'],
    ['what is the health check', 'health check'],
    ['can I check that my server is running?', 'check server running'],
  ] as const) {
    const asked = ask(question);
    assert.ok(asked.length > 0, question);
    assert.deepEqual(pagesOf(asked), pagesOf(ask(keywords)), question);
    // A question word is never reported missing.
    for (const result of asked) for (const word of result.missing) assert.ok(!isQuestionWord(word), `${question}: ${word}`);
  }
});

test('a query made only of question words is searched as typed', () => {
  const results = ask('how can it be found');
  assert.ok(results.length > 0);
  assert.equal(results[0]!.document.u, '/docs/guides/integrating/search');
});

test('a page whose title holds the content words comes before a section that mentions them all under a heading that fits less', () => {
  const results = ask('how to create a new tenant');
  assert.equal(results[0]!.document.u, '/docs/guides/setup/create-tenant');
  assert.ok(pagesOf(results).includes('/docs/guides/integrating/search'), 'the section with every word is still a result');
});

test('a result that lacks a content word is ranked by how much of the question it covers, not cut', () => {
  // The health operation's page has no "endpoint"; the release note's section has every word.
  const results = ask('health check endpoint');
  assert.equal(results[0]!.document.u, '/docs/api/health');
  assert.deepEqual(results[0]!.missing, ['endpoint']);
  assert.ok(pagesOf(results).includes('/blog/docbox-0-3-0'));
});

test('titleFit: the share of a title\'s words that carry meaning the query matched', () => {
  assert.equal(titleFit('Create a tenant', new Set(['creat', 'tenant'])), 1);
  assert.equal(titleFit('How soon a new file can be found', new Set(['new'])), 1 / 4);
  assert.equal(titleFit('Create a tenant', new Set()), 0);
});

test('each result carries an excerpt: its own text, or its page\'s description or its section\'s text', () => {
  const [title] = searchIndex(index, 'capacity and scaling', 1);
  assert.equal(title!.type, 0);
  assert.match(title!.excerpt, /^How much memory each operation takes/);
  const heading = searchIndex(index, 'where the memory goes', 10).find((result) => result.type === 1);
  assert.equal(heading?.excerpt, 'Each upload is held in memory while it is processed.');
});

test('a category page comes after the page under it when the question says more than its title and description, and first when one of them says it all', () => {
  const withCategory = testIndex([
    {
      url: '/docs/category/setup',
      title: 'Set up tenants',
      description: 'Configure the CLI, then create the root and your tenants.',
      sections: [],
    },
    {
      url: '/docs/guides/setup/create-tenant',
      title: 'Create a tenant',
      sections: [{heading: 'What a tenant is', text: 'A tenant is one isolated customer, with a database of its own. Set it up with the CLI.'}],
    },
  ]);
  assert.equal(searchIndex(withCategory, 'set up a separate tenant for each customer', 5)[0]!.document.u, '/docs/guides/setup/create-tenant');
  assert.equal(searchIndex(withCategory, 'set up tenants', 5)[0]!.document.u, '/docs/category/setup');
  // A question its description answers whole is asked of the category page itself, before a
  // page whose keywords hold the question's verb.
  const describedWhole = testIndex([
    {
      url: '/docs/category/getting-started',
      title: 'Choose how to run Docbox',
      keywords: 'deploy, install, quickstart',
      description: 'Compare the ways to run Docbox: docker compose on one machine, or AWS with Terraform.',
      sections: [{heading: 'AWS with Terraform', text: 'The Terraform project adds Docbox to an AWS account.'}],
    },
    {url: '/docs/category/aws', title: 'AWS with Terraform', description: 'Deploy Docbox into your AWS account with Terraform.', sections: []},
    {
      url: '/docs/guides/getting-started/aws/aws-setup',
      title: 'AWS setup',
      description: 'What the Terraform project builds in your AWS account.',
      sections: [{heading: 'Tools', text: 'Install Terraform and the AWS CLI.'}],
    },
  ]);
  assert.equal(searchIndex(describedWhole, 'how to deploy on aws with terraform', 5)[0]!.document.u, '/docs/category/aws');
});

test('fillers and verbs of asking ("still", "exactly", "tell") do not rank, though the docs use them', () => {
  const withFillers = testIndex([
    {url: '/docs/api/health', title: 'Check that the server is running', sections: [{text: 'Answers 200 while the server runs.'}]},
    {
      url: '/docs/guides/operating/start-stop-restart',
      title: 'Start, stop and restart',
      sections: [{heading: 'Jobs still running at a stop', text: 'A stop tells you exactly which jobs of the server are still running.'}],
    },
  ]);
  for (const question of ['is the server still running', 'tell me exactly whether the server is running']) {
    assert.equal(searchIndex(withFillers, question, 5)[0]!.document.u, '/docs/api/health', question);
  }
});
