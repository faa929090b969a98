/**
 * Marks the prose of a page whose hydration can wait: each top-level paragraph, list, table,
 * block quote and heading (h2 to h6) made of Markdown alone is wrapped in `<DeferredHydration tag="…">`
 * (`src/components/DeferredHydration`), which renders it unchanged on the server and keeps the
 * server's HTML in the browser instead of hydrating it.
 *
 * Hydrating a long guide was mostly its prose: React owned 1,396 of the SDK guide's 2,664
 * elements, most of them links, inline code and table cells that nothing in the browser changes
 * (564 with this plugin; the code blocks' lines were HTML strings already). Blocks that
 * hold anything React must run are left alone: fenced code (copy and wrap buttons), JSX
 * (tabs, cards, diagrams, admonitions), MDX expressions, raw HTML and task lists (their class
 * comes from a component).
 */

type Node = {type: string; name?: string; ordered?: boolean | null; checked?: boolean | null; children?: Node[]; [key: string]: unknown};

/** The element each wrapped block renders as: the component renders this tag while it waits. */
const TAG_OF: Record<string, (node: Node) => string | undefined> = {
  paragraph: () => 'p',
  // Headings: their text and the theme's `#` link, a plain link to the heading (the page's title,
  // an h1, is rendered by the theme outside the Markdown and stays as it is).
  heading: (node) => (typeof node.depth === 'number' && node.depth >= 2 ? `h${node.depth}` : undefined),
  list: (node) => (node.ordered ? 'ol' : 'ul'),
  table: () => 'table',
  blockquote: () => 'blockquote',
};

const NEEDS_REACT = new Set([
  'code',
  'html',
  'mdxJsxFlowElement',
  'mdxJsxTextElement',
  'mdxFlowExpression',
  'mdxTextExpression',
  'mdxjsEsm',
]);

/**
 * Components that render plain HTML and run nothing in the browser: the release marks
 * (src/components/Releases/Since.tsx, UpgradeStep.tsx), which the release switch marks through
 * their attributes.
 */
const STATIC_COMPONENTS = new Set(['Since', 'UpgradeStep']);

/** True when nothing in the block needs React in the browser. */
export function isStatic(node: Node): boolean {
  if ((node.type === 'mdxJsxTextElement' || node.type === 'mdxJsxFlowElement') && STATIC_COMPONENTS.has(node.name ?? '')) {
    return (node.children ?? []).every(isStatic);
  }
  if (NEEDS_REACT.has(node.type)) return false;
  // A task list item's checkbox and the list's class come from the theme's components.
  if (node.type === 'listItem' && typeof node.checked === 'boolean') return false;
  return (node.children ?? []).every(isStatic);
}

export const DEFERRED_COMPONENT = 'DeferredHydration';

export default function deferHydration() {
  return (tree: Node) => {
    tree.children = (tree.children ?? []).map((node) => {
      const tag = TAG_OF[node.type]?.(node);
      if (!tag || !isStatic(node)) return node;
      return {
        type: 'mdxJsxFlowElement',
        name: DEFERRED_COMPONENT,
        attributes: [{type: 'mdxJsxAttribute', name: 'tag', value: tag}],
        children: [node],
        data: {_mdxExplicitJsx: true},
      };
    });
  };
}
