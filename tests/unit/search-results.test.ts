import assert from 'node:assert/strict';
import {test} from 'node:test';
// The search theme's own HTML parser, which the index is built from.
import {parse} from '@easyops-cn/docusaurus-search-local/dist/server/server/utils/parse';
import {searchTheme} from '../../config/search';
import {cleanSearchIndex, distinctResults} from '../../src/search/results';

const page = {i: 1, t: 'Create a tenant', u: '/docs/guides/setup/create-tenant'};

test('a page listed by its title is not listed again by its description', () => {
  const results = [
    {document: page, type: 0, page: undefined},
    {document: {i: 1, t: 'Create a tenant with the CLI.', u: page.u, p: 1}, type: 2, page},
    {document: {i: 7, t: 'Before you start', u: page.u, p: 1}, type: 1, page},
  ];
  assert.deepEqual(
    distinctResults(results).map((result) => result.document.i),
    [1, 7],
  );
});

test('a heading that repeats its page title is dropped, other headings stay in order', () => {
  const results = [
    {document: {i: 5, t: 'Create a  tenant ', u: page.u, p: 1}, type: 1, page},
    {document: {i: 6, t: 'Tenant file', u: page.u, p: 1}, type: 1, page},
    {document: {i: 9, t: 'Create a tenant', u: page.u, p: 1}, type: 4, page},
  ];
  assert.deepEqual(
    distinctResults(results).map((result) => result.document.i),
    [6, 9],
  );
});

test('every result id is unique, whatever the ranking put twice', () => {
  const results = [3, 4, 3, 5, 4].map((i) => ({document: {i, t: `doc ${i}`, u: '/x'}, type: 4, page: false as const}));
  const ids = distinctResults(results).map((result) => result.document.i);
  assert.deepEqual(ids, [3, 4, 5]);
});

// A heading as Docusaurus renders it: its anchor link holds a zero-width space.
const html = `<html><head><meta name="description" content="About tenants."></head><body><article>
<h1>Create a tenant</h1><p>Intro.</p>
<h2 id="cli">Run the CLI<a href="#cli" class="hash-link" aria-label="Direct link to Run the CLI">\u200B</a></h2>
<div><p>Run it once.</p><h4 id="what-every-run-does">What every run does<a href="#what-every-run-does" class="hash-link">\u200B</a></h4><p>It checks.</p></div>
</article></body></html>`;

test('the theme parser keeps the anchors\' zero-width spaces, and the cleaned index has none', () => {
  const parsed = parse(html, 'docs', '/docs/x', {ignoreCssSelectors: [], forceIgnoreNoIndex: false});
  assert.ok(parsed, 'the parser returned a page');
  const content = parsed.sections.map((section: {content: string}) => section.content).join(' ');
  assert.match(content, /\u200B/, 'the parser output this test is about');
  const index = [
    {documents: parsed.sections.map((section: {title: string; content: string}, i: number) => ({i, t: section.content, s: section.title, b: ['Docs', `Setup\u200B`]})), index: {}},
  ];
  const cleaned = JSON.stringify(cleanSearchIndex(index));
  assert.doesNotMatch(cleaned, /[\u200B-\u200D\u2060\uFEFF]/);
  assert.match(cleaned, /What every run does It checks\./);
  assert.match(cleaned, /"Setup"/);
});

test('cleaning leaves numbers, ids and the lunr index as they were', () => {
  const index = [{documents: [{i: 12, t: 'Responses\u200B 200', p: 3}], index: {version: '2.3.9', fields: ['t']}}];
  assert.deepEqual(cleanSearchIndex(index), [{documents: [{i: 12, t: 'Responses 200', p: 3}], index: {version: '2.3.9', fields: ['t']}}]);
});

test('with the site\'s search options, a category page\'s doc cards are not indexed (their emoji icon drew as a box)', () => {
  const [, options] = searchTheme as [string, {ignoreCssSelectors: string[]}];
  const category = `<html><body><article><h1>Setup</h1><p>How to set Docbox up.</p>
<div class="row"><a href="/docs/guides/setup/create-tenant" class="card"><h2 class="theme-doc-card-heading cardTitle_x" title="Create a tenant"><span class="theme-doc-card-icon">\u{1F4C4}\uFE0F</span><span class="theme-doc-card-title">Create a tenant</span></h2><p class="theme-doc-card-description">Add a tenant with the CLI.</p></a></div>
</article></body></html>`;
  const withoutOptions = parse(category, 'docs', '/docs/category/setup', {ignoreCssSelectors: [], forceIgnoreNoIndex: false});
  assert.ok(withoutOptions?.sections.some((section) => section.title.startsWith('\u{1F4C4}')), 'the theme indexes the card heading, icon first');
  const parsed = parse(category, 'docs', '/docs/category/setup', {ignoreCssSelectors: options.ignoreCssSelectors, forceIgnoreNoIndex: false});
  assert.deepEqual(parsed?.sections.map((section) => section.title), ['Setup']);
  assert.doesNotMatch(JSON.stringify(parsed), /\u{1F4C4}/u);
});

test('with the site\'s search options, the release switch\'s list of releases is not indexed (it opened every operation\'s excerpt)', () => {
  const [, options] = searchTheme as [string, {ignoreCssSelectors: string[]}];
  const operation = `<html><body><article><h1>Upload a file</h1><p class="operation-release">Since 0.1.0 <span data-release-switch=""><label>Your release</label><select><option>Not chosen</option><option>0.9.3</option><option>0.9.2</option></select></span></p><p>Uploads a file through Docbox.</p></article></body></html>`;
  const withoutOptions = parse(operation, 'docs', '/docs/api/file-upload', {ignoreCssSelectors: [], forceIgnoreNoIndex: false});
  assert.match(JSON.stringify(withoutOptions), /0\.9\.30\.9\.2|0\.9\.3 ?0\.9\.2/, 'the theme indexes the options\' text');
  const parsed = parse(operation, 'docs', '/docs/api/file-upload', {ignoreCssSelectors: options.ignoreCssSelectors, forceIgnoreNoIndex: false});
  assert.doesNotMatch(JSON.stringify(parsed), /0\.9\.2/);
  assert.match(JSON.stringify(parsed), /Uploads a file through Docbox/);
});

