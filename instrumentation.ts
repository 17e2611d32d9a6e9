/**
 * On server start, open the embedded database so it migrates and seeds itself before the first
 * request (a fresh clone serves a full site). PostgreSQL is migrated and seeded by npm scripts.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.DATABASE_URL) return;
  const { getDb } = await import('./lib/db');
  await getDb();
}
