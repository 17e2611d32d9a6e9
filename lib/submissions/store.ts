/**
 * Stores a validated submission. The row and its notification (an outbox row) are written in
 * one transaction, so once the client has its 201 the business will hear about it: if the mail
 * server is down, the notification waits in the outbox and is retried.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { cateringRequests, contactMessages, locations, outbox } from '@/lib/db/schema';
import type { CateringRequest } from '@/lib/validation/catering';
import type { ContactMessage } from '@/lib/validation/contact';
import { cateringNotification, contactNotification, type Shop } from './notify';

export type FormKind = 'catering' | 'contact';
export const FORM_KINDS: readonly FormKind[] = ['catering', 'contact'];
export type Submission = { kind: 'catering'; data: CateringRequest } | { kind: 'contact'; data: ContactMessage };

export type StoreOptions = {
  idempotencyKey: string | null;
  clientKey: string | null;
  /** The honeypot was filled: keep the row for review, but notify nobody. */
  spam: boolean;
  notifyTo?: string;
  now?: Date;
};
export type Stored = { id: string; replayed: boolean };

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const ID_PREFIX: Record<FormKind, string> = { catering: 'cr_', contact: 'cm_' };
const ID_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32: easy to read out on the phone

/** A public id such as cr_7k2m9q4x1b3n8v6d: 80 random bits, safe to show and to put in URLs. */
export function newPublicId(kind: FormKind): string {
  return ID_PREFIX[kind] + Array.from(randomBytes(16), (b) => ID_ALPHABET[b & 31]).join('');
}

export function kindOfPublicId(id: string): FormKind | null {
  return (Object.keys(ID_PREFIX) as FormKind[]).find((k) => id.startsWith(ID_PREFIX[k])) ?? null;
}

const table = (kind: FormKind) => (kind === 'catering' ? cateringRequests : contactMessages);

/** The public id of the submission stored earlier under this Idempotency-Key, if any. */
export async function findByIdempotencyKey(db: Db, kind: FormKind, key: string): Promise<string | null> {
  const t = table(kind);
  const [row] = await db.select({ publicId: t.publicId }).from(t).where(eq(t.idempotencyKey, key)).limit(1);
  return row?.publicId ?? null;
}

async function findShop(db: Db, slug: string | undefined): Promise<Shop | null> {
  if (!slug) return null;
  const [shop] = await db
    .select({ slug: locations.slug, name: locations.name, phoneNumber: locations.phoneNumber, cateringEmail: locations.cateringEmail })
    .from(locations)
    .where(eq(locations.slug, slug))
    .limit(1);
  return shop ?? null;
}

/** The fields to store: everything but the honeypot (its meaning is kept in the spam column). */
export function withoutHoneypot<T extends { website: boolean }>(data: T): Omit<T, 'website'> {
  const fields: Partial<T> = { ...data };
  delete fields.website;
  return fields as Omit<T, 'website'>;
}

async function insertSubmission(tx: Tx, s: Submission, id: string, o: StoreOptions): Promise<void> {
  const common = { publicId: id, spam: o.spam, idempotencyKey: o.idempotencyKey, clientKey: o.clientKey };
  if (s.kind === 'catering') await tx.insert(cateringRequests).values({ ...common, ...withoutHoneypot(s.data) });
  else await tx.insert(contactMessages).values({ ...common, ...withoutHoneypot(s.data) });
}

/** True for PostgreSQL's unique_violation, whether raw (pg, PGlite) or wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Writes the submission and, unless it is spam, its notification in one transaction. With an
 * Idempotency-Key already used (two copies of one request racing each other), the unique index
 * refuses the second insert and the first one's id is returned instead.
 */
export async function storeSubmission(db: Db, submission: Submission, options: StoreOptions): Promise<Stored> {
  const id = newPublicId(submission.kind);
  const shop = await findShop(db, submission.data.kindersLocation);
  const notifyOptions = { notifyTo: options.notifyTo, receivedAt: options.now ?? new Date() };
  const notification = options.spam
    ? null
    : submission.kind === 'catering'
      ? cateringNotification(id, submission.data, shop, notifyOptions)
      : contactNotification(id, submission.data, shop, notifyOptions);
  try {
    await db.transaction(async (tx) => {
      await insertSubmission(tx, submission, id, options);
      if (notification) await tx.insert(outbox).values({ kind: submission.kind, submissionId: id, ...notification });
    });
  } catch (error) {
    if (options.idempotencyKey && isUniqueViolation(error)) {
      const existing = await findByIdempotencyKey(db, submission.kind, options.idempotencyKey);
      if (existing) return { id: existing, replayed: true };
    }
    throw error;
  }
  return { id, replayed: false };
}
