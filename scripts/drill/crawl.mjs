// Drill "crawl": from / and every sitemap.xml URL, follow every internal link and fetch every
// internal image (each next/image picture once, at its narrowest width), script, stylesheet and
// icon: nothing may be broken, and every page the sitemap lists must answer 200.
//   npm run drill -- crawl [--url=http://127.0.0.1:3000]
import { checker, runIfMain, saveReport, table } from './lib.mjs';
import { crawlSite } from './site-checks.mjs';
import { siteServer } from './site-server.mjs';

export async function run({ url } = {}) {
  const { check, results } = checker();
  const server = await siteServer(url);
  console.log(`\n[crawl] from ${server.url}/`);
  try {
    const t0 = performance.now();
    const c = await crawlSite(server.url);
    const seconds = ((performance.now() - t0) / 1000).toFixed(1);
    console.log(`  ${c.pages} pages, ${c.assets} assets (${Object.entries(c.assetsByKind).map(([k, n]) => `${n} ${k}`).join(', ')}; ${c.pictures} pictures fetched) in ${seconds} s`);
    if (c.broken.length) console.log(table(c.broken.slice(0, 40), ['kind', 'url', 'status', 'from']).replace(/^/gm, '  '));
    const broken = c.broken;
    check(broken.length === 0, 'no broken internal link, image, script or stylesheet', `${broken.length} broken`);
    check(c.sitemapNot200.length === 0, `every sitemap URL answers 200 (${c.sitemapUrls})`, c.sitemapNot200.join(', '));
    const ok = results.every((r) => r.ok);
    saveReport('drill-crawl', { ok, seconds: Number(seconds), ...c, results });
    return { ok, figures: c };
  } finally {
    await server.stop();
  }
}

await runIfMain(import.meta, run);
