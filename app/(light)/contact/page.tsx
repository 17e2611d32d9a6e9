import { ContactForm } from '@/components/forms/contact-form';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { requestNow } from '@/lib/clock';
import { businessDate } from '@/lib/domain/zone';
import { listShopChoices } from '@/lib/forms/shops';
import { pageMetadata } from '@/lib/seo/page';
import { business } from '@/lib/site';
import styles from '@/components/forms/pages.module.css';

// A minimal /contact so the form can be built and tested on its own; the full page (offices and
// the location jump dropdown) is built on another branch and merged with this one.
export async function generateMetadata() {
  return pageMetadata({
    title: 'Contact Us',
    description: `Send ${business.name} a message: questions, order problems, catering, community events or feedback. We reply within ${business.responseHours} hours.`,
    keywords: ['contact', 'customer service', 'BBQ restaurant', 'East Bay', business.name],
    canonicalUrl: '/contact',
  });
}

export default async function ContactPage() {
  const [locations, now] = await Promise.all([listShopChoices(), requestNow()]);
  return (
    <section className="section">
      <div className={`container ${styles.narrow}`}>
        <p className="eyebrow">We&apos;re listening</p>
        <h1>Contact Us</h1>
        <ContactForm locations={locations} today={businessDate(now)} />
      </div>
      <BreadcrumbJsonLd crumbs={[{ name: 'Contact Us', path: '/contact' }]} />
    </section>
  );
}
