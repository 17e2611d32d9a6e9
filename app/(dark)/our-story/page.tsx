import Markdoc from '@markdoc/markdoc';
import type { Metadata } from 'next';
import { Link } from '@/components/ui/link';
import React from 'react';
import { Picture } from '@/components/media/picture';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { business } from '@/lib/content/copy/business';
import { storyCopy } from '@/lib/content/copy/story';
import { fillTemplate } from '@/lib/content/template';
import { getStoryChapters } from '@/lib/content/documents';
import { listLocations, ourShops } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { siteUrl } from '@/lib/env';
import { aboutPageJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import styles from '@/components/story/story.module.css';

/** The story in a sentence, for search engines: the description names the shops, counted. */
const storyDescription = (shops: string) => fillTemplate(storyCopy.metaDescription, { shops });

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata({
    title: 'Our Story',
    description: storyDescription(await ourShops()),
    keywords: storyCopy.keywords,
    canonicalUrl: '/our-story',
    ogType: 'article',
  });
}

export default async function OurStoryPage() {
  const { value: locations } = await readOr('our story: locations', listLocations(), []);
  const pageDescription = storyDescription(await ourShops());
  const base = siteUrl();
  const chapters = getStoryChapters();
  const last = chapters.length - 1;

  return (
    <>
      <JsonLd data={aboutPageJsonLd(base, { path: '/our-story', name: `Our Story | ${business.name}`, description: pageDescription })} />
      <BreadcrumbJsonLd crumbs={[{ name: 'Our Story', path: '/our-story' }]} />
      <header className={`container ${styles.intro}`}>
        <p className="eyebrow">{storyCopy.eyebrow}</p>
        <h1>{storyCopy.headline}</h1>
        <p className="lead">{storyCopy.lead}</p>
      </header>
      <ol className={`container ${styles.timeline}`}>
        {chapters.map((s, i) => (
          <li key={s.id} className={`${styles.chapter} ${i % 2 ? styles.reversed : ''}`}>
            <section aria-labelledby={`${s.id}-title`} className={styles.chapterGrid}>
              <div className={styles.media}>
                {/* The first chapter's picture is in view when the page opens: it loads at once, early. */}
                <Picture
                  src={s.image}
                  alt={s.imageAlt}
                  fill
                  sizes="(max-width: 1023px) 100vw, 560px"
                  className={styles.image}
                  {...(i === 0 ? { loading: 'eager' as const, fetchPriority: 'high' as const } : {})}
                />
              </div>
              <div className={styles.copy}>
                <p className={styles.era}>{s.era}</p>
                <h2 id={`${s.id}-title`}>{s.headline}</h2>
                {Markdoc.renderers.react(s.body, React)}
                {i === last && (
                  <nav aria-label="Our shops" className={styles.shops}>
                    {locations.length > 0 && (
                      <ul>
                        {locations.map((l) => (
                          <li key={l._id}>
                            <Link href={`/locations/${l.slug}`}>{l.name}</Link>
                          </li>
                        ))}
                      </ul>
                    )}
                    <Link href="/locations" className="btn">
                      All Locations
                    </Link>
                  </nav>
                )}
              </div>
            </section>
          </li>
        ))}
      </ol>
      <section className={`section ${styles.closing}`} aria-labelledby="story-closing-title">
        <div className="container">
          <h2 id="story-closing-title">{storyCopy.closing.heading}</h2>
          <p className="lead">{storyCopy.closing.text}</p>
          <div className={styles.actions}>
            <Link href="/menu" className="btn">
              See the Menu
            </Link>
            <Link href="/catering" className="btn btn-outline">
              Cater Your Event
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
