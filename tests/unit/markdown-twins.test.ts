/**
 * The Markdown twins' conversion of MDX pages (src/plugins/markdownTwins/mdx.ts), one test per
 * MDX feature the site's pages use, and the errors for what has no Markdown form.
 */
import assert from 'node:assert/strict';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, it} from 'node:test';
import {diagramNames, diagramText} from '../../src/data/diagrams';
import {markdownUrl} from '../../src/components/PageActions/markdownUrl';
import {plainMarkdownProblems, twinPath} from '../../src/plugins/markdownTwins';
import {llmsFullTxt, llmsTxt} from '../../src/plugins/markdownTwins/llms';
import {ConversionError, firstSentence, stringify} from '../../src/plugins/markdownTwins/markdown';
import {isCategoryIndexSource, mdxToMarkdown, type MdxPage} from '../../src/plugins/markdownTwins/mdx';
import {landingTree} from '../../src/plugins/markdownTwins/pages';
import * as landing from '../../src/data/landing';

const root = path.resolve(import.meta.dirname, '../..');
const SITE = 'https://docs.example';

function convert(body: string, extra: Partial<MdxPage> = {}): string {
  const source = `---\ntitle: A page\ndescription: What the page is about.\nsidebar_position: 2\n---\n\n${body}`;
  return mdxToMarkdown({
    source,
    file: 'docs/guides/setup/page.md',
    absoluteFile: path.join(root, 'docs/guides/setup/page.md'),
    permalink: '/docs/guides/setup/page',
    title: 'A page',
    description: 'What the page is about.',
    siteUrl: SITE,
    permalinkOfSource: (file) => (existsSync(file) ? `/${path.relative(root, file).replace(/\.mdx?$/, '')}` : undefined),
    ...extra,
  });
}

function conversionError(body: string): ConversionError {
  try {
    convert(body);
  } catch (error) {
    assert.ok(error instanceof ConversionError, `expected a ConversionError, got ${error}`);
    return error;
  }
  assert.fail('the page should not have converted');
}

describe('MDX pages as Markdown', () => {
  it('drops front matter and import lines, and starts with the title and the description', () => {
    const markdown = convert("import Tabs from '@theme-init/Tabs';\n\nSome text.\n");
    assert.equal(markdown, '# A page\n\n> What the page is about.\n\nSome text.\n');
    assert.doesNotMatch(markdown, /sidebar_position|import/);
  });

  it('keeps a title the page writes itself as its first heading', () => {
    const markdown = convert('# Its own title\n\nText.\n');
    assert.match(markdown, /^# Its own title\n\n> What the page is about\.\n\nText\.\n$/);
  });

  it('turns each tab into a section headed by its label, one level below the current section', () => {
    const markdown = convert(
      [
        "import Tabs from '@theme-init/Tabs';",
        "import TabItem from '@theme-init/TabItem';",
        '',
        '## Install',
        '',
        '<Tabs groupId="os">',
        '  <TabItem value="linux" label="Linux" default>',
        '',
        '```bash',
        'sudo apt install poppler-utils',
        '```',
        '',
        '  </TabItem>',
        '  <TabItem value="macos">',
        '',
        'Use Homebrew.',
        '',
        '  </TabItem>',
        '</Tabs>',
        '',
      ].join('\n'),
    );
    assert.match(markdown, /## Install\n\n### Linux\n\n```bash\nsudo apt install poppler-utils\n```\n\n### macos\n\nUse Homebrew\.\n/);
    assert.doesNotMatch(markdown, /<|TabItem/);
  });

  it('labels tabs nested in a list with bold text instead of headings', () => {
    const markdown = convert(
      [
        "import Tabs from '@theme-init/Tabs';",
        "import TabItem from '@theme-init/TabItem';",
        '',
        '1. Pick one:',
        '',
        '   <Tabs>',
        '   <TabItem value="a" label="First way">',
        '',
        '   Do this.',
        '',
        '   </TabItem>',
        '   </Tabs>',
      ].join('\n'),
    );
    assert.match(markdown, /1\. Pick one:\n\n {3}\*\*First way\*\*\n\n {3}Do this\./);
  });

  it('writes admonitions as blockquotes that start with their kind and title', () => {
    const markdown = convert(':::warning[Treat it as a `secret`]\n\nKeep it out of git.\n\n:::\n\n:::tip\n\nUse a name.\n\n:::\n');
    assert.match(markdown, /> \*\*Warning: Treat it as a `secret`\*\*\n>\n> Keep it out of git\./);
    assert.match(markdown, /> \*\*Tip:\*\* Use a name\./);
  });

  it('reads admonition titles written after the keyword, as Docusaurus does', () => {
    assert.match(convert(':::note Two words\n\nBody.\n\n:::\n'), /> \*\*Note: Two words\*\*\n>\n> Body\./);
  });

  it('keeps code blocks with their language and title, without magic comments or other meta', () => {
    const markdown = convert(
      '```bash title="Create the root" showLineNumbers\n# highlight-next-line\ndocbox-cli create-root\n```\n\n```json\n{"a": 1}\n```\n',
    );
    assert.match(markdown, /```bash title="Create the root"\ndocbox-cli create-root\n```/);
    assert.match(markdown, /```json\n\{"a": 1\}\n```/);
    assert.doesNotMatch(markdown, /highlight-next-line|showLineNumbers/);
  });

  it('keeps tables', () => {
    const markdown = convert('| Header | Value |\n| --- | --- |\n| `x-tenant-id` | UUID |\n| a \\| b | c |\n');
    assert.match(markdown, /\| Header \| Value \|\n\| - \| - \|\n\| `x-tenant-id` \| UUID \|\n\| a \\\| b \| c \|/);
  });

  it('writes a diagram as its title, its parts and its caption', () => {
    const markdown = convert("import ScopeDiagram from '@site/src/components/diagrams/ScopeDiagram';\n\n<ScopeDiagram />\n");
    const {title, caption, description} = diagramText('ScopeDiagram')!;
    assert.ok(markdown.includes(`**Diagram:** ${title}`));
    for (const part of description) assert.ok(markdown.includes(`- ${part.replace(/\*/g, '\\*')}`), part);
    assert.ok(markdown.includes(caption));
    assert.doesNotMatch(markdown, /<ScopeDiagram/);
  });

  it('stops at a diagram that has no text description', () => {
    const error = conversionError("import NewDiagram from '@site/src/components/diagrams/NewDiagram';\n\n<NewDiagram />\n");
    assert.match(error.message, /^docs\/guides\/setup\/page\.md:9: the diagram NewDiagram has no text in src\/data\/diagrams\//);
  });

  it('makes links absolute: Markdown files become their pages, site paths and anchors get the site URL', () => {
    const markdown = convert(
      [
        '[relative](./create-root.md#roles), [up](../concepts/gateway.md), [api](/docs/api/file-upload),',
        '[here](#next-steps), [spec](pathname:///api/docbox.json), [out](https://github.com/docbox-nz/docbox).',
        '',
        '[ref]: ../intro.md',
      ].join('\n'),
    );
    for (const url of [
      `${SITE}/docs/guides/setup/create-root#roles`,
      `${SITE}/docs/guides/concepts/gateway`,
      `${SITE}/docs/api/file-upload`,
      `${SITE}/docs/guides/setup/page#next-steps`,
      `${SITE}/api/docbox.json`,
      'https://github.com/docbox-nz/docbox',
      `${SITE}/docs/guides/intro`,
    ]) {
      assert.ok(markdown.includes(url), url);
    }
    assert.doesNotMatch(markdown, /\]\(\.|\]\(\/|\]\(#|pathname:/);
  });

  it('stops at a relative link that is not a page', () => {
    assert.match(conversionError('See [it](./not-a-page.md).').message, /page\.md:7: the link \.\/not-a-page\.md points at .*not-a-page\.md, which is not a page of the site/);
    assert.match(conversionError('See [it](./image.png).').message, /the relative link \.\/image\.png does not point at a Markdown page/);
  });

  it('keeps heading IDs and drops comments', () => {
    const markdown = convert('Intro.\n\n<!-- truncate -->\n\n### A heading {#custom-id}\n\n{/* a note */}\n\nText.\n');
    assert.match(markdown, /Intro\.\n\n### A heading \{#custom-id\}\n\nText\.\n$/);
  });

  it('keeps a bare :word as text, as Docusaurus does with unused directives', () => {
    assert.match(convert('Scopes look like user:abc or team:sales.\n'), /user:abc or team:sales\./);
  });

  it('turns string expressions into text', () => {
    assert.match(convert("Use {'<ENV>'} here.\n"), /Use \\<ENV> here\./);
  });

  it('names the file, line and reason for anything without a Markdown form', () => {
    assert.match(
      conversionError("import Details from '@theme/Details';\n\n<Details summary=\"More\">Hidden</Details>\n").message,
      /^docs\/guides\/setup\/page\.md:9: the component <Details> \(from @theme\/Details\) has no Markdown form/,
    );
    assert.match(conversionError('Line one<br />line two.\n').message, /:7: the HTML element <br> has no Markdown form/);
    assert.match(conversionError('export const answer = 42;\n\nText.\n').message, /:7: "export const answer = 42;": only import lines can be dropped/);
    assert.match(conversionError('Sum: {1 + 1}.\n').message, /:7: the expression \{1 \+ 1\} cannot be written as Markdown/);
    assert.match(conversionError('::youtube[Video]{#id}\n').message, /:7: the directive ::youtube has no Markdown form/);
    assert.match(conversionError('Text <\n').message, /MDX could not be parsed/);
  });
});

describe('the converted site pages', () => {
  // Every guide and release note converts; the build checks the rest (tests/e2e/markdown-twins.spec.ts).
  const files = [
    ...readdirSync(path.join(root, 'docs'), {recursive: true, encoding: 'utf8'}).map((name) => `docs/${name}`),
    ...readdirSync(path.join(root, 'blog'), {encoding: 'utf8'}).map((name) => `blog/${name}`),
  ]
    .filter((name) => /\.mdx?$/.test(name))
    // Category index pages are written from the sidebar, as lists of their pages (e2e checks them).
    .filter((name) => !isCategoryIndexSource(readFileSync(path.join(root, name), 'utf8')));

  it('finds the pages', () => assert.ok(files.length > 30, `${files.length} pages`));

  for (const file of files) {
    it(`${file} is plain Markdown with no MDX left`, () => {
      const source = readFileSync(path.join(root, file), 'utf8');
      const markdown = mdxToMarkdown({
        source,
        file,
        absoluteFile: path.join(root, file),
        permalink: `/${file.replace(/\.mdx?$/, '')}`,
        title: 'Title',
        siteUrl: SITE,
        permalinkOfSource: () => '/docs/somewhere',
      });
      assert.deepEqual(plainMarkdownProblems(markdown), []);
      assert.doesNotMatch(markdown.replace(/```[\s\S]*?```/g, ''), /^import |<Tabs|<TabItem|\]\(\.\.?\//m);
    });
  }
});

describe('twin checks and helpers', () => {
  it('finds HTML, JSX and import lines outside code blocks, and nothing inside them', () => {
    assert.deepEqual(plainMarkdownProblems('# Title\n\n```mdx\n<Tabs>\nimport X from "y";\n```\n\nText with `<b>` code.\n'), []);
    assert.equal(plainMarkdownProblems('# Title\n\n<Tabs>\n\ntext\n').length, 1);
    assert.equal(plainMarkdownProblems('Inline <b>bold</b> text.\n').length, 2);
    assert.equal(plainMarkdownProblems("Text\nimport Tabs from '@theme/Tabs';\n").length, 1);
  });

  it('puts twins at the page URL plus .md, and the landing page at /index.md', () => {
    assert.equal(twinPath('/docs/guides/intro'), '/docs/guides/intro.md');
    assert.equal(twinPath('/'), '/index.md');
    assert.equal(markdownUrl('/docs/api/file-upload'), '/docs/api/file-upload.md');
    assert.equal(markdownUrl('/docs/api/file-upload/'), '/docs/api/file-upload.md');
    assert.equal(markdownUrl('/'), '/index.md');
  });

  it('takes the first sentence of a description for llms.txt', () => {
    assert.equal(firstSentence('Uploads a `file`. Then [more](/x) follows.\n\nSecond paragraph.'), 'Uploads a `file`.');
    assert.equal(firstSentence('Counts files, e.g. PDFs and more'), 'Counts files, e.g. PDFs and more');
  });

  it('writes llms.txt as an H1, a blockquote, details and H2 sections of links', () => {
    const text = llmsTxt({
      name: 'Docbox',
      summary: 'What it is.',
      details: ['More about it.'],
      sections: [
        {title: 'Guides', entries: [{title: 'Intro', url: `${SITE}/docs/intro.md`, description: 'Start `here`.'}]},
        {title: 'Empty', entries: []},
      ],
    });
    assert.equal(text, `# Docbox\n\n> What it is.\n\nMore about it.\n\n## Guides\n\n- [Intro](${SITE}/docs/intro.md): Start \`here\`.\n`);
  });

  it('writes llms-full.txt as the pages in order, each after its URL', () => {
    const text = llmsFullTxt('All', 'Every page.', [
      {url: `${SITE}/a`, markdown: '# A\n\nText a.\n'},
      {url: `${SITE}/b`, markdown: '# B\n'},
    ]);
    assert.equal(text, `# All\n\nEvery page.\n\n---\n\nSource: ${SITE}/a\n\n# A\n\nText a.\n\n---\n\nSource: ${SITE}/b\n\n# B\n`);
  });
});

describe('the landing page twin', () => {
  const markdown = stringify(landingTree(SITE));

  it('has every section of src/data/landing.ts, in the order of the page', () => {
    const titles = [...landing.journeys.items, landing.features, landing.explore].map((section) => `## ${section.title}`);
    const positions = titles.map((title) => markdown.indexOf(`\n${title}\n`));
    assert.ok(positions.every((position) => position > 0), titles.filter((_, i) => positions[i] < 0).join(', '));
    assert.deepEqual([...positions].sort((a, b) => a - b), positions);
    assert.ok(markdown.startsWith(`# ${landing.hero.title}\n\n> ${landing.page.description}\n`));
  });

  it('keeps absolute links: both journeys, the introduction and the source code', () => {
    assert.ok(markdown.includes(`[Get started](${SITE}/docs/category/getting-started)`));
    assert.ok(markdown.includes(`[Upload a first file](${SITE}/docs/guides/integrating/upload-files)`));
    assert.ok(markdown.includes(`[Read the introduction](${SITE}/docs/guides/intro)`));
    assert.ok(markdown.includes('[Source code](https://github.com/docbox-nz/docbox)'));
    assert.deepEqual(plainMarkdownProblems(markdown), []);
  });
});

describe('diagram texts', () => {
  const components = readdirSync(path.join(root, 'src/components/diagrams')).filter((name) => name.endsWith('.tsx'));

  it('exist for every diagram, and each diagram shows its title and caption from them', () => {
    assert.deepEqual(components.map((name) => name.replace(/\.tsx$/, '')).sort(), diagramNames().sort());
    for (const name of components) {
      const source = readFileSync(path.join(root, 'src/components/diagrams', name), 'utf8');
      const key = name.replace(/\.tsx$/, '');
      assert.ok(source.includes(`import {label as words} from '@site/src/data/diagrams/${key}';`), name);
      assert.ok(source.includes('title={words.title}') && source.includes('caption={words.caption}'), name);
    }
  });

  it('say something in every field', () => {
    for (const name of diagramNames()) {
      const text = diagramText(name)!;
      assert.ok(text.title.length > 40 && text.caption.length > 40, name);
      assert.ok(text.description.length >= 3 && text.description.every((part) => part.endsWith('.') || part.endsWith('…')), name);
    }
  });
});
