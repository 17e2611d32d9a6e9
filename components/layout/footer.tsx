import { Link } from '@/components/ui/link';
import { business, externalLinks } from '@/lib/site';
import { CookiePreferencesButton } from '@/components/consent/consent-provider';
import type { Location } from '@/lib/data/locations';
import { todaysHours } from '@/lib/domain/hours';
import { shopsInRegion } from '@/lib/domain/number';
import { telHref } from '@/lib/domain/phone';
import { socialLinks } from '@/lib/domain/social';
import { FOOTER_LINKS } from './nav-config';
import { veteransOffer } from './veterans-offer';
import styles from './footer.module.css';

/** The gift card shop's link reads so wherever it appears. */
export const BUY_GIFT_CARD = 'Buy a gift card';
/** The footer's shops block and its social links. */
export const FOOTER_TEXT = { today: 'Today at our shops', follow: 'Follow us' } as const;

type Props = { shops: Pick<Location, 'slug' | 'name' | 'phoneNumber' | 'hours' | 'hoursOverrides'>[]; now: Date };

export function Footer({ shops, now }: Props) {
  const social = socialLinks(business.social);
  const veterans = veteransOffer(business.veteransDiscountPercent);
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className="eyebrow">Since {business.founded}</p>
          <p>
            Family-owned BBQ, deli, butcher shop and catering in {shopsInRegion(shops.length, business.region)}.
            {veterans && ` ${veterans}`}
          </p>
          {social.length > 0 && (
            <div className={styles.social}>
              <p id="footer-follow" className={styles.label}>
                {FOOTER_TEXT.follow}
              </p>
              <ul aria-labelledby="footer-follow" className={styles.socialList} data-testid="footer-social">
                {social.map((s) => (
                  <li key={s.href}>
                    <a href={s.href} rel="me noopener">
                      {s.name}
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
        <nav aria-label="Footer">
          <ul className={styles.links}>
            {FOOTER_LINKS.map((l) => (
              <li key={l.href}>
                <Link href={l.href}>{l.label}</Link>
              </li>
            ))}
            <li>
              <a href={externalLinks().giftCardShopUrl}>{BUY_GIFT_CARD}</a>
            </li>
            {/* Without scripting the site sets no cookie a visitor could choose about, and the button cannot open its dialog. */}
            <li className="js-only">
              <CookiePreferencesButton className={styles.linkButton} />
            </li>
          </ul>
        </nav>
      </div>
      {/* Without the shops (the database unavailable) the block is left out, never an error. */}
      {shops.length > 0 && (
        <section className={`container ${styles.today}`} aria-labelledby="footer-today">
          <p id="footer-today" className={styles.label}>
            {FOOTER_TEXT.today}
          </p>
          <ul className={styles.shops}>
            {shops.map((s) => {
              const today = todaysHours(s.hours, s.hoursOverrides, now);
              return (
                <li key={s.slug} className={styles.shop} data-testid="footer-shop">
                  <Link href={`/locations/${s.slug}`} className={styles.shopName}>
                    {s.name}
                  </Link>
                  <span className={today.closed ? styles.closedToday : undefined} data-testid="footer-hours">
                    {today.text}
                  </span>
                  <a href={telHref(s.phoneNumber)} className={styles.phone}>
                    <span className="visually-hidden">{`Call ${s.name}: `}</span>
                    {s.phoneNumber}
                  </a>
                </li>
              );
            })}
          </ul>
        </section>
      )}
      <div className={`container ${styles.bottom}`}>
        <p>
          © {business.copyrightYear} {business.legalName}
        </p>
        <a href="#main" className={styles.toTop}>
          To Top ↑
        </a>
      </div>
    </footer>
  );
}
