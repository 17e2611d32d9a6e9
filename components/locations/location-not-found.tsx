import { ShopLinks } from './shop-links';
import { locationCopy } from '@/lib/content/copy/location';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';

const copy = locationCopy.notFound;

/** An unknown /locations/{slug}: the 404's words, and the real shops instead of a dead end. */
export async function LocationNotFound() {
  // The links are a courtesy; without them the page still says what happened.
  const { value: shops } = await readOr('locations', listLocations(), []);
  return (
    <section className="section">
      <div className="container" style={{ maxWidth: 860 }}>
        <p className="eyebrow">404</p>
        <h1>{copy.heading}</h1>
        <p className="lead">{copy.text}</p>
        {shops.length > 0 && (
          <nav style={{ marginTop: 'clamp(32px, 5vw, 56px)' }} aria-label={copy.shopsLabel}>
            <ShopLinks shops={shops} allLabel={copy.allLocations} />
          </nav>
        )}
      </div>
    </section>
  );
}
