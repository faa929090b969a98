import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import type {Page} from '@playwright/test';
import {scriptsRun} from './scripts-run';

const root = path.join(__dirname, '..', '..');
const themeDir = path.join(root, 'node_modules', 'docusaurus-theme-openapi-docs', 'lib', 'theme');

/**
 * Strings that mark the API theme's code in a script: the class names (`openapi-…`) and
 * translation IDs (`theme.openapi.…`) its components write, read from the installed theme, less
 * the ones the generated pages write themselves (a `<Translate>` in an operation page's MDX).
 * Minifying keeps string literals, so a chunk with the theme's parameters, schemas, responses or
 * tab sets in it contains some of them.
 */
export function apiThemeMarkers(): string[] {
  const markers = new Set<string>();
  const files = readdirSync(themeDir, {recursive: true, encoding: 'utf8'}).filter((name) => name.endsWith('.js'));
  for (const file of files) {
    for (const match of readFileSync(path.join(themeDir, file), 'utf8').matchAll(/"(openapi[-_][A-Za-z0-9_-]{3,}|theme\.openapi\.[A-Za-z0-9_.]+)"/g)) {
      markers.add(match[1]!);
    }
  }
  const pagesDir = path.join(root, 'api', 'reference');
  const pages = readdirSync(pagesDir)
    .filter((name) => name.endsWith('.api.mdx'))
    .map((name) => readFileSync(path.join(pagesDir, name), 'utf8'))
    .join('\n');
  return [...markers].filter((marker) => !pages.includes(`"${marker}"`));
}

/** The scripts the page ran that hold the API theme's code, each with the first marker found in it. */
export async function apiThemeScriptsRun(page: Page, markers = apiThemeMarkers()): Promise<string[]> {
  const hits: string[] = [];
  for (const script of await scriptsRun(page)) {
    const code = await (await page.request.get(script)).text();
    const marker = markers.find((candidate) => code.includes(`"${candidate}"`));
    if (marker) hits.push(`${script} (${marker})`);
  }
  return hits;
}
