// Drill "bad-input": thousands of generated malformed requests across every API route (broken
// JSON, wrong types, huge strings, deep nesting, unicode, control, bidirectional and invisible
// characters, NUL bytes, honeypots that are not text, wrong methods including TRACE and WebDAV
// ones, wrong content types, oversized bodies, path tricks in slugs), from a seeded PRNG so a run
// is reproducible. Nothing may answer 5xx or drop the connection; every rejection is a 4xx with a
// JSON message; the few legitimately valid requests (junk query parameters on a real route, a
// valid distance query) answer 2xx JSON; and nothing is stored or counted against a rate limit.
// Requests go out over node:http with the raw path, so "../" and "%2F" reach the server as sent.
//   npm run drill -- bad-input [--count=2000 --seed=1]
import http from 'node:http';
import { PORTS, arg, cateringPayload, checker, contactPayload, counts, pool, rng, runIfMain, saveReport, serverEnv, servedContent, startServer, table } from './lib.mjs';

/**
 * One raw HTTP request (Content-Length set, as browsers do); never throws on a network failure
 * (status 0 and the error). Follows up to 3 redirects to the same server (Next's trailing-slash
 * and dot-segment redirects) and reports the final answer with the first status in `via`.
 */
export async function rawRequest(base, req, agent, hops = 0) {
  const res = await rawOnce(base, req, agent);
  if ([301, 302, 307, 308].includes(res.status) && res.location && hops < 3) {
    const next = new URL(res.location, base);
    if (next.origin === new URL(base).origin) {
      const followed = await rawRequest(base, { ...req, path: next.pathname + next.search }, agent, hops + 1);
      return { ...followed, via: [res.status, ...(followed.via ?? [])], finalPath: followed.finalPath ?? next.pathname };
    }
  }
  return res;
}

function rawOnce(base, { method = 'GET', path, headers = {}, body }, agent) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    let req;
    const sized = body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) };
    try {
      req = http.request({ host: hostname, port, method, path, headers: sized, agent, timeout: 30_000 }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode, type: res.headers['content-type'] ?? '', location: res.headers.location, text: Buffer.concat(chunks).toString('utf8') }));
      res.on('error', (e) => resolve({ status: 0, error: e.code ?? e.message }));
      });
    } catch (e) {
      // Node refuses to send it (a generator bug, not a server failure).
      throw new Error(`cannot send ${method} ${path.slice(0, 80)}: ${e.message}`);
    }
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (e) => resolve({ status: 0, error: e.code ?? e.message }));
    if (body !== undefined) req.write(body);
    req.end();
  });
}

// --- building blocks --------------------------------------------------------------------------

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f'];
const LINE_BREAKS = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085'];
const UNICODE = ['Zoë', '李小龍', 'مرحبا', '🍖🔥', 'e\u0301', '\u200b', '\u202e', 'Ω≈ç√', '\ufeff', '𝕳𝖊𝖑𝖑𝖔', 'ﷺ', '\ud83d\ude00'];
/** Bidirectional controls and invisible characters: single-line fields drop them. */
const BIDI = ['\u202e', '\u202d', '\u202a', '\u202b', '\u202c', '\u2066', '\u2067', '\u2068', '\u2069', '\u200e', '\u200f', '\u061c', '\u200b', '\u2060', '\ufeff', '\u00ad', '\u3164'];
/** Methods no route serves: the server refuses them before Next (Node's fetch cannot even send TRACE). */
const REFUSED_METHODS = ['TRACE', 'PROPFIND', 'PROPPATCH', 'MKCOL', 'COPY', 'MOVE', 'LOCK', 'UNLOCK', 'SEARCH', 'PURGE'];
const WRONG_TYPES = [0, -1, 3.5, 1e308, true, false, null, [], [1, 2], {}, { a: 1 }, ['x'], { $gt: '' }];

/** '[{"a":[…1…]}]' as text, `depth` levels deep. */
const deepText = (depth) => {
  let open = '';
  let close = '';
  for (let i = 0; i < depth; i++) {
    open += i % 2 ? '{"a":' : '[';
    close = (i % 2 ? '}' : ']') + close;
  }
  return `${open}1${close}`;
};
const spliceDeep = (text) => text.replace(/"__DEEP__(\d+)"/g, (_, d) => deepText(Number(d)));

function nested(depth, leaf = 1) {
  let v = leaf;
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v];
  return v;
}

const FORMS = {
  catering: {
    make: cateringPayload,
    email: 'emailAddress',
    required: ['cateringOption', 'guestSize', 'firstName', 'lastName', 'emailAddress', 'phoneNumber'],
    singleLine: ['firstName', 'lastName', 'companyName', 'eventLocation'],
    enums: ['cateringOption', 'eventType', 'kindersLocation'],
  },
  contact: {
    make: contactPayload,
    email: 'email',
    required: ['messageType', 'fullName', 'email', 'message'],
    singleLine: ['fullName', 'orderNumber'],
    enums: ['messageType', 'kindersLocation'],
  },
};

/**
 * Field mutations that make a form submission invalid for sure (so a 201 would be a bug), each
 * named for the breakdown.
 */
const POISON = {
  'missing required field': (r, p, f) => void delete p[r.pick(f.required)],
  'wrong type': (r, p, f) => {
    const field = r.pick(f.required);
    const wrong = WRONG_TYPES.filter((v) => !(field === 'guestSize' && Number.isInteger(v) && v >= 1 && v <= 10000));
    p[field] = r.pick(wrong);
  },
  'control character': (r, p, f) => {
    const field = r.pick(f.singleLine.filter((x) => f.required.includes(x)));
    // Inside the value: at either end JavaScript's trim() removes \v and \f as whitespace.
    const s = String(p[field]);
    const at = 1 + r.int(Math.max(1, s.length));
    p[field] = `${s.slice(0, at)}${r.pick(CONTROL)}${s.slice(at)}end`;
  },
  'NUL byte': (r, p, f) => {
    const field = r.pick(f.required.filter((x) => x !== 'guestSize' && !f.enums.includes(x)));
    p[field] = `${p[field]}\u0000${r.pick(UNICODE)}`;
  },
  'only bidirectional or invisible characters in a required name': (r, p, f) => {
    const field = r.pick(f.singleLine.filter((x) => f.required.includes(x)));
    p[field] = Array.from({ length: 1 + r.int(6) }, () => r.pick(BIDI)).join('');
  },
  'line break in a one-line field': (r, p, f) => {
    const field = r.pick(f.singleLine.filter((x) => f.required.includes(x)));
    p[field] = `${p[field]}${r.pick(LINE_BREAKS)}more`;
  },
  'huge string': (r, p, f) => {
    // Always past the longest limit (5,000 characters), whatever the field.
    const field = r.pick(f.required.filter((x) => x !== 'guestSize'));
    // zod counts code points, so the length is counted the same way (no combining marks here).
    const unit = r.pick(['x', 'Zoë', '李小龍', 'مرحبا', '🍖🔥', '\u200b', 'Ω≈ç√', '𝕳𝖊𝖑𝖑𝖔']);
    p[field] = unit.repeat(Math.ceil((5001 + r.int(12_000)) / [...unit].length));
  },
  'deep nesting': (r, p, f) => {
    // Spliced in as text after JSON.stringify (which itself cannot go that deep).
    p[r.pick(f.required)] = `__DEEP__${50 + r.int(10_000)}`;
  },
  'enum value not in the list': (r, p, f) => {
    const field = r.pick(f.enums.filter((x) => f.required.includes(x)));
    p[field] = r.pick(['', ' ', 'DELIVERY CATERING', 'pickup', '../etc/passwd', r.pick(UNICODE), '<script>alert(1)</script>', "' OR 1=1 --"]);
  },
  'invalid email': (r, p, f) => {
    const field = f.required.includes('email') ? 'email' : 'emailAddress';
    p[field] = r.pick(['not-an-email', 'a@', '@b.com', 'a@b', `a\u0000@b.com`, 'a b@c.com', `${'x'.repeat(250)}@example.com`, '🍖@example.com.']);
  },
  'guest size out of range': (r, p) => {
    if ('guestSize' in p) p.guestSize = r.pick(['0', '-5', '10001', '1e3', '12.5', 'twelve', '٣', '', ' ', 99999999999]);
    else p.messageType = 'not-a-type';
  },
};

/** Noise that may leave a payload valid: never used alone. */
const NOISE = [
  // A honeypot that is not text fills nothing (and must not break anything).
  (r, p) => (p.website = r.pick([false, true, 0, 1, null, {}, [], ['x'], { url: 'https://spam.example' }, 1e308])),
  // Bidirectional and invisible characters inside the single-line fields (dropped, not refused).
  (r, p, f) => {
    const field = r.pick(f.singleLine);
    if (typeof p[field] === 'string') p[field] = `${r.pick(BIDI)}${p[field]}${r.pick(BIDI)}`;
  },
  (r, p) => (p[r.pick(['__proto__', 'constructor', 'prototype', 'id', 'spam', 'createdAt', 'publicId'])] = r.pick(WRONG_TYPES)),
  (r, p) => (p[`extra${r.int(1000)}`] = r.pick(UNICODE)),
  (r, p) => {
    const field = 'eventDetails' in p ? 'eventDetails' : 'message';
    if (typeof p[field] === 'string') p[field] += r.pick(UNICODE);
  },
  (r, p) => ('companyName' in p ? (p.companyName = r.pick(UNICODE)) : (p.orderNumber = r.pick(UNICODE))),
];

const BROKEN_JSON = [
  (s) => s.slice(0, Math.max(1, Math.floor(s.length / 2))),
  (s) => s.replace(/}$/, ',}'),
  (s) => s.replace(/"/g, "'"),
  (s) => `${s}${s}`,
  (s) => s.replace(':', ':NaN,"x":'),
  (s) => `\u0000${s}`,
  (s) => s.replace(/}$/, '\u0000}'),
  () => '{"a":}',
  () => '{',
  () => 'undefined',
  () => '[]',
  () => 'null',
  () => '"just a string"',
  () => '12345',
  () => 'true',
  () => ' \n\t ',
  () => '',
  () => '{"a":1,"a":2',
  () => '{"\\ud800":"\\udfff"',
  (s) => s.replace(/}$/, '} trailing'),
];

const junkQuery = (r) =>
  [`?${r.pick(['a', 'q', 'screenWidth', 'slug', '__proto__', 'x[]', ''])}=${encodeURIComponent(r.pick(UNICODE))}`, '?%00=%00', '?a=1&a=2&a=3', `?x=${'y'.repeat(2000)}`, '?%zz=1', '?&&&=&'][r.int(6)];

/** Slugs that must find nothing, some made from a real shop's slug (NUL, split, suffixed). */
const pathTricks = (slug) => [
  '..%2Fcareers', '%2e%2e%2fcareers', '..%5Ccareers', '....%2F%2F', '%00', `${slug}%00`, `${slug}%00.json`, '%', '%zz', '%25', '%2525', '%u0041',
  `${slug.slice(0, Math.ceil(slug.length / 2))}%2F${slug.slice(Math.ceil(slug.length / 2))}`, 'a%2Fb%2Fc', '%5C..%5C', '%C0%AE%C0%AE', '%E2%80%AE', '%F0%9F%8D%96', `${slug};drop`, '%3Cscript%3E', "'%20OR%201=1",
  'null', 'undefined', '__proto__', 'constructor', '0', '-1', '1e9', 'mon', 'funday', 'monday%00',
];
/** A slug of 200 to 8,000 characters (Node refuses a request line over 16 KB: see the parser family). */
const longSlug = (r) => {
  const unit = r.pick(['a', '%41', '%C3%A9', '-', '%F0%9F%8D%96']);
  return unit.repeat(Math.ceil((200 + r.int(7800)) / unit.length));
};

/** The API routes, as the server knows them. */
const SLUG_ROUTES = ['/api/locations/', '/api/menu-items/category/', '/api/specials/day/'];
const POST_ROUTES = ['/api/catering', '/api/contact', '/api/locations/distances'];

function routesFor({ shop, category }) {
  const get = ['/api/careers', '/api/homepage/content', '/api/locations', '/api/locations/map/center', '/api/menu-categories', '/api/specials/today', '/api/specials/homepage-special', `/api/locations/${shop.slug}`, `/api/menu-items/category/${category}`, '/api/specials/day/monday'];
  return { get, all: [...get, ...POST_ROUTES], tricks: pathTricks(shop.slug) };
}

// --- the generator ------------------------------------------------------------------------------

/**
 * One generated request: { family, path, method, headers, body, expect } where expect is
 * 'reject' (a 4xx with a JSON message), 'accept' (2xx JSON) or 'protocol' (HEAD and OPTIONS:
 * anything but a 5xx). `site` is what the server serves (servedContent): the requests that must
 * find a shop or a menu category use its first; `tag` marks every form's e-mail address.
 */
export function generate(r, i, { site, tag }) {
  const shop = site.shops[0];
  const { get: GET_ROUTES, all: ALL_ROUTES, tricks: PATH_TRICKS } = routesFor({ shop, category: site.categories[0] });
  const json = { 'content-type': 'application/json' };
  const family = r.pick([
    'form: invalid fields', 'form: invalid fields', 'form: invalid fields', 'form: broken JSON', 'form: not an object', 'form: wrong content type',
    'form: oversized body', 'form: refused header', 'distances: bad input', 'slug: path tricks', 'slug: path tricks', 'slug: very long',
    'GET: junk query (valid)', 'method not allowed', 'HEAD/OPTIONS', 'unknown API path', 'distances: valid (control)', 'homepage: bad screen size',
    'slug: lenient lookup (valid)', 'path: invalid HTTP', 'path: dot segments', 'method: refused before Next',
  ]);
  const form = r.pick(['catering', 'contact']);
  const spec = FORMS[form];
  const base = () => {
    const p = spec.make(r, 90_000 + i, site);
    p[spec.email] = p[spec.email].replace('@', `.${tag}@`);
    return p;
  };
  const formPath = `/api/${form}`;

  switch (family) {
    case 'form: invalid fields': {
      const p = base();
      const poisons = Object.keys(POISON);
      const kinds = [r.pick(poisons), ...(r.bool(0.3) ? [r.pick(poisons)] : [])];
      // Noise first: a poison must stay as it was made.
      for (let n = r.int(3); n > 0; n--) r.pick(NOISE)(r, p, spec);
      for (const k of kinds) POISON[k](r, p, spec);
      const text = spliceDeep(JSON.stringify(p));
      return { family: `form: ${kinds[0]}`, method: 'POST', path: formPath, headers: json, body: text, expect: 'reject' };
    }
    case 'form: broken JSON': {
      const text = r.pick(BROKEN_JSON)(JSON.stringify(base()));
      // `{"a":1}` style payloads that happen to parse still lack every required field.
      return { family, method: 'POST', path: formPath, headers: json, body: text, expect: 'reject' };
    }
    case 'form: not an object': {
      const v = r.pick([[base()], 'text', 42, null, true, nested(200), [[]], Array(50).fill(base())]);
      return { family, method: 'POST', path: formPath, headers: json, body: JSON.stringify(v), expect: 'reject' };
    }
    case 'form: wrong content type': {
      // A valid body: the content type alone must stop it.
      const type = r.pick(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonx', 'text/json', 'application/xml', undefined, '', '*/*', 'application/json-patch+json']);
      const headers = {};
      if (type !== undefined) headers['content-type'] = type;
      return { family, method: 'POST', path: formPath, headers, body: JSON.stringify(base()), expect: 'reject' };
    }
    case 'form: oversized body': {
      const p = base();
      // Past the API's body limit (MAX_FORM_BODY_BYTES in lib/submissions/handler.ts, 96 KB): a
      // smaller body with a field the forms do not have would be a valid form.
      p[r.pick(['eventDetails', 'message', 'filler'])] = 'x'.repeat(97 * 1024 + r.int(2 * 1024 * 1024));
      return { family, method: 'POST', path: formPath, headers: json, body: JSON.stringify(p), expect: 'reject' };
    }
    case 'form: refused header': {
      // A valid body refused for its headers: cross-site origin or a bad Idempotency-Key.
      const headers = { ...json };
      const which = r.int(4);
      if (which === 0) headers.origin = r.pick(['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'not a url']);
      else if (which === 1) headers['sec-fetch-site'] = 'cross-site';
      else if (which === 2) headers['idempotency-key'] = 'k'.repeat(201 + r.int(500));
      else headers['idempotency-key'] = `key with spaces ${r.int(100)}`;
      return { family, method: 'POST', path: formPath, headers, body: JSON.stringify(base()), expect: 'reject' };
    }
    case 'distances: bad input': {
      const v = r.pick([
        { latitude: '37.9', longitude: '-122.0' }, { latitude: 91, longitude: 0 }, { latitude: 0, longitude: 181 }, { latitude: null, longitude: null }, {},
        { latitude: [37.9], longitude: [-122] }, { latitude: 1e400, longitude: 0 }, { lat: 37.9, lng: -122 }, { latitude: true, longitude: false },
        { latitude: { $gt: 0 }, longitude: 0 }, { latitude: -90.0001, longitude: 0 }, { latitude: 0, longitude: -180.5 },
      ]);
      const raw = r.bool(0.15) ? r.pick(BROKEN_JSON)(JSON.stringify({ latitude: 1, longitude: 2 })) : r.bool(0.1) ? JSON.stringify({ latitude: 1, longitude: 2, pad: 'x'.repeat(2000) }) : JSON.stringify(v);
      const headers = r.bool(0.1) ? { 'content-type': 'text/plain' } : json;
      return { family, method: 'POST', path: '/api/locations/distances', headers, body: raw, expect: 'reject' };
    }
    case 'distances: valid (control)':
      return { family, method: 'POST', path: '/api/locations/distances', headers: json, body: JSON.stringify({ latitude: -90 + r() * 180, longitude: -180 + r() * 360, extra: r.pick(UNICODE) }), expect: 'accept' };
    case 'slug: path tricks':
      return { family, method: 'GET', path: r.pick(SLUG_ROUTES) + r.pick(PATH_TRICKS) + (r.bool(0.2) ? r.pick(['/', '/x', '%2F..', '%2F%2E%2E']) : ''), headers: {}, expect: 'reject' };
    case 'slug: lenient lookup (valid)':
      // A shop by name, id or slug in any case; a weekday in any case (documented behavior).
      return {
        family,
        method: 'GET',
        path: r.pick([
          `/api/locations/${shop.slug.toUpperCase()}`, `/api/locations/${encodeURIComponent(shop.name)}%20`, `/api/locations/%20${shop.slug}`, `/api/locations/${shop._id}`,
          `/api/locations/${encodeURIComponent(shop.name.toLowerCase())}`, '/api/specials/day/MONDAY', '/api/specials/day/Friday', '/api/specials/day/monday%0a', '/api/specials/day/%20sunday',
        ]),
        headers: {},
        expect: 'accept',
      };
    case 'path: invalid HTTP':
      // Not valid HTTP (raw non-ASCII bytes a browser would percent-encode) or a request line over
      // Node's 16 KB limit: Node's parser refuses it before any application code, with a bare
      // 400 or 431, or by closing the connection.
      return { family, method: 'GET', path: r.pick(SLUG_ROUTES) + (r.bool() ? 'é'.repeat(1 + r.int(3000)) : 'a'.repeat(17_000 + r.int(10_000))), headers: {}, expect: 'parser' };
    case 'path: dot segments': {
      // The server resolves "." and ".." (and "\\" as "/") like a browser; what it answers is the
      // route the path resolves to, so any non-5xx answer is right, and JSON if it stays in /api.
      const path = r.pick(SLUG_ROUTES) + r.pick(['../careers', '..', '../..', `./${shop.slug}`, '..\\..\\windows', '../../..', 'x/../../locations', '%2E%2E', '%2e%2e/%2e%2e', '.%2E/careers']) + r.pick(['', '/', '/..']);
      return { family, method: r.pick(['GET', 'POST']), path, headers: {}, expect: 'normalized' };
    }
    case 'slug: very long':
      return { family, method: 'GET', path: r.pick(SLUG_ROUTES) + longSlug(r), headers: {}, expect: 'reject' };
    case 'GET: junk query (valid)': {
      const route = r.pick(GET_ROUTES.filter((p) => p !== '/api/homepage/content' && p !== '/api/specials/homepage-special'));
      return { family, method: 'GET', path: route + junkQuery(r), headers: {}, expect: 'accept' };
    }
    case 'homepage: bad screen size': {
      const bad = r.pick(['-1', '1.5', 'abc', '999999', '%00', '1e3', '%20100', '0x10', encodeURIComponent(r.pick(UNICODE))]);
      return { family, method: 'GET', path: `/api/homepage/content?screenWidth=${bad}&screenHeight=${r.pick(['800', bad])}&timezone=${encodeURIComponent(r.pick(UNICODE))}`, headers: {}, expect: 'reject' };
    }
    case 'method not allowed': {
      const route = r.pick(ALL_ROUTES);
      const allowed = POST_ROUTES.includes(route) ? 'POST' : 'GET';
      const method = r.pick(['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].filter((m) => m !== allowed));
      const withBody = method !== 'GET';
      return { family, method, path: route, headers: withBody ? json : {}, body: withBody ? JSON.stringify(base()) : undefined, expect: 'reject' };
    }
    case 'method: refused before Next': {
      // TRACE and WebDAV methods, on the API and on pages: 405 before any application code.
      const path = r.bool(0.7) ? r.pick(ALL_ROUTES) : r.pick(['/', '/menu', '/contact', '/catering/request-quote', '/images/logo.svg', '/robots.txt']);
      const method = r.pick(REFUSED_METHODS);
      const withBody = method !== 'TRACE' && r.bool(0.3);
      return { family, method, path, headers: withBody ? json : {}, body: withBody ? JSON.stringify(base()) : undefined, expect: 'refused method' };
    }
    case 'HEAD/OPTIONS':
      return { family, method: r.pick(['HEAD', 'OPTIONS']), path: r.pick(ALL_ROUTES), headers: {}, expect: 'protocol' };
    case 'unknown API path':
    default: {
      const path = r.pick(['/api/', '/api/x', '/api/catering/extra', `/api/locations/${shop.slug}/hours`, '/api/%00', '/api/..%2F..%2Fetc%2Fpasswd', `/api/${longSlug(r)}`, '/api/specials', '/api/menu-items', '/api/menu-items/category/', '/api/test']);
      return { family: 'unknown API path', method: r.pick(['GET', 'POST', 'DELETE']), path, headers: json, body: undefined, expect: 'reject' };
    }
  }
}

function classify(req, res) {
  let body = null;
  try {
    body = JSON.parse(res.text);
  } catch {
    // not JSON
  }
  const problems = [];
  if (req.expect === 'refused method') {
    if (res.status !== 405) problems.push(`expected 405, got ${res.status}`);
    if (req.path.startsWith('/api/') && (!body || body.success !== false || typeof body.message !== 'string')) problems.push('no JSON message under /api');
    return problems;
  }
  if (req.expect === 'parser') {
    if (!(res.status === 0 || (res.status >= 400 && res.status < 500))) problems.push(`expected the HTTP parser to refuse it, got ${res.status}`);
    return problems;
  }
  if (res.status === 0) problems.push(`connection failed: ${res.error}`);
  else if (req.expect === 'normalized') {
    if (res.status >= 500) problems.push(`${res.status}`);
    const resolved = res.finalPath ?? new URL(req.path.replace(/\\/g, '/'), 'http://x').pathname;
    if ((resolved === '/api' || resolved.startsWith('/api/')) && (!body || typeof body.success !== 'boolean')) problems.push(`no JSON answer for ${resolved}`);
    return problems;
  }
  else if (res.status >= 500) problems.push(`${res.status}`);
  else if (req.expect === 'reject') {
    if (res.status < 400 || res.status >= 500) problems.push(`expected a 4xx, got ${res.status}`);
    if (!body || body.success !== false || typeof body.message !== 'string' || !body.message) problems.push(`no JSON message (${res.type})`);
    if ((req.path === '/api/catering' || req.path === '/api/contact') && body && body.error !== body.message) problems.push('form error without `error`');
  } else if (req.expect === 'accept') {
    if (res.status !== 200 || body?.success !== true) problems.push(`expected 200 JSON, got ${res.status}`);
  }
  return problems;
}

/**
 * Sends `count` generated requests (seed `seed`) to a running server (started with
 * E2E_TEST_HOOKS=1 for the row counts, and TRUSTED_PROXY_HOPS=1) and returns the figures and
 * every unexpected answer. Every request names a client of its own, a tag new for each call, in
 * X-Forwarded-For, and every form carries the tag in its e-mail address: `delta` counts only the
 * rows those requests could have written (stored under that client or with such an address, their
 * outbox rows, that client's rate-limit hits), so other tests writing to the same server at the
 * same time change nothing; `allDelta` counts every row.
 * Used by `npm run drill -- bad-input` and by the Playwright spec e2e/api/reliability.spec.ts.
 */
export async function sendBadInput(base, { count, seed, concurrency = 4 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  try {
    const r = rng(seed);
    const tag = `bad-input-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const site = await servedContent(base);
    const requests = Array.from({ length: count }, (_, i) => generate(r, i, { site, tag }));
    const [before, allBefore] = [await counts(base, tag), await counts(base)];
    const t0 = performance.now();
    const answers = await pool(count, concurrency, (i) => rawRequest(base, { ...requests[i], headers: { 'x-forwarded-for': tag, ...requests[i].headers } }, agent));
    const seconds = (performance.now() - t0) / 1000;
    const [after, allAfter] = [await counts(base, tag), await counts(base)];

    const statuses = {};
    const byFamily = {};
    const problems = [];
    answers.forEach((res, i) => {
      const req = requests[i];
      const status = res.via ? `${res.via.join('>')}>${res.status}` : String(res.status);
      statuses[status] = (statuses[status] ?? 0) + 1;
      const fam = (byFamily[req.family] ??= { family: req.family, expect: req.expect, requests: 0, statuses: {} });
      fam.requests++;
      fam.statuses[status] = (fam.statuses[status] ?? 0) + 1;
      const p = classify(req, res);
      if (p.length) problems.push({ family: req.family, method: req.method, path: req.path.slice(0, 120), status, problems: p.join('; '), answer: res.text?.slice(0, 160) });
    });
    const families = Object.values(byFamily).sort((a, b) => a.family.localeCompare(b.family));
    const minus = (a, b) => Object.fromEntries(Object.keys(b).map((k) => [k, a[k] - b[k]]));
    const serverErrors = answers.filter((a) => a.status >= 500).length;
    return { count, seed, tag, seconds: Number(seconds.toFixed(1)), statuses, families, delta: minus(after, before), allDelta: minus(allAfter, allBefore), serverErrors, problems };
  } finally {
    agent.destroy();
  }
}

const EXPECTED = { reject: '4xx JSON', accept: '200 JSON', protocol: 'no 5xx', parser: "Node's 4xx/close", normalized: 'no 5xx; JSON in /api', 'refused method': '405 (JSON in /api)' };

export async function run({ count = Number(arg('count', 2000)), seed = Number(arg('seed', 1)), url = arg('url', undefined) } = {}) {
  const { check, results } = checker();
  const port = PORTS.badInput;
  // The default rate limit (5 per minute): a request wrongly stored would soon show as a 429 too.
  const server = url ? null : await startServer({ port, env: serverEnv(port) });
  const base = url ?? server.url;
  console.log(`\n[bad-input] ${count} generated requests (seed ${seed}) against ${base}`);
  try {
    const f = await sendBadInput(base, { count, seed });
    console.log(
      table(
        f.families.map((x) => ({ family: x.family, expected: EXPECTED[x.expect], requests: x.requests, statuses: Object.entries(x.statuses).map(([st, n]) => `${st}×${n}`).join(' ') })),
        ['family', 'expected', 'requests', 'statuses'],
      ),
    );
    console.log(`\n  statuses overall (a>b: redirected, then answered): ${Object.entries(f.statuses).map(([st, n]) => `${st}×${n}`).join(', ')}; ${(count / f.seconds).toFixed(0)} req/s`);
    for (const p of f.problems.slice(0, 25)) console.log(`  problem: ${p.method} ${p.path} -> ${p.status}: ${p.problems} ${p.answer ? `| ${p.answer.replace(/\s+/g, ' ')}` : ''}`);

    check(f.serverErrors === 0, 'no 5xx', String(f.serverErrors));
    check(f.problems.length === 0, 'every answer as classified (4xx with a JSON message; 200 JSON for the valid controls; no dropped connection)', `${f.problems.length} unexpected`);
    check(Object.values(f.delta).every((d) => d === 0), 'nothing stored: no form row, no outbox row, no rate-limit hit from these requests', JSON.stringify(f.delta));
    // The drill's own server gets no other traffic: there nothing at all may be written.
    if (server) check(Object.values(f.allDelta).every((d) => d === 0), 'nothing stored at all on the server', JSON.stringify(f.allDelta));
    const ok = results.every((x) => x.ok);
    saveReport('drill-bad-input', { ok, figures: { ...f, problems: f.problems.slice(0, 100) }, results });
    return { ok, figures: f, results };
  } finally {
    await server?.stop();
  }
}

await runIfMain(import.meta, run);
