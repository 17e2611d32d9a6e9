/**
 * On server start: guard the Node server (stamp each request's peer address for the forms' rate
 * limits, refuse methods the site does not serve, see lib/server/request-guard.ts), then make the
 * database ready before the first request: the embedded database migrates and seeds itself when
 * it opens (a fresh clone serves a full site); PostgreSQL gets its pending migrations and, when
 * the content files changed, a reseed (a merge publishes without a manual step). Then pending
 * form notifications are retried in the background (with SMTP_URL).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { exitOnInvalidEnvironment } = await import('./lib/server/start-checks');
  exitOnInvalidEnvironment();
  const { installRequestGuard } = await import('./lib/server/request-guard');
  installRequestGuard();
  if (process.env.DATABASE_URL) {
    const { preparePostgres } = await import('./lib/db/prepare');
    try {
      const { reseeded } = await preparePostgres(process.env.DATABASE_URL);
      if (reseeded) console.log('[db] content changed: reseeded the database');
    } catch (err) {
      // The site still serves what the database holds; the next start tries again.
      const { describeFailure } = await import('./lib/api/failure');
      console.error('[db] could not migrate or reseed at start:', describeFailure(err));
    }
  } else {
    const { getDb } = await import('./lib/db');
    await getDb();
  }
  const { startBackgroundWork } = await import('./lib/submissions/mailer');
  startBackgroundWork();
}
