import 'server-only';
import { listLocations } from '@/lib/data/locations';

/** A shop as the forms offer it: the value sent (slug), the label and the phone shown after sending. */
export type ShopChoice = { slug: string; name: string; phoneNumber: string };

/**
 * The shops for the forms' location dropdowns, from the database: the server accepts exactly
 * these. When the database cannot be read the page still renders the form (a submission then
 * gets the clear "temporarily unavailable" answer) with an empty list.
 */
export async function listShopChoices(): Promise<ShopChoice[]> {
  try {
    return (await listLocations()).map(({ slug, name, phoneNumber }) => ({ slug, name, phoneNumber }));
  } catch (error) {
    console.error('[forms] the shops could not be read:', error instanceof Error ? error.name : 'unknown error');
    return [];
  }
}
