/**
 * Pages open with what they help to do. How a page was checked (the sources read, the site's
 * tests and stand-ins, the scripts that make it) belongs in its front matter's `checked_how`, shown
 * under the freshness line as "How this page is checked" (src/components/PageMeta) and at the end
 * of its Markdown twin, never in its first two paragraphs. This reads every guide, every release
 * note, the API reference's overview and the generated API changelog.
 */
import assert from 'node:assert/strict';
import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {admonitionTitleToDirectiveLabel, escapeMarkdownHeadingIds, unwrapMdxCodeBlocks} from '@docusaurus/utils';
import remarkComment from '@slorber/remark-comment';
import type {Root, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified} from 'unified';
import {parse as parseYaml} from 'yaml';
import {changelogPage} from '../../scripts/build/lib/api-changelog-page';
import {checkedHowPieces, freshnessOf, inlinePieces} from '../../src/components/PageMeta/freshness';
import {changelog} from '../../src/data/apiChangelog';
import {ADMONITION_KINDS, mdxToMarkdown} from '../../src/plugins/markdownTwins/mdx';

const root = path.resolve(__dirname, '..', '..');
const parser = unified().use(remarkParse).use(remarkMdx).use(remarkFrontmatter).use(remarkDirective).use(remarkGfm).use(remarkComment).freeze();

/** Words that tell how a page was made or checked, not what it helps the reader do. */
const PROVENANCE: RegExp[] = [
  /\b(the|this) site's (own )?(tests?|checks?|scripts?|CI)\b/i,
  /\bstand-ins?\b/i,
  /\bread (in|from) (the|its|their) (own )?(source|code)\b/i,
  /\b(by )?reading (the|its) (\w+'s )?source\b/i,
  /\bfrom the source of\b/i,
  /\bscripts\/[\w./-]+/,
  /\bHow this (list|page) is (made|checked)\b/i,
  /\bcommit [0-9a-f]{7,40}\b/,
  /\b(not|never) (been )?(observed|tested|run|reproduced|measured|produced) (on|against|by watching) a (running|live)\b/i,
  /\bverified (against|by|in)\b/i,
  /\bCI\b/,
];

/** The first two paragraphs (or lists) of a page's body: after front matter, imports, comments, headings and components. */
export function leadOf(source: string): string[] {
  // Read as Docusaurus reads it: `{#id}` heading IDs and admonition titles first.
  const tree = parser.parse(admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITION_KINDS)) as Root;
  const blocks = tree.children.filter((node: RootContent) => node.type === 'paragraph' || node.type === 'list' || node.type === 'blockquote');
  return blocks.slice(0, 2).map((node) => toString(node).replace(/\s+/g, ' ').trim());
}

/** The page's section headings, as text. */
function headingsOf(source: string): string[] {
  const tree = parser.parse(admonitionTitleToDirectiveLabel(escapeMarkdownHeadingIds(unwrapMdxCodeBlocks(source)), ADMONITION_KINDS)) as Root;
  return tree.children.filter((node) => node.type === 'heading').map((node) => toString(node).trim());
}

/** The provenance words a page's lead holds, quoted with the pattern they matched. */
export function provenanceInLead(source: string): string[] {
  return leadOf(source).flatMap((paragraph) => PROVENANCE.filter((pattern) => pattern.test(paragraph)).map((pattern) => `${pattern}: "${paragraph.slice(0, 120)}…"`));
}

const frontMatter = (source: string): Record<string, unknown> => parseYaml(/^---\n([\s\S]*?)\n---\n/.exec(source)?.[1] ?? '') ?? {};

const markdownFiles = (dir: string): string[] =>
  readdirSync(path.join(root, dir), {recursive: true, encoding: 'utf8'})
    .filter((name) => /\.mdx?$/.test(name))
    .map((name) => path.join(dir, name))
    .sort();

const spec = JSON.parse(readFileSync(path.join(root, 'api/docbox.json'), 'utf8')) as Parameters<typeof changelogPage>[1];
const pages: [string, string][] = [
  ...[...markdownFiles('docs/guides'), ...markdownFiles('blog')].map((file): [string, string] => [file, readFileSync(path.join(root, file), 'utf8')]),
  ['api/reference/docbox.mdx', readFileSync(path.join(root, 'api/reference/docbox.mdx'), 'utf8')],
  ['the API changelog (scripts/build/lib/api-changelog-page.ts)', changelogPage(changelog, spec)],
];

describe('pages open with what they help to do', () => {
  it('reads a lead paragraph from every guide, release note and the API changelog', () => {
    const without = pages.filter(([, source]) => leadOf(source).length === 0).map(([file]) => file);
    assert.deepEqual(without, []);
  });

  it('no first or second paragraph speaks of the site\'s tests, stand-ins, scripts or the sources it was read in', () => {
    const found = pages.flatMap(([file, source]) => provenanceInLead(source).map((problem) => `${file}: ${problem}`));
    assert.deepEqual(found, [], 'move these words to the page\'s checked_how front matter ("How this page is checked")');
  });

  it('no page has a section of its own on how it is made or checked: that is the disclosure under the freshness line', () => {
    const found = pages.flatMap(([file, source]) => headingsOf(source).filter((heading) => /^How (this|the) (list|page) is (made|checked)\b/i.test(heading)).map((heading) => `${file}: ## ${heading}`));
    assert.deepEqual(found, []);
  });

  it('finds the leads that used to open pages, and not a procedure\'s own script or a build from source', () => {
    const page = (...paragraphs: string[]) => `---\ntitle: t\n---\n\nimport X from 'x';\n\n${paragraphs.join('\n\n')}\n`;
    const before = [
      "The rules below come from reading server 0.9.3. The site's tests run this page's PostgreSQL steps against stand-ins that check every option.",
      'The requests here are made by your backend. Everything below was read in the source of server 0.9.3 and SDK 0.10.0.',
      'It describes server 0.9.3 (commit `2197bc0`) and CLI 0.9.0 as read from their source, not as observed on a running deployment.',
      'The list was made by reading the server\'s source (commit `2197bc0`, server 0.9.3); it was not produced by watching a running server.',
    ];
    for (const lead of before) assert.notDeepEqual(provenanceInLead(page('What this page helps you do.', lead)), [], lead);
    assert.notDeepEqual(provenanceInLead('---\ntitle: t\n---\n\nSome changes.\n\n## How this list is made\n\n`scripts/update/api-changelog.ts` compares them.\n'), []);
    // The third paragraph is not the lead.
    assert.deepEqual(provenanceInLead(page('One.', 'Two.', "The site's tests run it against stand-ins.")), []);
    // Words a lead may use about the reader's own work.
    const fine = [
      'This page gives you one script that checks a server in a few seconds.',
      'Choose this route when you want to test an unreleased commit or build from source.',
      'Working on Docbox means running its test suite, which starts services in containers.',
    ];
    assert.deepEqual(provenanceInLead(page(...fine.slice(0, 2))), []);
    assert.deepEqual(provenanceInLead(page(fine[2]!)), []);
  });
});

describe('"How this page is checked"', () => {
  it('reads checked_how from front matter as one paragraph of words, code spans and links', () => {
    const freshness = freshnessOf({checked_against: '0.9.3', checked_on: '2026-11-27', checked_how: 'Read in `2197bc0` of\n[the server](https://github.com/docbox-nz/docbox).'});
    assert.equal(freshness.checkedHow, 'Read in `2197bc0` of [the server](https://github.com/docbox-nz/docbox).');
    assert.deepEqual(inlinePieces(freshness.checkedHow!), [
      {text: 'Read in '},
      {code: '2197bc0'},
      {text: ' of '},
      {link: 'https://github.com/docbox-nz/docbox', text: 'the server'},
      {text: '.'},
    ]);
    assert.deepEqual(checkedHowPieces(freshness)[0], {text: 'It was last compared with Docbox 0.9.3 on 27 November 2026. '});
    assert.deepEqual(checkedHowPieces(freshnessOf({})), []);
  });

  it('closes the Markdown twin, with the links made absolute', () => {
    const source = '---\ntitle: A page\nchecked_against: 0.9.3\nchecked_how: >-\n  The script runs in the site\'s tests (see [what they cannot show](#limits)).\n---\n\nWhat the page helps to do.\n\n## Limits\n\nText.\n';
    const markdown = mdxToMarkdown({
      source,
      file: 'docs/guides/a.md',
      permalink: '/docs/guides/a',
      title: 'A page',
      siteUrl: 'https://example.org',
      freshness: freshnessOf({checked_against: '0.9.3', checked_how: "The script runs in the site's tests (see [what they cannot show](#limits))."}),
    });
    assert.match(
      markdown,
      /\n## How this page is checked\n\nIt was last compared with Docbox 0\.9\.3\. The script runs in the site's tests \(see \[what they cannot show\]\(https:\/\/example\.org\/docs\/guides\/a#limits\)\)\.\n$/,
    );
  });

  it('every checked_how is words, code spans and links only, as the page and the twin show it', () => {
    const problems = pages.flatMap(([file, source]) => {
      const how = freshnessOf(frontMatter(source)).checkedHow;
      if (!how) return [];
      const left = inlinePieces(how).filter((piece) => 'text' in piece && !('link' in piece) && /[`*_[\]<>]/.test(piece.text));
      return left.map((piece) => `${file}: Markdown the disclosure would show as it is: ${JSON.stringify(piece)}`);
    });
    assert.deepEqual(problems, []);
  });
});
