import {describe, it} from 'node:test';
import assert from 'node:assert/strict';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import deferHydration, {DEFERRED_COMPONENT} from '../../src/remark/deferHydration';

type Node = {type: string; name?: string; attributes?: {name: string; value: string}[]; children?: Node[]};

function transform(markdown: string): Node[] {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(deferHydration);
  return (processor.runSync(processor.parse(markdown)) as Node).children ?? [];
}

/** The tag of each deferred top-level block, and undefined for each block left as it was. */
const tagsOf = (nodes: Node[]) =>
  nodes.map((node) => (node.name === DEFERRED_COMPONENT ? node.attributes?.find((a) => a.name === 'tag')?.value : undefined));

describe('deferred hydration of prose (src/remark/deferHydration.ts)', () => {
  it('wraps top-level paragraphs, lists, tables and quotes made of Markdown only, each with its tag', () => {
    const nodes = transform(
      'Intro with a [link](/docs/guides/intro), `code` and **bold**.\n\n- one\n- two\n\n1. first\n2. second\n\n| a | b |\n| - | - |\n| `x` | [y](/docs/api) |\n\n> quoted\n',
    );
    assert.deepEqual(tagsOf(nodes), ['p', 'ul', 'ol', 'table', 'blockquote']);
    // The block itself is kept whole inside the element.
    assert.deepEqual(nodes.map((node) => node.children?.[0].type), ['paragraph', 'list', 'list', 'table', 'blockquote']);
  });

  it('wraps headings h2 to h6 made of Markdown only, and leaves the h1 alone', () => {
    const nodes = transform('# Title\n\n## A heading with `code`\n\n### Three\n\n###### Six\n\n## A heading with <Widget />\n');
    assert.deepEqual(tagsOf(nodes), [undefined, 'h2', 'h3', 'h6', undefined]);
  });

  it('leaves blocks that need React in the browser as they are', () => {
    const blocks = [
      '```bash\necho hi\n```',
      '- a list with code:\n\n  ```bash\n  echo nested\n  ```',
      '- [ ] a task',
      '<Widget />',
      'Text with <Widget /> inside.',
      'Text with {1 + 1} inside.',
      '> a quote with <Widget />',
    ];
    for (const block of blocks) assert.deepEqual(tagsOf(transform(block)), [undefined], block);
  });

  it('looks at the top level only', () => {
    const nodes = transform('<Widget>\n\nA paragraph inside a component.\n\n</Widget>\n');
    assert.equal(JSON.stringify(nodes).includes(DEFERRED_COMPONENT), false);
  });
});
