import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

/**
 * Makes a page ready for axe's colour checks as a reader sees it: the blocks the browser skips
 * while they are off screen (`content-visibility: auto` on long guides and on an operation page's
 * responses and request samples) are rendered, since axe reads the colours behind text from what
 * is painted and reports nonsense for a block that is not (a light-mode line checked against a
 * code block's dark background); and transitions end at once, since Infima fades tab and link
 * colours and axe right after a switch of colour mode could catch one half-way.
 */
export async function renderForAxe(page: Page): Promise<void> {
  await page.addStyleTag({content: '* { content-visibility: visible !important; transition: none !important; }'});
}

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The rules whose outcome depends on the colour mode. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/**
 * An axe run of WCAG 2.1 A and AA, as every check of the site makes it:
 * - legacy mode runs axe in the page itself; the default opens a blank page each run to merge
 *   results across frames (these pages have none), which doubled the time of each run;
 * - only violations are read: axe otherwise builds a selector for every node a rule passed, the
 *   thousand text nodes colour contrast passes on a long page included.
 * `options()` replaces all options, so it comes before the tags and rules are chosen.
 */
export function axeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({page}).setLegacyMode(true).options({resultTypes: ['violations']}).withTags(WCAG_TAGS);
}
