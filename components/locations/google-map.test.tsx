/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { locationsCopy } from '@/lib/content/copy/locations';
import GoogleMap from './google-map';
import { OpenNowScope, useOpenNow } from './open-now';
import type { MapShop } from './keyless-map';

// A stand-in for the library: the test decides when the Maps API "loads" or "fails".
const provider: { onLoad?: () => void; onError?: (e: unknown) => void } = {};
const mapProps: { defaultCenter?: unknown; defaultZoom?: number; throwOnRender?: boolean } = {};
jest.mock('@vis.gl/react-google-maps', () => ({
  APIProvider: ({ children, onLoad, onError }: { children: ReactNode; onLoad: () => void; onError: (e: unknown) => void }) => {
    provider.onLoad = onLoad;
    provider.onError = onError;
    return <>{children}</>;
  },
  Map: ({ children, defaultCenter, defaultZoom }: { children: ReactNode; defaultCenter: unknown; defaultZoom: number }) => {
    if (mapProps.throwOnRender) throw new Error('boom');
    mapProps.defaultCenter = defaultCenter;
    mapProps.defaultZoom = defaultZoom;
    return <div data-testid="gmap">{children}</div>;
  },
  Marker: ({ title }: { title: string }) => <span data-testid="marker">{title}</span>,
  AdvancedMarker: ({ title }: { title: string }) => <span data-testid="advanced-marker">{title}</span>,
  Pin: () => null,
  InfoWindow: ({ children }: { children: ReactNode }) => <div>{children}</div>,
  useMarkerRef: () => [() => {}, null],
  useAdvancedMarkerRef: () => [() => {}, null],
}));

const shops: MapShop[] = [
  { slug: 'concord', name: 'Concord', pin: 1, coordinates: { latitude: 37.97, longitude: -122.03 }, address: { address1: '1 A St', city: 'Concord' }, isOpen: true },
  { slug: 'martinez', name: 'Martinez', pin: 2, coordinates: { latitude: 38.0, longitude: -122.13 }, address: { address1: '2 B St', city: 'Martinez' }, isOpen: false },
];
const fallback = <p data-testid="fallback">keyless map</p>;

beforeEach(() => {
  jest.useFakeTimers();
  provider.onLoad = provider.onError = undefined;
  mapProps.defaultCenter = mapProps.defaultZoom = undefined;
  mapProps.throwOnRender = false;
  global.fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data: { center: { latitude: 37.95, longitude: -122.05 } } }) })) as unknown as typeof fetch;
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const flush = () => act(async () => {});

describe('GoogleMap', () => {
  it('shows a loading state, then the map at the API center and zoom 11 with a marker per shop', async () => {
    render(<GoogleMap apiKey="k" shops={shops} fallback={fallback} />);
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(locationsCopy.mapLoading);
    act(() => provider.onLoad?.());
    expect(screen.getByTestId('gmap')).toBeInTheDocument();
    expect(mapProps.defaultCenter).toEqual({ lat: 37.95, lng: -122.05 });
    expect(mapProps.defaultZoom).toBe(11);
    expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toEqual(['Concord', 'Martinez']);
    // The timeout no longer matters once loaded.
    act(() => jest.advanceTimersByTime(20_000));
    expect(screen.queryByTestId('map-failure')).toBeNull();
  });

  it('uses advanced markers when a map id is configured', async () => {
    render(<GoogleMap apiKey="k" mapId="abc" shops={shops} />);
    await flush();
    act(() => provider.onLoad?.());
    expect(screen.getAllByTestId('advanced-marker')).toHaveLength(2);
  });

  it('gives up after 10 s with the timeout placeholder and the keyless map', async () => {
    render(<GoogleMap apiKey="k" shops={shops} fallback={fallback} />);
    await flush();
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.queryByTestId('map-failure')).toBeNull();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('map-failure')).toHaveTextContent('Map loading timeout - locations still available');
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('takes an injected timeout', async () => {
    render(<GoogleMap apiKey="k" shops={shops} timeoutMs={500} />);
    await flush();
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByTestId('map-failure')).toHaveAttribute('data-status', 'timeout');
  });

  it('says the map service failed to load when the script cannot load', async () => {
    render(<GoogleMap apiKey="k" shops={shops} fallback={fallback} />);
    await flush();
    act(() => provider.onError?.(new Error('Google Maps JavaScript API could not load.')));
    expect(screen.getByTestId('map-failure')).toHaveTextContent('Map service failed to load - locations still available');
    expect(screen.getByTestId('fallback')).toBeInTheDocument();
  });

  it('says "Map initialization failed" when Google rejects the key', async () => {
    render(<GoogleMap apiKey="k" shops={shops} />);
    await flush();
    act(() => provider.onLoad?.());
    act(() => window.gm_authFailure?.());
    expect(screen.getByTestId('map-failure')).toHaveTextContent('Map initialization failed');
  });

  it('says "Map initialization failed" when the map throws', async () => {
    mapProps.throwOnRender = true;
    render(<GoogleMap apiKey="k" shops={shops} />);
    await flush();
    act(() => provider.onLoad?.());
    expect(screen.getByTestId('map-failure')).toHaveTextContent('Map initialization failed');
  });

  it('centers on the fixed fallback in the East Bay (37.957, -122.312) when the center cannot be fetched', async () => {
    global.fetch = jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) as unknown as typeof fetch;
    render(<GoogleMap apiKey="k" shops={shops} />);
    await flush();
    act(() => provider.onLoad?.());
    expect(mapProps.defaultCenter).toEqual({ lat: 37.957, lng: -122.312 });
  });

  it('marks only the open shops while "Open now" is on in its scope', async () => {
    jest.useRealTimers();
    function Toggle() {
      const [openOnly, setOpenOnly] = useOpenNow();
      return <input type="checkbox" aria-label="Open now" checked={openOnly} onChange={(e) => setOpenOnly(e.target.checked)} />;
    }
    render(
      <OpenNowScope>
        <Toggle />
        <GoogleMap apiKey="k" shops={shops} />
      </OpenNowScope>,
    );
    await flush();
    act(() => provider.onLoad?.());
    expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toEqual(['Concord', 'Martinez']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(screen.getAllByTestId('marker').map((m) => m.textContent)).toEqual(shops.filter((s) => s.isOpen).map((s) => s.name));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Open now' }));
    expect(screen.getAllByTestId('marker')).toHaveLength(shops.length);
  });
});
