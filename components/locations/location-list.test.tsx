/** @jest-environment jsdom */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { locationsCopy } from '@/lib/content/copy/locations';
import { LOCATIONS_TEXT } from './fixed-text';

const copy = { ...locationsCopy, ...LOCATIONS_TEXT };
import { fillTemplate } from '@/lib/content/template';
import { EAST_BAY_PLACES } from '@/lib/domain/places';
import { act } from 'react';
import { DENIED_STORAGE_KEY, DISTANCES_TIMEOUT_MS, GEOLOCATION_OPTIONS, orderByDistance } from './distances';
import { POINT_STORAGE_KEY } from './last-point';
import type { LocationCardData } from './location-card';
import { LocationList as List } from './location-list';
import { OpenNowScope } from './open-now';
import { OrderModalProvider } from '@/components/order/order-modal-provider';

/** The list as the page has it: inside the site's order dialog provider (its cards' Order buttons open it). */
const LocationList = (props: Parameters<typeof List>[0]) => (
  <OrderModalProvider>
    <List {...props} />
  </OrderModalProvider>
);

const shop = (slug: string, name: string, pin: number): LocationCardData => ({
  _id: `loc_${slug}`,
  slug,
  name,
  pin,
  address: { address1: '1 Main St', address2: null, city: name, state: 'CA', zip: '94500' },
  phoneNumber: '(925) 555-0100',
  websiteUrl: `/locations/${slug}`,
  googleDirectionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${slug}`,
  currentStatus: { isOpen: true, message: 'Open now until 9:00 PM' },
  comingHours: [],
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
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 200, json: async () => ({ success: true, data: distances }) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const names = () => screen.getAllByTestId('location-card').map((c) => c.getAttribute('data-slug'));

describe('a shop card', () => {
  it("lists the coming holidays' hours under its status, named for the shop, and nothing on other days", () => {
    const coming = [
      { day: 'Test Eve (Thursday, December 24)', hours: '8:30 AM - 3:00 PM' },
      { day: 'Test Day (Friday, December 25)', hours: 'Closed' },
    ];
    const lines = ['Test Eve (Thursday, December 24): 8:30 AM - 3:00 PM', 'Test Day (Friday, December 25): Closed'];
    render(<LocationList locations={[{ ...shops[0], comingHours: coming }, shops[1]]} />);
    const [first, second] = screen.getAllByTestId('location-card');
    const list = within(first).getByRole('list', { name: `Holiday hours at ${shops[0].name}` });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual(lines);
    expect(within(second).queryByTestId('card-holiday-hours')).toBeNull();
  });
});

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

  it('reads out what the page starts with only once the visitor uses the bar: a remembered denial, then Try Again', async () => {
    setup({ permission: 'prompt', position: 'hang' });
    sessionStorage.setItem(DENIED_STORAGE_KEY, '1');
    render(<LocationList locations={shops} />);
    const notice = await screen.findByTestId('distance-notice');
    expect(notice.closest('[aria-live]')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(screen.getByText(copy.distanceLocating).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
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

  it('gives up on a distances call that hangs, says so, and Try Again asks again', async () => {
    jest.useFakeTimers();
    try {
      jest.spyOn(console, 'error').mockImplementation(() => {});
      // No answer until the page gives up on the request.
      fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
      setup({ permission: 'granted', position: 'grant' });
      render(<LocationList locations={shops} />);
      await waitFor(() => expect(screen.getByTestId('distance-bar')).toHaveAttribute('data-phase', 'locating'));
      await act(async () => jest.advanceTimersByTime(DISTANCES_TIMEOUT_MS - 1));
      expect(screen.getByTestId('distance-bar')).toHaveAttribute('data-phase', 'locating');
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByTestId('distance-notice')).toHaveTextContent(copy.distanceFailed);
      expect(names()).toEqual(['brentwood', 'concord', 'hercules']);
      await userEvent.setup({ advanceTimers: jest.advanceTimersByTime }).click(screen.getByRole('button', { name: copy.tryAgain }));
      await waitFor(() => expect(names()).toEqual(['concord', 'hercules', 'brentwood']));
    } finally {
      jest.useRealTimers();
    }
  });

  it('lets a hanging distances call go unheard once the visitor has left the page', async () => {
    jest.useFakeTimers();
    try {
      const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
      fetchMock.mockImplementationOnce((_url: string, init: RequestInit) => new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
      setup({ permission: 'granted', position: 'grant' });
      const { unmount } = render(<LocationList locations={shops} />);
      await waitFor(() => expect(screen.getByTestId('distance-bar')).toHaveAttribute('data-phase', 'locating'));
      unmount();
      // Only what is logged after leaving counts (the spy is shared with the tests before).
      logged.mockClear();
      await act(async () => jest.advanceTimersByTime(DISTANCES_TIMEOUT_MS));
      expect(logged).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows "Finding your location…" while waiting', async () => {
    setup({ permission: 'prompt', position: 'hang' });
    render(<LocationList locations={shops} />);
    await userEvent.click(await screen.findByRole('button', { name: copy.distanceButton }));
    expect(screen.getByText(copy.distanceLocating)).toBeInTheDocument();
  });

  it('says what it does in a live region, but not the first prompt, which would be read out on every visit', async () => {
    setup({ permission: 'prompt', position: 'hang' });
    render(<LocationList locations={shops} />);
    const button = await screen.findByRole('button', { name: copy.distanceButton });
    expect(button.closest('[aria-live]')).toBeNull();
    for (const prompt of screen.getAllByText(copy.distancePrompt)) expect(prompt.closest('[aria-live]')).toBeNull();
    await userEvent.click(button);
    expect(screen.getByText(copy.distanceLocating).closest('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  });
});

/** A ZIP code and a town of the shipped geography (the first of each), with the points the search measures from. */
const aZip = Object.keys(EAST_BAY_PLACES.zips)[0];
const zipPoint = { latitude: EAST_BAY_PLACES.zips[aZip][0], longitude: EAST_BAY_PLACES.zips[aZip][1] };
const zipLabel = `${aZip} (${EAST_BAY_PLACES.zips[aZip][2]})`;
const search = () => screen.getByRole('textbox', { name: copy.searchLabel });
const sortedFrom = (label: string) => fillTemplate(copy.distanceSortedFrom, { place: label });

describe('LocationList ZIP code and city search', () => {
  it('after the visitor refused location, says it measures from the place searched, not that it finds their location', async () => {
    setup({ permission: 'prompt', position: 'deny' });
    render(<LocationList locations={shops} />);
    await userEvent.click(await screen.findByRole('button', { name: copy.distanceButton }));
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);
    fetchMock.mockImplementation(() => new Promise(() => {}));
    await userEvent.type(search(), `${aZip}{Enter}`);
    expect(screen.getByTestId('distance-bar')).toHaveAttribute('data-phase', 'searching');
    expect(screen.getByText(fillTemplate(copy.distanceSearching, { place: zipLabel }))).toBeInTheDocument();
    expect(screen.queryByText(copy.distanceLocating)).toBeNull();
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
  });

  it('measures from a typed ZIP code through the distances API and orders nearest first, with the place named', async () => {
    setup({ permission: 'prompt', position: 'deny' });
    render(<LocationList locations={shops} />);
    await userEvent.type(search(), `${aZip}{Enter}`);
    await waitFor(() => expect(names()).toEqual(['concord', 'hercules', 'brentwood']));
    expect(fetchMock).toHaveBeenCalledWith('/api/locations/distances', expect.objectContaining({ method: 'POST', body: JSON.stringify(zipPoint) }));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByTestId('sorted-from')).toHaveTextContent(sortedFrom(zipLabel));
    expect(screen.getAllByTestId('distance')[0]).toHaveTextContent('2,112 ft away');
    // Kept on this device for the order dialog and the next visit, never with more than the point and its name.
    expect(JSON.parse(localStorage.getItem(POINT_STORAGE_KEY)!)).toEqual({ source: 'place', ...zipPoint, label: zipLabel, savedAt: expect.any(Number) });
  });

  it('works after a denial: the notice stays until a place is searched, then the list is sorted from it', async () => {
    setup({ permission: 'denied', position: 'deny' });
    render(<LocationList locations={shops} />);
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);
    await userEvent.type(search(), aZip);
    await userEvent.click(screen.getByRole('button', { name: copy.searchButton }));
    await waitFor(() => expect(names()[0]).toBe('concord'));
    expect(screen.queryByTestId('distance-notice')).toBeNull();
    expect(screen.getByRole('button', { name: copy.useMyLocation })).toBeInTheDocument();
  });

  it('says why when nothing is found, marks the field, and offers the towns an ambiguous start could mean', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    render(<LocationList locations={shops} />);
    await userEvent.click(screen.getByRole('button', { name: copy.searchButton }));
    expect(await screen.findByTestId('place-problem')).toHaveTextContent(copy.placeEmpty);
    expect(search()).toHaveAttribute('aria-invalid', 'true');
    expect(search()).toHaveAccessibleDescription(copy.placeEmpty);

    await userEvent.type(search(), '1234{Enter}');
    await waitFor(() => expect(screen.getByTestId('place-problem')).toHaveTextContent(copy.placeZipFormat));
    await userEvent.clear(search());
    await userEvent.type(search(), '00001{Enter}');
    await waitFor(() => expect(screen.getByTestId('place-problem')).toHaveTextContent(`We don’t know ZIP code 00001. Try a ZIP code or city within ${EAST_BAY_PLACES.radiusMiles} miles of our shops.`));
    await userEvent.clear(search());
    await userEvent.type(search(), 'Atlantis{Enter}');
    await waitFor(() => expect(screen.getByTestId('place-problem')).toHaveTextContent('We couldn’t find “Atlantis”.'));
    expect(fetchMock).not.toHaveBeenCalled();

    // "San" starts several towns: each is a button that searches it.
    await userEvent.clear(search());
    await userEvent.type(search(), 'San{Enter}');
    const suggestions = await screen.findAllByRole('button', { name: /^San/ });
    expect(suggestions.length).toBeGreaterThan(1);
    const town = suggestions[0].textContent!;
    await userEvent.click(suggestions[0]);
    await waitFor(() => expect(screen.getByTestId('sorted-from')).toHaveTextContent(sortedFrom(town)));
    expect(search()).toHaveValue(town);
    expect(screen.queryByTestId('place-problem')).toBeNull();
  });

  it('sorts again from the place searched earlier on this device, without asking for the position; Clear forgets it', async () => {
    setup({ permission: 'granted', position: 'grant' });
    localStorage.setItem(POINT_STORAGE_KEY, JSON.stringify({ source: 'place', ...zipPoint, label: zipLabel, savedAt: Date.now() }));
    render(<LocationList locations={shops} />);
    await waitFor(() => expect(names()).toEqual(['concord', 'hercules', 'brentwood']));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.getByTestId('sorted-from')).toHaveTextContent(sortedFrom(zipLabel));
    // How the page starts, not news: not read out on every visit.
    expect(screen.getByTestId('sorted-from').closest('[aria-live]')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: copy.clearPlace }));
    expect(names()).toEqual(['brentwood', 'concord', 'hercules']);
    expect(screen.queryByTestId('distance')).toBeNull();
    expect(localStorage.getItem(POINT_STORAGE_KEY)).toBeNull();
  });

  it('Clear also empties the search: no word typed since, nor its problem, is left behind', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    localStorage.setItem(POINT_STORAGE_KEY, JSON.stringify({ source: 'place', ...zipPoint, label: zipLabel, savedAt: Date.now() }));
    render(<LocationList locations={shops} />);
    await waitFor(() => expect(screen.getByTestId('sorted-from')).toHaveTextContent(sortedFrom(zipLabel)));
    await userEvent.type(search(), 'Atlantis{Enter}');
    await screen.findByTestId('place-problem');

    await userEvent.click(screen.getByRole('button', { name: copy.clearPlace }));
    expect(screen.queryByTestId('sorted-from')).toBeNull();
    expect(search()).toHaveValue('');
    expect(search()).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByTestId('place-problem')).toBeNull();
    // The Clear button went with the place: focus is on the button in its place, not on the page.
    expect(screen.getByRole('button', { name: copy.distanceButton })).toHaveFocus();
  });

  it('"Use my location" measures from the position instead, and keeps it coarse on the device', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    localStorage.setItem(POINT_STORAGE_KEY, JSON.stringify({ source: 'place', ...zipPoint, label: zipLabel, savedAt: Date.now() }));
    getCurrentPosition.mockImplementation((ok: Success) => ok({ coords: { latitude: 37.912345, longitude: -122.065432 } }));
    render(<LocationList locations={shops} />);
    await userEvent.click(await screen.findByRole('button', { name: copy.useMyLocation }));
    await waitFor(() => expect(screen.getByText(copy.distanceSorted)).toBeInTheDocument());
    expect(screen.queryByTestId('sorted-from')).toBeNull();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/locations/distances', expect.objectContaining({ body: JSON.stringify({ latitude: 37.912345, longitude: -122.065432 }) }));
    expect(JSON.parse(localStorage.getItem(POINT_STORAGE_KEY)!)).toEqual({ source: 'device', latitude: 37.912, longitude: -122.065, savedAt: expect.any(Number) });
  });

  it('"Try Again" after a failed call for a place repeats that place, not the position', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup({ permission: 'prompt', position: 'grant' });
    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({ success: false, message: 'down' }) });
    render(<LocationList locations={shops} />);
    await userEvent.type(search(), `${aZip}{Enter}`);
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceFailed);
    await userEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    await waitFor(() => expect(screen.getByTestId('sorted-from')).toHaveTextContent(sortedFrom(zipLabel)));
    expect(getCurrentPosition).not.toHaveBeenCalled();
  });

  it('Clear after a failed search forgets that place too: "Try Again" then asks for the position', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    setup({ permission: 'prompt', position: 'deny' });
    render(<LocationList locations={shops} />);
    await userEvent.click(await screen.findByRole('button', { name: copy.distanceButton }));
    expect(await screen.findByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);
    await userEvent.type(search(), `${aZip}{Enter}`);
    await waitFor(() => expect(screen.getByTestId('sorted-from')).toHaveTextContent(sortedFrom(zipLabel)));

    fetchMock.mockResolvedValueOnce({ ok: false, status: 503, json: async () => ({ success: false, message: 'down' }) });
    await userEvent.clear(search());
    await userEvent.type(search(), `${Object.keys(EAST_BAY_PLACES.zips)[1]}{Enter}`);
    await waitFor(() => expect(screen.getByTestId('distance-notice')).toHaveTextContent(copy.distanceFailed));
    await userEvent.click(screen.getByRole('button', { name: copy.clearPlace }));
    expect(screen.getByTestId('distance-notice')).toHaveTextContent(copy.distanceDenied);

    fetchMock.mockClear();
    getCurrentPosition.mockClear();
    await userEvent.click(screen.getByRole('button', { name: copy.tryAgain }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('LocationList "Open now"', () => {
  const mixed = [
    shops[0],
    { ...shops[1], currentStatus: { isOpen: false, message: 'Closed. Opens tomorrow at 8:30 AM' } },
    shops[2],
  ];
  const openNowBox = () => screen.getByRole('checkbox', { name: copy.openNowLabel });

  it('keeps only the shops open now and says how many, politely', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    render(<LocationList locations={mixed} />);
    const count = screen.getByTestId('shop-count');
    expect(count).toHaveTextContent('3 shops');
    expect(count).toHaveAttribute('aria-live', 'polite');
    await userEvent.click(openNowBox());
    expect(names()).toEqual(['brentwood', 'hercules']);
    expect(count).toHaveTextContent('2 of 3 shops open now');
    await userEvent.click(openNowBox());
    expect(names()).toEqual(['brentwood', 'concord', 'hercules']);
  });

  it('says so when no shop is open, and "Show all shops" brings them back', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    const closed = shops.map((s) => ({ ...s, currentStatus: { isOpen: false, message: 'Closed' } }));
    render(<LocationList locations={closed} />);
    await userEvent.click(openNowBox());
    expect(screen.queryAllByTestId('location-card')).toHaveLength(0);
    expect(screen.getByTestId('none-open')).toHaveTextContent(copy.noneOpen);
    expect(screen.getByTestId('shop-count')).toHaveTextContent('0 of 3 shops open now');
    await userEvent.click(screen.getByRole('button', { name: copy.showAll }));
    expect(names()).toHaveLength(3);
    expect(openNowBox()).not.toBeChecked();
  });

  it('tells the map beside it, through their shared scope, while it is on', async () => {
    setup({ permission: 'prompt', position: 'grant' });
    const { container } = render(
      <OpenNowScope>
        <LocationList locations={mixed} />
      </OpenNowScope>,
    );
    const scope = container.firstElementChild!;
    expect(scope).not.toHaveAttribute('data-open-only');
    await userEvent.click(openNowBox());
    expect(scope).toHaveAttribute('data-open-only');
    await userEvent.click(openNowBox());
    expect(scope).not.toHaveAttribute('data-open-only');
  });

  it('filters the list as sorted by distance', async () => {
    setup({ permission: 'granted', position: 'grant' });
    render(<LocationList locations={mixed} />);
    await waitFor(() => expect(screen.getAllByTestId('distance')).toHaveLength(3));
    await userEvent.click(openNowBox());
    expect(names()).toEqual(['hercules', 'brentwood']);
  });
});

describe('LocationCard actions', () => {
  it('offers View, Order, Directions (new tab) and Call on every card', () => {
    setup({ permission: 'prompt', position: 'grant' });
    render(<LocationList locations={shops} />);
    for (const s of shops) {
      const card = screen.getAllByTestId('location-card').find((c) => c.getAttribute('data-slug') === s.slug)!;
      expect(within(card).getByRole('link', { name: `${copy.viewButton} ${s.name}` })).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: `${copy.orderButton} from ${s.name}` })).toBeInTheDocument();
      const directions = within(card).getByRole('link', { name: `${copy.directionsButton} to ${s.name} (opens in a new tab)` });
      expect(directions).toHaveAttribute('href', s.googleDirectionsUrl);
      expect(directions).toHaveAttribute('target', '_blank');
      expect(directions.getAttribute('rel')).toContain('noopener');
      expect(within(card).getByRole('link', { name: `${copy.callButton} ${s.name}` })).toHaveAttribute('href', 'tel:+19255550100');
    }
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
