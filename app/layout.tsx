import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { Suspense, type ReactNode } from 'react';
import { Analytics } from '@/components/consent/analytics';
import { ConsentProvider } from '@/components/consent/consent-provider';
import { OrderModalProvider } from '@/components/order/order-modal-provider';
import { business } from '@/lib/content/copy/business';
import { env, siteUrl } from '@/lib/env';
import { bodyFont, displayFont } from './fonts';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: business.name, template: `%s | ${business.name}` },
    description: business.description,
    applicationName: business.name,
  };
}

export const viewport: Viewport = { themeColor: '#0f0d0c', colorScheme: 'light' };

export default async function RootLayout({ children }: { children: ReactNode }) {
  const requestHeaders = await headers();
  // The web editor (/keystatic, see proxy.ts) brings its own interface: none of the site's
  // consent banner, order modal or analytics, which would sit on top of it.
  if (requestHeaders.get('x-editor') === '1') {
    return (
      <html lang="en">
        <body data-editor="">{children}</body>
      </html>
    );
  }
  // proxy.ts puts a fresh CSP nonce on every request; inline scripts we add must carry it.
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  return (
    <html lang="en" className={`${displayFont.variable} ${bodyFont.variable}`}>
      <body>
        <a href="#main" className="skip-link">
          Skip to main content
        </a>
        <ConsentProvider>
          <OrderModalProvider>{children}</OrderModalProvider>
          <Suspense fallback={null}>
            <Analytics gaId={env().GA_MEASUREMENT_ID} nonce={nonce} />
          </Suspense>
        </ConsentProvider>
      </body>
    </html>
  );
}
