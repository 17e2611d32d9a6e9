import 'server-only';
import { describeFailure } from '@/lib/api/failure';
import { findCareerOpening, listCareerOpenings } from '@/lib/data/careers';
import { listLocations } from '@/lib/data/locations';
import { findLocation } from '@/lib/domain/slug';
import { findMenuCategory, listMenuCategories } from '@/lib/data/menu';
import { hasOpenedDb } from '@/lib/db';
import { decodeLocationKey } from '@/lib/seo/restaurant';

/** The pages whose one path segment names a record: a shop, a menu category, a job opening. */
export type RecordSection = 'locations' | 'menu' | 'careers';

const RECORD_PATH = /^\/(locations|menu|careers)\/([^/]+)\/?$/;
/** How long the proxy keeps the lists it matches addresses against: a record added in the editor is found within this. */
export const KNOWN_RECORDS_TTL_MS = 30_000;
/** A lookup that takes longer is given up: the page then decides, as it would without the proxy. */
export const LOOKUP_TIMEOUT_MS = 250;

type Known = { shops: { _id: string; slug: string; name: string }[]; categories: { slug: string }[]; openings: { _id: string }[] };
const g = globalThis as typeof globalThis & { __bbqKnownRecords?: { at: number; lists: Promise<Known> } };

/** The shops, categories and openings, read at most once per KNOWN_RECORDS_TTL_MS in this process. */
function knownRecords(now: number): Promise<Known> {
  const kept = g.__bbqKnownRecords;
  if (kept && now - kept.at < KNOWN_RECORDS_TTL_MS) return kept.lists;
  const lists = Promise.all([listLocations(), listMenuCategories(), listCareerOpenings()]).then(([shops, categories, openings]) => ({ shops, categories, openings }));
  g.__bbqKnownRecords = { at: now, lists };
  // A failed read is not kept: the next request reads again.
  lists.catch(() => {
    if (g.__bbqKnownRecords?.lists === lists) g.__bbqKnownRecords = undefined;
  });
  return lists;
}

/** Drops the kept lists: the editor's reseed calls it, so a record it just made is found at once. */
export function forgetKnownRecords(): void {
  g.__bbqKnownRecords = undefined;
}

/** Whether `key` names a record of `section` among the known ones, by the rules its page uses. */
export function namesRecord(known: Known, section: RecordSection, key: string): boolean {
  const decoded = decodeLocationKey(key);
  if (section === 'locations') return findLocation(known.shops, decoded) !== null;
  if (section === 'menu') return findMenuCategory(known.categories, decoded) !== null;
  return findCareerOpening(known.openings, decoded) !== null;
}

/**
 * The section of a shop, category or opening address that names nothing, or null: for any other
 * path, for a record that exists (in any spelling its page accepts), and whenever the proxy cannot
 * tell quickly (the records cannot be read, or this process has not opened its database, as in a
 * proxy deployed apart from the pages): the page then decides, as it would without the proxy.
 *
 * The proxy asks this before the page renders because a page's notFound() under a dynamic render
 * reaches the visitor as an empty document that only JavaScript fills in (Next draws its error
 * shell): a crawler, or a phone whose scripts have not loaded, saw a blank 404.
 */
export async function unknownRecordSection(pathname: string, now: number = Date.now()): Promise<RecordSection | null> {
  const match = RECORD_PATH.exec(pathname);
  if (!match || !hasOpenedDb()) return null;
  const section = match[1] as RecordSection;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), LOOKUP_TIMEOUT_MS)));
  try {
    const known = await Promise.race([knownRecords(now), timeout]);
    if (!known) return null;
    return namesRecord(known, section, match[2]) ? null : section;
  } catch (error) {
    console.error('[proxy] could not look up a record address:', describeFailure(error));
    return null;
  } finally {
    clearTimeout(timer);
  }
}
