import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import type { ReactNode } from 'react';
import { business } from '@/lib/content/copy/business';
import { siteUrl } from '@/lib/env';
import { SiteDocument, siteViewport } from './site-document';

export async function generateMetadata(): Promise<Metadata> {
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: business.name, template: `%s | ${business.name}` },
    description: business.description,
    applicationName: business.name,
  };
}

export const viewport: Viewport = siteViewport;

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
  return <SiteDocument nonce={requestHeaders.get('x-nonce') ?? undefined}>{children}</SiteDocument>;
}
