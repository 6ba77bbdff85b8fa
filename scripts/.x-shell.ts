import { chromium } from 'playwright-core';
import { startSandbox } from '../sandbox/server';
import { quietPopups } from '../sandbox/quiet-popups';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/e2e/support/chromium';

const sb = await startSandbox({ staticDir: 'dist', scenarios: quietPopups() });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS, '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
for (const id of ['luckyvn', 'goldcrest', 'siamspin']) {
  const url = `http://${id}.localhost:${sb.port}/m/home`;
  const noJs = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const p1 = await noJs.newPage();
  await p1.goto(url, { waitUntil: 'load' });
  await p1.screenshot({ path: `/tmp/shots/${id}-nojs.png` });
  await noJs.close();
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    (window as any).__cls = 0; (window as any).__shifts = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) { if (!e.hadRecentInput) { (window as any).__cls += e.value; (window as any).__shifts.push({ v: e.value, t: e.startTime, src: e.sources?.map((s: any) => s.node?.className + ' ' + JSON.stringify(s.previousRect) + '->' + JSON.stringify(s.currentRect)) }); } } }).observe({ type: 'layout-shift', buffered: true });
    new PerformanceObserver((l) => { for (const e of l.getEntries() as any[]) (window as any).__lcp = { t: e.startTime, el: e.element?.className, url: e.url }; }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await page.goto(url, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  const r = await page.evaluate(() => ({ cls: (window as any).__cls, shifts: (window as any).__shifts, lcp: (window as any).__lcp, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime }));
  console.log(id, JSON.stringify(r));
  await page.screenshot({ path: `/tmp/shots/${id}-js.png` });
  await ctx.close();
}
await browser.close();
await sb.close();
