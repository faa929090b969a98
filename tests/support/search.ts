import {expect, type Locator, type Page} from '@playwright/test';

/** Opens the navbar search with "/" and waits until it is ready to take a query. */
export async function openSearch(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await page.keyboard.press('/');
  const input = page.getByRole('combobox', {name: 'Search'});
  // The box is the page's stand-in until the search UI has loaded and taken its place (seconds on
  // a busy two-core machine, after a navigation too).
  await expect(input).toBeFocused({timeout: 30_000});
}

/**
 * Puts a query into the navbar search in one input event (as a paste does; typing key by key is
 * search-typing.spec.ts's subject) and returns the text of the first results, once settled; no
 * results give an empty list.
 */
export async function searchFor(page: Page, query: string, count: number): Promise<string[]> {
  const input = page.getByRole('combobox', {name: 'Search'});
  const options = page.getByRole('listbox').getByRole('option');
  // Empty first, so that the list shown next answers this query, not the previous one.
  await input.fill('');
  await expect(options).toHaveCount(0);
  await input.fill(query);
  // The first search of a page loads the whole index: seconds on a busy two-core machine.
  await expect(options.first().or(page.getByText('No results', {exact: true}))).toBeVisible({timeout: 30_000});
  return (await settledTexts(page, options)).slice(0, count).map(normalizeResultText);
}

/**
 * The texts of a list that search updates as the reader types: read until two reads 200 ms apart
 * agree, so the answer to an earlier keystroke is not taken for the answer to the query. A list
 * that is still changing after 25 reads (5 s) is an error, not an answer.
 */
export async function settledTexts(page: Page, items: Locator, reads = 25): Promise<string[]> {
  let previous = await items.allTextContents();
  for (let attempt = 0; attempt < reads; attempt += 1) {
    await page.waitForTimeout(200);
    const current = await items.allTextContents();
    if (current.join('\n') === previous.join('\n')) return current;
    previous = current;
  }
  throw new Error(`the list never settled: it still changed after ${reads} reads 200 ms apart (last: ${previous.slice(0, 5).join(' | ')})`);
}

/** A search result's text with its white space folded, as the checks compare it. */
export function normalizeResultText(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** The text of a built page's h1, from its HTML. */
export function titleFromHtml(html: string): string {
  const heading = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return heading.replace(/<[^>]+>/g, '').replace(/&#x27;|&#39;/g, "'").replace(/&amp;/g, '&').trim();
}

/** The h1 of a built page, which search results show as its title. */
export async function pageTitle(page: Page, path: string): Promise<string> {
  return titleFromHtml(await (await page.request.get(path)).text());
}
