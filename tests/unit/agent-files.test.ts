/**
 * The build's files for crawlers and agents (scripts/build/lib/agentFiles.ts): robots.txt and the
 * Markdown not-found answer, both written with the site's URL they are given.
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {notFoundMarkdown, robotsTxt} from '../../scripts/build/lib/agentFiles';
import {plainMarkdownProblems} from '../../src/plugins/markdownTwins';

const SITE = 'https://docs.example.org';

describe('robots.txt', () => {
  it('allows every path and names the sitemap and llms.txt on the given site', () => {
    const robots = robotsTxt(SITE);
    const rules = robots.split('\n').filter((line) => line && !line.startsWith('#'));
    assert.deepEqual(rules, ['User-agent: *', 'Allow: /', `Sitemap: ${SITE}/sitemap.xml`]);
    assert.match(robots, /^# .*https:\/\/docs\.example\.org\/llms\.txt/m);
    assert.ok(robots.endsWith('\n'));
  });
});

describe('the Markdown not-found answer', () => {
  it('is short plain Markdown with links to llms.txt, search and the home page on the given site', () => {
    const markdown = notFoundMarkdown(SITE);
    assert.match(markdown, /^# Page not found\n/);
    for (const target of ['/llms.txt', '/search', '/index.md']) assert.ok(markdown.includes(`](${SITE}${target})`), target);
    assert.deepEqual(plainMarkdownProblems(markdown), []);
    assert.ok(markdown.length < 1000);
  });
});
