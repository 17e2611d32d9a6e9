import { siteUrl } from '@/lib/env';
import { breadcrumbJsonLd, type Crumb } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

/** BreadcrumbList JSON-LD for an inner page (Home is added first). */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  return <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl())} />;
}
