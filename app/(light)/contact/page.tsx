import { randomUUID } from 'node:crypto';
import { ContactForm } from '@/components/forms/contact-form';
import { LocationJump, type JumpOption } from '@/components/locations/location-jump';
import styles from '@/components/locations/contact.module.css';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { contactCopy as copy } from '@/lib/content/copy/contact';
import { requestNow } from '@/lib/clock';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { businessDate } from '@/lib/domain/zone';
import { initialFormState } from '@/lib/forms/form-state';
import { listShopChoices } from '@/lib/forms/shops';
import { submitContactForm } from '@/lib/submissions/form-actions';
import { telHref } from '@/lib/domain/phone';
import { pageMetadata } from '@/lib/seo/page';
import { business } from '@/lib/site';

export async function generateMetadata() {
  return pageMetadata({ title: copy.metaTitle, description: copy.metaDescription, keywords: copy.keywords, canonicalUrl: '/contact' });
}

type Office = (typeof business)['corporateOffice'] | (typeof business)['saucesOffice'];

function OfficeBlock({ office, id }: { office: Office; id: string }) {
  return (
    <section className={`card ${styles.office}`} aria-labelledby={id} data-testid="office">
      <h3 id={id} className={styles.officeTitle}>
        {office.title}
      </h3>
      <address className={styles.officeAddress}>
        {office.address1}
        <br />
        {`${office.city}, ${office.state} ${office.zip}`}
      </address>
      <dl className={styles.officeFacts}>
        <div>
          <dt>Phone</dt>
          <dd>
            <a href={telHref(office.phone)}>{office.phone}</a>
          </dd>
        </div>
        <div>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${office.email}`}>{office.email}</a>
          </dd>
        </div>
        <div>
          <dt>Hours</dt>
          <dd>{office.hours}</dd>
        </div>
      </dl>
    </section>
  );
}

export default async function ContactPage() {
  const [shops, now] = await Promise.all([listShopChoices(), requestNow()]);
  // Without the shops the offices and the message form still work; only the shop finder is hidden.
  const options: JumpOption[] = (await readOr('contact: locations', listLocations(), [])).value.map((l) => ({ slug: l.slug, name: l.name }));

  return (
    <>
      <BreadcrumbJsonLd crumbs={[{ name: 'Contact Us', path: '/contact' }]} />
      <header className={`container ${styles.intro}`}>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1>{copy.heading}</h1>
        <p className="lead">{copy.intro}</p>
      </header>

      <div className={`container ${styles.layout}`}>
        <div className={styles.main}>
          <ContactForm
            copy={copy.form}
            responseHours={business.responseHours}
            locations={shops}
            today={businessDate(now)}
            action={submitContactForm}
            initialState={initialFormState(randomUUID())}
            pagePath="/contact"
          />
          {options.length > 0 && (
            <section className={`card ${styles.jump}`} aria-labelledby="jump-heading" data-testid="location-jump">
              <h2 id="jump-heading" className={styles.sectionTitle}>
                {copy.jumpHeading}
              </h2>
              <p className="muted">{copy.jumpIntro}</p>
              <LocationJump options={options} label={copy.jumpLabel} placeholder={copy.jumpPlaceholder} button={copy.jumpButton} />
            </section>
          )}
        </div>

        <section className={`sticky-aside ${styles.offices}`} aria-labelledby="offices-heading">
          <h2 id="offices-heading" className={styles.sectionTitle}>
            {copy.officesHeading}
          </h2>
          <OfficeBlock office={business.corporateOffice} id="office-restaurant" />
          <OfficeBlock office={business.saucesOffice} id="office-sauces" />
        </section>
      </div>
    </>
  );
}
