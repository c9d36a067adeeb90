import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const [path, widths] of [['/home', [480, 1280]], ['/events', [768, 1280]], ['/eventdetails/0', [480, 1280]], ['/ar/tours', [768]]]) {
  for (const w of widths) {
    const ctx = await browser.newContext({ viewport: { width: w, height: 900 } });
    const tab = await ctx.newPage();
    await tab.route(/tile\.openstreetmap\.org/, (r) => r.abort());
    await tab.goto('http://localhost:8580' + path, { waitUntil: 'load' });
    await tab.waitForTimeout(2500);
    await tab.screenshot({ path: `/tmp/probe/shot-${path.replace(/\//g, '_')}-${w}.png` });
    await ctx.close();
  }
}
await browser.close();
