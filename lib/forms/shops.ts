import 'server-only';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';

/** A shop as the forms offer it: the value sent (slug), the label and the phone shown after sending. */
export type ShopChoice = { slug: string; name: string; phoneNumber: string };

/**
 * The shops for the forms' location dropdowns, from the database: the server accepts exactly
 * these. When the database cannot be read the page still renders the form (a submission then
 * gets the clear "temporarily unavailable" answer) with an empty list.
 */
export async function listShopChoices(): Promise<ShopChoice[]> {
  // A bug is thrown (the page answers 500); an unreachable database is logged without personal data.
  const { value: shops } = await readOr('forms: shops', listLocations(), []);
  return shops.map(({ slug, name, phoneNumber }) => ({ slug, name, phoneNumber }));
}
