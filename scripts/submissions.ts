/**
 * npm run submissions: the stored form submissions, newest first.
 *   npm run submissions                       a table of catering requests and contact messages
 *   npm run submissions -- --json             one JSON object per line (every stored field)
 *   npm run submissions -- --type catering    only one form (catering or contact)
 *   npm run submissions -- --spam             include submissions that filled the honeypot
 *   npm run submissions -- --limit 500        how many (default 100)
 * Reads DATABASE_URL, or the embedded database in PGLITE_DIR (default .data/pglite). One process
 * owns an embedded database directory at a time, so stop the server first. If the directory looks
 * in use (PGlite's postmaster.pid is there, which is also the case after a server was killed),
 * this reads a temporary copy and never touches the original files.
 */
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { closeDb, dbKind, getDb, pgliteDir } from '@/lib/db';
import { BUSINESS_TIME_ZONE } from '@/lib/domain/zone';
import { listSubmissions, notificationStatus, type StoredSubmission } from '@/lib/submissions/read';
import { FORM_KINDS, type FormKind } from '@/lib/submissions/store';

const USAGE = 'usage: npm run submissions -- [--json] [--type catering|contact] [--spam] [--limit N]';

function options() {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      type: { type: 'string' },
      spam: { type: 'boolean', default: false },
      limit: { type: 'string', default: '100' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (values.type !== undefined && !FORM_KINDS.includes(values.type as FormKind)) throw new Error(`--type must be catering or contact.\n${USAGE}`);
  const limit = Number(values.limit);
  if (!Number.isInteger(limit) || limit < 1) throw new Error(`--limit must be a positive whole number.\n${USAGE}`);
  return { json: values.json, kind: values.type as FormKind | undefined, includeSpam: values.spam, limit };
}

const when = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const pacific = (d: Date) => when.format(d).replace(',', '');

function summary(s: StoredSubmission): Record<string, string> {
  const r = s.row;
  const common = { received: pacific(r.createdAt), type: s.kind, id: r.publicId };
  const status = notificationStatus(s.outbox) + (r.spam ? ' (spam)' : '');
  if (s.kind === 'catering') {
    const c = s.row;
    return {
      ...common,
      name: `${c.firstName} ${c.lastName}`,
      email: c.emailAddress,
      phone: c.phoneNumber,
      location: c.kindersLocation ?? c.eventLocation ?? '',
      about: [c.cateringOption, `${c.guestSize} guests`, c.eventDate, c.eventType, c.cateringMenu && `menu: ${c.cateringMenu}`].filter(Boolean).join(', '),
      notified: status,
    };
  }
  const m = s.row;
  return {
    ...common,
    name: m.fullName,
    email: m.email,
    phone: m.phone ?? '',
    location: m.kindersLocation ?? '',
    about: `${m.messageType}: ${m.message.replace(/\s+/g, ' ')}`,
    notified: status,
  };
}

const WIDTH: Record<string, number> = { name: 24, email: 30, location: 22, about: 48 };
const clip = (text: string, max?: number) => (max && text.length > max ? `${text.slice(0, max - 1)}…` : text);

function table(rows: Record<string, string>[]): string {
  const columns = Object.keys(rows[0]);
  const cells = rows.map((r) => columns.map((c) => clip(r[c], WIDTH[c])));
  const widths = columns.map((c, i) => Math.max(c.length, ...cells.map((row) => row[i].length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i])).join('  ').trimEnd();
  return [line(columns.map((c) => c.toUpperCase())), line(widths.map((w) => '-'.repeat(w))), ...cells.map(line)].join('\n');
}

/** For the embedded database: the directory to open, a copy when the original may be in use. */
function embeddedDirectory(): { dir: string; cleanup?: () => void } {
  const dir = pgliteDir();
  if (dir.startsWith('memory://')) throw new Error('PGLITE_DIR is an in-memory database: only the server that created it can read it.');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`No embedded database at ${dir}. Start the site once, or set PGLITE_DIR or DATABASE_URL.`);
  }
  if (!existsSync(path.join(dir, 'postmaster.pid'))) return { dir };
  const copy = mkdtempSync(path.join(tmpdir(), 'bbq-submissions-'));
  cpSync(dir, copy, { recursive: true });
  rmSync(path.join(copy, 'postmaster.pid'), { force: true });
  console.error(`${dir} may be open in a running server (or one that was not shut down cleanly): reading a copy, the original is untouched.`);
  return { dir: copy, cleanup: () => rmSync(copy, { recursive: true, force: true }) };
}

let cleanup: (() => void) | undefined;

async function main() {
  const opts = options();
  if (dbKind() === 'pglite') {
    const embedded = embeddedDirectory();
    process.env.PGLITE_DIR = embedded.dir;
    cleanup = embedded.cleanup;
  }
  const submissions = await listSubmissions(await getDb(), opts);
  if (opts.json) {
    for (const s of submissions) {
      // The public id is the submission's id everywhere else; the serial row id stays internal.
      const fields: Partial<typeof s.row> = { ...s.row };
      delete fields.id;
      delete fields.publicId;
      console.log(JSON.stringify({ kind: s.kind, id: s.row.publicId, ...fields, notification: { status: notificationStatus(s.outbox), outbox: s.outbox } }));
    }
  } else if (submissions.length === 0) {
    console.log(`No ${opts.kind ?? ''} submissions${opts.includeSpam ? '' : ' (spam hidden; --spam shows it)'}.`.replace('  ', ' '));
  } else {
    console.log(table(submissions.map(summary)));
    console.log(`\n${submissions.length} shown, newest first; times are Pacific.${submissions.length === opts.limit ? ' More with --limit.' : ''}`);
  }
}

main()
  .catch((e) => {
    console.error(e instanceof Error ? e.message : e);
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeDb().catch(() => {});
    cleanup?.();
  });
