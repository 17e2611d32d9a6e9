/**
 * npm run submissions: the stored form submissions, newest first.
 *   npm run submissions                       a table of catering requests and contact messages
 *   npm run submissions -- --json             one JSON object per line (every stored field)
 *   npm run submissions -- --type catering    only one form (catering or contact)
 *   npm run submissions -- --spam             include submissions that filled the honeypot
 *   npm run submissions -- --limit 500        how many (default 100)
 *   npm run submissions -- --pending          the notifications not sent yet, oldest first, and why
 *   npm run submissions -- --resend ID        send a notification given up on again now (once the mail works)
 *   npm run submissions -- --resend failed    the same for every notification given up on
 *   npm run submissions -- --erase EMAIL      delete every stored trace of an e-mail address
 * Reads DATABASE_URL, or the embedded database in PGLITE_DIR (default .data/pglite). One process
 * owns an embedded database directory at a time (lib/db/pglite-lock.ts). While a running server
 * holds it, the listings read a temporary copy and never touch the original files; --erase and
 * --resend refuse (changing a copy would change nothing). After a server was killed, the folder
 * is free again.
 */
import './load-env';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { problemLine } from '@/lib/api/failure';
import { closeDb, dbKind, getDb, pgliteDir } from '@/lib/db';
import { heldBy, lockFileOf } from '@/lib/db/pglite-lock';
import { BUSINESS_TIME_ZONE } from '@/lib/domain/zone';
import { eraseEmail, type EraseReport } from '@/lib/submissions/erase';
import { listPendingNotifications, listSubmissions, notificationStatus, type PendingNotification, type StoredSubmission } from '@/lib/submissions/read';
import { requeueGivenUp } from '@/lib/submissions/outbox';
import { FORM_KINDS, kindOfPublicId, type FormKind } from '@/lib/submissions/store';

const USAGE = 'usage: npm run submissions -- [--json] [--type catering|contact] [--spam] [--limit N] | --pending [--json] | --resend ID|failed | --erase EMAIL';

function options() {
  const { values } = parseArgs({
    options: {
      json: { type: 'boolean', default: false },
      type: { type: 'string' },
      spam: { type: 'boolean', default: false },
      limit: { type: 'string', default: '100' },
      pending: { type: 'boolean', default: false },
      erase: { type: 'string' },
      resend: { type: 'string' },
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
  if ([values.erase !== undefined, values.pending, values.resend !== undefined].filter(Boolean).length > 1) throw new Error(`--erase, --pending and --resend are separate commands.\n${USAGE}`);
  if (values.resend !== undefined && values.resend !== 'failed' && !kindOfPublicId(values.resend)) {
    throw new Error(`--resend takes a submission's id (as --pending lists it) or the word failed.\n${USAGE}`);
  }
  return { json: values.json, kind: values.type as FormKind | undefined, includeSpam: values.spam, limit, pending: values.pending, erase: values.erase, resend: values.resend };
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

function pendingRows(rows: PendingNotification[]): Record<string, string>[] {
  const now = Date.now();
  const age = (d: Date) => {
    const minutes = Math.floor((now - d.getTime()) / 60_000);
    return minutes < 120 ? `${minutes} min` : minutes < 48 * 60 ? `${Math.floor(minutes / 60)} h` : `${Math.floor(minutes / 1440)} d`;
  };
  return rows.map((r) => ({
    received: pacific(r.createdAt),
    age: age(r.createdAt),
    submission: r.submissionId,
    // Past its retry period a row that was tried is tried once a day for a month; any other waits for --resend.
    status: r.status === 'failed' ? (r.triedDaily ? 'failed (tried daily)' : 'failed (only --resend sends it)') : 'pending',
    attempts: String(r.attempts),
    'next try': r.status === 'failed' && !r.triedDaily ? '' : pacific(r.nextAttemptAt),
    why: r.why,
  }));
}

function eraseSummary(r: EraseReport): string {
  const ids = [...r.cateringRequests, ...r.contactMessages];
  const lines = [
    `Erased every stored trace of ${r.email}:`,
    `  catering requests: ${r.cateringRequests.length}${r.cateringRequests.length ? ` (${r.cateringRequests.join(', ')})` : ''}`,
    `  contact messages: ${r.contactMessages.length}${r.contactMessages.length ? ` (${r.contactMessages.join(', ')})` : ''}`,
    `  notifications: ${r.notifications}`,
    `  rate-limit counters: ${r.rateLimitCounters}`,
    ...r.redacted.map((x) => `  written in someone else's ${x.table}.${x.column}: ${x.rows} row(s), now "[erased]"`),
  ];
  if (ids.length === 0 && r.notifications === 0 && r.rateLimitCounters === 0 && r.redacted.length === 0) lines.push('  nothing was stored for this address.');
  return lines.join('\n');
}

/** For the embedded database: the directory to open, a copy when the original may be in use (never for a write). */
function embeddedDirectory(write: boolean): { dir: string; cleanup?: () => void } {
  const dir = pgliteDir();
  if (dir.startsWith('memory://')) throw new Error('PGLITE_DIR is an in-memory database: only the server that created it can read it.');
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    throw new Error(`No embedded database at ${dir}. Start the site once, or set PGLITE_DIR or DATABASE_URL.`);
  }
  // The folder's lock says whether a running process (the site) has it open; one left by a server
  // that was killed names a process that is gone, and the folder can be opened again.
  const owner = heldBy(dir);
  if (owner === null) return { dir };
  if (write) throw new Error(`${dir} is open in a running server (process ${owner}): stop the server, then run this again.`);
  const copy = mkdtempSync(path.join(tmpdir(), 'bbq-submissions-'));
  cpSync(dir, copy, { recursive: true });
  for (const file of ['postmaster.pid', path.basename(lockFileOf(dir))]) rmSync(path.join(copy, file), { force: true });
  console.error(`${dir} is open in a running server (process ${owner}): reading a copy, the original is untouched.`);
  return { dir: copy, cleanup: () => rmSync(copy, { recursive: true, force: true }) };
}

const RESEND_WHEN =
  'they go out with the next delivery run (a running server within a minute, else the cron route; one still being sent or waiting out a retry keeps that wait), and are retried as a new notification would be; --pending shows how they fare.';

let cleanup: (() => void) | undefined;

async function main() {
  const opts = options();
  if (dbKind() === 'pglite') {
    const embedded = embeddedDirectory(opts.erase !== undefined || opts.resend !== undefined);
    process.env.PGLITE_DIR = embedded.dir;
    cleanup = embedded.cleanup;
  }
  if (opts.erase !== undefined) {
    const report = await eraseEmail(await getDb(), opts.erase);
    console.log(opts.json ? JSON.stringify(report) : eraseSummary(report));
    return;
  }
  if (opts.resend !== undefined) {
    const all = opts.resend === 'failed';
    const queued = await requeueGivenUp(await getDb(), all ? {} : { submissionId: opts.resend });
    if (queued.length > 0) {
      console.log(`Sending again ${queued.length} notification${queued.length === 1 ? '' : 's'} (${[...new Set(queued.map((q) => q.submissionId))].join(', ')}): ${RESEND_WHEN}`);
    } else if (all) {
      console.log('No notification was given up on: nothing to send again.');
    } else {
      console.error(`Nothing to send again for ${opts.resend}: it was sent, is still being retried (--pending says when), or no such submission has a notification.`);
      process.exitCode = 1;
    }
    return;
  }
  if (opts.pending) {
    const rows = await listPendingNotifications(await getDb(), { smtpConfigured: Boolean(process.env.SMTP_URL) });
    if (opts.json) for (const r of rows) console.log(JSON.stringify(r));
    else if (rows.length === 0) console.log('Every notification has been sent.');
    else console.log(`${table(pendingRows(rows))}\n\n${rows.length} unsent, oldest first; times are Pacific.`);
    return;
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
    // One line: why, never the query's values, the connection string or a stack.
    console.error(problemLine(e));
    process.exitCode = 1;
  })
  .finally(async () => {
    await closeDb().catch(() => {});
    cleanup?.();
  });
