import { expect, siteRoutes, test } from './helpers/content-facts';

/**
 * The picture a phone paints as its Largest Contentful Paint weighs at most 100 KB over the
 * network on every route: what a phone waits for before the page looks ready. Measured where the
 * browser saw it (the LCP entry and the picture's resource timing), on a 3x phone: it asks for the
 * largest size a phone gets, so a phone of lower density (Lighthouse's is 1.75x) gets less.
 */
const LCP_PICTURE_BUDGET = 100 * 1024;

type LcpPicture = { url: string; bytes: number | null } | null;

test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true });

test("on a 3x phone, no route's LCP picture is over 100 KB", async ({ page, facts }) => {
  // Every route of the content, one after another; on a fresh server each picture is first
  // encoded at the phone's size (1.3 min alone here, 1.5 min beside the rest of the suite).
  test.setTimeout(300_000);
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) (window as unknown as { lcp: PerformanceEntry }).lcp = entry;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  });
  const measured: { path: string; picture: LcpPicture }[] = [];
  for (const path of siteRoutes(facts)) {
    await page.goto(path, { waitUntil: 'load' });
    // After the next frame the last LCP candidate has been reported.
    const picture = await page.evaluate(
      () =>
        new Promise<LcpPicture>((resolve) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              const lcp = (window as unknown as { lcp?: PerformanceEntry & { url: string } }).lcp;
              if (!lcp?.url) return resolve(null); // the LCP is text
              const timing = performance.getEntriesByName(lcp.url)[0] as PerformanceResourceTiming | undefined;
              resolve({ url: lcp.url, bytes: timing ? timing.encodedBodySize : null });
            }, 50),
          ),
        ),
    );
    measured.push({ path, picture });
  }
  const pictures = measured.filter((m) => m.picture !== null);
  // Some route's LCP is a picture (the home page's hero at least), so the check measured something.
  expect(pictures.length).toBeGreaterThan(0);
  expect(pictures.filter((m) => m.picture!.bytes === null).map((m) => m.path), 'LCP pictures without a resource timing').toEqual([]);
  expect(pictures.filter((m) => m.picture!.bytes! > LCP_PICTURE_BUDGET).map((m) => `${m.path}: ${m.picture!.url} ${m.picture!.bytes} bytes`)).toEqual([]);
});
