'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { usePathname, useSearchParams } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect } from 'react';
import { gtag, PAGE_VIEW_DELAY_MS } from './gtag';

const VITALS = new Set(['CLS', 'INP', 'FCP', 'LCP', 'TTFB']);

/**
 * Loaded only once the visitor has consented: gtag.js through @next/third-parties, one page view
 * 100 ms after each route change, and the web vitals (INP in place of the retired FID).
 */
export default function AnalyticsActive({ gaId, nonce }: { gaId: string; nonce?: string }) {
  const pathname = usePathname();
  const query = useSearchParams()?.toString();

  useEffect(() => {
    const timer = setTimeout(() => {
      gtag('event', 'page_view', { page_path: pathname + (query ? `?${query}` : ''), page_location: window.location.href, page_title: document.title });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pathname, query]);

  useReportWebVitals((metric) => {
    if (!VITALS.has(metric.name)) return;
    gtag('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_rating: metric.rating,
      non_interaction: true,
    });
  });

  return <GoogleAnalytics gaId={gaId} nonce={nonce} />;
}
