/** JSON-LD builders typed with schema-dts, and the serializer that escapes "<". */
import type { BreadcrumbList, FAQPage, Organization, Thing, WebSite, WithContext } from 'schema-dts';
import { business } from '@/content';
import { absoluteUrl } from './metadata';

export type JsonLdData = WithContext<Thing> | WithContext<Thing>[];

/** Serialize for a <script type="application/ld+json">: "<" escaped so no "</script>" can end it. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function organizationId(base: string) {
  return `${absoluteUrl('/', base)}#organization`;
}

export function organizationJsonLd(base: string): WithContext<Organization> {
  const o = business.corporateOffice;
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': organizationId(base),
    name: business.name,
    legalName: business.legalName,
    url: absoluteUrl('/', base),
    logo: absoluteUrl('/images/logo.svg', base),
    foundingDate: String(business.founded),
    description: business.description,
    email: business.email,
    telephone: o.phone,
    address: { '@type': 'PostalAddress', streetAddress: o.address1, addressLocality: o.city, addressRegion: o.state, postalCode: o.zip, addressCountry: 'US' },
    sameAs: [...business.social],
  };
}

export function websiteJsonLd(base: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${absoluteUrl('/', base)}#website`,
    name: business.name,
    url: absoluteUrl('/', base),
    inLanguage: 'en-US',
    publisher: { '@id': organizationId(base) },
  };
}

export type Crumb = { name: string; path: string };

/** Home is prepended; the last crumb is the current page. */
export function breadcrumbJsonLd(crumbs: Crumb[], base: string): WithContext<BreadcrumbList> {
  const all = [{ name: 'Home', path: '/' }, ...crumbs];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: all.map((c, i) => ({ '@type': 'ListItem', position: i + 1, name: c.name, item: absoluteUrl(c.path, base) })),
  };
}

export type FaqItem = { question: string; answer: string };

export function faqJsonLd(items: FaqItem[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}
