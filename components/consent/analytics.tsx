'use client';

import { GoogleAnalytics } from '@next/third-parties/google';
import { usePathname, useSearchParams } from 'next/navigation';
import { useReportWebVitals } from 'next/web-vitals';
import { useEffect, useRef } from 'react';
import { useConsent } from './consent-provider';

type Gtag = (...args: unknown[]) => void;

/** gtag.js reads Arguments objects from the data layer, so push `arguments`, not an array. */
const gtag: Gtag = function () {
  window.dataLayer = window.dataLayer || [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
};

export const PAGE_VIEW_DELAY_MS = 100;
const VITALS = new Set(['CLS', 'INP', 'FCP', 'LCP', 'TTFB']);

/**
 * Google Analytics 4, only after consent (Consent Mode defaults to denied), with no automatic
 * page view: one page_view 100 ms after each route change, and web vitals, while consented.
 * Renders nothing and sends nothing without a measurement id.
 */
export function Analytics({ gaId, nonce }: { gaId?: string; nonce?: string }) {
  const { analytics } = useConsent();
  const pathname = usePathname();
  const search = useSearchParams();
  const defaulted = useRef(false);

  useEffect(() => {
    if (!gaId) return;
    if (!defaulted.current) {
      defaulted.current = true;
      gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
      gtag('set', { send_page_view: false, anonymize_ip: true });
    }
    gtag('consent', 'update', { analytics_storage: analytics ? 'granted' : 'denied' });
  }, [gaId, analytics]);

  const query = search?.toString();
  useEffect(() => {
    if (!gaId || !analytics) return;
    const timer = setTimeout(() => {
      gtag('event', 'page_view', { page_path: pathname + (query ? `?${query}` : ''), page_location: window.location.href, page_title: document.title });
    }, PAGE_VIEW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [gaId, analytics, pathname, query]);

  useReportWebVitals((metric) => {
    if (!gaId || !analytics || !VITALS.has(metric.name)) return;
    gtag('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.value * 1000 : metric.value),
      metric_id: metric.id,
      metric_rating: metric.rating,
      non_interaction: true,
    });
  });

  if (!gaId || !analytics) return null;
  return <GoogleAnalytics gaId={gaId} nonce={nonce} />;
}
