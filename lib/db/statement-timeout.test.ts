/**
 * A statement of the site's that runs past its time limit on PostgreSQL is cancelled by the
 * server, and the form's answer is 503 with Retry-After, not a request that hangs: here a
 * message's insert waits behind a lock that another session holds and never lets go of. Once the
 * lock is gone the same message is stored, on the same pool.
 * The cancellation runs on PostgreSQL only (TEST_DATABASE_URL; npm run test:all runs this file in
 * its PostgreSQL pass): the embedded database is one connection, which no other session can lock.
 */
import { Client } from 'pg';
import { eq, sql } from 'drizzle-orm';
import { contactMessages } from '@/lib/db/schema';
import { acceptSubmission } from '@/lib/submissions/accept';
import { expectFormRetryLater } from '@/lib/testing/failures';
import { closeTestDb, openTestDb } from '@/lib/testing/test-db';
import { DEFAULT_STATEMENT_TIMEOUT_MS, statementTimeoutMs } from './index';

// env() reads the variables once, on its first call; this file's first call is below.
const LIMIT_MS = 1_500;
process.env.DATABASE_STATEMENT_TIMEOUT_MS = String(LIMIT_MS);

it('the statement limit comes from DATABASE_STATEMENT_TIMEOUT_MS', () => {
  expect(LIMIT_MS).not.toBe(DEFAULT_STATEMENT_TIMEOUT_MS);
  expect(statementTimeoutMs()).toBe(LIMIT_MS);
});

const onPostgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

onPostgres('on PostgreSQL, a statement held up past the limit', () => {
  let locker: Client;
  afterAll(async () => {
    await locker?.end().catch(() => {});
    await closeTestDb();
  });

  it('is cancelled: the form answers 503 with Retry-After, and the message is stored once the lock is gone', async () => {
    const warnings: string[] = [];
    const onWarning = (w: Error) => warnings.push(w.message);
    process.on('warning', onWarning);
    const db = await openTestDb();
    // Each connection sets it before its first query: three at once make the pool open three.
    const shown = await Promise.all([1, 2, 3].map(() => db.execute(sql`SELECT current_setting('statement_timeout') AS limit, pg_sleep(0.2)`)));
    expect(shown.map((r) => r.rows[0].limit)).toEqual([`${LIMIT_MS}ms`, `${LIMIT_MS}ms`, `${LIMIT_MS}ms`]);
    // And before the connection is handed out: no query is queued behind the SET on one connection.
    await new Promise((r) => setImmediate(r));
    process.off('warning', onWarning);
    expect(warnings.filter((w) => w.includes('already executing a query'))).toEqual([]);
    const value = { messageType: 'question', fullName: 'Sam Okafor', email: `sam.${Date.now()}@example.com`, message: 'Do you cater on Sundays?' };
    const submit = () => acceptSubmission('contact', value, { client: '203.0.113.7', idempotencyKey: null, later: () => {}, db });

    locker = new Client({ connectionString: process.env.TEST_DATABASE_URL });
    await locker.connect();
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE contact_messages IN ACCESS EXCLUSIVE MODE');

    const error = await submit().then(
      () => null,
      (e: unknown) => e,
    );
    // The server's own word for it, under Drizzle's wrapping: cancelled by its timeout (57014).
    expectFormRetryLater(error, '57014');

    // The lock holds every read of the table as well: what was stored is counted once it is gone.
    await locker.query('ROLLBACK');
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, value.email))).toHaveLength(0);
    const retried = await submit();
    expect(retried).toMatchObject({ status: 201 });
    expect(await db.select().from(contactMessages).where(eq(contactMessages.email, value.email))).toHaveLength(1);
  }, 30_000);
});
