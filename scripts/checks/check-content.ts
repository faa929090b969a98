/**
 * Content checks for the guides and the release notes (run by npm test):
 * every page has a title and description, a floor of real words, no placeholder text, and
 * code blocks that name their language; and every piece of shell the site shows (the pages'
 * bash/sh/shell blocks and the API reference's intro) passes
 * shellcheck (scripts/checks/lib/shellcheck.ts); every guide records the Docbox release it was last
 * checked against (`checked_against`, `checked_on`).
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {checkFreshness, checkPage, type ContentProblem} from './lib/content';
import {serverReleases} from '../../src/data/releases';
import {checkShell} from './lib/shellcheck';

const root = path.resolve(__dirname, '..', '..');
const MIN_WORDS = {guides: 150, blog: 60};

function markdownFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();
}

const problems: ContentProblem[] = [];
const guides = markdownFiles('docs/guides');
const posts = markdownFiles('blog');
for (const file of guides) problems.push(...checkPage(file, readFileSync(path.join(root, file), 'utf8'), MIN_WORDS.guides));
for (const file of posts) problems.push(...checkPage(file, readFileSync(path.join(root, file), 'utf8'), MIN_WORDS.blog));
// Every guide, and the API reference (its generated pages copy docbox.mdx's), records the release it was checked against.
for (const file of [...guides, 'api/reference/docbox.mdx']) problems.push(...checkFreshness(file, readFileSync(path.join(root, file), 'utf8'), serverReleases));

// Shell: every page under docs/ and blog/ and the hand-written API intro.
const shellPages = [...markdownFiles('docs'), ...posts, 'api/reference/docbox.mdx'].map((file) => ({
  file,
  source: readFileSync(path.join(root, file), 'utf8'),
}));
problems.push(...checkShell(shellPages));

for (const problem of problems) {
  console.error(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}
if (problems.length > 0) process.exit(1);
console.log(
  `Content checks passed: ${guides.length} guide pages, ${posts.length} release notes; shellcheck on the shell blocks of ${shellPages.length} pages.`,
);
