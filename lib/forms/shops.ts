import 'server-only';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { closedDays, type ClosedDays } from '@/lib/domain/closed-days';

/**
 * A shop as the forms offer it: the value sent (slug), the label and the phone shown after
 * sending; for the catering form, the days it does not open (a pickup then is warned of).
 */
export type ShopChoice = { slug: string; name: string; phoneNumber: string; closed?: ClosedDays };

/**
 * The shops for the forms' location dropdowns, from the database: the server accepts exactly
 * these. When the database cannot be read the page still renders the form (a submission then
 * gets the clear "temporarily unavailable" answer) with an empty list.
 */
export async function listShopChoices({ closedFrom }: { closedFrom?: string } = {}): Promise<ShopChoice[]> {
  // A bug is thrown (the page answers 500); an unreachable database is logged without personal data.
  const { value: shops } = await readOr('forms: shops', listLocations(), []);
  // The days each shop is closed from `closedFrom` (today) on, only where the form warns of them.
  return shops.map(({ slug, name, phoneNumber, hours, hoursOverrides }) => ({
    slug,
    name,
    phoneNumber,
    ...(closedFrom === undefined ? {} : { closed: closedDays(hours, hoursOverrides, closedFrom) }),
  }));
}
