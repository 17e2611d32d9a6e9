import { Link } from '@/components/ui/link';
import { locationPath } from '@/lib/seo/restaurant';

/**
 * A link to each of `shops`' pages, then one to the whole list (`allLabel`, each page's own words
 * from content/): the ways on from a shop page or a shop's 404.
 */
export function ShopLinks({ shops, allLabel }: { shops: { _id: string; slug: string; name: string }[]; allLabel: string }) {
  return (
    <ul className="pill-links">
      {shops.map((s) => (
        <li key={s._id}>
          <Link href={locationPath(s.slug)}>{s.name}</Link>
        </li>
      ))}
      <li>
        <Link href="/locations" className="pill-links-all">
          {allLabel} →
        </Link>
      </li>
    </ul>
  );
}
