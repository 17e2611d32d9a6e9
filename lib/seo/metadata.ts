/**
 * One metadata builder for every page, with the site's defaults: og type website, locale en_US,
 * region CA, country US, robots "index, follow" (or "noindex, nofollow"), comma-joined keywords,
 * an absolute canonical URL on the site's own host, the business as site name and author, and
 * the default share image.
 */
import type { Metadata } from 'next';
import { business } from '@/lib/content/copy/business';

export const DEFAULT_OG_IMAGE = '/images/og-default.jpg';
/** The default share picture's size, the one social sites draw a large card at. */
export const DEFAULT_OG_IMAGE_SIZE = { width: 1200, height: 630 };

export type PageMeta = {
  title: string;
  description: string;
  keywords?: string[];
  /** A path ("/menu") or an absolute URL; relative ones are made absolute with the site's host. */
  canonicalUrl?: string;
  ogImage?: string;
  ogType?: 'website' | 'article' | 'profile';
  noIndex?: boolean;
  customMeta?: Record<string, string>;
};

export function absoluteUrl(pathOrUrl: string, base: string): string {
  return new URL(pathOrUrl, `${base.replace(/\/$/, '')}/`).toString();
}

export function buildMetadata(meta: PageMeta, base: string): Metadata {
  const canonical = absoluteUrl(meta.canonicalUrl ?? '/', base);
  const image = absoluteUrl(meta.ogImage ?? DEFAULT_OG_IMAGE, base);
  return {
    title: meta.title,
    description: meta.description,
    keywords: meta.keywords?.length ? meta.keywords.join(', ') : undefined,
    alternates: { canonical },
    robots: meta.noIndex ? 'noindex, nofollow' : 'index, follow',
    authors: [{ name: business.name }],
    creator: business.name,
    publisher: business.name,
    openGraph: {
      type: meta.ogType ?? 'website',
      locale: 'en_US',
      siteName: business.name,
      url: canonical,
      title: meta.title,
      description: meta.description,
      // The size is declared for the default picture, which is made to it; a page's own picture
      // (a menu category's is 4:3) is left for the crawler to measure, never declared wrong.
      images: [meta.ogImage ? { url: image, alt: business.name } : { url: image, width: DEFAULT_OG_IMAGE_SIZE.width, height: DEFAULT_OG_IMAGE_SIZE.height, alt: business.name }],
    },
    twitter: { card: 'summary_large_image', title: meta.title, description: meta.description, images: [image] },
    other: { 'geo.region': 'US-CA', 'geo.country': 'US', region: 'CA', country: 'US', ...meta.customMeta },
  };
}
