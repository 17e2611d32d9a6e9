'use client';

import dynamic from 'next/dynamic';
import { useEffect, useRef, useState } from 'react';
import { FallbackBoundary } from '@/components/ui/fallback-boundary';
import { useHydrated } from '@/components/ui/use-hydrated';
import { useConsent } from './consent-provider';
import { clearAnalyticsCookies, gtag, setAnalyticsDisabled } from './gtag';

// gtag.js, the page-view tracker and the web-vitals code load only after consent.
const AnalyticsActive = dynamic(() => import('./analytics-active'), { ssr: false });

/**
 * Google Analytics 4, only after consent. Consent Mode starts denied, IP anonymized and no
 * automatic page view. Withdrawing consent sets it back to denied, switches gtag.js off until
 * consent is given again (a loaded script cannot be unloaded) and deletes the cookies it set. Renders nothing and
 * sends nothing without a measurement id.
 */
export function Analytics({ gaId, nonce }: { gaId?: string; nonce?: string }) {
  const { analytics, ready } = useConsent();
  const defaulted = useRef(false);
  // Once loaded, gtag.js stays loaded: a withdrawal turns it off rather than taking it away.
  const [loaded, setLoaded] = useState(false);
  if (gaId && analytics && !loaded) setLoaded(true);
  // Drawn as the server drew it (nothing) until this component has hydrated. It stands in a
  // Suspense boundary, which React may hydrate after the consent stored on an earlier visit has
  // been read: drawing gtag.js in that hydrating render broke hydration (React error 418).
  const hydrated = useHydrated();

  useEffect(() => {
    if (!gaId) return;
    if (!defaulted.current) {
      defaulted.current = true;
      gtag('consent', 'default', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' });
      gtag('set', { send_page_view: false, anonymize_ip: true });
    }
    gtag('consent', 'update', { analytics_storage: analytics ? 'granted' : 'denied' });
    setAnalyticsDisabled(gaId, !analytics);
    // Only a choice read from storage (or just made) says no: before it is read, a visitor who
    // said yes on an earlier visit would lose the cookie that counts them as returning.
    if (ready && !analytics) clearAnalyticsCookies();
  }, [gaId, analytics, ready]);

  if (!gaId || !loaded || !hydrated) return null;
  // Analytics is no part of what the visitor came for: if its code cannot be downloaded, it stays
  // off, and the page (a half-filled form, say) stays as it is.
  return (
    <FallbackBoundary fallback={null}>
      <AnalyticsActive gaId={gaId} nonce={nonce} enabled={analytics} />
    </FallbackBoundary>
  );
}
