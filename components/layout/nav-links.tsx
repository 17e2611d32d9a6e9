'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isActive, type NavLink } from './nav-config';
import styles from './header.module.css';

/** Links with the current route marked (bold, accent color, aria-current), a section by its prefix. */
export function NavLinks({ links, onNavigate, className }: { links: NavLink[]; onNavigate?: () => void; className?: string }) {
  const pathname = usePathname() ?? '/';
  return (
    <ul className={className}>
      {links.map((link) => {
        const active = isActive(link.href, pathname);
        return (
          <li key={link.href}>
            <Link
              href={link.href}
              className={`${styles.navLink} ${active ? styles.active : ''}`}
              // The page itself, or the section of a page under it (a shop under Locations): only
              // the first is "current page" to a screen reader.
              aria-current={pathname === link.href ? 'page' : active ? 'true' : undefined}
              onClick={onNavigate}
            >
              {link.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
