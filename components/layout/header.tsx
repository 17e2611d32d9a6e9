import { Link } from '@/components/ui/link';
import { Picture } from '@/components/media/picture';
import { business, externalLinks } from '@/lib/site';
import { HeaderOrderButton } from './header-order-button';
import { MobileMenu } from './mobile-menu';
import { NavLinks } from './nav-links';
import { DESKTOP_LINKS, type Theme } from './nav-config';
import { SaucesLink, SaucesProvider } from './sauces';
import styles from './header.module.css';

export const LOGO = { dark: '/images/logo-dark.svg', light: '/images/logo.svg' } as const;

/**
 * Server-rendered header; only the menu, the active link, Order and Sauces are client leaves. The
 * Sauces provider holds the one Sauces dialog for both Sauces links; its children stay server HTML.
 */
export function Header({ theme }: { theme: Theme }) {
  const { saucesShopUrl } = externalLinks();
  const logo = LOGO[theme];
  // The logo is the link home: its words are the business's name, whatever the business is called.
  const logoAlt = `${business.name} home`;
  return (
    <header className={styles.header}>
      <SaucesProvider url={saucesShopUrl}>
        <div className={`container ${styles.bar}`}>
          <div className={styles.mobileOnly}>
            <MobileMenu saucesUrl={saucesShopUrl} logoSrc={logo} logoAlt={logoAlt} />
          </div>
          <Link href="/" className={styles.logo}>
            <Picture src={logo} alt={logoAlt} width={168} height={56} preload unoptimized />
          </Link>
          <nav aria-label="Main" className={styles.desktopNav}>
            <NavLinks links={DESKTOP_LINKS} className={styles.navList} />
          </nav>
          <div className={styles.actions}>
            <HeaderOrderButton />
            <SaucesLink url={saucesShopUrl} className={`${styles.navLink} ${styles.desktopOnly}`} />
          </div>
        </div>
      </SaucesProvider>
    </header>
  );
}
