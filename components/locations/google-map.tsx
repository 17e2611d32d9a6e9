'use client';

import {
  AdvancedMarker,
  APIProvider,
  InfoWindow,
  type InfoWindowProps,
  Map as GoogleMapView,
  Marker,
  Pin,
  useAdvancedMarkerRef,
  useMarkerRef,
} from '@vis.gl/react-google-maps';
import { FallbackBoundary } from '@/components/ui/fallback-boundary';
import { Link } from '@/components/ui/link';
import { useCallback, useEffect, useReducer, useState, type ReactNode } from 'react';
import type { LatLng } from '@/lib/domain/distance';
import type { MapShop } from './keyless-map';
import { MapFailure } from './map-failure';
import { MapLoading } from './map-loading';
import { openNow, useOpenNow } from './open-now';
import { fetchMapCenter, mapFailureMessage, mapStatusReducer, MAP_LOAD_TIMEOUT_MS, MAP_ZOOM } from './map-state';
import styles from './google-map.module.css';

export type GoogleMapProps = {
  apiKey: string;
  mapId?: string;
  shops: MapShop[];
  /** Shown under the failure notice: the server-drawn keyless map. */
  fallback?: ReactNode;
  timeoutMs?: number;
};

declare global {
  interface Window {
    /** Called by the Maps JavaScript API when it rejects the key. */
    gm_authFailure?: () => void;
  }
}

/**
 * The interactive Google map (only with an API key; loaded on the locations page only, never
 * rendered on the server). Center from /api/locations/map/center, zoom 11, a marker per shop
 * with an info window linking to the shop's page, and a 10 s load timeout. With "Open now" on,
 * only the open shops' markers.
 */
export default function GoogleMap({ apiKey, mapId, shops, fallback, timeoutMs = MAP_LOAD_TIMEOUT_MS }: GoogleMapProps) {
  const [status, dispatch] = useReducer(mapStatusReducer, 'loading');
  const [center, setCenter] = useState<LatLng | null>(null);
  const [openOnly] = useOpenNow();
  const marked = openNow(shops, openOnly, (s) => s.isOpen);

  useEffect(() => {
    let live = true;
    fetchMapCenter().then((c) => live && setCenter(c));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    const timer = window.setTimeout(() => dispatch('timeout'), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);

  useEffect(() => {
    window.gm_authFailure = () => {
      console.error('Google Maps rejected the API key.');
      dispatch('init-error');
    };
    return () => {
      delete window.gm_authFailure;
    };
  }, []);

  const onLoad = useCallback(() => dispatch('loaded'), []);
  const onError = useCallback((error: unknown) => {
    console.error('The Google Maps JavaScript API failed to load:', error);
    dispatch('service-error');
  }, []);
  const onInitError = useCallback((error: unknown) => {
    console.error('Map initialization failed:', error);
    dispatch('init-error');
  }, []);

  if (mapFailureMessage(status)) return <MapFailure status={status} fallback={fallback} />;

  return (
    <div className={styles.box} data-testid="google-map" data-status={status} aria-busy={status === 'loading'}>
      <APIProvider apiKey={apiKey} onLoad={onLoad} onError={onError}>
        {center && status === 'ready' && (
          <FallbackBoundary fallback={null} onError={onInitError}>
            <GoogleMapView
              className={styles.map}
              defaultCenter={{ lat: center.latitude, lng: center.longitude }}
              defaultZoom={MAP_ZOOM}
              mapId={mapId}
              gestureHandling="cooperative"
              clickableIcons={false}
              streetViewControl={false}
              mapTypeControl={false}
            >
              {marked.map((s) => (mapId ? <AdvancedShopMarker key={s.slug} shop={s} /> : <ShopMarker key={s.slug} shop={s} />))}
            </GoogleMapView>
          </FallbackBoundary>
        )}
      </APIProvider>
      {status === 'loading' && <MapLoading />}
    </div>
  );
}

function ShopInfo({ shop, anchor, onClose }: { shop: MapShop; anchor: InfoWindowProps['anchor']; onClose: () => void }) {
  return (
    <InfoWindow anchor={anchor} onClose={onClose} headerContent={<strong className={styles.infoTitle}>{shop.name}</strong>}>
      <div className={styles.info}>
        <p>
          {shop.address.address1}, {shop.address.city}
        </p>
        <Link href={`/locations/${shop.slug}`} className={styles.infoLink}>
          View {shop.name}
        </Link>
      </div>
    </InfoWindow>
  );
}

/** Classic marker: works without a map id. */
function ShopMarker({ shop }: { shop: MapShop }) {
  const [ref, marker] = useMarkerRef();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Marker
        ref={ref}
        position={{ lat: shop.coordinates.latitude, lng: shop.coordinates.longitude }}
        title={shop.name}
        label={{ text: String(shop.pin), color: '#ffffff', fontWeight: '700' }}
        onClick={() => setOpen(true)}
      />
      {open && <ShopInfo shop={shop} anchor={marker} onClose={() => setOpen(false)} />}
    </>
  );
}

/** Advanced marker in the brand's red: needs GOOGLE_MAPS_MAP_ID. */
function AdvancedShopMarker({ shop }: { shop: MapShop }) {
  const [ref, marker] = useAdvancedMarkerRef();
  const [open, setOpen] = useState(false);
  return (
    <>
      <AdvancedMarker ref={ref} position={{ lat: shop.coordinates.latitude, lng: shop.coordinates.longitude }} title={shop.name} onClick={() => setOpen(true)}>
        <Pin background="#8B1E1E" borderColor="#FAF5EE" glyphColor="#FAF5EE" />
      </AdvancedMarker>
      {open && <ShopInfo shop={shop} anchor={marker} onClose={() => setOpen(false)} />}
    </>
  );
}

