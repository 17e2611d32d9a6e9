/**
 * The keyboard's focus ring stands out from what it is drawn on, at 3:1 or more, on every kind of
 * surface the site has: the light and dark pages, the footer, the cookie banner and the dark bands
 * and heroes inside light pages. So does a filled button's fill (the site's one button look,
 * `.btn`), which is what tells a visitor there is a button at all: a red one on a dark band read as
 * a label. The ring is an outline drawn around the element, so it is judged
 * against the background of the element's surroundings: the nearest ancestor that paints one
 * (every stop of each gradient, laid over the gradients under it; a background picture's own colors
 * are not read). The only controls
 * that show focus another way than an outline are the choice cards' radio buttons (their card
 * draws the ring) and the map's pins (their shape turns amber); any other without an outline fails.
 */
import { expect, STATIC_ROUTES, test, WEEKDAYS } from './helpers/content-facts';

const MIN_CONTRAST = 3;

type Measured = { checked: number; inFooter: number; inBanner: number; pageButtons: number; low: string[] };

test('every focus ring, and every filled button, is at least 3:1 against the surface around it, on every kind of page', async ({ page, facts }) => {
  test.setTimeout(120_000);
  // One page of each kind beyond the fixed ones: a shop, a category, a day's specials, an opening.
  const routes = new Set([
    ...STATIC_ROUTES,
    `/locations/${facts.rows.locations[0].slug}`,
    `/menu/${facts.rows.menuCategories[0].slug}`,
    ...(facts.rows.careerOpenings[0] ? [`/careers/${facts.rows.careerOpenings[0].id}`] : []),
    `/daily-specials/${WEEKDAYS[0]}`,
    // A day whose special has no picture, when the content has one: its hero is the ember gradient.
    ...WEEKDAYS.filter((d) => facts.rows.specials.some((sp) => sp.dayOfWeek === d && sp.sortOrder === 0 && !sp.heroImageSrc)).slice(0, 1).map((d) => `/daily-specials/${d}`),
  ]);
  const failures: string[] = [];
  for (const route of routes) {
    // No consent stored: the cookie banner shows, and its buttons are measured too.
    await page.goto(route);
    await expect(page.getByTestId('cookie-banner')).toBeVisible();
    // A key press first, so that focus moved by script shows the ring as the keyboard's would.
    await page.keyboard.press('Shift');
    const measured: Measured = await page.evaluate((minimum) => {
      type Rgba = { r: number; g: number; b: number; a: number };
      // Computed colors read "rgb(…)", "rgba(…)" or, from color-mix(), "color(srgb 0-1 values)".
      const colorsIn = (text: string): Rgba[] =>
        [...text.matchAll(/rgba?\(([^)]+)\)|color\(srgb ([^)]+)\)/g)].map((m) => {
          const parts = (m[1] ?? m[2]).split(/[\s,/]+/).filter(Boolean).map(Number);
          const scale = m[1] ? 1 : 255;
          return { r: parts[0] * scale, g: parts[1] * scale, b: parts[2] * scale, a: parts.length > 3 ? parts[3] : 1 };
        });
      const luminance = ({ r, g, b }: Rgba) => {
        const channel = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
        return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
      };
      const contrast = (x: Rgba, y: Rgba) => {
        const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
        return (hi + 0.05) / (lo + 0.05);
      };
      const over = (top: Rgba, below: Rgba): Rgba => ({
        r: top.r * top.a + below.r * (1 - top.a),
        g: top.g * top.a + below.g * (1 - top.a),
        b: top.b * top.a + below.b * (1 - top.a),
        a: 1,
      });
      // Each gradient function of a background-image list, whatever functions it holds inside.
      const gradientsIn = (value: string): string[] => {
        const found: string[] = [];
        let depth = 0;
        let start = -1;
        for (let i = 0; i < value.length; i++) {
          if (value[i] === '(') {
            if (depth === 0) start = /[a-z-]*gradient$/.test(value.slice(0, i)) ? value.slice(0, i).search(/[a-z-]*gradient$/) : -1;
            depth += 1;
          } else if (value[i] === ')' && --depth === 0 && start >= 0) {
            found.push(value.slice(start, i + 1));
          }
        }
        return found;
      };
      // The colors painted around an element: each ancestor's background color and the stops of
      // its gradients, laid over one another down to the first opaque color, each combination.
      const surroundings = (el: Element): Rgba[] => {
        const layers: Rgba[][] = []; // the topmost first
        let base: Rgba = { r: 255, g: 255, b: 255, a: 1 };
        for (let node = el.parentElement; node; node = node.parentElement) {
          const style = getComputedStyle(node);
          // Each gradient of the list is a layer of its own, the first listed on top: a translucent
          // glow is laid over the gradients under it, not over the page.
          for (const gradient of gradientsIn(style.backgroundImage)) {
            const stops = colorsIn(gradient);
            if (stops.length > 0) layers.push(stops);
          }
          const color = colorsIn(style.backgroundColor)[0];
          if (color && color.a >= 0.9) {
            base = { ...color, a: 1 };
            break;
          }
          if (color && color.a > 0) layers.push([color]);
        }
        return layers.reduceRight((below, layer) => below.flatMap((b) => layer.map((top) => over(top, b))), [base]);
      };
      const nameOf = (el: Element) => (el.getAttribute('aria-label') ?? el.textContent ?? el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
      const result = { checked: 0, inFooter: 0, inBanner: 0, pageButtons: 0, low: [] as string[] };
      const focusable = document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])');
      for (const el of focusable) {
        if (!el.checkVisibility() || (el as HTMLButtonElement).disabled) continue;
        // A button's fill, before focus or a pointer changes it (an outlined button has none).
        const fill = el.classList.contains('btn') ? colorsIn(getComputedStyle(el).backgroundColor)[0] : undefined;
        if (fill && fill.a >= 0.9) {
          if (!el.closest('[data-testid="cookie-banner"]')) result.pageButtons += 1;
          const faintest = Math.min(...surroundings(el).map((bg) => contrast(fill, bg)));
          if (faintest < minimum) result.low.push(`"${nameOf(el)}" button fill ${faintest.toFixed(2)}:1 (${getComputedStyle(el).backgroundColor})`);
        }
        el.focus({ preventScroll: true });
        if (document.activeElement !== el || !el.matches(':focus-visible')) continue;
        const style = getComputedStyle(el);
        if (style.outlineStyle === 'none' || parseFloat(style.outlineWidth) === 0) {
          const drawnElsewhere = (el instanceof HTMLInputElement && el.type === 'radio') || el.closest('svg') !== null;
          if (!drawnElsewhere) result.low.push(`"${nameOf(el)}" shows no focus ring`);
          continue;
        }
        const ring = colorsIn(style.outlineColor)[0];
        result.checked += 1;
        if (el.closest('footer')) result.inFooter += 1;
        if (el.closest('[data-testid="cookie-banner"]')) result.inBanner += 1;
        const worst = Math.min(...surroundings(el).map((bg) => contrast(ring, bg)));
        if (worst < minimum) result.low.push(`"${nameOf(el)}" ${worst.toFixed(2)}:1 (${style.outlineColor})`);
      }
      return result;
    }, MIN_CONTRAST);
    // The measure reached the footer's links and the cookie banner's buttons on every page.
    expect(measured.inFooter, `${route}: footer links measured`).toBeGreaterThan(0);
    expect(measured.inBanner, `${route}: cookie banner buttons measured`).toBeGreaterThan(0);
    expect(measured.pageButtons, `${route}: filled buttons measured outside the cookie banner`).toBeGreaterThan(0);
    failures.push(...measured.low.map((l) => `${route} ${l}`));
  }
  expect(failures).toEqual([]);
});
