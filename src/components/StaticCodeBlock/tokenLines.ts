import {normalizeTokens, type Prism} from 'prism-react-renderer';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The highlighted lines of a code block as HTML: one `<div class="token-line">` per line, each
 * token a `<span class="token TYPE…">`, coloured for both colour modes by CSS classes
 * (src/plugins/codeHighlighting.ts). Markdown code is highlighted with it when the site is built
 * (src/remark/highlightCodeBlocks.ts), the API pages' code blocks when a page is rendered
 * (src/theme/CodeBlock).
 */
export function tokenLinesHtml(
  prism: typeof Prism,
  code: string,
  grammarName: string | undefined,
  lineClassNames: Record<number, string[]>,
  numbered: boolean,
): string {
  const grammar = grammarName ? prism.languages[grammarName] : undefined;
  const tokens = grammar ? prism.tokenize(code, grammar) : [code];
  return normalizeTokens(tokens)
    .map((line, index) => {
      const content = line
        // An empty line comes as one '\n' token; the <br> already ends every line.
        .filter((token) => token.content !== '' && !(line.length === 1 && token.content === '\n'))
        .map((token) => {
          const types = token.types.filter((type) => type !== 'plain');
          const text = escapeHtml(token.content);
          return types.length ? `<span class="token ${types.join(' ')}">${text}</span>` : text;
        })
        .join('');
      const classes = ['token-line', ...(numbered ? ['code-line'] : []), ...(lineClassNames[index] ?? [])];
      const body = numbered
        ? `<span class="code-line-number"></span><span class="code-line-content">${content}</span>`
        : content;
      return `<div class="${classes.join(' ')}">${body}<br></div>`;
    })
    .join('');
}
