import type { Viewport } from 'next';
import { Suspense, type ReactNode } from 'react';
import { Analytics } from '@/components/consent/analytics';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { OrderModalProvider } from '@/components/order/order-modal-provider';
import { ClientNavigation } from '@/components/ui/client-navigation';
import { env } from '@/lib/env';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

/** The browser's frame for every page: the black theme color, and light only (no dark variant). */
export const siteViewport: Viewport = { themeColor: '#0f0d0c', colorScheme: 'light' };

/**
 * The document every public page stands in: fonts, the skip link, the consent banner and
 * analytics, the listener that follows the site's links in the page, and the order dialog that
 * the header's Order button opens. The root layout draws it around every page; the
 * unknown-address page (app/global-not-found.tsx) draws it around itself.
 * `nonce` is the request's CSP nonce (proxy.ts), which inline scripts must carry.
 */
export function SiteDocument({ nonce, children }: { nonce: string | undefined; children: ReactNode }) {
  return (
    // data-scroll-behavior: the router turns the smooth scrolling of in-page links (globals.css)
    // off while it shows a new page, which would otherwise glide up from where the old one was left.
    <html lang="en" className={`${displayFont.variable} ${bodyFont.variable}`} data-scroll-behavior="smooth">
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <ConsentProvider>
          <OrderModalProvider>{children}</OrderModalProvider>
          <ClientNavigation />
          <Suspense fallback={null}>
            <Analytics gaId={env().GA_MEASUREMENT_ID} nonce={nonce} />
          </Suspense>
        </ConsentProvider>
      </body>
    </html>
  );
}
