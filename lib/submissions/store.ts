/**
 * Stores a validated submission. The row and its notification (an outbox row) are written in
 * one transaction, so once the client has its 201 the business will hear about it: if the mail
 * server is down, the notification waits in the outbox and is retried.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
  /** Who sent it (lib/api/client.ts): Idempotency-Keys are scoped to it. */
  clientKey: string;
  /** requestHash() of the submission (computed when not given), kept so a reused key with other data is told apart. */
  requestHash?: string;
  /** The honeypot was filled: keep the row for review, but notify nobody. */
  spam: boolean;
  notifyTo?: string;
  now?: Date;
};
/** Stored (or replayed: the key was used before for the same data), or the key was used for other data. */
export type Stored = { id: string; replayed: boolean } | { mismatch: true };

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

/** JSON with sorted keys and no undefined values: the same data always gives the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** SHA-256 of a validated submission (trimmed, normalized), so a retry of the same data matches. */
export function requestHash(submission: Submission): string {
  return createHash('sha256').update(`${submission.kind}\n${canonicalJson(submission.data)}`).digest('hex');
}

export type EarlierSubmission = { id: string; requestHash: string | null };

/** The submission this client stored earlier under this Idempotency-Key, if any. */
export async function findByIdempotencyKey(db: Db, kind: FormKind, clientKey: string, key: string): Promise<EarlierSubmission | null> {
  const t = table(kind);
  const [row] = await db
    .select({ id: t.publicId, requestHash: t.requestHash })
    .from(t)
    .where(and(eq(t.clientKey, clientKey), eq(t.idempotencyKey, key)))
    .limit(1);
  return row ?? null;
}

/** A stored submission under the same key: the same request again (a replay), or other data (refused). */
export function replayOf(earlier: EarlierSubmission, hash: string): Stored {
  // Rows stored before hashes were kept match on the key alone, as they always did.
  return earlier.requestHash === null || earlier.requestHash === hash ? { id: earlier.id, replayed: true } : { mismatch: true };
}

async function findShop(db: Db, slug: string | undefined): Promise<Shop | null> {
  if (!slug) return null;
  const [shop] = await db
    .select({ slug: locations.slug, name: locations.name, phoneNumber: locations.phoneNumber, cateringEmail: locations.cateringEmail, hours: locations.hours, hoursOverrides: locations.hoursOverrides })
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

async function insertSubmission(tx: Tx, s: Submission, id: string, o: StoreOptions & { requestHash: string }): Promise<void> {
  const common = { publicId: id, spam: o.spam, idempotencyKey: o.idempotencyKey, clientKey: o.clientKey, requestHash: o.requestHash };
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
 * Idempotency-Key this client already used (two copies of one request racing each other), the
 * unique index refuses the second insert and the first one's id is returned instead, or a
 * mismatch when the two carried different data.
 */
export async function storeSubmission(db: Db, submission: Submission, given: StoreOptions): Promise<Stored> {
  const options = { ...given, requestHash: given.requestHash ?? requestHash(submission) };
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
      const earlier = await findByIdempotencyKey(db, submission.kind, options.clientKey, options.idempotencyKey);
      if (earlier) return replayOf(earlier, options.requestHash);
    }
    throw error;
  }
  return { id, replayed: false };
}
