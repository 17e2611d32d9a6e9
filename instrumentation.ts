/**
 * On server start, open the embedded database so it migrates and seeds itself before the first
 * request (a fresh clone serves a full site). PostgreSQL is migrated and seeded by npm scripts.
 * Then start retrying pending form notifications in the background (only with SMTP_URL).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build') return;
  if (!process.env.DATABASE_URL) {
    const { getDb } = await import('./lib/db');
    await getDb();
  }
  const { startOutboxWorker } = await import('./lib/submissions/mailer');
  startOutboxWorker();
}
