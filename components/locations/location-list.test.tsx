/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationsCopy } from '@/lib/content/copy/locations';
import { LOCATIONS_TEXT } from './fixed-text';

const copy = { ...locationsCopy, ...LOCATIONS_TEXT };
import { DENIED_STORAGE_KEY, GEOLOCATION_OPTIONS, orderByDistance } from './distances';
import type { LocationCardData } from './location-card';
import { LocationList } from './location-list';

const shop = (slug: string, name: string, pin: number): LocationCardData => ({
  _id: `loc_${slug}`,
  slug,
  name,
  pin,
  address: { address1: '1 Main St', address2: null, city: name, state: 'CA', zip: '94500' },
  phoneNumber: '(925) 555-0100',
  websiteUrl: `/locations/${slug}`,
  currentStatus: { isOpen: true, message: 'Open now until 9:00 PM' },
});
const shops = [shop('brentwood', 'Brentwood', 1), shop('concord', 'Concord', 2), shop('hercules', 'Hercules', 3)];
const distances = [
  { _id: 'loc_concord', distance: 0.4 },
  { _id: 'loc_hercules', distance: 12.34 },
  { _id: 'loc_brentwood', distance: 21.07 },
];

type Success = (p: { coords: { latitude: number; longitude: number } }) => void;
type Failure = (e: { code: number; message: string }) => void;
let getCurrentPosition: jest.Mock;
let permissionState: PermissionState | null;

function setup({ permission, position }: { permission: PermissionState | null; position: 'grant' | 'deny' | 'timeout' | 'hang' }) {
  permissionState = permission;
  getCurrentPosition = jest.fn((ok: Success, fail: Failure) => {
    if (position === 'grant') ok({ coords: { latitude: 37.9, longitude: -122.06 } });
    if (position === 'deny') fail({ code: 1, message: 'User denied Geolocation' });
    if (position === 'timeout') fail({ code: 3, message: 'Timeout expired' });
  });
  Object.defineProperty(navigator, 'geolocation', { configurable: true, value: { getCurrentPosition } });
  Object.defineProperty(navigator, 'permissions', {
    configurable: true,
    value: permissionState === null ? undefined : { query: jest.fn(async () => ({ state: permissionState })) },
  });
}

const fetchMock = jest.fn();
beforeEach(() => {
  sessionStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, data: distances }) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const names = () => screen.getAllByTestId('location-card').map((c) => c.getAttribute('data-slug'));

describe('LocationList distances', () => {
  it('renders every shop in the server order before anything is known', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    render(<LocationList locations={shops} />);
    expect(names()).toEqual(['brentwood', 'concord', 'hercules']);
    expect(screen.queryByTestId('distance')).toBeNull();
    await screen.findByRole('button', { name: copy.distanceButton });
  });

  it('asks for the position by itself only when the browser already allows it, then orders nearest first', async () => {
    setup({ permission: 'granted', position: 'grant' });
    render(<LocationList locations={shops} />);
    await waitFor(() => expect(names()).toEqual(['concord', 'hercules', 'brentwood']));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(getCurrentPosition.mock.calls[0][2]).toEqual(GEOLOCATION_OPTIONS);
    expect(GEOLOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 10000, maximumAge: 300000 });
    expect(fetchMock).toHaveBeenCalledWith('/api/locations/distances', expect.objectContaining({ method: 'POST', body: JSON.stringify({ latitude: 37.9, longitude: -122.06 }) }));
    const cards = screen.getAllByTestId('location-card');
    expect(within(cards[0]).getByTestId('distance')).toHaveTextContent('2,112 ft away');
    expect(within(cards[1]).getByTestId('distance')).toHaveTextContent('12.3 mi away');
    expect(screen.getByText(copy.distanceSorted)).toBeInTheDocument();
  });

  it('opens a shop page in a new tab from View once distances are known, the shop address before', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    render(<LocationList locations={shops} />);
    const before = screen.getAllByTestId('view-location')[0];
    expect(before).toHaveAttribute('href', '/locations/brentwood');
    expect(before).not.toHaveAttribute('target');
    await userEvent.click(await screen.findByRole('button', { name: copy.distanceButton }));
    await waitFor(() => expect(screen.getAllByTestId('distance')).toHaveLength(3));
    const after = screen.getAllByTestId('view-location')[0];
    expect(after).toHaveAttribute('href', '/locations/concord');
    expect(after).toHaveAttribute('target', '_blank');
    expect(after.getAttribute('rel')).toContain('noopener');
  });

  it('does not prompt on a first visit: it waits for "Show distances"', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    render(<LocationList locations={shops} />);
    const button = await screen.findByRole('button', { name: copy.distanceButton });
    expect(getCurrentPosition).not.toHaveBeenCalled();
    await userEvent.click(button);
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(names()[0]).toBe('concord'));
  });

  it('offers the button where the Permissions API is missing', async () => {
    setup({ permission: null, position: 'grant' });
    render(<LocationList locations={shops} />);
    await screen.findByRole('button', { name: copy.distanceButton });
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('shows the denied notice with Try Again, remembers it for the tab, and asks again only on Try Again', async () => {
    setup({ permission: 'prompt', position: 'deny' });
    const first = render(<LocationList locations={shops} />);
    await userEvent.click(await screen.findByRole('button', { name: copy.distanceButton }));
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);
    expect(sessionStorage.getItem(DENIED_STORAGE_KEY)).toBe('1');
    expect(names()).toEqual(['brentwood', 'concord', 'hercules']);
    first.unmount();

    // Next visit in the same tab: the notice at once, and no new prompt.
    getCurrentPosition.mockClear();
    render(<LocationList locations={shops} />);
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);
    expect(getCurrentPosition).not.toHaveBeenCalled();

    // Try Again asks again; this time the visitor allows it.
    getCurrentPosition.mockImplementation((ok: Success) => ok({ coords: { latitude: 37.9, longitude: -122.06 } }));
    await userEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(names()).toEqual(['concord', 'hercules', 'brentwood']));
    expect(screen.queryByTestId('distance-notice')).toBeNull();
    expect(sessionStorage.getItem(DENIED_STORAGE_KEY)).toBeNull();
  });

  it('shows the denied notice without prompting when the browser has blocked location', async () => {
    setup({ permission: 'denied', position: 'deny' });
    render(<LocationList locations={shops} />);
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: copy.tryAgain })).toBeInTheDocument();
  });

  it('says so when no position comes (timeout) and keeps the list as it was', async () => {
    setup({ permission: 'granted', position: 'timeout' });
    render(<LocationList locations={shops} />);
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceUnavailable);
    expect(sessionStorage.getItem(DENIED_STORAGE_KEY)).toBeNull();
    expect(names()).toEqual(['brentwood', 'concord', 'hercules']);
  });

  it('says so when the distances call fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    fetchMock.mockResolvedValue({ ok: false, status: 503, json: async () => ({ success: false, message: 'down' }) });
    setup({ permission: 'granted', position: 'grant' });
    render(<LocationList locations={shops} />);
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceFailed);
    expect(screen.queryByTestId('distance')).toBeNull();
  });

  it('shows "Finding your location…" while waiting', async () => {
    setup({ permission: 'prompt', position: 'hang' });
    render(<LocationList locations={shops} />);
    await userEvent.click(await screen.findByRole('button', { name: copy.distanceButton }));
    expect(screen.getByText(copy.distanceLocating)).toBeInTheDocument();
  });
});

describe('orderByDistance', () => {
  it('sorts nearest first, keeps shops without a distance last in their order, and never mutates', () => {
    const items = [{ _id: 'a' }, { _id: 'b' }, { _id: 'c' }, { _id: 'd' }];
    const out = orderByDistance(items, new Map([['c', 1], ['a', 5]]));
    expect(out.map((i) => i._id)).toEqual(['c', 'a', 'b', 'd']);
    expect(items.map((i) => i._id)).toEqual(['a', 'b', 'c', 'd']);
  });
  it('keeps the order without distances', () => {
    const items = [{ _id: 'a' }, { _id: 'b' }];
    expect(orderByDistance(items, null)).toBe(items);
  });
});
