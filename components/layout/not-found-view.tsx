import { Link } from '@/components/ui/link';

/** The 404 message and ways forward; rendered inside whichever shell the route already has. */
export function NotFoundView() {
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 760 }}>
        <p className="eyebrow">404</p>
        <h1>This page went up in smoke.</h1>
        <p className="lead">We couldn&apos;t find the page you were looking for. It may have moved, or the link may be mistyped.</p>
        <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
          <Link href="/menu" className="btn">
            See the Menu
          </Link>
          <Link href="/locations" className="btn btn-outline">
            Find a Shop
          </Link>
          <Link href="/" className="btn btn-outline">
            Home
          </Link>
        </div>
      </div>
    </section>
  );
}
