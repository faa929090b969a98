/**
 * Content checks for the guides and the release notes (run by npm test):
 * every page has a title and description, a floor of real words, no placeholder text, and
 * code blocks that name their language.
 */
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {checkPage, type ContentProblem} from './lib/content';

const root = path.resolve(__dirname, '..');
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

for (const problem of problems) {
  console.error(`${problem.file}${problem.line ? `:${problem.line}` : ''}: ${problem.message}`);
}
if (problems.length > 0) process.exit(1);
console.log(`Content checks passed: ${guides.length} guide pages, ${posts.length} release notes.`);
