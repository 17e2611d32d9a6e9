/**
 * A California privacy request to delete (the privacy policy promises it): every stored trace of
 * one e-mail address, from every table, in one transaction.
 * - catering requests and contact messages sent from the address, with their notifications;
 * - notifications that reply to it;
 * - its rate-limit counter (kept under a hash of the address);
 * - the address where it was typed into someone else's text (event details, a message, a
 *   notification), replaced by "[erased]".
 * `npm run submissions -- --erase EMAIL` runs it and prints the report.
 */
import { eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/db';
import { cateringRequests, contactMessages, outbox, rateLimits } from '@/lib/db/schema';
import { emailBucket } from './rate-limit';

export const ERASED = '[erased]';

export type EraseReport = {
  email: string;
  cateringRequests: string[];
  contactMessages: string[];
  notifications: number;
  rateLimitCounters: number;
  /** Rows of other people where the address was written in a text and is now "[erased]". */
  redacted: { table: string; column: string; rows: number }[];
};

const sameAddress = (column: PgColumn, email: string) => sql`lower(${column}) = ${email}`;
const mentions = (column: PgColumn, email: string) => sql`position(${email} in lower(${column})) > 0`;
/** The address as a case-insensitive regular expression that matches only itself. */
const literalPattern = (email: string) => email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Text columns where a person may have written someone's address. */
const FREE_TEXT = [
  { name: 'catering_requests', table: cateringRequests, keys: ['eventDetails', 'eventLocation', 'companyName'] },
  { name: 'contact_messages', table: contactMessages, keys: ['message', 'orderNumber'] },
  { name: 'outbox', table: outbox, keys: ['subject', 'body'] },
] as const;

export function normalizeEmail(raw: string): string | null {
  const email = raw.trim().toLowerCase();
  return /^[^\s@]+@[^\s@]+$/.test(email) && email.length <= 254 ? email : null;
}

export async function eraseEmail(db: Db, rawEmail: string): Promise<EraseReport> {
  const email = normalizeEmail(rawEmail);
  if (!email) throw new Error('Give an e-mail address, such as maria@example.com.');
  const report: EraseReport = { email, cateringRequests: [], contactMessages: [], notifications: 0, rateLimitCounters: 0, redacted: [] };

  await db.transaction(async (tx) => {
    const catering = await tx.select({ id: cateringRequests.publicId }).from(cateringRequests).where(sameAddress(cateringRequests.emailAddress, email));
    const contact = await tx.select({ id: contactMessages.publicId }).from(contactMessages).where(sameAddress(contactMessages.email, email));
    report.cateringRequests = catering.map((r) => r.id);
    report.contactMessages = contact.map((r) => r.id);
    const ids = [...report.cateringRequests, ...report.contactMessages];

    const theirs: SQL[] = [sameAddress(outbox.replyTo, email)];
    if (ids.length) theirs.push(inArray(outbox.submissionId, ids));
    report.notifications = (await tx.delete(outbox).where(or(...theirs)).returning({ id: outbox.id })).length;
    if (report.cateringRequests.length) await tx.delete(cateringRequests).where(inArray(cateringRequests.publicId, report.cateringRequests));
    if (report.contactMessages.length) await tx.delete(contactMessages).where(inArray(contactMessages.publicId, report.contactMessages));
    report.rateLimitCounters = (await tx.delete(rateLimits).where(eq(rateLimits.bucket, emailBucket(email))).returning({ b: rateLimits.bucket })).length;

    for (const { name, table, keys } of FREE_TEXT) {
      for (const key of keys) {
        const column = (table as unknown as Record<string, PgColumn>)[key];
        const rows = await tx
          .update(table)
          .set({ [key]: sql`regexp_replace(${column}, ${literalPattern(email)}, ${ERASED}, 'gi')` } as never)
          .where(mentions(column, email))
          .returning();
        if (rows.length) report.redacted.push({ table: name, column: column.name, rows: rows.length });
      }
    }
  });
  return report;
}
