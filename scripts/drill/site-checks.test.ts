/**
 * The crawl (npm run drill -- crawl, and the suite's reliability spec) against a small site of its own:
 * which picture addresses it fetches, and what it reports as broken.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { crawlSite } from './site-checks.mjs';

/** A site of one page whose pictures are next/image addresses, and the addresses asked for. */
let server: http.Server;
let base = '';
const asked: string[] = [];
const entries = (picture: string, q: number, widths: number[]) =>
  widths.map((w) => `/_next/image?url=${encodeURIComponent(picture)}&amp;w=${w}&amp;q=${q} ${w}w`).join(', ');

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/sitemap.xml') {
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(`<urlset><url><loc>${base}/</loc></url></urlset>`);
    }
    if (url === '/') {
      res.writeHead(200, { 'content-type': 'text/html' });
      return res.end(
        '<!doctype html><title>Menu</title>' +
          `<img src="/_next/image?url=%2Fbrisket.webp&amp;w=1920&amp;q=75" srcset="${entries('/brisket.webp', 75, [1080, 640, 828])}">` +
          `<picture><source media="(max-width: 600px)" srcset="${entries('/brisket.webp', 60, [750, 640])}"><img src="/tri-tip.webp"></picture>` +
          `<img srcset="${entries('/missing.webp', 75, [828, 384])}">`,
      );
    }
    asked.push(url);
    if (url.startsWith('/_next/image') && !url.includes('missing')) {
      res.writeHead(200, { 'content-type': 'image/jpeg' });
      return res.end('jpeg');
    }
    if (url === '/tri-tip.webp') {
      res.writeHead(200, { 'content-type': 'image/webp' });
      return res.end('webp');
    }
    res.writeHead(400, { 'content-type': 'text/plain' });
    res.end('"url" parameter is valid but upstream response is invalid');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

it('fetches each next/image picture once per quality, at its narrowest width, and reports one that is missing', async () => {
  const crawl = await crawlSite(base, { concurrency: 2 });
  expect(asked.filter((u) => u.startsWith('/_next/image')).sort()).toEqual([
    '/_next/image?url=%2Fbrisket.webp&w=640&q=60',
    '/_next/image?url=%2Fbrisket.webp&w=640&q=75',
    '/_next/image?url=%2Fmissing.webp&w=384&q=75',
  ]);
  expect(asked).toContain('/tri-tip.webp');
  expect(crawl.pictures).toBe(3);
  // A picture served as it is (an SVG photo, which next/image leaves alone) counts too.
  expect(crawl.picturePaths).toEqual(['/brisket.webp', '/missing.webp', '/tri-tip.webp']);
  // Every entry is still counted as seen; the missing picture is reported with the page it is on.
  expect(crawl.assetsByKind['next/image']).toBe(8);
  expect(crawl.broken).toEqual([{ kind: 'next/image', url: '/_next/image?url=%2Fmissing.webp&w=384&q=75', status: 400, from: '/' }]);
});
