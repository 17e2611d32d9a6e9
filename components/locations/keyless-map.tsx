import { locationsCopy as copy } from '@/lib/content/copy/locations';
import type { LatLng } from '@/lib/domain/distance';
import { boundsOf, boxAround, fitProjection, placeLabels, placeOnPath, type Projection, type Rect } from '@/lib/domain/map-projection';
import { HIGHWAYS, MOUNT_DIABLO, SOUTH_SHORE, TOWNS, WATER_LABEL } from './east-bay-geography';
import styles from './keyless-map.module.css';

/** isOpen: open when the page was rendered, for the "Open now" filter (see open-now.tsx). */
export type MapShop = { slug: string; name: string; pin: number; coordinates: LatLng; address: { address1: string; city: string }; isOpen: boolean };

/**
 * The map when no Google Maps key is configured (or while it cannot load): drawn on the server
 * from the shops' coordinates, so it costs no script and no third party. Each pin links to the
 * shop's page and has an accessible name; the landmarks are decoration (aria-hidden).
 * Two drawings: a wide one with labels for tablets and desktops, a compact one with numbered
 * pins (the numbers match the cards) and a legend for phones. With "Open now" on, the closed
 * shops' pins, numbers and legend entries are hidden by CSS (keyless-map.module.css).
 */
export function KeylessMap({ shops }: { shops: MapShop[] }) {
  if (shops.length === 0) return null;
  const lats = shops.map((s) => s.coordinates.latitude);
  const lngs = shops.map((s) => s.coordinates.longitude);
  const bounds = {
    ...boundsOf([...shops.map((s) => s.coordinates), MOUNT_DIABLO.at]),
    north: Math.max(...lats) + 0.06,
    west: Math.min(...lngs) - 0.06,
    east: Math.max(...lngs) + 0.06,
  };
  bounds.south -= 0.035;

  return (
    <figure className={styles.figure} data-testid="keyless-map">
      <div className={styles.wide}>
        <MapDrawing shops={shops} projection={fitProjection(bounds, 1000, 560)} pinRadius={16} fontSize={20} labels />
      </div>
      <div className={styles.compact}>
        <MapDrawing shops={shops} projection={fitProjection(bounds, 600, 400)} pinRadius={17} fontSize={22} labels={false} />
        <ol className={styles.legend} aria-hidden="true">
          {shops.map((s) => (
            <li key={s.slug} className={closed(s)}>
              <span className={styles.legendPin}>{s.pin}</span>
              {s.name}
            </li>
          ))}
        </ol>
      </div>
      <figcaption className={styles.caption}>{copy.keylessMapCaption}</figcaption>
    </figure>
  );
}

/** The class that hides a closed shop's marks while "Open now" is on. */
const closed = (shop: MapShop) => (shop.isOpen ? undefined : styles.closed);

function pinPath(r: number) {
  // A teardrop whose tip is at (0, 0) and whose round head is centered at (0, -1.9r).
  const h = 1.9 * r;
  return `M0 0 C ${-0.45 * r} ${-0.85 * r} ${-r} ${-1.25 * r} ${-r} ${-h} A ${r} ${r} 0 1 1 ${r} ${-h} C ${r} ${-1.25 * r} ${0.45 * r} ${-0.85 * r} 0 0 Z`;
}

function MapDrawing({ shops, projection, pinRadius: r, fontSize, labels }: { shops: MapShop[]; projection: Projection; pinRadius: number; fontSize: number; labels: boolean }) {
  const { width, height, project } = projection;
  const path = (points: LatLng[]) => points.map((p, i) => `${i ? 'L' : 'M'}${project(p).x} ${project(p).y}`).join(' ');
  const shore = SOUTH_SHORE.map(project);
  const water = `M${shore[0].x} -20 ${shore.map((p) => `L${p.x} ${p.y}`).join(' ')} L${shore[shore.length - 1].x} -20 Z`;
  const heads = shops.map((s) => {
    const tip = project(s.coordinates);
    return { tip, head: { x: tip.x, y: tip.y - 1.9 * r } };
  });
  const small = fontSize * 0.8;
  // Each highway's shield slides along its road, off any pin (with a little air around each pin),
  // and the shop labels then keep clear of the shields.
  const air = r * 0.25;
  const pinBoxes = heads.map(({ tip }) => ({ x1: tip.x - r - air, y1: tip.y - 2.9 * r - air, x2: tip.x + r + air, y2: tip.y + air }));
  const shieldHalf = { w: small * 0.9, h: small * 0.7 };
  const shieldBoxes: Rect[] = [];
  const shields = HIGHWAYS.map((h) => {
    // Each shield also keeps off the ones placed before it, where two roads meet.
    const s = placeOnPath(h.path.map(project), project(h.shieldAt), shieldHalf, [...pinBoxes, ...shieldBoxes], { width, height });
    shieldBoxes.push(boxAround(s, shieldHalf));
    return s;
  });
  const placements = labels ? placeLabels(heads.map((h, i) => ({ point: h.head, text: shops[i].name })), { width, height, fontSize, pinRadius: r * 1.15, obstacles: shieldBoxes }) : [];
  const diablo = project(MOUNT_DIABLO.at);
  const waterLabel = project(WATER_LABEL.at);

  return (
    <svg viewBox={`0 0 ${width} ${height}`} className={styles.svg} role="group" aria-label={`Map of our ${shops.length} shops`}>
      <g aria-hidden="true">
        <rect width={width} height={height} className={styles.land} />
        <path d={water} className={styles.water} />
        <text x={waterLabel.x} y={Math.max(waterLabel.y, small + 4)} className={styles.waterLabel} fontSize={small} textAnchor="middle">
          {WATER_LABEL.text}
        </text>
        {HIGHWAYS.map((h, i) => {
          const s = shields[i];
          return (
            <g key={h.name}>
              <path d={path(h.path)} className={styles.road} strokeWidth={r * 0.45} />
              <rect x={s.x - shieldHalf.w} y={s.y - shieldHalf.h} width={shieldHalf.w * 2} height={shieldHalf.h * 2} rx={small * 0.3} className={styles.shield} data-testid="map-shield" />
              <text x={s.x} y={s.y + small * 0.33} fontSize={small * 0.85} textAnchor="middle" className={styles.shieldText}>
                {h.name}
              </text>
            </g>
          );
        })}
        {labels &&
          TOWNS.map((t) => {
            const p = project(t.at);
            return (
              <g key={t.text}>
                <circle cx={p.x} cy={p.y} r={r * 0.22} className={styles.town} />
                <text x={p.x} y={p.y - r * 0.5} fontSize={small} textAnchor="middle" className={styles.townLabel}>
                  {t.text}
                </text>
              </g>
            );
          })}
        <path d={`M${diablo.x - r * 1.6} ${diablo.y + r * 0.7} L${diablo.x} ${diablo.y - r * 1.1} L${diablo.x + r * 1.6} ${diablo.y + r * 0.7} Z`} className={styles.mountain} />
        <text x={diablo.x} y={diablo.y + r * 0.7 + small * 1.1} fontSize={small} textAnchor="middle" className={styles.landmark}>
          {MOUNT_DIABLO.text}
        </text>
      </g>
      {shops.map((s, i) => {
        const { tip } = heads[i];
        const label = placements[i];
        return (
          <a key={s.slug} href={`/locations/${s.slug}`} className={`${styles.pin} ${closed(s) ?? ''}`} aria-label={`${s.name}: ${s.address.address1}, ${s.address.city}`} data-testid="map-pin">
            <title>{s.name}</title>
            <g transform={`translate(${tip.x} ${tip.y})`}>
              <path d={pinPath(r)} className={styles.pinShape} />
            </g>
            {label && (
              <text x={label.x} y={label.y} fontSize={fontSize} textAnchor={label.anchor} className={styles.label}>
                {s.name}
              </text>
            )}
          </a>
        );
      })}
      {/* The numbers sit on top of the pins but outside the links, so each link's name is its label. */}
      <g aria-hidden="true" className={styles.pinNumbers}>
        {shops.map((s, i) => (
          <text key={s.slug} x={heads[i].tip.x} y={heads[i].head.y + fontSize * 0.3} fontSize={fontSize * 0.85} textAnchor="middle" className={`${styles.pinNumber} ${closed(s) ?? ''}`}>
            {s.pin}
          </text>
        ))}
      </g>
    </svg>
  );
}
