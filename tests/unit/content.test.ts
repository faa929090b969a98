import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {checkPage, fencesWithoutLanguage, proseOf, wordCount} from '../../scripts/checks/lib/content';

const page = (body: string, front = 'title: A page\ndescription: What this page is about, in one sentence.') =>
  `---\n${front}\n---\n\n${body}\n`;
const words = (n: number) => Array.from({length: n}, (_, i) => `word${i}`).join(' ');

describe('content checks', () => {
  it('accepts a page with front matter, enough words and labelled code', () => {
    assert.deepEqual(checkPage('ok.md', page(`${words(60)}\n\n\`\`\`bash\nls\n\`\`\``), 50), []);
  });

  it('reports missing front matter fields', () => {
    const problems = checkPage('bare.md', page(words(60), 'sidebar_position: 1'), 50).map((p) => p.message);
    assert.ok(problems.includes('front matter has no title'));
    assert.ok(problems.some((p) => p.startsWith('front matter has no description')));
  });

  it('reports a page with too few words, not counting code', () => {
    const source = page(`Short text.\n\n\`\`\`text\n${words(200)}\n\`\`\``);
    assert.match(checkPage('short.md', source, 50)[0]!.message, /only 2 words of prose/);
  });

  it('lets a category index page be short: its description and the cards of its pages', () => {
    const index = page("import DocCardList from '@theme/DocCardList';\n\nWhat the category holds.\n\n<DocCardList />");
    assert.deepEqual(checkPage('index.md', index, 50), []);
    assert.match(checkPage('short.md', page('What the category holds.'), 50)[0]!.message, /only 4 words of prose/);
  });

  it('reports placeholder text with its line', () => {
    const problems = checkPage('todo.md', page(`${words(60)}\n\nTODO: write this`), 50);
    assert.deepEqual(problems, [{file: 'todo.md', line: 8, message: 'placeholder text "TODO"'}]);
  });

  it('finds code blocks without a language, but not closing fences', () => {
    assert.deepEqual(fencesWithoutLanguage('```\na\n```\n\n```json\n{}\n```\n````\n```\n````'), [1, 8]);
  });

  it('counts prose without imports, JSX and link targets', () => {
    const prose = proseOf("import Tabs from '@theme/Tabs';\n<Tabs groupId=\"os\">\nRead [the guide](../a/very/long/path.md).\n</Tabs>");
    assert.equal(wordCount(prose), 3);
  });

  it("reports tabs imported from the API theme, with their line, and accepts the classic theme's", () => {
    const body = `import Tabs from '@theme/Tabs';\nimport TabItem from '@theme-init/TabItem';\n\n${words(60)}`;
    assert.deepEqual(checkPage('tabs.md', page(body), 50), [
      {
        file: 'tabs.md',
        line: 6,
        message: "imports @theme/Tabs, which is the API theme's; import @theme-init/Tabs (the classic theme's)",
      },
    ]);
  });
});
