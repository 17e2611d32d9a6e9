import { sql } from 'drizzle-orm';
import type { Db } from './index';

/**
 * The embedded database runs PostgreSQL in single-user mode, which has no checkpointer and no
 * autovacuum. Left to itself, a server that runs for months keeps every write-ahead log segment
 * since it started (the disk fills under a flood of posts, and a restart replays all of them
 * before the first request), and the room of rows deleted by retention and the pruned rate-limit
 * counters is never used again. The hourly upkeep does both jobs: a plain VACUUM makes the deleted
 * rows' room reusable, and a checkpoint lets the log be recycled (it locks nothing a request
 * waits on for long; the tables are small). PostgreSQL does all of this itself, and its
 * CHECKPOINT needs rights the site's role should not have: this is for the embedded database only.
 */
export async function tidyEmbeddedDb(db: Db): Promise<void> {
  // VACUUM first: the log it writes (whole pages, the first change to each since the last
  // checkpoint) is then behind the checkpoint too, and recycled with the rest.
  await db.execute(sql`VACUUM`);
  await db.execute(sql`CHECKPOINT`);
}
