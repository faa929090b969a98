/**
 * The properties src/remark/highlightCodeBlocks.ts writes on a fenced block's `<code>` element and
 * src/theme/MDXComponents/Code.tsx reads back. Kept apart so the client never imports the plugin.
 */
export const codeProperties = {
  html: 'data-highlighted',
  title: 'data-title',
  lineNumbersStart: 'data-line-numbers-start',
} as const;
