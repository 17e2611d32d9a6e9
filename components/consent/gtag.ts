declare global {
  interface Window {
    /** Google's data layer: what gtag.js reads its commands from, loaded or not yet. */
    dataLayer?: unknown[];
  }
}

export const PAGE_VIEW_DELAY_MS = 100;

/** gtag.js reads Arguments objects from the data layer, so push `arguments`, not an array. */
export const gtag: (...args: unknown[]) => void = function () {
  window.dataLayer = window.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
};

/** gtag.js sends nothing for a measurement id whose `ga-disable-` switch is on, however loaded. */
export function setAnalyticsDisabled(gaId: string, disabled: boolean) {
  (window as unknown as Record<string, boolean>)[`ga-disable-${gaId}`] = disabled;
}

// Google Analytics' own cookies: _ga, _ga_<stream>, _gid and _gat_<tracker>.
const ANALYTICS_COOKIE = /^_(ga|ga_.+|gid|gat.*)$/;

/**
 * The domains a cookie for this page may have been set on: gtag.js sets its cookies on the
 * widest domain it can (example.com for www.example.com), so each parent domain is tried, down to
 * two labels. An address (127.0.0.1, [::1]) has no parents.
 */
export function cookieDomains(hostname: string): string[] {
  if (/^[\d.]+$/.test(hostname) || hostname.includes(':') || !hostname.includes('.')) return [];
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, i) => labels.slice(i).join('.'));
}

/** Deletes Google Analytics' cookies, on this host and on each domain above it. */
export function clearAnalyticsCookies(doc: Document = document) {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0].trim())
    .filter((name) => ANALYTICS_COOKIE.test(name));
  for (const name of names) {
    doc.cookie = `${name}=; Max-Age=0; Path=/`;
    for (const domain of cookieDomains(doc.location.hostname)) doc.cookie = `${name}=; Max-Age=0; Path=/; Domain=${domain}`;
  }
}
