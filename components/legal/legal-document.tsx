import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { siteUrl } from '@/lib/env';
import { webPageJsonLd } from '@/lib/seo/json-ld';
import Markdoc, { Tag, type RenderableTreeNode } from '@markdoc/markdoc';
import React from 'react';
import { getLegalDocument, type LegalDocument as Doc } from '@/lib/content/documents';
import { pageMetadata } from '@/lib/seo/page';
import styles from './legal.module.css';

const render = (nodes: RenderableTreeNode[]) => Markdoc.renderers.react(nodes, React);

/** The paragraphs before the first section read as the page's introduction. */
const asIntro = (node: RenderableTreeNode) => (Tag.isTag(node) && node.name === 'p' ? new Tag('p', { class: styles.intro }, node.children) : node);

/** One legal page (terms, privacy, accessibility) from content/legal/<slug>.mdoc, with its structured data. */
export function LegalDocument({ doc }: { doc: Doc }) {
  const label = (i: number, heading: string) => (doc.numbered ? `${i + 1}. ${heading}` : heading);
  return (
    <article className={styles.page} data-testid="legal-document">
      <header className={styles.header}>
        <div className="container">
          <p className="eyebrow">Legal</p>
          <h1>{doc.title}</h1>
          <p className={styles.date}>
            {doc.dateLabel}: <time dateTime={doc.date}>{doc.dateText}</time>
          </p>
        </div>
      </header>
      <div className={`container ${styles.layout}`}>
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
          {render(doc.intro.map(asIntro))}
          {doc.sections.map((s, i) => (
            <section key={s.id} id={s.id} aria-labelledby={`${s.id}-title`} className={styles.section} data-testid="legal-section">
              <h2 id={`${s.id}-title`}>{label(i, s.heading)}</h2>
              {render(s.body)}
            </section>
          ))}
        </div>
      </div>
      <BreadcrumbJsonLd crumbs={[{ name: doc.title, path: doc.path }]} />
      <JsonLd
        // The document's date is its latest revision, so it is the page's dateModified only: when
        // the page first went up is not recorded anywhere.
        data={webPageJsonLd({ name: doc.title, description: doc.description, path: doc.path, dateModified: doc.date }, siteUrl())}
      />
    </article>
  );
}

/** A legal page's title, description, keywords and address, from its document. */
export function legalMetadata(slug: string) {
  const doc = getLegalDocument(slug);
  return pageMetadata({ title: doc.title, description: doc.description, keywords: doc.keywords, canonicalUrl: doc.path });
}

/** The legal page stored as content/legal/<slug>.mdoc. */
export function LegalPage({ slug }: { slug: string }) {
  return <LegalDocument doc={getLegalDocument(slug)} />;
}
