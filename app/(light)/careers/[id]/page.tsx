import { Link } from '@/components/ui/link';
import { notFound } from 'next/navigation';
import { ReloadButton } from '@/components/feedback/reload-button';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { JsonLd } from '@/components/seo/json-ld';
import { careersCopy as copy } from '@/lib/content/copy/careers';
import { getCareerOpening, type CareerOpening } from '@/lib/data/careers';
import { getLocation } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { isFullTime, positionLabel } from '@/lib/domain/careers';
import { siteUrl } from '@/lib/env';
import { jobPostingJsonLd } from '@/lib/seo/json-ld';
import { pageMetadata } from '@/lib/seo/page';
import { business } from '@/lib/site';
import styles from '@/components/careers/careers.module.css';
import { NewTabHint } from '@/components/ui/new-tab-hint';

type Props = { params: Promise<{ id: string }> };

const LOAD_ERROR = 'Unable to load current job openings. Please try again later.';
const benefitsFor = (o: CareerOpening) => (isFullTime(o.employmentType) ? copy.jobBenefits.fullTime : copy.jobBenefits.partTime);

/** The opening, null when there is none with this id, or 'error' when the read failed. */
async function loadOpening(id: string): Promise<CareerOpening | null | 'error'> {
  return (await readOr('careers: opening', getCareerOpening(id), 'error' as const)).value;
}

export async function generateMetadata({ params }: Props) {
  const { id } = await params;
  const opening = await loadOpening(id);
  if (opening === 'error' || opening === null) {
    return pageMetadata({ title: 'Careers', description: copy.tagline, canonicalUrl: `/careers/${id}`, noIndex: true });
  }
  return pageMetadata({
    title: `${positionLabel(opening)} in ${opening.location}`,
    description: `${opening.description} ${opening.employmentType}, ${opening.salary}. Join the team at ${business.name}.`,
    keywords: [opening.position, `${opening.location} jobs`, 'restaurant jobs', 'BBQ jobs', business.name],
    canonicalUrl: `/careers/${opening._id}`,
  });
}

export default async function JobPage({ params }: Props) {
  const { id } = await params;
  const opening = await loadOpening(id);
  if (opening === null) notFound();
  if (opening === 'error') {
    return (
      <section className="section">
        <div className="container">
          <h1>Careers</h1>
          <div className={`notice notice-error ${styles.state}`} role="alert" data-testid="careers-error">
            <p>{LOAD_ERROR}</p>
            <ReloadButton>Retry</ReloadButton>
          </div>
        </div>
      </section>
    );
  }

  const shop = opening.locationId ? (await readOr('careers: shop', getLocation(opening.locationId), null)).value : null;
  const benefits = benefitsFor(opening);
  const path = `/careers/${opening._id}`;

  return (
    <article className={styles.job}>
      <header className={styles.jobHeader}>
        <div className={`container ${styles.jobHeaderInner}`}>
          <p className={styles.hiringBadge} aria-hidden="true">
            Now <span>Hiring</span>
          </p>
          <nav aria-label="Breadcrumb" className={styles.crumbs}>
            <ol>
              <li>
                <Link href="/careers">Careers</Link>
              </li>
              <li aria-current="page">{opening.position}</li>
            </ol>
          </nav>
          <p className="eyebrow">{opening.employmentType}</p>
          <h1>{opening.position}</h1>
          <dl className={styles.jobMeta}>
            <div>
              <dt>Type</dt>
              <dd>{opening.employmentType}</dd>
            </div>
            <div>
              <dt>Location</dt>
              <dd>
                {opening.location}
                {shop && (
                  <>
                    <br />
                    <span className="muted">
                      {shop.address.address1}, {shop.address.city}
                    </span>
                  </>
                )}
              </dd>
            </div>
            <div>
              <dt>Pay</dt>
              <dd>{opening.salary}</dd>
            </div>
          </dl>
          <a href={opening.applyUrl} target="_blank" rel="noopener" className="btn" data-testid="apply-link">
            Apply Now<NewTabHint />
          </a>
        </div>
      </header>

      <div className={`container section ${styles.jobBody}`}>
        <div className={styles.jobMain}>
          <section aria-labelledby="about-role">
            <h2 id="about-role">About the role</h2>
            <p className="lead">{opening.description}</p>
          </section>
          <section aria-labelledby="responsibilities">
            <h2 id="responsibilities">Responsibilities</h2>
            <ul className={styles.checkList}>
              {opening.responsibilities.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="qualifications">
            <h2 id="qualifications">Qualifications</h2>
            <ul className={styles.checkList}>
              {opening.qualifications.map((q) => (
                <li key={q}>{q}</li>
              ))}
            </ul>
          </section>
        </div>
        <aside className={`card sticky-aside ${styles.jobAside}`} aria-labelledby="benefits">
          <h2 id="benefits">Benefits</h2>
          <ul className={styles.checkList}>
            {benefits.map((b) => (
              <li key={b}>{b}</li>
            ))}
          </ul>
          <p className={styles.asideTagline}>{copy.tagline}</p>
          <a href={opening.applyUrl} target="_blank" rel="noopener" className="btn">
            Apply Now<NewTabHint what={` for ${opening.position}`} />
          </a>
          <Link href="/careers#openings" className={styles.backLink}>
            See all open positions
          </Link>
        </aside>
      </div>

      <BreadcrumbJsonLd
        crumbs={[
          { name: 'Careers', path: '/careers' },
          { name: opening.position, path },
        ]}
      />
      <JsonLd data={jobPostingJsonLd({ opening, address: shop?.address ?? null, benefits, path }, siteUrl())} />
    </article>
  );
}
