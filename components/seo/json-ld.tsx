import { serializeJsonLd, type JsonLdData } from '@/lib/seo/json-ld';

/** Structured data rendered on the server, in the HTML crawlers read. */
export function JsonLd({ data }: { data: JsonLdData }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
