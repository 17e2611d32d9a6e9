import { Link } from '@/components/ui/link';
import { OpenStatus } from '@/components/locations/open-status';
import type { OpenStatus as Status } from '@/lib/domain/hours';
import styles from './home.module.css';

type Shop = { slug: string; name: string; currentStatus: Status };

/**
 * "Find your shop" under the four boxes: every shop with whether it is open now (at the request's
 * instant, computed on the server), each card leading to the shop's page, and a link to all
 * locations. Left out when there are no shops to show (none in the content, or the database down).
 */
export function FindShop({ shops, headline, linkLabel }: { shops: Shop[]; headline: string; linkLabel: string }) {
  if (shops.length === 0) return null;
  return (
    <section className={`container ${styles.findShop}`} aria-labelledby="find-shop-title" data-testid="find-shop">
      <div className={styles.findShopHead}>
        <h2 id="find-shop-title" className={styles.findShopTitle}>
          {headline}
        </h2>
        <Link href="/locations" className={styles.findShopAll}>
          {linkLabel}
        </Link>
      </div>
      <ul className={styles.findShopList} aria-label="Our shops">
        {shops.map((s) => (
          <li key={s.slug} className={styles.findShopCard} data-testid="find-shop-card">
            <Link href={`/locations/${s.slug}`} className={styles.findShopName}>
              {s.name}
            </Link>
            <OpenStatus status={s.currentStatus} className={styles.findShopStatus} />
          </li>
        ))}
      </ul>
    </section>
  );
}
