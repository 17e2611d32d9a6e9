import 'server-only';
import { getCareerOpening } from '@/lib/data/careers';
import { getLocation } from '@/lib/data/locations';
import { getMenuCategory } from '@/lib/data/menu';
import { decodeLocationKey } from '@/lib/seo/restaurant';

/** The pages whose one path segment names a record: a shop, a menu category, a job opening. */
export type RecordSection = 'locations' | 'menu' | 'careers';

const LOOKUPS: Record<RecordSection, (key: string) => Promise<unknown>> = {
  locations: (key) => getLocation(decodeLocationKey(key)),
  menu: (key) => getMenuCategory(decodeLocationKey(key)),
  careers: (key) => getCareerOpening(decodeLocationKey(key)),
};

const RECORD_PATH = /^\/(locations|menu|careers)\/([^/]+)\/?$/;

/**
 * The section of a shop, category or opening address that names nothing, or null: for any other
 * path, for a record that exists (in any spelling its page accepts), and when the records cannot
 * be read (the page then shows its own error state). The same cached reads the pages make.
 *
 * The proxy asks this before the page renders because a page's notFound() under a dynamic render
 * reaches the visitor as an empty document that only JavaScript fills in (Next draws its error
 * shell): a crawler, or a phone whose scripts have not loaded, saw a blank 404.
 */
export async function unknownRecordSection(pathname: string): Promise<RecordSection | null> {
  const match = RECORD_PATH.exec(pathname);
  if (!match) return null;
  const section = match[1] as RecordSection;
  try {
    return (await LOOKUPS[section](match[2])) ? null : section;
  } catch {
    return null;
  }
}
