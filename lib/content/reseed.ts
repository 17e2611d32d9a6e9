import 'server-only';
import { revalidateTag } from 'next/cache';
import { getDb } from '@/lib/db';
import { seed } from '@/lib/db/seed';
import { CONTENT_TAG } from '@/lib/data/cache';
import { forgetKnownRecords } from '@/lib/data/unknown-page';
import { forgetDocuments } from './documents';

/**
 * After the editor saves in local mode: reseed the database from the content folder and drop
 * every cached read at once, the story chapters and legal pages too, so the very next page view
 * shows the change. Throws ContentError (and changes nothing in the database) when the files
 * break a rule.
 */
export async function reseedFromFiles(): Promise<{ rows: number; hash: string }> {
  // The long copy is read from the files, which the save has written whatever the database does.
  forgetDocuments();
  const result = await seed(await getDb());
  // Stale content is never served after an edit: the editor checks the page right away.
  revalidateTag(CONTENT_TAG, { expire: 0 });
  forgetKnownRecords();
  return result;
}
