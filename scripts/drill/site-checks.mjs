// What crawlers and browsers read, checked against a running server: the route list (from
// sitemap.xml), a crawl from / for broken links, images (next/image pictures, each once)
// and scripts, the JSON-LD against the properties Google requires per type, the server HTML
// without JavaScript (h1, main, nav links, JSON-LD), and the W3C Nu HTML Checker (vnu.jar).
// Used by the drills (scripts/drill/{crawl,structured-data,no-js,html}.mjs) and by the Playwright
// spec e2e/api/reliability.spec.ts. No dependencies: regular expressions read the server's HTML,
// which Next writes in one consistent style.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bypassHeaders } from '../vercel-bypass.mjs';


const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };
export const decodeEntities = (s) =>
  s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e) => (e[0] === '#' ? String.fromCodePoint(e[1].toLowerCase() === 'x' ? parseInt(e.slice(2), 16) : Number(e.slice(1))) : (ENTITIES[e] ?? m)));

/** Attributes of every `<tag …>` in the HTML (scripts' and styles' contents skipped). */
export function tags(html, name) {
  const out = [];
  const re = new RegExp(`<${name}\\b([^>]*)>`, 'gi');
  for (const m of html.matchAll(re)) {
    const attrs = {};
    for (const a of m[1].matchAll(/([^\s=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) attrs[a[1].toLowerCase()] = decodeEntities(a[2] ?? a[3] ?? a[4] ?? '');
    out.push(attrs);
  }
  return out;
}

const srcsetUrls = (srcset) => (srcset ? srcset.split(/,\s+/).map((s) => s.trim().split(/\s+/)[0]).filter(Boolean) : []);

async function get(url, { timeoutMs = 30_000 } = {}) {
  try {
    // Every address here is on the site under test, so a protected deployment's bypass goes along.
    const res = await fetch(url, { redirect: 'manual', headers: bypassHeaders(), signal: AbortSignal.timeout(timeoutMs) });
    const type = res.headers.get('content-type') ?? '';
    const text = type.includes('html') || type.includes('xml') || type.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
    return { status: res.status, type, text, location: res.headers.get('location') };
  } catch (e) {
    return { status: 0, type: '', text: '', error: e?.cause?.code ?? e.message };
  }
}

async function pool(items, concurrency, fn) {
  const out = new Array(items.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }));
  return out;
}

/** Every page the sitemap lists (as paths on `base`), plus two unknown addresses for the 404 pages. */
export async function listRoutes(base) {
  const res = await get(`${base}/sitemap.xml`);
  if (res.status !== 200) throw new Error(`sitemap.xml answered ${res.status}`);
  const paths = [...res.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(decodeEntities(m[1])).pathname);
  return { pages: [...new Set(paths)], notFound: ['/this-page-does-not-exist', '/menu/no-such-category'] };
}

/**
 * Which picture a next/image address shows, at which quality, whatever its width (null for any
 * other address). A picture's srcset entries differ only by the width, which Next writes from the
 * site's own list of widths, so one entry a picture (the narrowest seen, the cheapest to make)
 * shows that the picture is there and served; each other width would only make the server encode
 * one more variant.
 */
function pictureOf(address) {
  const u = new URL(address, 'http://site');
  if (u.pathname !== '/_next/image') return null;
  return { src: u.searchParams.get('url'), key: `${u.searchParams.get('url')} q=${u.searchParams.get('q')}`, width: Number(u.searchParams.get('w')) };
}

/**
 * Crawls from / (and every sitemap URL): follows internal links, fetches every internal image
 * (src and srcset entries: a next/image picture once, at its narrowest width), script,
 * stylesheet, icon and video once.
 */
export async function crawlSite(base, { concurrency = 4, maxPages = 400 } = {}) {
  const origin = new URL(base).origin;
  const { pages: sitemap } = await listRoutes(base);
  const seenPages = new Map(); // path -> { status, from }
  const assets = new Map(); // url -> { kind, status, from }
  const broken = [];
  const checkedPictures = new Set();
  let queue = ['/', ...sitemap].map((p) => ({ path: p, from: p === '/' ? '(start)' : 'sitemap.xml' }));
  const internal = (href, page) => {
    if (!href || /^(mailto:|tel:|sms:|javascript:|data:|blob:|#)/i.test(href)) return null;
    const u = new URL(href, origin + page);
    return u.origin === origin ? u : null;
  };
  while (queue.length && seenPages.size < maxPages) {
    const batch = queue.filter((q) => !seenPages.has(q.path));
    queue = [];
    for (const q of batch) seenPages.set(q.path, { status: null, from: q.from });
    const found = await pool(batch, concurrency, async ({ path: p, from }) => {
      const res = await get(origin + p);
      seenPages.get(p).status = res.status;
      if (res.status >= 300 && res.status < 400 && res.location) {
        const to = internal(res.location, p);
        return to ? [{ page: { path: to.pathname, from: p } }] : [];
      }
      if (res.status !== 200) {
        broken.push({ kind: 'page', url: p, status: res.status, from });
        return [];
      }
      if (!res.type.includes('html')) return [];
      const out = [];
      // Inline scripts (the RSC payload) emptied: only real tags count.
      const html = res.text.replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, '<script$1></script>');
      for (const a of tags(html, 'a')) {
        const u = internal(a.href, p);
        if (u) out.push({ page: { path: u.pathname + u.search, from: p } });
      }
      for (const img of [...tags(html, 'img'), ...tags(html, 'source')]) {
        for (const src of [img.src, ...srcsetUrls(img.srcset)]) {
          const u = internal(src, p);
          if (u) out.push({ asset: { url: u.pathname + u.search, kind: u.pathname.startsWith('/_next/image') ? 'next/image' : 'image', from: p } });
        }
      }
      for (const s of tags(html, 'script')) {
        const u = internal(s.src, p);
        if (u) out.push({ asset: { url: u.pathname + u.search, kind: 'script', from: p } });
      }
      for (const l of tags(html, 'link')) {
        if (!/stylesheet|icon|preload|manifest|apple-touch-icon/i.test(l.rel ?? '')) continue;
        for (const src of [l.href, ...srcsetUrls(l.imagesrcset)]) {
          const u = internal(src, p);
          if (u) out.push({ asset: { url: u.pathname + u.search, kind: l.rel.includes('stylesheet') ? 'stylesheet' : l.as === 'image' ? 'image (preload)' : l.rel, from: p } });
        }
      }
      for (const v of tags(html, 'video')) {
        for (const src of [v.src, v.poster]) {
          const u = internal(src, p);
          if (u) out.push({ asset: { url: u.pathname + u.search, kind: 'video', from: p } });
        }
      }
      return out;
    });
    const newAssets = [];
    const narrowest = new Map(); // picture -> { url, width } of this batch's new pictures
    for (const item of found.flat()) {
      if (item.page && !seenPages.has(item.page.path) && !queue.some((q) => q.path === item.page.path)) queue.push(item.page);
      if (item.asset && !assets.has(item.asset.url)) {
        assets.set(item.asset.url, { kind: item.asset.kind, status: null, from: item.asset.from });
        const picture = pictureOf(item.asset.url);
        if (!picture) newAssets.push(item.asset.url);
        else if (!checkedPictures.has(picture.key) && !(narrowest.get(picture.key)?.width <= picture.width)) narrowest.set(picture.key, { url: item.asset.url, width: picture.width });
      }
    }
    for (const [key, { url }] of narrowest) {
      checkedPictures.add(key);
      newAssets.push(url);
    }
    await pool(newAssets, concurrency, async (url) => {
      const res = await get(origin + url);
      const a = assets.get(url);
      a.status = res.status;
      if (res.status !== 200) broken.push({ kind: a.kind, url, status: res.status, from: a.from });
    });
  }
  const byKind = {};
  for (const a of assets.values()) byKind[a.kind] = (byKind[a.kind] ?? 0) + 1;
  return {
    pages: seenPages.size,
    pagesOk: [...seenPages.values()].filter((p) => p.status === 200).length,
    sitemapUrls: sitemap.length,
    sitemapNot200: sitemap.filter((p) => seenPages.get(p)?.status !== 200),
    assets: assets.size,
    assetsByKind: byKind,
    /** Distinct next/image pictures fetched (each at its narrowest width). */
    pictures: checkedPictures.size,
    /** The site paths of the pictures pages show, through next/image or as they are (an SVG), each once, sorted. */
    picturePaths: [...new Set([...assets].flatMap(([url, a]) => (a.kind === 'next/image' ? [pictureOf(url).src] : a.kind === 'image' ? [url.split('?')[0]] : [])))].sort(),
    broken,
  };
}

// --- structured data ------------------------------------------------------------------------------

/** Every JSON-LD block of a page: { raw, error?, nodes[] } (arrays and @graph flattened). */
export function readJsonLd(html) {
  return [...html.matchAll(/<script\b[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => {
    const raw = m[1];
    try {
      const data = JSON.parse(raw);
      const list = Array.isArray(data) ? data : [data];
      return { raw, nodes: list.flatMap((n) => (n && Array.isArray(n['@graph']) ? n['@graph'] : [n])) };
    } catch (e) {
      return { raw, error: e.message, nodes: [] };
    }
  });
}

const has = (v) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && v.length === 0);
const asList = (v) => (Array.isArray(v) ? v : v === undefined || v === null ? [] : [v]);
const typesOf = (n) => asList(n?.['@type']);

/** A property path like "address.streetAddress"; each step may be a list (any element). */
function valuesAt(node, dotted) {
  let current = [node];
  for (const key of dotted.split('.')) current = current.flatMap((c) => asList(c?.[key]));
  return current.filter(has);
}

/**
 * Required and recommended properties per type, from Google Search Central's structured-data
 * documentation (Organization, Local business, Breadcrumb, Job posting, FAQ) and, for Menu,
 * which Google has no rich result for, schema.org's own expectations. A recommended property
 * missing is a warning, a required one an error.
 */
export const STRUCTURED_DATA_RULES = {
  Organization: { required: ['name'], oneOf: [['url', 'logo']], recommended: ['url', 'logo', 'sameAs', 'contactPoint', 'telephone'] },
  LocalBusiness: { required: ['name', 'address'], recommended: ['telephone', 'url', 'geo.latitude', 'geo.longitude', 'openingHoursSpecification', 'image', 'priceRange', 'address.streetAddress', 'address.addressLocality', 'address.addressRegion', 'address.postalCode', 'address.addressCountry'] },
  Restaurant: { like: 'LocalBusiness', recommended: ['servesCuisine', 'hasMenu', 'acceptsReservations'] },
  FoodEstablishment: { like: 'LocalBusiness' },
  Store: { like: 'LocalBusiness' },
  ButcherShop: { like: 'LocalBusiness' },
  BreadcrumbList: { required: ['itemListElement'], each: { path: 'itemListElement', required: ['position', 'name'], requiredButLast: ['item'] } },
  JobPosting: {
    required: ['title', 'description', 'datePosted', 'hiringOrganization.name', 'jobLocation.address'],
    recommended: ['validThrough', 'baseSalary.currency', 'baseSalary.value', 'employmentType', 'identifier', 'directApply', 'jobLocation.address.addressLocality', 'jobLocation.address.addressRegion', 'jobLocation.address.addressCountry'],
  },
  FAQPage: { required: ['mainEntity'], each: { path: 'mainEntity', required: ['@type', 'name', 'acceptedAnswer.text'], type: 'Question' } },
  Menu: { required: ['name'], oneOf: [['hasMenuSection', 'hasMenuItem']], each: { path: 'hasMenuSection', required: ['name'] } },
  MenuSection: { required: ['name'] },
  WebSite: { required: ['name', 'url'] },
  WebPage: { required: ['name'] },
};

/** Problems of one node: { errors[], warnings[] } by the table above. */
export function checkNode(node) {
  const errors = [];
  const warnings = [];
  const types = typesOf(node);
  if (!types.length) errors.push('no @type');
  if (node && node['@context'] !== undefined && !/schema\.org/.test(JSON.stringify(node['@context']))) errors.push('@context is not schema.org');
  for (const type of types) {
    const own = STRUCTURED_DATA_RULES[type];
    if (!own) continue;
    const base = own.like ? STRUCTURED_DATA_RULES[own.like] : {};
    const rule = { required: [...(base.required ?? []), ...(own.required ?? [])], recommended: [...(base.recommended ?? []), ...(own.recommended ?? [])], oneOf: own.oneOf ?? base.oneOf, each: own.each ?? base.each };
    for (const p of rule.required) if (!valuesAt(node, p).length) errors.push(`${type}: missing required ${p}`);
    for (const group of rule.oneOf ?? []) if (!group.some((p) => valuesAt(node, p).length)) errors.push(`${type}: needs one of ${group.join(', ')}`);
    for (const p of rule.recommended) if (!valuesAt(node, p).length) warnings.push(`${type}: no recommended ${p}`);
    if (rule.each) {
      const items = asList(node[rule.each.path]);
      items.forEach((item, i) => {
        for (const p of rule.each.required ?? []) if (!valuesAt(item, p).length) errors.push(`${type}: ${rule.each.path}[${i}] missing ${p}`);
        if (rule.each.type && !typesOf(item).includes(rule.each.type)) errors.push(`${type}: ${rule.each.path}[${i}] is not a ${rule.each.type}`);
        if (i < items.length - 1) for (const p of rule.each.requiredButLast ?? []) if (!valuesAt(item, p).length) errors.push(`${type}: ${rule.each.path}[${i}] missing ${p}`);
      });
      if (type === 'BreadcrumbList') {
        const positions = items.map((it) => Number(it.position));
        if (positions.some((p, i) => p !== i + 1)) errors.push('BreadcrumbList: positions are not 1, 2, 3…');
        for (const it of items) if (has(it.item) && typeof it.item === 'string' && !/^https?:\/\//.test(it.item)) errors.push(`BreadcrumbList: item ${it.item} is not an absolute URL`);
      }
    }
    if (type === 'JobPosting') {
      if (has(node.datePosted) && Number.isNaN(Date.parse(node.datePosted))) errors.push('JobPosting: datePosted is not a date');
      if (has(node.validThrough) && Number.isNaN(Date.parse(node.validThrough))) errors.push('JobPosting: validThrough is not a date');
      if (has(node.datePosted) && has(node.validThrough) && Date.parse(node.validThrough) <= Date.parse(node.datePosted)) errors.push('JobPosting: validThrough is not after datePosted');
    }
  }
  return { errors, warnings };
}

/** Pages whose addresses promise a type: the check fails when the type is missing. */
export const EXPECTED_TYPES = [
  { match: /^\/$/, types: ['Organization'] },
  { match: /^\/locations\/[^/]+$/, types: ['Restaurant', 'BreadcrumbList'] },
  { match: /^\/careers\/[^/]+$/, types: ['JobPosting', 'BreadcrumbList'] },
  { match: /^\/menu\/[^/]+$/, types: ['Menu', 'BreadcrumbList'] },
];

export async function checkStructuredData(base, paths, { concurrency = 4 } = {}) {
  return pool(paths, concurrency, async (p) => {
    const res = await get(base + p);
    const blocks = readJsonLd(res.text);
    const errors = [];
    const warnings = [];
    const types = [];
    for (const b of blocks) {
      if (b.error) errors.push(`JSON-LD does not parse: ${b.error}`);
      if (b.raw.includes('<')) errors.push('JSON-LD contains a raw "<" (must be escaped as \\u003c)');
      for (const n of b.nodes) {
        types.push(...typesOf(n));
        const r = checkNode(n);
        errors.push(...r.errors);
        warnings.push(...r.warnings);
      }
    }
    for (const e of EXPECTED_TYPES) if (e.match.test(p)) for (const t of e.types) if (!types.includes(t)) errors.push(`expected a ${t} block`);
    return { path: p, status: res.status, blocks: blocks.length, types: [...new Set(types)], errors, warnings: [...new Set(warnings)] };
  });
}

// --- without JavaScript ----------------------------------------------------------------------------

/**
 * What a visitor (or crawler) without JavaScript gets from one page's server HTML. A page under a
 * loading.tsx streams: its content comes later in the same HTML, in `<div hidden id="S:n">`
 * blocks that a script moves into place. That content is in the server HTML (crawlers read it),
 * but a browser without JavaScript keeps showing the loading state: reported as `waitsForJs`.
 */
export function noJsReport(html) {
  const streamed = [...html.matchAll(/<div hidden id="S:\d+">([\s\S]*?)<\/div><script\b/g)].map((m) => m[1]).join(' ');
  const strip = (s) => s.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, ' ').replace(/<style\b[^>]*>[\s\S]*?<\/style>/gi, ' ');
  const body = strip(html);
  const text = (s) => decodeEntities(s.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ').trim();
  const h1s = [...body.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/gi)].map((m) => text(m[1]));
  const mainMatch = /<main\b[^>]*>([\s\S]*?)<\/main>/i.exec(body);
  const navs = [...body.matchAll(/<nav\b[^>]*>([\s\S]*?)<\/nav>/gi)];
  const navLinks = navs.flatMap((m) => tags(m[1], 'a').filter((a) => a.href && a.href.startsWith('/'))).length;
  const mainText = mainMatch ? `${text(mainMatch[1])} ${text(strip(streamed))}` : '';
  return {
    h1: h1s,
    hasMain: !!mainMatch,
    mainWords: mainText.split(' ').filter(Boolean).length,
    navLinks,
    jsonLd: readJsonLd(html).length,
    waitsForJs: html.includes('<template id="B:'),
  };
}

export async function checkNoJs(base, paths, { concurrency = 4 } = {}) {
  return pool(paths, concurrency, async (p) => {
    const res = await get(base + p);
    const r = noJsReport(res.text);
    const problems = [];
    if (res.status !== 200) problems.push(`status ${res.status}`);
    if (r.h1.length !== 1 || !r.h1[0]) problems.push(`${r.h1.length} h1 (${r.h1.join(' | ')})`);
    if (!r.hasMain) problems.push('no <main>');
    else if (r.mainWords < 20) problems.push(`only ${r.mainWords} words in <main>`);
    if (r.navLinks < 5) problems.push(`${r.navLinks} links in <nav>`);
    if (r.jsonLd < 1) problems.push('no JSON-LD');
    const notes = r.waitsForJs ? ['content is in the HTML, but streamed behind a loading state that only JavaScript replaces'] : [];
    return { path: p, ...r, problems, notes };
  });
}

// --- W3C Nu HTML Checker ---------------------------------------------------------------------------

const require = createRequire(import.meta.url);

/** The vnu.jar that the vnu-jar package ships, and the java that runs it. */
export function vnuCommand() {
  const jar = String(require('vnu-jar'));
  const java = process.env.JAVA ?? (process.env.JAVA_HOME ? path.join(process.env.JAVA_HOME, 'bin/java') : 'java');
  return { java, jar };
}

/**
 * Fetches every path and runs vnu once over all of them. Returns per page { path, errors[],
 * warnings[] } (messages with line and extract).
 */
export async function validateHtml(base, paths, { concurrency = 4 } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  try {
    const files = await pool(paths, concurrency, async (p, i) => {
      const res = await get(base + p);
      const file = path.join(dir, `page-${String(i).padStart(3, '0')}.html`);
      writeFileSync(file, res.text);
      return { path: p, file, status: res.status };
    });
    const { java, jar } = vnuCommand();
    const output = await new Promise((resolve, reject) => {
      execFile(java, ['-Xss4m', '-jar', jar, '--format', 'json', '--exit-zero-always', ...files.map((f) => f.file)], { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) =>
        err ? reject(new Error(`vnu failed: ${err.message}\n${stderr}`)) : resolve(stderr || stdout),
      );
    });
    const messages = JSON.parse(output).messages ?? [];
    return files.map((f) => {
      const mine = messages.filter((m) => m.url && decodeURIComponent(new URL(m.url).pathname) === f.file);
      const fmt = (m) => `${m.lastLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'} ${m.message}${m.extract ? ` [${m.extract.replace(/\s+/g, ' ').slice(0, 120)}]` : ''}`;
      return {
        path: f.path,
        status: f.status,
        errors: mine.filter((m) => m.type === 'error' || m.subType === 'fatal').map(fmt),
        warnings: mine.filter((m) => m.type === 'info' && m.subType === 'warning').map(fmt),
      };
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
