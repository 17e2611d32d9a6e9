/**
 * What the order dialog shows of each shop and which one it chooses first, apart from the dialog
 * itself (pure, so the tests read their expectations from it too).
 */
import type { KnownPoint } from '@/components/locations/last-point';
import type { OpenStatus, TodaysHours } from '@/lib/domain/hours';
import { findLocation } from '@/lib/domain/slug';

/**
 * The part of a shop the modal needs: id, slug (its page's address), name, address, the two
 * ordering links, and its status and today's hours as the server computed them at the request
 * (GET /api/locations).
 */
export type OrderLocation = {
  _id: string;
  slug: string;
  name: string;
  address: { address1: string; city: string; state: string; zip: string };
  pickupUrl: string;
  deliveryUrl: string;
  currentStatus: OpenStatus;
  todaysHours: TodaysHours;
};

/**
 * The shop a key names, as its page finds it (findLocation): by _id, by slug, which the header
 * passes from a shop page's address and which stays when the shop is renamed, or by name.
 */
export function findPreselected(locations: OrderLocation[], key: string | null): OrderLocation | undefined {
  return key ? (findLocation(locations, key) ?? undefined) : undefined;
}

/** The shop chosen when the dialog opens: the one it was opened for, else the one this device chose last (when it still exists). */
export function initialShop(locations: OrderLocation[], preselected: string | null, remembered: string | null): OrderLocation | undefined {
  if (preselected) return findPreselected(locations, preselected);
  return remembered ? locations.find((l) => l._id === remembered) : undefined;
}

/** "Name - street, city": each shop's entry, as the dialog has always listed it. */
export const entryText = (l: Pick<OrderLocation, 'name' | 'address'>) => `${l.name} - ${l.address.address1}, ${l.address.city}`;
/** "Today: 8:30 AM - 9:00 PM", or "Closed today: Thanksgiving Day". */
export const hoursText = (h: TodaysHours) => (h.closed ? h.text : `Today: ${h.text}`);
/**
 * Under the title when the visitor pressed Order on a menu item or a special: what happens next.
 * A special shown on another day than today (`servedOn`, "Thursday") is not on sale today, so the
 * line says when it is instead of offering to add it now.
 */
export const itemText = (item: string, servedOn?: string | null) =>
  servedOn
    ? `${item} is a ${servedOn} special: choose your shop, then order it for a ${servedOn} on the shop's online menu.`
    : `${item}: choose your shop, then add it to your order on the shop's online menu.`;
/** Where the order comes from, above the list. */
export const sortedFromText = (p: KnownPoint) => `Nearest first from ${p.source === 'place' ? p.label : 'your location'}`;
