/**
 * The environment's rules: E2E_TEST_HOOKS=1 is refused on a production deployment, both when the
 * server starts and when the site is built, so a production build with the hooks on never goes live.
 */
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import { withFreshEnv } from '@/lib/testing/fresh-env';

const HOOKS_REFUSED = /E2E_TEST_HOOKS=1 is refused on a production deployment \(VERCEL_ENV=production\)/;

/** What `read` gives with the modules loaded fresh under these variables (env() reads them once). */
function withEnv<T>(vars: Record<string, string>, read: (modules: { env: typeof import('./env'); config: (phase: string) => unknown }) => T): Promise<T> {
  return withFreshEnv(vars, async () => {
    const [env, config] = await Promise.all([import('./env'), import('../next.config')]);
    return read({ env, config: config.default });
  });
}

describe('E2E_TEST_HOOKS', () => {
  it('is refused with VERCEL_ENV=production, and says why', async () => {
    await expect(withEnv({ E2E_TEST_HOOKS: '1', VERCEL_ENV: 'production' }, ({ env }) => env.env())).rejects.toThrow(HOOKS_REFUSED);
  });

  it('turns the hooks on anywhere else, a preview deployment among them', async () => {
    expect(await withEnv({ E2E_TEST_HOOKS: '1', VERCEL_ENV: 'preview' }, ({ env }) => env.testHooksEnabled())).toBe(true);
    expect(await withEnv({ E2E_TEST_HOOKS: '0', VERCEL_ENV: 'production' }, ({ env }) => env.testHooksEnabled())).toBe(false);
  });

  it('on a production deployment fails the build, before anything is built', async () => {
    await expect(withEnv({ E2E_TEST_HOOKS: '1', VERCEL_ENV: 'production' }, ({ config }) => config(PHASE_PRODUCTION_BUILD))).rejects.toThrow(HOOKS_REFUSED);
    expect(await withEnv({ VERCEL_ENV: 'production' }, ({ config }) => config(PHASE_PRODUCTION_BUILD))).toMatchObject({ poweredByHeader: false });
  });

  it('leaves the config alone outside the build: the server checks when it starts', async () => {
    expect(await withEnv({ E2E_TEST_HOOKS: '1', VERCEL_ENV: 'production' }, ({ config }) => config(PHASE_DEVELOPMENT_SERVER))).toMatchObject({ poweredByHeader: false });
  });
});

describe("the database's variables", () => {
  const wrongElsewhere = { SMTP_URL: 'mail.example.com', RATE_LIMIT_MAX: 'ten', DATABASE_URL: 'postgres://db.example.com/site' };

  it('are read alone by the database scripts: a wrong setting of the mail or the limits stops only the server', async () => {
    expect(await withEnv(wrongElsewhere, ({ env }) => env.dbEnv().DATABASE_URL)).toBe('postgres://db.example.com/site');
    await expect(withEnv(wrongElsewhere, ({ env }) => env.env())).rejects.toThrow(/SMTP_URL must be smtp:\/\/ or smtps:\/\//);
  });

  it.each(['DATABASE_URL', 'DATABASE_URL_UNPOOLED'])('refuse a %s that cannot be read as an address, saying how to write it, without the password', async (name) => {
    const error = await withEnv({ DATABASE_URL: 'postgres://db.example.com/site', [name]: 'postgres://operator:s3cr#et@db.example.com/site' }, ({ env }) => env.dbEnv()).catch((e: Error) => e);
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain(`${name} is not a valid address: write any "#"`);
    expect((error as Error).message).not.toContain('s3cr');
    // Percent-encoded, the same password is accepted.
    expect(await withEnv({ DATABASE_URL: 'postgres://operator:s3cr%23et@db.example.com/site' }, ({ env }) => env.dbEnv().DATABASE_URL)).toBe('postgres://operator:s3cr%23et@db.example.com/site');
  });

  it.each(['abc', '0', '2.5', '-1'])('refuse DATABASE_POOL_MAX=%s, where the pool would have no limit or none to give', async (value) => {
    await expect(withEnv({ DATABASE_POOL_MAX: value }, ({ env }) => env.dbEnv())).rejects.toThrow(/DATABASE_POOL_MAX is a whole number, 1 or more/);
    await expect(withEnv({ DATABASE_POOL_MAX: value }, ({ env }) => env.env())).rejects.toThrow(/DATABASE_POOL_MAX/);
  });

  it('take DATABASE_POOL_MAX as a number', async () => {
    expect(await withEnv({ DATABASE_POOL_MAX: '4' }, ({ env }) => env.dbEnv().DATABASE_POOL_MAX)).toBe(4);
  });
});

describe('RETENTION_DAYS', () => {
  it('is refused shorter than the time a notification is retried, which would delete requests nobody heard of', async () => {
    await expect(withEnv({ RETENTION_DAYS: '2' }, ({ env }) => env.env())).rejects.toThrow(/RETENTION_DAYS must be at least MAIL_RETRY_DAYS/);
    await expect(withEnv({ RETENTION_DAYS: '7', MAIL_RETRY_DAYS: '14' }, ({ env }) => env.env())).rejects.toThrow(/RETENTION_DAYS must be at least MAIL_RETRY_DAYS/);
  });

  it('may be as short as that time', async () => {
    expect(await withEnv({ RETENTION_DAYS: '3' }, ({ env }) => env.env().RETENTION_DAYS)).toBe(3);
    expect(await withEnv({ RETENTION_DAYS: '14', MAIL_RETRY_DAYS: '14' }, ({ env }) => env.env().RETENTION_DAYS)).toBe(14);
  });
});

describe('the addresses of outside services', () => {
  it.each(['data:text/javascript,alert(1)', 'javascript:alert(1)', 'ftp://files.example.com/widget.js'])('refuse %s: only http(s) is loaded or linked', async (value) => {
    await expect(withEnv({ GIFT_CARD_WIDGET_SCRIPT_URL: value }, ({ env }) => env.env())).rejects.toThrow(/GIFT_CARD_WIDGET_SCRIPT_URL.*must be an http:\/\/ or https:\/\/ address/s);
    await expect(withEnv({ GIFT_CARD_SHOP_URL: value }, ({ env }) => env.env())).rejects.toThrow(/GIFT_CARD_SHOP_URL/);
  });

  it('take an https address', async () => {
    expect(await withEnv({ GIFT_CARD_WIDGET_SCRIPT_URL: 'https://giftcards.example.com/widget.js' }, ({ env }) => env.env().GIFT_CARD_WIDGET_SCRIPT_URL)).toBe('https://giftcards.example.com/widget.js');
  });
});

describe('siteUrl', () => {
  it('is SITE_URL, without a trailing slash', async () => {
    expect(await withEnv({ SITE_URL: 'https://www.example.com/', VERCEL_ENV: 'production', VERCEL_PROJECT_PRODUCTION_URL: 'shop.example.com' }, ({ env }) => env.siteUrl())).toBe('https://www.example.com');
  });

  it("on Vercel without SITE_URL, is the project's production domain, or a preview's own address: never localhost", async () => {
    const vercel = { VERCEL_PROJECT_PRODUCTION_URL: 'www.example.com', VERCEL_URL: 'kinders-abc123.vercel.app', SITE_URL: '' };
    expect(await withEnv({ ...vercel, VERCEL_ENV: 'production' }, ({ env }) => env.siteUrl())).toBe('https://www.example.com');
    expect(await withEnv({ ...vercel, VERCEL_ENV: 'preview' }, ({ env }) => env.siteUrl())).toBe('https://kinders-abc123.vercel.app');
  });

  it('elsewhere without SITE_URL is this machine, and a production server says so when it starts', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await withFreshEnv({ SITE_URL: '', VERCEL_ENV: '', VERCEL_URL: '', VERCEL_PROJECT_PRODUCTION_URL: '', PORT: '3400', NODE_ENV: 'production' }, async () => {
        const { siteUrl } = await import('./env');
        expect(siteUrl()).toBe('http://localhost:3400');
        const { exitOnInvalidEnvironment } = await import('./server/start-checks');
        exitOnInvalidEnvironment();
      });
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/^\[env\] SITE_URL is not set: .*http:\/\/localhost:3400\. Set SITE_URL/));
    } finally {
      warn.mockRestore();
    }
  });
});

describe('the notifications\' addresses', () => {
  it.each(['web@example.com', 'Website <web@example.com>', '"The team\'s website" <web@example.com>'])('take NOTIFY_FROM=%s', async (from) => {
    expect(await withEnv({ NOTIFY_FROM: from }, ({ env }) => env.env().NOTIFY_FROM)).toBe(from);
  });

  it.each(['Website', 'web@example.com office@example.com', 'Website <>'])('refuse NOTIFY_FROM=%s, which would go out with no sender or the wrong one', async (from) => {
    await expect(withEnv({ NOTIFY_FROM: from }, ({ env }) => env.env())).rejects.toThrow(/NOTIFY_FROM is one e-mail address, alone or with a name/);
  });

  it('take NOTIFY_TO as addresses with commas between, and refuse addresses with only spaces between', async () => {
    expect(await withEnv({ NOTIFY_TO: 'catering@example.com, Office <office@example.com>,' }, ({ env }) => env.env().NOTIFY_TO)).toBe('catering@example.com, Office <office@example.com>,');
    await expect(withEnv({ NOTIFY_TO: 'catering@example.com office@example.com' }, ({ env }) => env.env())).rejects.toThrow(/NOTIFY_TO is a list of e-mail addresses with commas between them/);
  });
});
