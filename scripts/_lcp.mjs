import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-background-networking','--no-first-run'] });
for (const [w, h] of [[412, 823], [1350, 940]]) {
  const p = await b.newPage({ viewport: { width: w, height: h }, deviceScaleFactor: w < 500 ? 1.75 : 1 });
  await p.addInitScript(() => {
    window.__lcp = [];
    new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__lcp.push({ t: Math.round(e.startTime), size: e.size, tag: e.element?.tagName, cls: e.element?.className?.toString().slice(0, 40), text: e.element?.textContent?.slice(0, 40), url: e.url?.slice(0, 80) }); }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  await p.goto(process.argv[2], { waitUntil: 'load' });
  await p.waitForTimeout(2000);
  console.log(w, JSON.stringify(await p.evaluate(() => window.__lcp), null, 0));
  await p.close();
}
await b.close();
