/**
 * The health answer on a real database (the embedded one, and PostgreSQL in the suite's
 * PostgreSQL pass): 200 while the database takes writes; 503 and "read-only" when it answers but
 * refuses them, which is also when a form's insert fails, and the form then answers 503 with
 * Retry-After ("try again shortly"), not 500. A read-only transaction stands for such a database.
 */
import { ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/db';
import { outbox } from '@/lib/db/schema';
import { acceptSubmission } from '@/lib/submissions/accept';
import { expectFormRetryLater } from '@/lib/testing/failures';
import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import { READ_ONLY_MESSAGE, acceptsWrites, healthResponse } from './health';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => closeTestDb());

class Rollback extends Error {}

/** Runs `check` in a transaction begun with `setup`, then rolls all of it back. */
async function rolledBack(setup: (tx: Db) => Promise<unknown>, check: (tx: Db) => Promise<void>) {
  await db
    .transaction(async (tx) => {
      await setup(tx as unknown as Db);
      await check(tx as unknown as Db);
      throw new Rollback();
    })
    .catch((e: unknown) => {
      if (!(e instanceof Rollback)) throw e;
    });
}

/** Runs `check` in a transaction that may only read. */
const whileReadOnly = (check: (readOnly: Db) => Promise<void>) => rolledBack((tx) => tx.execute(sql`SET TRANSACTION READ ONLY`), check);

/**
 * Runs `check` with only the notifications of `submissionId`: on PostgreSQL the test files share
 * one database, and another file's notification given up on would make the answer "degraded".
 */
const withOnlyNotificationsOf = (submissionId: string, check: (only: Db) => Promise<void>) => rolledBack((tx) => tx.delete(outbox).where(ne(outbox.submissionId, submissionId)), check);

it('answers 200 with the database ok while it takes writes', async () => {
  expect(await acceptsWrites(db)).toBe(true);
  const res = await healthResponse(db, new Date());
  expect(res.status).toBe(200);
  expect(res.headers.get('Cache-Control')).toBe('no-store');
  expect((await res.json()).data).toMatchObject({ database: 'ok', status: expect.stringMatching(/^(ok|degraded)$/) });
});

it('answers a degraded outbox with 200, or with 503 when the monitor asks strictly', async () => {
  const value = { messageType: 'question', fullName: 'Ana Reyes', email: `ana.${Date.now()}@example.com`, message: 'Are you open on Sunday?' };
  const stored = await acceptSubmission('contact', value, { client: '203.0.113.10', idempotencyKey: null, later: () => {}, db });
  if (!('id' in stored)) throw new Error(`not stored: ${stored.status}`);
  // Two hours on, with no mail server to send it, the notification has waited past the hour.
  const later = new Date(Date.now() + 2 * 3600_000);
  const relaxed = await healthResponse(db, later);
  expect(relaxed.status).toBe(200);
  expect((await relaxed.json()).data.status).toBe('degraded');
  const strict = await healthResponse(db, later, { strict: true });
  expect(strict.status).toBe(503);
  expect((await strict.json()).data.status).toBe('degraded');
  // Nothing waiting that long: strict or not, 200.
  await withOnlyNotificationsOf(stored.id, async (only) => {
    expect((await healthResponse(only, new Date(Date.now() - 3600_000), { strict: true })).status).toBe(200);
  });
});

it('answers 503 "read-only" when the database refuses writes, as the forms then answer 503', async () => {
  await whileReadOnly(async (readOnly) => {
    expect(await acceptsWrites(readOnly)).toBe(false);
    const res = await healthResponse(readOnly, new Date());
    expect(res.status).toBe(503);
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect(Number(res.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(await res.json()).toEqual({ success: false, message: READ_ONLY_MESSAGE, database: 'read-only' });

    // The form's insert is refused by the database itself (25006), and the visitor is told to try again.
    const value = { messageType: 'question', fullName: 'Ana Reyes', email: `ana.${Date.now()}@example.com`, message: 'Are you open on Sunday?' };
    const error = await acceptSubmission('contact', value, { client: '203.0.113.9', idempotencyKey: null, later: () => {}, db: readOnly }).then(
      () => null,
      (e: unknown) => e,
    );
    expectFormRetryLater(error, '25006');
  });
});
