// Screenshots of pages at phone and desktop widths, for looking at what a visitor sees.
//   node scripts/screenshot.mjs http://127.0.0.1:3000 / /menu ...   (writes /tmp/shots/*.png)
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';

const [base, ...paths] = process.argv.slice(2);
const out = process.env.SHOTS_DIR ?? '/tmp/shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-dev-shm-usage'],
});
for (const width of (process.env.WIDTHS ?? '390,1280').split(',').map(Number)) {
  const page = await browser.newPage({ viewport: { width, height: width < 800 ? 844 : 800 } });
  for (const p of paths) {
    await page.goto(base + p, { waitUntil: 'load' });
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 600));
    const name = `${out}/${(p.replace(/[^a-z0-9]+/gi, '_') || 'home').replace(/^_|_$/g, '') || 'home'}-${width}.png`;
    await page.screenshot({ path: name, fullPage: process.env.FULL !== '0' });
    console.log(name);
  }
  await page.close();
}
await browser.close();
