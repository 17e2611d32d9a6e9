import { Link } from '@/components/ui/link';
import { CategorySelect, type CategoryOption } from './category-select';
import styles from './menu.module.css';

/**
 * The category switcher: a bar of links on desktop, a dropdown on phones and tablets (below
 * 1024px; the bar wraps where large text needs more room). Links replace the history entry, as
 * the dropdown does.
 */
export function CategoryNav({ categories, current }: { categories: CategoryOption[]; current: string | null }) {
  const items = [{ slug: '', category: 'All Categories' }, ...categories];
  return (
    <div className={`container ${styles.nav}`}>
      <nav aria-label="Menu categories" className={styles.bar}>
        <ul>
          {items.map((c) => {
            const active = (current ?? '') === c.slug;
            return (
              <li key={c.slug || 'all'}>
                <Link
                  href={c.slug ? `/menu/${c.slug}` : '/menu'}
                  replace
                  pending
                  className={`${styles.barLink} ${active ? styles.barActive : ''}`}
                  aria-current={active ? 'page' : undefined}
                >
                  {c.category}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <CategorySelect categories={categories} current={current} />
    </div>
  );
}
