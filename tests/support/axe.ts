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
