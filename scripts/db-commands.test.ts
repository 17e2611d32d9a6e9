/**
 * npm run db:migrate and db:seed as an operator runs them (tsx): a database they cannot reach, or
 * an address they cannot read, is one line that says what to check, without the password or a stack.
 */
import { runScript } from '@/lib/testing/run-script';

/** The command with DATABASE_URL set to `url` (and no direct address beside it). */
const command = (script: string, url: string) => runScript(script, [], { ...process.env, DATABASE_URL: url, DATABASE_URL_UNPOOLED: '' }, 60_000);

it.each(['scripts/db-migrate.ts', 'scripts/db-seed.ts'])('%s says in one line that the database cannot be reached', async (script) => {
  const password = `pw-${Math.random().toString(36).slice(2)}`;
  const { code, stdout, stderr } = await command(script, `postgres://operator:${password}@127.0.0.1:1/bbq`);
  expect(code).toBe(1);
  expect(stdout).toBe('');
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Cannot reach the database \(ECONNREFUSED\): check DATABASE_URL/);
  expect(stderr).not.toContain(password);
}, 60_000);

it.each(['scripts/db-migrate.ts', 'scripts/db-seed.ts'])('%s says in one line how to write an address it cannot read, without the password', async (script) => {
  const { code, stdout, stderr } = await command(script, 'postgres://operator:s3cr#et@127.0.0.1:1/bbq');
  expect(code).toBe(1);
  expect(stdout).toBe('');
  const lines = stderr.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain('DATABASE_URL is not a valid address: write any "#"');
  expect(stderr).not.toContain('s3cr');
}, 60_000);
