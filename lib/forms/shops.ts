import 'server-only';
import { listLocations } from '@/lib/data/locations';
import { readOr } from '@/lib/data/read';
import { LOCATION_OPTIONS, LOCATION_SLUGS } from '@/lib/validation/fields';

/** A shop as the forms offer it: the value sent (slug), the label and the phone shown after sending. */
export type ShopChoice = { slug: string; name: string; phoneNumber: string };

/**
 * The shops for the forms' location dropdowns, from the database (its names and phones are the
 * current ones), limited to the slugs the shared schema accepts. A form must never be unusable,
 * so when the database read fails or is empty the list comes from content/, which the schema and
 * the seed share.
 */
export async function listShopChoices(): Promise<ShopChoice[]> {
  const shops = (await readOr('forms: shops', listLocations(), [])).value
    .filter((l) => LOCATION_SLUGS.includes(l.slug))
    .map(({ slug, name, phoneNumber }) => ({ slug, name, phoneNumber }));
  if (shops.length > 0) return shops;
  return LOCATION_OPTIONS.map(({ slug, name, phoneNumber }) => ({ slug, name, phoneNumber }));
}
