// Vercel's Deployment Protection, for the test suite and the drills pointed at a protected
// deployment: with VERCEL_AUTOMATION_BYPASS_SECRET set (the project's "Protection Bypass for
// Automation" secret), requests carry Vercel's bypass header. The secret goes only to the
// deployment itself: clients that talk to nothing else (the API tests, the crawl, curl) send the
// header; the browser, which also calls third parties (maps, analytics, the gift card widget),
// gets the cookie Vercel sets for the deployment's own host instead (bypassStorageState).

/**
 * The bypass header, or none when no secret is set. It lets one request through and asks for no
 * cookie: a client that reads the answer as it comes (the hooks probe and the crawl, which take
 * no redirect; the raw requests, which expect the site's own 4xx) must get the site's answer.
 */
export function bypassHeaders(env = process.env) {
  const secret = env.VERCEL_AUTOMATION_BYPASS_SECRET;
  return secret ? { 'x-vercel-protection-bypass': secret } : {};
}

/** One Set-Cookie header as a Playwright cookie for `host`. */
function toCookie(setCookie, host) {
  const [pair, ...attributes] = setCookie.split(';').map((part) => part.trim());
  const eq = pair.indexOf('=');
  const attr = Object.fromEntries(
    attributes.map((a) => {
      const i = a.indexOf('=');
      return i < 0 ? [a.toLowerCase(), ''] : [a.slice(0, i).toLowerCase(), a.slice(i + 1)];
    }),
  );
  const sameSite = { none: 'None', lax: 'Lax', strict: 'Strict' }[(attr.samesite ?? 'lax').toLowerCase()] ?? 'Lax';
  const maxAge = Number(attr['max-age']);
  const expires = Number.isFinite(maxAge) ? Math.floor(Date.now() / 1000) + maxAge : attr.expires ? Math.floor(Date.parse(attr.expires) / 1000) : -1;
  return {
    name: pair.slice(0, eq),
    value: pair.slice(eq + 1),
    domain: attr.domain ?? host,
    path: attr.path ?? '/',
    expires: Number.isFinite(expires) ? expires : -1,
    httpOnly: 'httponly' in attr,
    secure: 'secure' in attr,
    sameSite,
  };
}

/**
 * A Playwright storage state holding the cookies the deployment at `base` sets when asked with the
 * bypass headers: every browser the suite opens starts with them, and sends them to that host
 * alone. Empty without a secret. Throws when the deployment still refuses the request.
 */
export async function bypassStorageState(base, env = process.env) {
  const headers = bypassHeaders(env);
  if (!headers['x-vercel-protection-bypass']) return { cookies: [], origins: [] };
  // Whatever the answer (the page, or a redirect that sets the cookie), its cookies are kept.
  const res = await fetch(base, { headers: { ...headers, 'x-vercel-set-bypass-cookie': 'samesitenone' }, redirect: 'manual' });
  if (res.status === 401 || res.status === 403) throw new Error(`${base} answered ${res.status} to the bypass secret: is VERCEL_AUTOMATION_BYPASS_SECRET the project's current one?`);
  await res.arrayBuffer();
  const host = new URL(base).hostname;
  return { cookies: res.headers.getSetCookie().map((c) => toCookie(c, host)), origins: [] };
}
