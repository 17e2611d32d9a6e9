import Link from 'next/link';
import { business, externalLinks } from '@/lib/site';
import { CookiePreferencesButton } from '@/components/consent/consent-provider';
import { FOOTER_LINKS, type Theme } from './nav-config';
import styles from './footer.module.css';

/** The gift card shop's link reads so wherever it appears. */
export const BUY_GIFT_CARD = 'Buy a gift card';

export function Footer({ theme }: { theme: Theme }) {
  return (
    <footer className={styles.footer} data-footer-theme={theme}>
      <div className={`container ${styles.grid}`}>
        <div className={styles.brand}>
          <p className="eyebrow">Since {business.founded}</p>
          <p>
            Family-owned BBQ, deli, butcher shop and catering in seven East Bay shops. Veterans and active-duty military get{' '}
            {business.veteransDiscountPercent}% off.
          </p>
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
            <li>
              <CookiePreferencesButton className={styles.linkButton} />
            </li>
          </ul>
        </nav>
      </div>
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
