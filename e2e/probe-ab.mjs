import { chromium } from 'playwright-core';
const path = process.argv[2] || '/home';
const origins = process.argv.slice(3);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const res = Object.fromEntries(origins.map(o => [o, []]));
for (let i = 0; i < (Number(process.env.RUNS)||8); i++) for (const o of origins) {
  const ctx = await browser.newContext({ viewport: { width: Number(process.env.WIDTH||1280), height: 900 } });
  await ctx.addInitScript(() => { window.__lcp = 0; new PerformanceObserver(l => { for (const e of l.getEntries()) window.__lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true }); });
  const tab = await ctx.newPage();
  const cdp = await ctx.newCDPSession(tab);
  await cdp.send('Network.enable'); await cdp.send('Network.setCacheDisabled', { cacheDisabled: true }); if (process.env.SLOW) { await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 }); await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }); }
  await tab.goto(o + path, { waitUntil: 'load' });
  await tab.waitForTimeout(800);
  const r = await tab.evaluate(() => [performance.getEntriesByName('first-contentful-paint')[0]?.startTime, window.__lcp]);
  if (i > 0) res[o].push(r);
  await ctx.close();
}
const med = a => { const s = [...a].sort((x, y) => x - y); return s[Math.floor(s.length / 2)]; };
for (const o of origins) console.log(o, 'fcp', med(res[o].map(r => r[0])), 'lcp', med(res[o].map(r => r[1])), JSON.stringify(res[o].map(r => Math.round(r[1]))));
await browser.close();
