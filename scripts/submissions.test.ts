/**
 * `npm run submissions` as an operator runs it (tsx, a real embedded database on disk in a temp
 * directory): --pending says what is unsent and why, --erase removes an address and prints what
 * it removed, and refuses a directory a running server has open (but not one a killed server left);
 * --resend sends again what was given up on.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { closeDb, getDb } from '@/lib/db';
import { currentOwner, lockFileOf } from '@/lib/db/pglite-lock';
import { eq } from 'drizzle-orm';
import { outbox } from '@/lib/db/schema';
import { storeSubmission } from '@/lib/submissions/store';
import { runScript } from '@/lib/testing/run-script';

let dir: string;
const ids: Record<string, string> = {};
const saved = { ...process.env };

/** The command on the embedded database in `dir`, or with `env` set (a DATABASE_URL). */
const cli = (...args: string[]) => cliWith({}, ...args);
const cliWith = (env: Record<string, string>, ...args: string[]) => runScript('scripts/submissions.ts', args, { ...process.env, PGLITE_DIR: dir, DATABASE_URL: '', SMTP_URL: '', ...env });

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'bbq-submissions-cli-'));
  delete process.env.DATABASE_URL;
  process.env.PGLITE_DIR = dir;
  const db = await getDb();
  const common = { idempotencyKey: null, clientKey: '203.0.113.5', spam: false };
  const a = await storeSubmission(db, { kind: 'contact', data: { messageType: 'question', fullName: 'Erin Erase', email: 'erin.erase@example.com', message: 'Please forget me later.', newsletterConsent: false, website: false } }, common);
  const b = await storeSubmission(
    db,
    { kind: 'catering', data: { cateringOption: 'On-Site Catering', eventLocation: 'Heather Farm', guestSize: 50, firstName: 'Kai', lastName: 'Keep', emailAddress: 'kai.keep@example.com', phoneNumber: '925 555 0101', eventDetails: 'Please cc erin.erase@example.com', website: false } },
    common,
  );
  if ('mismatch' in a || 'mismatch' in b) throw new Error('not stored');
  ids.erin = a.id;
  ids.kai = b.id;
  await closeDb();
}, 240_000);

afterAll(() => {
  process.env = saved;
  rmSync(dir, { recursive: true, force: true });
});

it('--pending lists every unsent notification, oldest first, with why it is unsent', async () => {
  const { code, stdout } = await cli('--pending');
  expect(code).toBe(0);
  expect(stdout).toMatch(/RECEIVED\s+AGE\s+SUBMISSION\s+STATUS\s+ATTEMPTS\s+NEXT TRY\s+WHY/);
  expect(stdout.indexOf(ids.erin)).toBeGreaterThan(0);
  expect(stdout.indexOf(ids.kai)).toBeGreaterThan(stdout.indexOf(ids.erin));
  expect(stdout).toContain('not tried yet, and SMTP_URL is not set here');
  expect(stdout).toContain('2 unsent, oldest first');
}, 240_000);

it('--erase removes every trace of an address and prints what it removed', async () => {
  const { code, stdout } = await cli('--erase', 'Erin.Erase@example.com');
  expect(code).toBe(0);
  expect(stdout).toContain('Erased every stored trace of erin.erase@example.com:');
  expect(stdout).toContain(`contact messages: 1 (${ids.erin})`);
  expect(stdout).toContain('catering requests: 0');
  expect(stdout).toContain('notifications: 1');
  expect(stdout).toContain(`written in someone else's catering_requests.event_details: 1 row(s), now "[erased]"`);

  const listed = (await cli('--json', '--spam')).stdout.trim().split('\n').map((l) => JSON.parse(l));
  expect(listed.map((s) => s.id)).toEqual([ids.kai]);
  expect(listed[0].eventDetails).toBe('Please cc [erased]');
  expect(JSON.stringify(listed)).not.toContain('erin.erase@example.com');
}, 240_000);

it('--erase refuses a directory a running server has open; the listings read a copy', async () => {
  // A running process stands for the server.
  const server = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 120000)']);
  writeFileSync(lockFileOf(dir), JSON.stringify({ ...currentOwner(dir), pid: server.pid, start: null }));
  try {
    const { code, stderr } = await cli('--erase', 'kai.keep@example.com');
    expect(code).toBe(1);
    expect(stderr).toContain(`is open in a running server (process ${server.pid}): stop the server, then run this again`);
    const listed = await cli('--json');
    expect(listed.code).toBe(0);
    expect(listed.stderr).toContain('reading a copy, the original is untouched');
  } finally {
    server.kill();
    rmSync(lockFileOf(dir), { force: true });
  }
}, 240_000);

it('after a server was killed (its lock and postmaster.pid left behind), the folder is read and written again', async () => {
  const gone = Number(spawnSync(process.execPath, ['-e', 'console.log(process.pid)'], { encoding: 'utf8' }).stdout.trim());
  writeFileSync(lockFileOf(dir), JSON.stringify({ ...currentOwner(dir), pid: gone }));
  writeFileSync(path.join(dir, 'postmaster.pid'), String(gone));
  const { code, stdout, stderr } = await cli('--erase', 'nobody.here@example.com');
  expect(stderr).not.toContain('running server');
  expect(code).toBe(0);
  expect(stdout).toContain('nothing was stored for this address.');
}, 240_000);

it('--resend sends again a notification given up on, once; one still being retried is left to its schedule', async () => {
  const db = await getDb();
  const stored = await storeSubmission(
    db,
    { kind: 'contact', data: { messageType: 'question', fullName: 'Rae Resend', email: 'rae.resend@example.com', message: 'Is anyone there?', newsletterConsent: false, website: false } },
    { idempotencyKey: null, clientKey: '203.0.113.5', spam: false },
  );
  if ('mismatch' in stored) throw new Error('not stored');
  // Tried for the whole retry period while the mail server refused the login.
  const fourDaysAgo = new Date(Date.now() - 4 * 24 * 3600_000);
  await db.update(outbox).set({ createdAt: fourDaysAgo, queuedAt: fourDaysAgo, attempts: 77, lastError: 'EAUTH: Invalid login' }).where(eq(outbox.submissionId, stored.id));
  await closeDb();

  // Listed as failed and tried once a day, with its next try (its date and time, Pacific).
  const listed = (await cli('--pending', '--json')).stdout.trim().split('\n').map((l) => JSON.parse(l)).find((p) => p.submissionId === stored.id);
  expect(listed).toMatchObject({ status: 'failed', triedDaily: true, attempts: 77 });
  const table = (await cli('--pending')).stdout.split('\n').find((l) => l.includes(stored.id));
  expect(table).toContain('failed (tried daily)');

  const all = await cli('--resend', 'failed');
  expect(all.code).toBe(0);
  expect(all.stdout).toContain(`Sending again 1 notification (${stored.id}): they go out with the next delivery run`);

  const again = await cli('--resend', stored.id);
  expect(again.code).toBe(1);
  expect(again.stderr).toContain(`Nothing to send again for ${stored.id}: it was sent, is still being retried`);

  const pending = (await cli('--pending', '--json')).stdout.trim().split('\n').map((l) => JSON.parse(l));
  expect(pending.find((p) => p.submissionId === stored.id)).toMatchObject({ status: 'pending', attempts: 0 });
  // Kai's request, never tried, was not given up on and is untouched.
  expect(pending.find((p) => p.submissionId === ids.kai)).toMatchObject({ status: 'pending', attempts: 0, why: 'not tried yet, and SMTP_URL is not set here' });
}, 240_000);

it('--resend takes a submission id or the word failed, and says so', async () => {
  const { code, stderr } = await cli('--resend', 'everything');
  expect(code).toBe(1);
  expect(stderr).toContain("--resend takes a submission's id (as --pending lists it) or the word failed.");
}, 60_000);

describe('when the database cannot be reached', () => {
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  it.each([
    ['refuses the connection', `postgres://operator:${password}@127.0.0.1:1/bbq`, ['ECONNREFUSED']],
    ['has a host name nobody knows', `postgres://operator:${password}@no-such-host.invalid/bbq`, ['ENOTFOUND', 'EAI_AGAIN']],
  ])('says so in one line when the server %s, without the query or the password', async (_, url, codes) => {
    for (const args of [['--pending'], ['--erase', 'erin.erase@example.com']]) {
      const { code, stdout, stderr } = await cliWith({ DATABASE_URL: url }, ...args);
      expect(code).toBe(1);
      expect(stdout).toBe('');
      const lines = stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(new RegExp(`^Cannot reach the database \\((${codes.join('|')})\\)`));
      for (const secret of [password, 'select', 'params', 'erin.erase']) expect(stderr.toLowerCase()).not.toContain(secret);
    }
  }, 120_000);
});
