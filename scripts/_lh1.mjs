import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'] });
const { lhr } = await lighthouse(process.argv[2], { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
const el = Object.entries(lhr.audits).filter(([k]) => /lcp|largest/.test(k)).map(([k, a]) => [k, JSON.stringify(a.details ?? a.displayValue ?? null).slice(0, 700)]);
console.log(el);
for (const id of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','render-blocking-resources','network-requests']) {
  const a = lhr.audits[id]; if (!a) continue;
  if (id === 'network-requests') { for (const r of a.details.items.slice(0, 30)) console.log(Math.round(r.networkRequestTime), Math.round(r.networkEndTime), r.transferSize, r.resourceType, r.priority, r.url.slice(0, 110)); }
  else console.log(id, a.displayValue, a.details?.items?.length ?? '');
}
await chrome.kill();
