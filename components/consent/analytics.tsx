'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef } from 'react';
import { useConsent } from './consent-provider';
import { gtag } from './gtag';

// gtag.js, the page-view tracker and the web-vitals code load only after consent.
const AnalyticsActive = dynamic(() => import('./analytics-active'), { ssr: false });

/**
 * Google Analytics 4, only after consent. Consent Mode starts denied, IP anonymized and no
 * automatic page view; withdrawing consent sets it back to denied. Renders nothing and sends
 * nothing without a measurement id.
 */
export function Analytics({ gaId, nonce }: { gaId?: string; nonce?: string }) {
  const { analytics } = useConsent();
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

  if (!gaId || !analytics) return null;
  return <AnalyticsActive gaId={gaId} nonce={nonce} />;
}
