'use client';

import { Link } from '@/components/ui/link';
import { usePathname } from 'next/navigation';
import { isActive, type NavLink } from './nav-config';
import styles from './header.module.css';

/** Links with the current route marked (bold, accent color, aria-current). */
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
              aria-current={active ? 'page' : undefined}
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
