import { faqJsonLd, type FaqItem } from '@/lib/seo/json-ld';
import { JsonLd } from './json-ld';

/** Visible, collapsible FAQs; the FAQPage JSON-LD carries the very same words. */
export function Faq({ items, title = 'Frequently Asked Questions', id = 'faq' }: { items: FaqItem[]; title?: string; id?: string }) {
  return (
    <section className="faq section" aria-labelledby={`${id}-title`}>
      <div className="container">
        <h2 id={`${id}-title`}>{title}</h2>
        {items.map((f) => (
          <details key={f.question}>
            <summary>{f.question}</summary>
            <p>{f.answer}</p>
          </details>
        ))}
      </div>
      <JsonLd data={faqJsonLd(items)} />
    </section>
  );
}
