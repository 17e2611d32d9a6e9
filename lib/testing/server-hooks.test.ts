/**
 * The test hooks' one switch: E2E_TEST_HOOKS=1 turns every hook on, anything else leaves them
 * inert, and a production deployment refuses the switch outright.
 */
const requestHeaders = new Map<string, string>();
jest.mock('next/headers', () => ({ headers: async () => ({ get: (name: string) => requestHeaders.get(name) ?? null }) }));

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  requestHeaders.clear();
  jest.resetModules();
});

async function load(vars: Record<string, string | undefined>) {
  for (const [k, v] of Object.entries(vars)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  return { env: await import('@/lib/env'), hooks: await import('./server-hooks') };
}

it('leaves every hook inert without the switch', async () => {
  const { hooks, env } = await load({ E2E_TEST_HOOKS: undefined, VERCEL_ENV: undefined });
  requestHeaders.set('x-test-now', '2026-11-26T20:00:00Z').set('x-test-fault', 'specials=error').set('x-test-maps-key', 'k').set('x-test-gift-card-script', 'https://widget.example.com/w.js');
  expect(env.testHooksEnabled()).toBe(false);
  expect(await hooks.testNow()).toBeNull();
  expect(await hooks.testFault('specials')).toBeNull();
  expect(await hooks.testMapsKey()).toBeNull();
  expect(await hooks.testGiftCardScriptUrl()).toBeNull();
  const refusal = hooks.testOnlyRefusal(new Request('http://localhost/api/test/submissions'));
  expect(refusal?.status).toBe(404);
});

it('turns every hook on with E2E_TEST_HOOKS=1, on a preview as well', async () => {
  const { hooks, env } = await load({ E2E_TEST_HOOKS: '1', VERCEL_ENV: 'preview' });
  requestHeaders.set('x-test-now', '2026-11-26T20:00:00Z').set('x-test-fault', 'menu-items=empty,specials=error').set('x-test-maps-key', 'k').set('x-test-gift-card-script', 'https://widget.example.com/w.js');
  expect(env.testHooksEnabled()).toBe(true);
  expect(await hooks.testNow()).toEqual(new Date('2026-11-26T20:00:00Z'));
  expect(await hooks.testFault('specials')).toBe('error');
  expect(await hooks.testFault('menu-items')).toBe('empty');
  expect(await hooks.testFault('careers')).toBeNull();
  expect(await hooks.testMapsKey()).toBe('k');
  expect(await hooks.testGiftCardScriptUrl()).toBe('https://widget.example.com/w.js');
  expect(hooks.testOnlyRefusal(new Request('http://localhost/api/test/submissions'))).toBeNull();
});

it('ignores a hook header it cannot use: a bad instant, a script that is not http(s)', async () => {
  const { hooks } = await load({ E2E_TEST_HOOKS: '1', VERCEL_ENV: undefined });
  requestHeaders.set('x-test-now', 'yesterday').set('x-test-gift-card-script', 'javascript:alert(1)');
  expect(await hooks.testNow()).toBeNull();
  expect(await hooks.testGiftCardScriptUrl()).toBeNull();
});

it('refuses the switch on a production deployment, naming the variable and why', async () => {
  const { env, hooks } = await load({ E2E_TEST_HOOKS: '1', VERCEL_ENV: 'production' });
  expect(() => env.env()).toThrow(/E2E_TEST_HOOKS: E2E_TEST_HOOKS=1 is refused on a production deployment \(VERCEL_ENV=production\)/);
  requestHeaders.set('x-test-now', '2026-11-26T20:00:00Z');
  await expect(hooks.testNow()).rejects.toThrow(/E2E_TEST_HOOKS/);
});

it('accepts production without the switch', async () => {
  const { env } = await load({ E2E_TEST_HOOKS: undefined, VERCEL_ENV: 'production' });
  expect(env.testHooksEnabled()).toBe(false);
});
