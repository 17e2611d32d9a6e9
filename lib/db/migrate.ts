import path from 'node:path';
import type { Db, DbKind } from './index';

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), 'drizzle');

export async function migrateDb(db: Db, kind: DbKind): Promise<void> {
  if (kind === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(db as never, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    await migrate(db, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}
