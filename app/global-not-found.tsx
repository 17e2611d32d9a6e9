import type { Metadata, Viewport } from 'next';
import { headers } from 'next/headers';
import { LocationNotFound } from '@/components/locations/location-not-found';
import { NotFoundInShell, notFoundMetadata } from '@/components/layout/not-found-view';
import { business } from '@/lib/content/copy/business';
import { siteUrl } from '@/lib/env';
import { NOT_FOUND_FOR_HEADER } from '@/lib/not-found';
import { preloadSiteFonts } from './font-preloads';
import { SiteDocument, siteViewport } from './site-document';

export async function generateMetadata(): Promise<Metadata> {
  // No layout gives this page the site's title template: the title is written out whole.
  return { ...notFoundMetadata, metadataBase: new URL(siteUrl()), title: `${notFoundMetadata.title} | ${business.name}` };
}

export const viewport: Viewport = siteViewport;

/**
 * An address no route answers: the 404 page in the site's warm white shell, a whole document of
 * its own. It is kept apart from app/not-found.tsx because Next writes the root not-found page
 * into the data of every page it serves, shown or not: drawn there in the shell, it was a second
 * header, holiday notice and footer with every shop's hours in each page, rendered on each request.
 * It also answers the address of a shop, category or opening that does not exist (proxy.ts): an
 * unknown shop is offered the real ones.
 */
export default async function GlobalNotFound() {
  const requestHeaders = await headers();
  const nonce = requestHeaders.get('x-nonce') ?? undefined;
  preloadSiteFonts();
  return (
    <SiteDocument nonce={nonce}>
      <NotFoundInShell>{requestHeaders.get(NOT_FOUND_FOR_HEADER) === 'locations' ? <LocationNotFound /> : undefined}</NotFoundInShell>
    </SiteDocument>
  );
}
