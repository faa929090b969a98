import {chromium} from 'playwright-core';
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
  for (const p of process.argv.slice(3)) {
    const page = await browser.newPage({viewport: {width: 412, height: 823}});
    await page.goto(process.argv[2] + p); await page.waitForSelector('html[data-has-hydrated="true"]');
    const r = await page.evaluate(`(() => {
      const count = (sel) => document.querySelector(sel)?.querySelectorAll('*').length ?? 0;
      return {all: document.querySelectorAll('*').length, main: count('main'), sidebar: count('aside'), navbar: count('nav.navbar'), footer: count('footer'), svg: document.querySelectorAll('svg *').length, details: document.querySelectorAll('details').length, right: count('.openapi-right-panel__container'), left: count('.openapi-left-panel__container'), hiddenTabs: [...document.querySelectorAll('[role=tabpanel][hidden]')].reduce((a, e) => a + e.querySelectorAll('*').length, 0), closedDetails: [...document.querySelectorAll('details:not([open])')].filter(d => !d.parentElement.closest('details:not([open])')).reduce((a, e) => a + e.querySelectorAll('*').length, 0), tabpanels: document.querySelectorAll('[role=tabpanel]').length};
    })()`);
    console.log(p, JSON.stringify(r));
    await page.close();
  }
  await browser.close();
})();
