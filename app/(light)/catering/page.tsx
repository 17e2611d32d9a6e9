import type { CSSProperties } from 'react';
import { getImageProps } from 'next/image';
import { Link } from '@/components/ui/link';
import { Picture } from '@/components/media/picture';
import { SideArtHero } from '@/components/media/side-art-hero';
import { CateringFacts } from '@/components/catering/catering-facts';
import { CateringMenuButtons } from '@/components/catering/catering-menus';
import { shownCateringMenus } from '@/components/catering/shown-menu';
import { BreadcrumbJsonLd } from '@/components/seo/breadcrumbs';
import { Faq } from '@/components/seo/faq';
import { cateringCopy as copy } from '@/lib/content/copy/catering';
// The quote form's lead times, read here on the server only, so they are written once.
import { cateringQuoteCopy } from '@/lib/content/copy/catering-quote';
import { requestNow } from '@/lib/clock';
import { listCateringMenus } from '@/lib/data/catering-menus';
import { readOr } from '@/lib/data/read';
import { isMenuInSeason } from '@/lib/domain/catering';
import { pageMetadata } from '@/lib/seo/page';
import { pickRandom } from '@/lib/random';
import styles from '@/components/catering/catering.module.css';

/** The three cards in order: the ?type= each requests and the menus each offers. */
const SERVICES = [
  { type: 'pickup', menus: 'pickup-delivery' },
  { type: 'delivery', menus: 'pickup-delivery' },
  { type: 'onsite', menus: 'onsite' },
] as const;

/**
 * How wide the cards' pictures are drawn, for the browser to pick a file: half the container (1200
 * px less its 32 px gutters, less the 24 px gap between two cards) from 900 px. The card alone on
 * its row draws its picture at 42% of its inner width (the container less its 1 px borders), beside
 * its words.
 */
const CARD_SIZES = '(min-width: 1200px) 556px, (min-width: 900px) calc(50vw - 44px), 100vw';
const WIDE_CARD_SIZES = '(min-width: 1200px) 477px, (min-width: 900px) calc(42vw - 28px), 100vw';

/**
 * A small copy of the lone card's picture (64 px at 2x, so 128 px): blurred, it carries the
 * picture's scene on down its column where the words run taller than the picture. A CSS
 * background, so only a screen wide enough for that layout asks for it. Quoted, because a picture's
 * path may hold parentheses or quotes.
 */
function cardBackdrop(src: string): CSSProperties & { '--card-art': string } {
  const { props } = getImageProps({ src, alt: '', width: 64, height: 43 });
  return { '--card-art': `url(${JSON.stringify(props.src)})` };
}

export async function generateMetadata() {
  return pageMetadata({
    title: copy.metaTitle,
    description: copy.metaDescription,
    keywords: copy.keywords,
    canonicalUrl: '/catering',
  });
}

export default async function CateringPage() {
  // A failed menu read leaves the buttons out; the modal then says the menu is not available.
  const [{ value: allMenus }, now] = await Promise.all([
    readOr('catering: menus', listCateringMenus(), []),
    requestNow(),
  ]);
  // A seasonal menu (the holiday menu) is offered only inside its window, in the business's time zone.
  const menus = allMenus.filter((m) => isMenuInSeason(m, now));
  const guest = pickRandom(copy.guests);
  const { hero } = copy;
  const services = SERVICES.map(({ type, menus: service }) => ({ type, offered: menus.filter((m) => m.service === service), ...copy.services[type] }));

  return (
    <>
      <SideArtHero image={hero.image} mobileImage={hero.mobileImage} labelledBy="catering-title" tall>
        <p className="eyebrow">{hero.eyebrow}</p>
        <h1 id="catering-title">{hero.title}</h1>
        <p className={styles.heroLead}>{hero.text}</p>
        <Link href="/catering/request-quote" className="btn">
          Request a Quote
        </Link>
      </SideArtHero>

      <section className="section" aria-labelledby="services-title">
        <div className="container">
          <p className="eyebrow">{copy.services.eyebrow}</p>
          <h2 id="services-title">{copy.services.heading}</h2>
          <div className={styles.cards}>
            {services.map((s, i) => {
              // Two cards a row on wide screens; a last card left alone takes the whole row, its
              // picture beside its words, so the longest list of menus (on-site) leaves no card
              // beside it standing empty.
              const wide = i === services.length - 1 && services.length % 2 === 1;
              return (
                <article
                  key={s.type}
                  className={`card ${styles.card} ${wide ? styles.wideCard : ''}`}
                  data-testid={`catering-card-${s.type}`}
                  // Named by its title, so each card's menu buttons (the same menus under PickUp
                  // and Delivery) are heard within the service they belong to.
                  aria-labelledby={`catering-${s.type}-title`}
                >
                  <div className={styles.cardArt} style={wide ? cardBackdrop(s.image) : undefined}>
                    <div className={styles.cardImage}>
                      <Picture src={s.image} alt="" fill sizes={wide ? WIDE_CARD_SIZES : CARD_SIZES} style={{ objectFit: 'cover' }} />
                    </div>
                  </div>
                  <div className={styles.cardBody}>
                    <h3 id={`catering-${s.type}-title`}>{s.title}</h3>
                    <p>{s.text}</p>
                    <CateringFacts service={s.title} menus={s.offered} onsite={s.type === 'onsite'} lead={cateringQuoteCopy.leadTime} words={copy.services.glance} />
                    <CateringMenuButtons menus={shownCateringMenus(s.offered)} serviceTitle={s.title} requestType={s.type} />
                    <Link href={`/catering/request-quote?type=${s.type}`} className={`btn ${styles.request}`}>
                      Request {s.title}
                    </Link>
                  </div>
                </article>
              );
            })}
          </div>
          <p className={`muted ${styles.note}`}>{copy.services.note}</p>
        </div>
      </section>

      <section className="section" aria-labelledby="pitmaster-title">
        <div className={`container ${styles.split}`}>
          <div className={styles.splitImage}>
            <Picture src={copy.pitmaster.image} alt={copy.pitmaster.imageAlt} fill sizes="(min-width: 900px) 50vw, 100vw" style={{ objectFit: 'cover' }} />
          </div>
          <div>
            <p className="eyebrow">{copy.pitmaster.eyebrow}</p>
            <h2 id="pitmaster-title">{copy.pitmaster.title}</h2>
            <p className="lead">{copy.pitmaster.text}</p>
            <Link href="/catering/request-quote" className="btn">
              Request a Quote
            </Link>
          </div>
        </div>
      </section>

      <section className={`section ${styles.band}`} aria-labelledby="guest-title" data-theme="dark">
        <div className={`container ${styles.split} ${styles.reversed}`}>
          <div className={styles.splitImage}>
            <Picture src={guest.image} alt="" fill sizes="(min-width: 900px) 50vw, 100vw" style={{ objectFit: 'cover' }} />
          </div>
          {/* The link follows the figure: a figcaption must be a figure's first or last child. */}
          <div data-testid="happy-guest">
            <h2 id="guest-title">{copy.guestsHeading}</h2>
            <figure style={{ margin: 0 }}>
              <blockquote className={styles.quote}>“{guest.quote}”</blockquote>
              <figcaption className={styles.cite}>
                {guest.name}, {guest.event}
              </figcaption>
            </figure>
            <Link href="/catering/request-quote" className="btn">
              Request Quote
            </Link>
          </div>
        </div>
      </section>

      <Faq items={copy.faq} title="Catering FAQ" />
      <BreadcrumbJsonLd crumbs={[{ name: 'Catering', path: '/catering' }]} />
    </>
  );
}
