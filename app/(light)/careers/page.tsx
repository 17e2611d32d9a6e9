import { Picture } from '@/components/media/picture';
import { Openings } from '@/components/careers/openings';
import { ReloadButton } from '@/components/feedback/reload-button';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { Faq } from '@/components/seo/faq';
import { JsonLd } from '@/components/seo/json-ld';
import { careersCopy as copy } from '@/lib/content/copy/careers';
import { listCareerOpenings } from '@/lib/data/careers';
import { readOr } from '@/lib/data/read';
import { positionLabel } from '@/lib/domain/careers';
import { pickDistinct } from '@/lib/random';
import { siteUrl } from '@/lib/env';
import { itemListJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import { business } from '@/lib/site';
import styles from '@/components/careers/careers.module.css';

/** The openings' load error reads exactly so; it is not editable copy. */
const LOAD_ERROR = 'Unable to load current job openings. Please try again later.';

export async function generateMetadata() {
  return {
    ...pageMetadata({
      title: `Careers at ${business.name}`,
      description: `${copy.tagline} ${copy.metaDescription}`,
      keywords: [...copy.keywords, business.name],
      canonicalUrl: '/careers',
    }),
    // "careers at {the business}" already names the business: no " | name" suffix.
    title: { absolute: `Careers at ${business.name}` },
  };
}

export default async function CareersPage() {
  const { value: openings } = await readOr('careers: openings', listCareerOpenings(), null);
  // Two different photos of the set on every request, chosen on the server.
  const images = pickDistinct(copy.images, 2);

  return (
    <>
      <section className={styles.hero}>
        <div className={`container ${styles.heroGrid}`}>
          <div className={styles.heroText}>
            <p className="eyebrow">{copy.eyebrow}</p>
            <h1>careers at {business.name}</h1>
            <p className={styles.tagline}>{copy.tagline}</p>
            <p className="lead">{copy.intro}</p>
            <a href="#openings" className="btn">
              See open positions
            </a>
          </div>
          <div className={styles.photos} data-testid="careers-photos">
            {/* Both photos are in view when the page opens, on a phone as on a desktop, and one of them
                is what the page paints last and largest: they load at once, early, not lazily. */}
            {images.map((img, i) => (
              <div key={img.src} className={`${styles.photo} ${i === 0 ? styles.photoBack : styles.photoFront}`}>
                <Picture src={img.src} alt={img.alt} fill sizes="(min-width: 640px) 440px, 78vw" className={styles.photoImg} loading="eager" fetchPriority="high" />
              </div>
            ))}
            <p className={styles.badge} aria-hidden="true">
              <span>Since</span> {business.founded}
            </p>
          </div>
        </div>
      </section>

      <section className={`section ${styles.roleSection}`} aria-labelledby="find-role">
        <div className={`container ${styles.roleGrid}`}>
          <div>
            <h2 id="find-role">{copy.findRole.heading}</h2>
            <p className="lead">{copy.findRole.text}</p>
          </div>
          <div className={styles.perks}>
            <h3>{copy.perks.heading}</h3>
            <ul className={styles.perkList}>
              {copy.perks.items.map((p) => (
                <li key={p.title}>
                  <strong>{p.title}</strong>
                  <span>{p.text}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={styles.benefits} aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title">{copy.benefitCards.heading}</h2>
          <ul className={styles.benefitRow}>
            {copy.benefitCards.items.map((b, i) => (
              <li key={b.title} className={`card ${styles.benefitCard}`}>
                <span className={styles.benefitNumber} aria-hidden="true">
                  {String(i + 1).padStart(2, '0')}
                </span>
                <h3>{b.title}</h3>
                <p>{b.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="openings" className="section" aria-labelledby="openings-title">
        <div className="container">
          <h2 id="openings-title">{copy.openings.heading}</h2>
          {openings === null ? (
            <div className={`notice notice-error ${styles.state}`} role="alert" data-testid="careers-error">
              <p>{LOAD_ERROR}</p>
              <ReloadButton>Retry</ReloadButton>
            </div>
          ) : openings.length === 0 ? (
            <div className={`notice ${styles.state}`} data-testid="careers-empty">
              <p>{copy.openings.empty}</p>
            </div>
          ) : (
            <Openings openings={openings} />
          )}
        </div>
      </section>

      <Faq items={copy.faq} title={`Working at ${business.shortName}: FAQ`} />

      <BreadcrumbJsonLd crumbs={[{ name: 'Careers', path: '/careers' }]} />
      {openings && openings.length > 0 && (
        <JsonLd
          data={itemListJsonLd(
            copy.openings.heading,
            openings.map((o) => ({ name: positionLabel(o), path: `/careers/${o._id}` })),
            siteUrl(),
          )}
        />
      )}
    </>
  );
}
