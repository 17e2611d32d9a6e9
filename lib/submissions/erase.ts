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
/**
 * The address as a regular expression (used case-insensitively) that matches it only as a whole
 * address, never as part of a longer one: erasing ann@example.com leaves joann@example.com and
 * ann@example.community and o'ann@example.com alone. Before it there is no character an address's
 * local part may hold (every one an address allows, the apostrophe of o'brien@ too);
 * after it no letter, digit or hyphen, and no dot that goes on to a letter or digit (a dot that
 * ends a sentence is not part of the address). PostgreSQL and PGlite read it the same way.
 */
const wholeAddress = (email: string) =>
  `(?<![a-zA-Z0-9.!#$%&'*+/=?^_\`{|}~-])${email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![a-zA-Z0-9-]|\\.[a-zA-Z0-9])`;
const mentions = (column: PgColumn, email: string) => sql`${column} ~* ${wholeAddress(email)}`;

/** Text columns where a person may have written someone's address. */
const FREE_TEXT = [
  { name: 'catering_requests', table: cateringRequests, keys: ['eventDetails', 'eventLocation', 'companyName'] },
  { name: 'contact_messages', table: contactMessages, keys: ['message', 'orderNumber'] },
  { name: 'outbox', table: outbox, keys: ['subject', 'body'] },
] as const;

/**
 * The address as it is stored (trimmed, lower case), or why it cannot be one. The forms accept
 * only addresses whose part after @ has a dot, so an address without one was never stored: it is
 * most likely cut short, and erasing it would find nothing.
 */
export function normalizeEmail(raw: string): { email: string } | { problem: string } {
  const email = raw.trim().toLowerCase();
  if (!/^[^\s@]+@[^\s@]+$/.test(email)) return { problem: 'Give an e-mail address, such as maria@example.com.' };
  if (email.length > 254) return { problem: 'An e-mail address has at most 254 characters.' };
  if (!/@[^.]+(\.[^.]+)+$/.test(email)) return { problem: 'Give the whole e-mail address: the part after @ needs a dot, as example.com in maria@example.com.' };
  return { email };
}

export async function eraseEmail(db: Db, rawEmail: string): Promise<EraseReport> {
  const address = normalizeEmail(rawEmail);
  if ('problem' in address) throw new Error(address.problem);
  const { email } = address;
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
          .set({ [key]: sql`regexp_replace(${column}, ${wholeAddress(email)}, ${ERASED}, 'gi')` } as never)
          .where(mentions(column, email))
          .returning();
        if (rows.length) report.redacted.push({ table: name, column: column.name, rows: rows.length });
      }
    }
  });
  return report;
}
