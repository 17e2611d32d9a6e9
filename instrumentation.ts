/**
 * On server start: guard the Node server (stamp each request's peer address for the forms' rate
 * limits, refuse methods the site does not serve, see lib/server/request-guard.ts), open the
 * embedded database so it migrates and seeds itself before the first request (a fresh clone
 * serves a full site; PostgreSQL is migrated and seeded by npm scripts), then start retrying
 * pending form notifications in the background (only with SMTP_URL).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  const { installRequestGuard } = await import('./lib/server/request-guard');
  installRequestGuard();
  if (!process.env.DATABASE_URL) {
    const { getDb } = await import('./lib/db');
    await getDb();
  }
  const { startBackgroundWork } = await import('./lib/submissions/mailer');
  startBackgroundWork();
}
