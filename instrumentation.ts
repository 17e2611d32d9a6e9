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
    const { preparePostgres, prepareUrl } = await import('./lib/db/prepare');
    try {
      // The direct address when DATABASE_URL goes through a pooler (lib/db/prepare.ts).
      const { reseeded, refused } = await preparePostgres(prepareUrl() as string);
      if (refused) console.error(`[db] ${refused}`);
      if (reseeded) console.log('[db] content changed: reseeded the database');
    } catch (err) {
      // The site still serves what the database holds; the next start tries again.
      const { describeFailure } = await import('./lib/api/failure');
      console.error('[db] could not migrate or reseed at start:', describeFailure(err));
    }
  } else {
    const { getDb } = await import('./lib/db');
    const { DatabaseUnavailableError, describeFailure } = await import('./lib/api/failure');
    try {
      await getDb();
    } catch (err) {
      // A start that throws here leaves every page a bare 500 until a restart. The site starts
      // instead: pages show their error states, the forms answer 503, and each request tries to
      // open the database again. Our own reasons (the folder in use by another process, a file in
      // its way) name a path and a process id, never a visitor's data.
      console.error('[db] could not open the embedded database at start:', err instanceof DatabaseUnavailableError ? err.message : describeFailure(err));
    }
  }
  const { startBackgroundWork } = await import('./lib/submissions/mailer');
  startBackgroundWork();
}
