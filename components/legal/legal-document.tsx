import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { siteUrl } from '@/lib/env';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import type { LegalBlock, LegalDocument as Doc } from '@/content/legal';
import styles from './legal.module.css';

function Block({ block }: { block: LegalBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) =>
        typeof item === 'string' ? (
          <li key={item}>{item}</li>
        ) : (
          <li key={item.href}>
            {item.label}: <a href={item.href}>{item.text}</a>
          </li>
        ),
      )}
    </ul>
  );
}

/** One legal page (terms, privacy, accessibility) from content/legal.ts, with its structured data. */
export function LegalDocument({ doc }: { doc: Doc }) {
  const label = (i: number, heading: string) => (doc.numbered ? `${i + 1}. ${heading}` : heading);
  return (
    <article className={styles.page} data-testid="legal-document">
      <header className={styles.header}>
        <div className={`container ${styles.narrow}`}>
          <p className="eyebrow">Legal</p>
          <h1>{doc.title}</h1>
          <p className={styles.date}>
            {doc.dateLabel}: <time dateTime={doc.date.iso}>{doc.date.text}</time>
          </p>
        </div>
      </header>
      <div className={`container ${styles.narrow} ${styles.layout}`}>
        <nav aria-labelledby="legal-contents" className={styles.toc}>
          <h2 id="legal-contents" className={styles.tocTitle}>
            On this page
          </h2>
          <ol className={doc.numbered ? undefined : styles.plainList}>
            {doc.sections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`}>{s.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className={styles.body}>
          {doc.intro.map((p) => (
            <p key={p} className={styles.intro}>
              {p}
            </p>
          ))}
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section} data-testid="legal-section">
              <h2 id={`${s.id}-title`}>{label(i, s.heading)}</h2>
              {s.body.map((b, j) => (
                <Block key={j} block={b} />
              ))}
            </section>
          ))}
        </div>
      </div>
      <BreadcrumbJsonLd crumbs={[{ name: doc.title, path: doc.path }]} />
      <JsonLd
        data={webPageJsonLd({ name: doc.title, description: doc.description, path: doc.path, datePublished: doc.date.iso, dateModified: doc.date.iso }, siteUrl())}
      />
    </article>
  );
}
