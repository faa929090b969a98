/**
 * Screenshots of key pages at desktop and phone width in both colour modes, for a person to
 * look at: npm run screenshots -- [BASE_URL] (default http://127.0.0.1:3000, e.g. from
 * `npm run serve:nginx`). Writes PNGs to screenshots/ (git-ignored).
 */
import {mkdirSync} from 'node:fs';
import {chromium} from '@playwright/test';
import {chromiumLaunchOptions} from '../../tests/support/browser';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const pages = {
  home: '/',
  guide: '/docs/guides/concepts/gateway',
  taskguide: '/docs/guides/integrating/file-types',
  api: '/docs/api/file-upload',
  changelog: '/docs/api/changelog',
  notfound: '/no-such-page',
};
const widths = {desktop: 1280, phone: 390};

async function main(): Promise<void> {
  mkdirSync('screenshots', {recursive: true});
  const browser = await chromium.launch(chromiumLaunchOptions());
  for (const mode of ['dark', 'light']) {
    for (const [widthName, width] of Object.entries(widths)) {
      const context = await browser.newContext({viewport: {width, height: 900}});
      await context.addInitScript((theme) => localStorage.setItem('theme', theme), mode);
      const page = await context.newPage();
      for (const [name, path] of Object.entries(pages)) {
        await page.goto(base + path);
        await page.waitForSelector('html[data-has-hydrated="true"]');
        await page.screenshot({path: `screenshots/${name}-${widthName}-${mode}.png`, fullPage: false});
      }
      await context.close();
    }
  }
  await browser.close();
  console.log('Screenshots written to screenshots/');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
