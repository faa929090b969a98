import {themes, type PrismTheme} from 'prism-react-renderer';
import highlightCodeBlocks, {type HighlightCodeBlocksOptions} from '../src/remark/highlightCodeBlocks';

/**
 * Code colours with at least 4.5:1 contrast on their code-block background (WCAG AA), based on
 * the GitHub (light) and Dracula (dark) themes, whose stock colours fall short for some tokens.
 */
function withColours(base: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...base,
    styles: [
      ...base.styles,
      ...Object.entries(colours).map(([types, color]) => ({types: types.split(','), style: {color}})),
    ],
  };
}

const githubWithColours = withColours(themes.github, {
  'comment,prolog,doctype,cdata': '#5c6370',
  'string,attr-value,char': '#a30d4f',
  'property,tag,constant,symbol,boolean,number,deleted,variable,parameter': '#0b6665',
  'function,keyword,selector,atrule': '#a3141f',
  'operator,entity,url,builtin,class-name,punctuation': '#393a34',
  'regex,important': '#8a4600',
  'attr-name,inserted': '#6b3fa0',
});

// GitHub's theme fades namespaces (Rust's `std::`, for one) to 70%: 4.49:1 on the block, 3.99:1 on
// a highlighted line (tests/unit/code-theme-contrast.test.ts).
export const lightCodeTheme: PrismTheme = {
  ...githubWithColours,
  styles: [...githubWithColours.styles, {types: ['namespace'], style: {opacity: 1}}],
};

export const darkCodeTheme = withColours(themes.dracula, {
  'comment,prolog,doctype,cdata': '#a0a9c8',
});

/**
 * Build-time highlighting of fenced code blocks (src/remark/highlightCodeBlocks.ts), for every
 * content plugin. Languages cost nothing at runtime here, so any Prism component may be added.
 */
export const highlightCodeBlocksPlugin: [typeof highlightCodeBlocks, HighlightCodeBlocksOptions] = [
  highlightCodeBlocks,
  {
    additionalLanguages: ['bash', 'hcl', 'powershell', 'docker', 'properties', 'toml'],
    // A .env file is KEY=value lines with # comments: the Java properties grammar fits.
    aliases: {dotenv: 'properties', sh: 'bash', shell: 'bash'},
    plainLanguages: ['text'],
  },
];
