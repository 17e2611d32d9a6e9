import { withFreshEnv } from '@/lib/testing/fresh-env';

/** What the start-up check warns of under these variables (it exits only on an invalid environment). */
async function warningsWith(vars: Record<string, string | undefined>): Promise<string[]> {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  try {
    await withFreshEnv({ SITE_URL: 'https://www.example.com', ...vars }, async () => (await import('./start-checks')).exitOnInvalidEnvironment());
    return warn.mock.calls.map((c) => String(c[0]));
  } finally {
    warn.mockRestore();
  }
}

describe('the start-up check', () => {
  it('warns on Vercel without CRON_SECRET: the scheduled mail retries and retention would never run', async () => {
    expect(await warningsWith({ VERCEL: '1', CRON_SECRET: undefined })).toEqual([expect.stringMatching(/^\[env\] CRON_SECRET is not set: Vercel Cron cannot run GET \/api\/cron/)]);
  });

  it('says nothing of it with the secret, or off Vercel, where the server runs that work itself', async () => {
    expect(await warningsWith({ VERCEL: '1', CRON_SECRET: 'a-secret-of-sixteen-chars' })).toEqual([]);
    expect(await warningsWith({ VERCEL: undefined, CRON_SECRET: undefined })).toEqual([]);
  });
});
