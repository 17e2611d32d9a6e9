/** @jest-environment jsdom */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import { POINT_STORAGE_KEY } from '@/components/locations/last-point';
import { SHOP_STORAGE_KEY } from './last-shop';
import { ORDER_LOCATIONS_TIMEOUT_MS, OrderModal, PLACEHOLDER } from './order-modal';
import type { OrderItem } from './order-modal-provider';
import { entryText, hoursText, initialShop, itemText, type OrderLocation } from './order-shops';

beforeAll(() => {
  // jsdom has no <dialog> methods.
  HTMLDialogElement.prototype.showModal = function () {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function () {
    this.removeAttribute('open');
  };
});

const shop = (slug: string, name: string, open: boolean): OrderLocation => ({
  _id: `loc_${slug}`,
  slug,
  name,
  address: { address1: `1 ${name} St`, city: name, state: 'CA', zip: '94500' },
  pickupUrl: `https://order.example.com/${slug}`,
  deliveryUrl: `https://delivery.example.com/${slug}`,
  currentStatus: open ? { isOpen: true, message: 'Open now until 9:00 PM' } : { isOpen: false, message: 'Closed for Test Day. Opens tomorrow at 8:30 AM' },
  todaysHours: open ? { closed: false, text: '8:30 AM - 9:00 PM' } : { closed: true, text: 'Closed today: Test Day', holiday: 'Test Day' },
});
const shops = [shop('alpha', 'Alpha', true), shop('beta', 'Beta', false), shop('gamma-town', 'Gamma Town', true)];
const distances = [
  { _id: 'loc_gamma-town', distance: 0.5 },
  { _id: 'loc_alpha', distance: 3.21 },
  { _id: 'loc_beta', distance: 9.87 },
];

const fetchMock = jest.fn();
beforeEach(() => {
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => ({
    ok: true,
    status: 200,
    json: async () => ({ success: true, data: url === '/api/locations' ? shops : distances }),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

function open(preselected: string | null = null, item: OrderItem | null = null) {
  return render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <OrderModal isOpen preselectedLocation={preselected} orderType={null} item={item} onClose={() => {}} />
    </SWRConfig>,
  );
}
const radios = () => screen.findAllByRole('radio');
const entries = () => screen.getAllByTestId('order-shop-entry').map((e) => e.textContent);
const checked = () => screen.queryByRole('radio', { checked: true });

describe('OrderModal', () => {
  it('names the item it was opened for under its title, as the description read with it', async () => {
    open(null, { name: 'Smoked Brisket Plate' });
    await radios();
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog).toHaveAccessibleDescription(itemText('Smoked Brisket Plate'));
    expect(screen.getByText(itemText('Smoked Brisket Plate'))).toBeInTheDocument();
  });

  it('says which day a special of another day is served, instead of offering to add it now', async () => {
    open(null, { name: 'Brisket Thursday', servedOn: 'Thursday' });
    await radios();
    const line = itemText('Brisket Thursday', 'Thursday');
    expect(line).toContain('Thursday special');
    expect(line).not.toContain('add it to your order');
    expect(screen.getByRole('dialog', { hidden: true })).toHaveAccessibleDescription(line);
  });

  it('has no description when opened for no item (the header, a shop, the home boxes)', async () => {
    open();
    await radios();
    expect(screen.getByRole('dialog', { hidden: true })).not.toHaveAttribute('aria-describedby');
    expect(screen.queryByText(/choose your shop/)).toBeNull();
  });

  it("lists every shop as a choice named by its entry, with its status and today's hours; nothing chosen yet", async () => {
    open();
    expect(await radios()).toHaveLength(3);
    expect(screen.getByRole('radiogroup', { name: 'Location' })).toBeInTheDocument();
    expect(entries()).toEqual(shops.map(entryText));
    for (const s of shops) {
      const radio = screen.getByRole('radio', { name: entryText(s) });
      expect(radio).toHaveAccessibleDescription(`${s.currentStatus.message} ${hoursText(s.todaysHours)}`);
    }
    expect(hoursText(shops[0].todaysHours)).toBe('Today: 8:30 AM - 9:00 PM');
    expect(hoursText(shops[1].todaysHours)).toBe('Closed today: Test Day');
    expect(checked()).toBeNull();
    expect(screen.getByText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Order Pickup (opens in a new tab)' })).toBeDisabled();
    expect(screen.queryByTestId('order-shop-distance')).toBeNull();
    // No point known on this device: no distances asked for.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('lists the shops nearest first from the point this device measured from last, with distances', async () => {
    localStorage.setItem(POINT_STORAGE_KEY, JSON.stringify({ source: 'place', latitude: 37.9, longitude: -122.1, label: '94500 (Alpha)', savedAt: Date.now() }));
    open();
    await radios();
    expect(entries()).toEqual([shops[2], shops[0], shops[1]].map(entryText));
    expect(screen.getAllByTestId('order-shop-distance').map((d) => d.textContent)).toEqual(['2,640 ft away', '3.2 mi away', '9.9 mi away']);
    expect(screen.getByTestId('order-sorted')).toHaveTextContent('Nearest first from 94500 (Alpha)');
    expect(fetchMock).toHaveBeenCalledWith('/api/locations/distances', expect.objectContaining({ method: 'POST', body: JSON.stringify({ latitude: 37.9, longitude: -122.1 }) }));
  });

  it('keeps the shops in their own order when the distances cannot be had', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(POINT_STORAGE_KEY, JSON.stringify({ source: 'device', latitude: 37.9, longitude: -122.1, savedAt: Date.now() }));
    fetchMock.mockImplementation(async (url: string) =>
      url === '/api/locations' ? { ok: true, status: 200, json: async () => ({ success: true, data: shops }) } : { ok: false, status: 503, json: async () => ({ success: false }) },
    );
    open();
    await radios();
    expect(entries()).toEqual(shops.map(entryText));
    expect(screen.queryByTestId('order-sorted')).toBeNull();
  });

  it('remembers the chosen shop on this device and preselects it the next time it opens without one', async () => {
    const first = open();
    await radios();
    await userEvent.click(screen.getByRole('radio', { name: entryText(shops[1]) }));
    expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBe(shops[1]._id);
    expect(within(screen.getByTestId('order-modal-address')).getByText(shops[1].name)).toBeInTheDocument();
    first.unmount();

    open();
    await waitFor(() => expect(checked()).toHaveAttribute('value', shops[1]._id));
    expect(screen.getByRole('button', { name: 'Order Delivery (opens in a new tab)' })).toBeEnabled();
  });

  it('shows only what this opening read: not the statuses an earlier opening read, while loading or beside a failed read', async () => {
    // One cache for the page, as the site's SWR has.
    const cache = new Map();
    const openOnThePage = () =>
      render(
        <SWRConfig value={{ provider: () => cache }}>
          <OrderModal isOpen preselectedLocation={null} orderType={null} item={null} onClose={() => {}} />
        </SWRConfig>,
      );
    const first = openOnThePage();
    await radios();
    expect(screen.getAllByTestId('order-shop-status')[0]).toHaveTextContent(shops[0].currentStatus.message);
    first.unmount();

    // Opened again after closing time: until the shops come, none is listed.
    fetchMock.mockImplementation(() => new Promise(() => {}));
    const second = openOnThePage();
    expect(screen.getByText('Loading locations…')).toBeInTheDocument();
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByText(shops[0].currentStatus.message)).toBeNull();
    second.unmount();

    // And when that read fails, the failure stands alone.
    fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => ({ success: false }) }));
    openOnThePage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load locations');
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    expect(screen.queryByText(shops[0].currentStatus.message)).toBeNull();
  });

  it('offers Retry when the shops do not come within the time limit, and Retry loads them', async () => {
    jest.useFakeTimers();
    try {
      fetchMock.mockImplementation((_url: string, init?: RequestInit) => new Promise((_, reject) => init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))));
      open();
      expect(screen.getByText('Loading locations…')).toBeInTheDocument();
      await act(async () => jest.advanceTimersByTime(ORDER_LOCATIONS_TIMEOUT_MS - 1));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(async () => jest.advanceTimersByTime(1));
      expect(screen.getByRole('alert')).toHaveTextContent('Failed to load locations. Please try again.');
      fetchMock.mockImplementation(async () => ({ ok: true, status: 200, json: async () => ({ success: true, data: shops }) }));
      await act(async () => screen.getByRole('button', { name: 'Retry' }).click());
      expect(screen.getAllByRole('radio')).toHaveLength(shops.length);
    } finally {
      jest.useRealTimers();
    }
  });

  it('chooses by keyboard: arrow keys move the choice', async () => {
    open(shops[0]._id);
    await waitFor(() => expect(checked()).toHaveAttribute('value', shops[0]._id));
    checked()!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(checked()).toHaveAttribute('value', shops[1]._id);
    expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBe(shops[1]._id);
  });

  it('remembers the shop ordered from, and a shop it was opened for wins over the remembered one', async () => {
    const opened = jest.spyOn(window, 'open').mockImplementation(() => null);
    localStorage.setItem(SHOP_STORAGE_KEY, shops[0]._id);
    open('gamma-town');
    await waitFor(() => expect(checked()).toHaveAttribute('value', shops[2]._id));
    await userEvent.click(screen.getByRole('button', { name: 'Order Pickup (opens in a new tab)' }));
    expect(opened).toHaveBeenCalledWith(shops[2].pickupUrl, '_blank', 'noopener,noreferrer');
    expect(localStorage.getItem(SHOP_STORAGE_KEY)).toBe(shops[2]._id);
  });
});

describe('initialShop', () => {
  it('takes the shop the dialog was opened for, by id or name; else the remembered one while it exists', () => {
    expect(initialShop(shops, 'Gamma Town', shops[0]._id)).toBe(shops[2]);
    expect(initialShop(shops, shops[1]._id, null)).toBe(shops[1]);
    expect(initialShop(shops, null, shops[0]._id)).toBe(shops[0]);
    expect(initialShop(shops, null, 'loc_gone')).toBeUndefined();
    expect(initialShop(shops, null, null)).toBeUndefined();
    // Opened for a shop that no longer exists: nothing chosen, not some other shop.
    expect(initialShop(shops, 'no-such-shop', shops[0]._id)).toBeUndefined();
  });

  it("takes a renamed shop by its slug, which its page's address (and so the header's Order) keeps", () => {
    const renamed = { ...shop('delta', 'Delta Riverside', true), _id: 'loc_42' };
    expect(initialShop([...shops, renamed], 'delta', shops[0]._id)).toBe(renamed);
    expect(initialShop([...shops, renamed], 'Delta Riverside', null)).toBe(renamed);
  });
});
