import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {PrismTheme} from 'prism-react-renderer';

/** The class of every build-time highlighted block (src/components/StaticCodeBlock). */
export const staticCodeBlockClass = 'docbox-code-block';

type Declarations = Record<string, string>;

const cssProperty = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Each token type's style, merged over the theme's entries in order as prism-react-renderer does. */
function styleByType(theme: PrismTheme): Map<string, Declarations> {
  const byType = new Map<string, Declarations>();
  for (const entry of theme.styles) {
    if (entry.languages) continue; // No language-specific entries in the themes this site uses.
    for (const type of entry.types) {
      const style = byType.get(type) ?? {};
      for (const [name, value] of Object.entries(entry.style)) {
        if (value !== undefined) style[cssProperty(name)] = String(value);
      }
      byType.set(type, style);
    }
  }
  return byType;
}

// What a token looks like when a theme says nothing about its type.
const defaults: Declarations = {color: 'inherit', 'font-style': 'normal', 'font-weight': 'inherit', opacity: '1', 'text-decoration': 'inherit'};

function rule(selector: string, declarations: Declarations): string {
  const body = Object.entries(declarations).map(([name, value]) => `${name}:${value}`).join(';');
  return body ? `${selector}{${body}}` : '';
}

/**
 * Token colours for both colour modes as CSS. The light theme is the base (what Infima shows
 * before a colour mode is set); the dark theme's rules also reset what only the light theme sets.
 */
export function codeTokenCss(lightTheme: PrismTheme, darkTheme: PrismTheme): string {
  const light = styleByType(lightTheme);
  const dark = styleByType(darkTheme);
  const block = `.${staticCodeBlockClass}`;
  const dm = "[data-theme='dark']";
  const rules = [
    rule(block, {'--prism-color': lightTheme.plain.color ?? 'inherit', '--prism-background-color': lightTheme.plain.backgroundColor ?? 'transparent'}),
    rule(`${dm} ${block}`, {'--prism-color': darkTheme.plain.color ?? 'inherit', '--prism-background-color': darkTheme.plain.backgroundColor ?? 'transparent'}),
  ];
  for (const [type, style] of light) rules.push(rule(`${block} .token.${type}`, style));
  for (const type of new Set([...light.keys(), ...dark.keys()])) {
    const darkStyle = dark.get(type) ?? {};
    const declarations: Declarations = {};
    for (const name of new Set([...Object.keys(light.get(type) ?? {}), ...Object.keys(darkStyle)])) {
      declarations[name] = darkStyle[name] ?? defaults[name] ?? 'inherit';
    }
    rules.push(rule(`${dm} ${block} .token.${type}`, declarations));
  }
  return `${rules.filter(Boolean).join('\n')}\n`;
}

export interface CodeHighlightingOptions {
  lightTheme: PrismTheme;
  darkTheme: PrismTheme;
}

/** Ships the token colours of the build-time highlighted code blocks as a global stylesheet. */
export default function codeHighlightingPlugin(context: LoadContext, options: unknown): Plugin {
  const {lightTheme, darkTheme} = options as CodeHighlightingOptions;
  const file = path.join(context.generatedFilesDir, 'docbox-code-highlighting', 'tokens.css');
  mkdirSync(path.dirname(file), {recursive: true});
  writeFileSync(file, codeTokenCss(lightTheme, darkTheme));
  return {
    name: 'docbox-code-highlighting',
    getClientModules: () => [file],
  };
}
