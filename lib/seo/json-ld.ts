/** JSON-LD builders typed with schema-dts, and the serializer that escapes "<". */
import type {
  AboutPage,
  BreadcrumbList,
  FAQPage,
  ItemList,
  JobPosting,
  Menu,
  MenuItem,
  MenuSection,
  Offer,
  Organization,
  PostalAddress,
  RestrictedDiet,
  Thing,
  WebPage,
  WebSite,
  WithContext,
} from 'schema-dts';
import { business } from '@/lib/content/copy/business';
import { schemaEmploymentType } from '@/lib/domain/careers';
import type { PriceUnit } from '@/lib/domain/price';
import { absoluteUrl } from './metadata';

type Address = { address1: string; address2?: string | null; city: string; state: string; zip: string };

/** A US postal address, the second line (a suite, a unit) kept on the street line. */
export function postalAddress(a: Address): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: [a.address1, a.address2].filter(Boolean).join(', '),
    addressLocality: a.city,
    addressRegion: a.state,
    postalCode: a.zip,
    addressCountry: 'US',
  };
}

export type JsonLdData = WithContext<Thing> | WithContext<Thing>[];

/** Serialize for a <script type="application/ld+json">: "<" escaped so no "</script>" can end it. */
export function serializeJsonLd(data: JsonLdData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export function organizationId(base: string) {
  return `${absoluteUrl('/', base)}#organization`;
}

/**
 * The business where another node names it (a menu's provider, a shop's parent, a page's
 * publisher). Search engines resolve an @id only within one page, and the whole Organization is
 * on the home page alone: the reference carries the type, name and address of the site as well,
 * so it stands on its own elsewhere.
 */
export function organizationRef(base: string): { '@type': 'Organization'; '@id': string; name: string; url: string } {
  return { '@type': 'Organization', '@id': organizationId(base), name: business.name, url: absoluteUrl('/', base) };
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
    address: postalAddress(o),
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
    publisher: organizationRef(base),
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

export type ListEntry = { name: string; path: string };

/** An ordered list of links, e.g. the openings on /careers (each opening has its own JobPosting page). */
export function itemListJsonLd(name: string, entries: ListEntry[], base: string): WithContext<ItemList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name,
    numberOfItems: entries.length,
    itemListElement: entries.map((e, i) => ({ '@type': 'ListItem', position: i + 1, name: e.name, url: absoluteUrl(e.path, base) })),
  };
}

/** A plain page (legal pages, the balance page): name, description, address and dates. */
export function webPageJsonLd(
  page: { name: string; description: string; path: string; datePublished?: string; dateModified?: string },
  base: string,
): WithContext<WebPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebPage',
    '@id': `${absoluteUrl(page.path, base)}#webpage`,
    name: page.name,
    description: page.description,
    url: absoluteUrl(page.path, base),
    inLanguage: 'en-US',
    isPartOf: { '@id': `${absoluteUrl('/', base)}#website` },
    publisher: organizationRef(base),
    ...(page.datePublished ? { datePublished: page.datePublished } : {}),
    ...(page.dateModified ? { dateModified: page.dateModified } : {}),
  };
}

export type JobPostingInput = {
  opening: {
    _id: string;
    position: string;
    employmentType: string;
    salaryRange: { min: number; max: number; unit: 'HOUR' | 'YEAR'; currency: 'USD' };
    datePosted: string;
    description: string;
    responsibilities: string[];
    qualifications: string[];
  };
  /** Where the job is: the shop's address, or null for the corporate office. */
  address: Address | null;
  benefits: string[];
  path: string;
};

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const htmlList = (heading: string, items: string[]) =>
  items.length ? `<h3>${escapeHtml(heading)}</h3><ul>${items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>` : '';

/**
 * One opening as Google's JobPosting (one per page: the opening's own page, never the list).
 * The description is HTML, as Google allows, built from escaped text.
 */
export function jobPostingJsonLd({ opening, address, benefits, path }: JobPostingInput, base: string): WithContext<JobPosting> {
  const postal = postalAddress(address ?? business.corporateOffice);
  const description =
    `<p>${escapeHtml(opening.description)}</p>` +
    htmlList('Responsibilities', opening.responsibilities) +
    htmlList('Qualifications', opening.qualifications) +
    htmlList('Benefits', benefits);
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: opening.position,
    description,
    url: absoluteUrl(path, base),
    datePosted: opening.datePosted,
    // No validThrough: an opening has no closing date, and Google asks for none then (a date
    // that moved forward with every visit would say what is not so).
    employmentType: schemaEmploymentType(opening.employmentType),
    // sameAs names the business's profiles elsewhere (its social pages), never this site itself.
    hiringOrganization: { ...organizationRef(base), logo: absoluteUrl('/images/logo.svg', base), ...(business.social.length ? { sameAs: [...business.social] } : {}) },
    jobLocation: { '@type': 'Place', address: postal },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: opening.salaryRange.currency,
      value: { '@type': 'QuantitativeValue', minValue: opening.salaryRange.min, maxValue: opening.salaryRange.max, unitText: opening.salaryRange.unit },
    },
    directApply: false,
    identifier: { '@type': 'PropertyValue', name: business.name, value: opening._id },
    responsibilities: opening.responsibilities.join('; '),
    qualifications: opening.qualifications.join('; '),
    jobBenefits: benefits.join('; '),
    industry: 'Restaurants',
  };
}

export type WebPageInput = { path: string; name: string; description: string };

/** The our-story page: an AboutPage about the Organization, part of the WebSite. */
export function aboutPageJsonLd(base: string, page: WebPageInput): WithContext<AboutPage> {
  const url = absoluteUrl(page.path, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    '@id': `${url}#webpage`,
    url,
    name: page.name,
    description: page.description,
    inLanguage: 'en-US',
    about: organizationRef(base),
    isPartOf: { '@id': `${absoluteUrl('/', base)}#website` },
  };
}

export type MenuItemInput = {
  name: string;
  description: string;
  image: string | null;
  price: number | null;
  /** What the price buys (a pound, a dozen ...); each when not given. */
  priceUnit?: PriceUnit;
  dietaryTags?: string[];
};

/** The quantity a price by weight or by the dozen is for, as UN/CEFACT codes (LBR pound, DZN dozen). */
const UNIT_QUANTITY: Partial<Record<PriceUnit, { value: number; unitCode: string }>> = {
  lb: { value: 1, unitCode: 'LBR' },
  'half-lb': { value: 0.5, unitCode: 'LBR' },
  dozen: { value: 1, unitCode: 'DZN' },
};

const DIETS: Record<string, RestrictedDiet> = { vegetarian: 'https://schema.org/VegetarianDiet', 'gluten-free': 'https://schema.org/GlutenFreeDiet' };

/** The Offer of a known price; by weight or by the dozen, with the quantity it buys, so $13.99 / lb is not read as $13.99 an item. */
function offerJsonLd(price: number, unit: PriceUnit | undefined): Offer {
  const amount = { price: price.toFixed(2), priceCurrency: 'USD' };
  const quantity = unit ? UNIT_QUANTITY[unit] : undefined;
  if (!quantity) return { '@type': 'Offer', ...amount };
  return { '@type': 'Offer', ...amount, priceSpecification: { '@type': 'UnitPriceSpecification', ...amount, referenceQuantity: { '@type': 'QuantitativeValue', ...quantity } } };
}
export type MenuSectionInput = { name: string; description?: string; path: string; image?: string | null; items?: MenuItemInput[] };

/** schema.org's diets for the tags it has a diet for (spicy is none), one or a list. */
function dietsJsonLd(tags: string[]): { suitableForDiet?: RestrictedDiet | RestrictedDiet[] } {
  const diets = tags.flatMap((t) => (DIETS[t] ? [DIETS[t]] : []));
  return diets.length === 0 ? {} : { suitableForDiet: diets.length === 1 ? diets[0] : diets };
}

function menuItemJsonLd(item: MenuItemInput, base: string): MenuItem {
  return {
    '@type': 'MenuItem',
    name: item.name,
    description: item.description,
    ...(item.image ? { image: absoluteUrl(item.image, base) } : {}),
    // An offer only where the price is known: a missing price is not a free sandwich.
    ...(item.price != null ? { offers: offerJsonLd(item.price, item.priceUnit) } : {}),
    ...dietsJsonLd(item.dietaryTags ?? []),
  };
}

/**
 * A schema.org Menu: one MenuSection per category (or per day of specials), each with its
 * MenuItems when the page has them. The restaurant (the Organization) provides it.
 */
export function menuJsonLd(base: string, menu: WebPageInput & { sections: MenuSectionInput[] }): WithContext<Menu> {
  const url = absoluteUrl(menu.path, base);
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    '@id': `${url}#menu`,
    url,
    name: menu.name,
    description: menu.description,
    inLanguage: 'en-US',
    provider: organizationRef(base),
    hasMenuSection: menu.sections.map(
      (s): MenuSection => ({
        '@type': 'MenuSection',
        name: s.name,
        url: absoluteUrl(s.path, base),
        ...(s.description ? { description: s.description } : {}),
        ...(s.image ? { image: absoluteUrl(s.image, base) } : {}),
        ...(s.items ? { hasMenuItem: s.items.map((i) => menuItemJsonLd(i, base)) } : {}),
      }),
    ),
  };
}
