import { randomUUID } from 'node:crypto';
import { Link } from '@/components/ui/link';
import { CateringForm, type CateringFormCopy } from '@/components/forms/catering-form';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { Faq } from '@/components/seo/faq';
import { SideArtHero } from '@/components/media/side-art-hero';
import { cateringQuoteCopy as copy } from '@/lib/content/copy/catering-quote';
import { fillTemplate } from '@/lib/content/template';
import { requestNow } from '@/lib/clock';
import { listCateringMenus } from '@/lib/data/catering-menus';
import { readOr } from '@/lib/data/read';
import { isMenuInSeason } from '@/lib/domain/catering';
import { telHref } from '@/lib/domain/phone';
import { businessDate } from '@/lib/domain/zone';
import { initialFormState } from '@/lib/forms/form-state';
import { listShopChoices } from '@/lib/forms/shops';
import { submitCateringForm } from '@/lib/submissions/form-actions';
import { pageMetadata } from '@/lib/seo/page';
import { business } from '@/lib/site';
import { cateringOptionFromParam, needsEventLocation } from '@/lib/validation/choices';
import styles from '@/components/forms/pages.module.css';

/** The page's title and heading read exactly so. */
const TITLE = 'Catering Request Quote';

export async function generateMetadata() {
  return pageMetadata({ title: TITLE, description: copy.description, keywords: copy.keywords, canonicalUrl: '/catering/request-quote' });
}

type Props = { searchParams: Promise<{ type?: string | string[]; menu?: string | string[] }> };

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * The words the form itself shows. A client component's props travel to the browser in the page's
 * data, so handing it the whole page copy would send the FAQ, the steps and the metadata twice.
 */
const formCopy = ({ optionDescriptions, hints, leadTime, seasonNotice, closedNotice, estimate, sent, formNote }: typeof copy): CateringFormCopy => ({
  optionDescriptions,
  hints,
  leadTime,
  seasonNotice,
  closedNotice,
  estimate,
  sent,
  formNote,
});

export default async function CateringRequestQuotePage({ searchParams }: Props) {
  const now = await requestNow();
  const [{ type, menu }, locations, { value: allMenus }] = await Promise.all([
    searchParams,
    // With the days each shop is closed, from today on: the form warns of a pickup on one.
    listShopChoices({ closedFrom: businessDate(now) }),
    // Without the menus the form still works; it just offers none to choose from.
    readOr('catering: menus', listCateringMenus(), []),
  ]);
  const typeParam = first(type);
  const initialOption = cateringOptionFromParam(typeParam);
  const menus = allMenus.filter((m) => isMenuInSeason(m, now));
  // ?menu= (a menu's id, from "Request this menu") preselects that menu when the option offers it.
  const wanted = menus.find((m) => m._id === first(menu));
  const initialMenu = wanted && initialOption && (wanted.service === 'onsite') === needsEventLocation(initialOption) ? wanted.title : undefined;
  // Without JavaScript the form posts to this page itself; "Send Another Request" comes back here.
  const pagePath = `/catering/request-quote${initialOption && typeParam ? `?type=${encodeURIComponent(typeParam.trim().toLowerCase())}` : ''}`;
  const officePhone = business.cateringOfficePhone;

  return (
    <>
      <SideArtHero image={copy.image} mobileImage={copy.mobileImage} labelledBy="quote-title">
        <p className={styles.crumbs}>
          <Link href="/catering">Catering</Link> <span aria-hidden="true">/</span> Request a Quote
        </p>
        <p className="eyebrow">{copy.eyebrow}</p>
        <h1 id="quote-title">{TITLE}</h1>
        <p className={styles.promise}>{fillTemplate(copy.promise, { hours: business.responseHours })}</p>
      </SideArtHero>

      <section className={`section ${styles.body}`}>
        <div className={`container ${styles.layout}`}>
          <CateringForm
            copy={formCopy(copy)}
            responseHours={business.responseHours}
            initialOption={initialOption}
            menus={menus.map((m) => ({ title: m.title, service: m.service, pricePerPerson: m.pricePerPerson, minimumGuests: m.minimumGuests, availableFrom: m.availableFrom, availableTo: m.availableTo }))}
            initialMenu={initialMenu}
            locations={locations}
            officePhone={officePhone}
            today={businessDate(now)}
            action={submitCateringForm}
            initialState={initialFormState(randomUUID())}
            pagePath={pagePath}
          />
          <aside className="sticky-aside" aria-labelledby="quote-steps">
            <h2 id="quote-steps" className={styles.asideHeading}>
              {copy.steps.heading}
            </h2>
            <ol className={styles.steps}>
              {copy.steps.items.map((s) => (
                <li key={s.title}>
                  <strong>{s.title}</strong>
                  <span>{s.text}</span>
                </li>
              ))}
            </ol>
            <div className={styles.call}>
              <h3>{copy.call.heading}</h3>
              <p>{copy.call.text}</p>
              <a href={telHref(officePhone)} className={styles.callPhone}>
                {officePhone}
              </a>
            </div>
          </aside>
        </div>
      </section>

      <Faq items={copy.faq} title="Catering Quote FAQ" />
      <BreadcrumbJsonLd
        crumbs={[
          { name: 'Catering', path: '/catering' },
          { name: TITLE, path: '/catering/request-quote' },
        ]}
      />
    </>
  );
}
