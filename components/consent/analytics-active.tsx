'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import Script from 'next/script';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect, useRef } from 'react';
import { gtag, PAGE_VIEW_DELAY_MS } from './gtag';

const VITALS = new Set(['CLS', 'INP', 'FCP', 'LCP', 'TTFB']);

// Whether the visitor's consent stands right now. The web-vitals listeners, once added, stay for
// the life of the page, so each report asks this first: nothing is sent after a withdrawal.
let consented = false;

// One reporter for the page's life: the hook adds a listener for each new function it is given,
// and a listener per render would send each figure again after every route change.
function reportVital(metric: Parameters<Parameters<typeof useReportWebVitals>[0]>[0]) {
  if (!consented || !VITALS.has(metric.name)) return;
  gtag('event', metric.name, {
    value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
    metric_id: metric.id,
    metric_rating: metric.rating,
    non_interaction: true,
  });
}

// gtag.js sends no page view of its own on start: this page's own page view, 100 ms after each
// route change, is the only one.
const configured = new Set<string>();

/**
 * Loaded once the visitor has consented, and kept for the rest of the page's life (a script
 * cannot be unloaded): gtag.js, one page view 100 ms after each route change while consent
 * stands, and the web vitals (INP in place of the retired FID). A script that fails to load is
 * reported on the console.
 */
export default function AnalyticsActive({ gaId, nonce, enabled }: { gaId: string; nonce?: string; enabled: boolean }) {
  const pathname = usePathname();
  const query = useSearchParams()?.toString();

  useEffect(() => {
    consented = enabled;
    return () => {
      consented = false;
    };
  }, [enabled]);

  useEffect(() => {
    if (configured.has(gaId)) return;
    configured.add(gaId);
    gtag('js', new Date());
    gtag('config', gaId, { send_page_view: false });
  }, [gaId]);

  // The page last counted: consent withdrawn and given again on the same page counts it once.
  const counted = useRef<string | null>(null);
  useEffect(() => {
    const path = pathname + (query ? `?${query}` : '');
    if (!enabled || counted.current === path) return;
    const timer = setTimeout(() => {
      counted.current = path;
      gtag('event', 'page_view', { page_path: path, page_location: window.location.href, page_title: document.title });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, query, enabled]);

  useReportWebVitals(reportVital);

  return (
    <Script
      id="gtag-js"
      src={`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gaId)}`}
      nonce={nonce}
      onError={() => console.error('The analytics script failed to load: no page views are sent on this visit.')}
    />
  );
}
