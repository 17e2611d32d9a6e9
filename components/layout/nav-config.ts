/** The site's navigation. One list serves the desktop bar, the mobile menu and the footer. */
export type NavLink = { href: string; label: string };

export const MOBILE_MENU_LINKS: NavLink[] = [
  { href: '/', label: 'Home' },
  { href: '/menu', label: 'Menu' },
  { href: '/locations', label: 'Locations' },
  { href: '/catering', label: 'Catering' },
  { href: '/rewards', label: 'Rewards' },
  { href: '/our-story', label: 'About' },
  { href: '/daily-specials', label: 'Specials' },
  { href: '/careers', label: 'Careers' },
  { href: '/contact', label: 'Contact' },
];

export const DESKTOP_LINKS: NavLink[] = [
  { href: '/menu', label: 'Menu' },
  { href: '/locations', label: 'Locations' },
  { href: '/catering', label: 'Catering' },
  { href: '/rewards', label: 'Rewards' },
];

export const FOOTER_LINKS: NavLink[] = [
  { href: '/our-story', label: 'About' },
  { href: '/careers', label: 'Join Our Team' },
  { href: '/contact', label: 'Contact Us' },
  { href: '/balance', label: 'Gift Card Balance' },
  { href: '/privacy-policy', label: 'Privacy Policy' },
  { href: '/terms-of-use', label: 'Terms of Use' },
  { href: '/web-accessibility', label: 'Web Accessibility' },
];

/** "/" matches only exactly; every other route matches by prefix. */
export function isActive(href: string, pathname: string): boolean {
  if (href === '/') return pathname === '/';
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The shop slug when on /locations/{slug}, for the header's Order button. */
export function locationFromPath(pathname: string): string | null {
  const m = /^\/locations\/([^/?#]+)/.exec(pathname);
  return m ? decodeURIComponent(m[1]) : null;
}

export type Theme = 'dark' | 'light';
