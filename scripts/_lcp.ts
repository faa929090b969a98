import {chromium} from 'playwright-core';
(async () => {
  const browser = await chromium.launch({executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu']});
  for (const p of process.argv.slice(3)) {
    const context = await browser.newContext({viewport: {width: 412, height: 823}, isMobile: true});
    const page = await context.newPage();
    page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
    page.on('pageerror', (e) => console.log('pageerror', e.message.slice(0, 200)));
    await page.addInitScript(() => {
      (window as any).__lcp = [];
      new PerformanceObserver((list) => { for (const e of list.getEntries() as any) (window as any).__lcp.push({t: Math.round(e.startTime), el: e.element ? e.element.tagName + '.' + e.element.className + ' ' + (e.element.textContent || '').slice(0, 40) : null, size: e.size}); }).observe({type: 'largest-contentful-paint', buffered: true});
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', {rate: 4});
    await page.goto(process.argv[2] + p, {waitUntil: 'load'});
    await page.waitForTimeout(3000);
    console.log(p, JSON.stringify(await page.evaluate(() => (window as any).__lcp)));
    await context.close();
  }
  await browser.close();
})();
