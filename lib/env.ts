/**
 * The environment, checked once with zod. Every variable is optional: without them the site
 * runs on the embedded database and the third-party services (maps, analytics, gift-card
 * widget, e-mail) stay off and degrade gracefully. See .env.example for each one.
 */
import { z } from 'zod';

// An address the site links to or loads a script from: http(s) only. A data: or javascript:
// address would run as the site's own code (the page's policy trusts what the site adds).
const url = z.string().url().regex(/^https?:\/\//i, 'must be an http:// or https:// address');

/** How long an unsent notification is retried unless MAIL_RETRY_DAYS says otherwise (lib/submissions/outbox.ts). */
export const DEFAULT_MAIL_RETRY_DAYS = 3;
const optional = <T extends z.ZodTypeAny>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

// A PostgreSQL address that can be read as one: a password with "#", "/", "?" or "@" in it must be
// percent-encoded, else the address breaks apart (and the error naming it would repeat the password).
const postgresUrl = (name: string) =>
  z
    .string()
    .regex(/^postgres(ql)?:\/\//, `${name} must be a postgres:// URL`)
    .refine((v) => URL.canParse(v), `${name} is not a valid address: write any "#", "/", "?" or "@" in its user name or password as %23, %2F, %3F or %40`);

/**
 * The address of one mailbox as a mail header names it: "office@example.com", or with a name,
 * `Website <web@example.com>` or `"The website" <web@example.com>`; null when it
 * is not one. A name with no address, or two addresses with a space between, would be sent on
 * as something else: a From with no address (the mail server then takes the Reply-To, the
 * customer's address, for the sender, and bounces go to them) or a To that reaches only one.
 */
export function mailboxAddress(value: string): string | null {
  const named = /^(?:"[^"]*"\s*|[^"<>]*)<([^<>]+)>$/.exec(value.trim());
  const address = (named ? named[1] : value).trim();
  return z.email().safeParse(address).success ? address : null;
}
const mailbox = (name: string) =>
  z.string().refine((v) => mailboxAddress(v) !== null, `${name} is one e-mail address, alone or with a name: web@example.com or Website <web@example.com>`);
const mailboxList = (name: string) =>
  z
    .string()
    .refine(
      (v) => v.split(',').every((entry) => entry.trim() === '' || mailboxAddress(entry) !== null),
      `${name} is a list of e-mail addresses with commas between them: catering@example.com, office@example.com`,
    );

// The database's own settings, which lib/db reads through dbEnv(): `npm run db:migrate` and
// `db:seed` need these alone, and a wrong setting of the mail or the editor must not stop them.
const dbSchema = z.object({
  DATABASE_URL: optional(postgresUrl('DATABASE_URL')),
  // The direct address of the same database, for migrating and seeding when DATABASE_URL goes
  // through a pooler in transaction mode (lib/db/prepare.ts).
  DATABASE_URL_UNPOOLED: optional(postgresUrl('DATABASE_URL_UNPOOLED')),
  // Milliseconds one statement may run on PostgreSQL before the server cancels it (lib/db/index.ts).
  DATABASE_STATEMENT_TIMEOUT_MS: optional(z.coerce.number().int().min(0, 'DATABASE_STATEMENT_TIMEOUT_MS is 0 (no limit) or more')),
  DATABASE_POOL_MAX: optional(z.coerce.number({ error: 'DATABASE_POOL_MAX is a whole number, 1 or more' }).int('DATABASE_POOL_MAX is a whole number, 1 or more').min(1, 'DATABASE_POOL_MAX is a whole number, 1 or more')),
  PGLITE_DIR: optional(z.string()),
  // The kind of Vercel deployment (production, preview, development): a preview leaves
  // production's database alone (lib/db/prepare.ts).
  VERCEL_ENV: optional(z.string()),
});

const schema = dbSchema.extend({
  SITE_URL: optional(url),
  GOOGLE_MAPS_API_KEY: optional(z.string()),
  GOOGLE_MAPS_MAP_ID: optional(z.string()),
  GA_MEASUREMENT_ID: optional(z.string().regex(/^G-[A-Z0-9]+$/, 'GA_MEASUREMENT_ID looks like G-XXXXXXX')),
  GIFT_CARD_WIDGET_SCRIPT_URL: optional(url),
  GIFT_CARD_WIDGET_CHAIN: optional(z.string()),
  GIFT_CARD_WIDGET_KEY: optional(z.string()),
  SAUCES_SHOP_URL: optional(url),
  REWARDS_SIGNUP_URL: optional(url),
  REWARDS_SIGNIN_URL: optional(url),
  GIFT_CARD_SHOP_URL: optional(url),
  SMTP_URL: optional(z.string().regex(/^smtps?:\/\//, 'SMTP_URL must be smtp:// or smtps://')),
  NOTIFY_FROM: optional(mailbox('NOTIFY_FROM')),
  NOTIFY_TO: optional(mailboxList('NOTIFY_TO')),
  RATE_LIMIT_MAX: optional(z.coerce.number().int().positive()),
  RATE_LIMIT_WINDOW_SECONDS: optional(z.coerce.number().int().positive()),
  // The web editor at /keystatic (lib/content/editor-mode.ts turns these into its mode).
  KEYSTATIC_LOCAL: optional(z.enum(['0', '1', 'true', 'false'], { error: 'KEYSTATIC_LOCAL is 1 or 0' })),
  KEYSTATIC_GITHUB_REPO: optional(z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'KEYSTATIC_GITHUB_REPO is owner/name')),
  KEYSTATIC_GITHUB_CLIENT_ID: optional(z.string()),
  KEYSTATIC_GITHUB_CLIENT_SECRET: optional(z.string()),
  KEYSTATIC_SECRET: optional(z.string().min(32, 'KEYSTATIC_SECRET must be at least 32 characters')),
  NEXT_PUBLIC_KEYSTATIC_GITHUB_APP_SLUG: optional(z.string()),
  KEYSTATIC_BRANCH_PREFIX: optional(z.string().regex(/^[\w./-]+$/, 'KEYSTATIC_BRANCH_PREFIX is letters, digits, - _ . /')),
  KEYSTATIC_PREVIEW_URL: optional(
    z.string().refine((v) => v.includes('{branch}') && url.safeParse(v.replace('{branch}', 'x')).success, 'KEYSTATIC_PREVIEW_URL is a URL containing {branch}'),
  ),
  // The forms' other caps and their client identity (lib/submissions/rate-limit.ts, lib/api/client.ts).
  RATE_LIMIT_CLIENT_PER_HOUR: optional(z.coerce.number().int().positive()),
  RATE_LIMIT_NETWORK_PER_HOUR: optional(z.coerce.number().int().positive()),
  RATE_LIMIT_EMAIL_PER_HOUR: optional(z.coerce.number().int().positive()),
  RATE_LIMIT_SITE_PER_HOUR: optional(z.coerce.number().int().positive()),
  OUTBOX_PENDING_MAX: optional(z.coerce.number().int().positive()),
  TRUSTED_PROXY_HOPS: optional(z.coerce.number().int().min(0).max(10)),
  // Notifications and stored data (lib/submissions/outbox.ts, retention.ts).
  MAIL_RETRY_DAYS: optional(z.coerce.number().int().min(3, 'MAIL_RETRY_DAYS is at least 3: a notification is retried for three days or more').max(30)),
  RETENTION_DAYS: optional(z.coerce.number().int().positive()),
  SPAM_RETENTION_DAYS: optional(z.coerce.number().int().positive()),
  CRON_SECRET: optional(z.string().min(16, 'CRON_SECRET must be at least 16 characters')),
  REQUIRE_DURABLE_DB: optional(z.enum(['0', '1'], 'REQUIRE_DURABLE_DB is 1 or 0')),
  // The end-to-end tests' server hooks (lib/testing/server-hooks.ts): a fixed clock, injected
  // faults, a fake maps key and widget script, and /api/test/, which returns stored customers' data.
  E2E_TEST_HOOKS: optional(z.enum(['0', '1'], 'E2E_TEST_HOOKS is 1 or 0')),
})
  // A request is never deleted while its notification may still be retried: with mail down for
  // that long, nobody would have heard of it.
  .refine((e) => e.RETENTION_DAYS === undefined || e.RETENTION_DAYS >= (e.MAIL_RETRY_DAYS ?? DEFAULT_MAIL_RETRY_DAYS), {
    path: ['RETENTION_DAYS'],
    message: 'RETENTION_DAYS must be at least MAIL_RETRY_DAYS (default 3): a request is kept at least as long as its notification is retried',
  })
  .refine((e) => !(e.E2E_TEST_HOOKS === '1' && e.VERCEL_ENV === 'production'), {
  path: ['E2E_TEST_HOOKS'],
  message:
    'E2E_TEST_HOOKS=1 is refused on a production deployment (VERCEL_ENV=production): it lets any request fix the clock, fake failures and read stored submissions. Remove it from the production environment.',
});

export type Env = z.infer<typeof schema>;
export type DbEnv = z.infer<typeof dbSchema>;
let cached: Env | undefined;
let cachedDb: DbEnv | undefined;

/** The code of the error a wrong setting throws. */
export const INVALID_ENVIRONMENT = 'INVALID_ENVIRONMENT';

function parse<T>(rules: z.ZodType<T>): T {
  const parsed = rules.safeParse(process.env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    // Coded, so a command can print it as the operator's one line to fix (lib/api/failure.ts).
    throw Object.assign(new Error(`Invalid environment: ${problems}`), { code: INVALID_ENVIRONMENT });
  }
  return parsed.data;
}

/** Every variable, checked on the first call; the server checks them all when it starts. */
export function env(): Env {
  return (cached ??= parse(schema));
}

/** The database's variables only (the database scripts read nothing else). */
export function dbEnv(): DbEnv {
  return (cachedDb ??= parse(dbSchema));
}

/** Whether this server answers the end-to-end tests' hooks (lib/testing/server-hooks.ts). */
export function testHooksEnabled(): boolean {
  return env().E2E_TEST_HOOKS === '1';
}

/**
 * The site's own origin, for canonical URLs, sitemaps and JSON-LD: SITE_URL; on Vercel without it,
 * the project's production domain (production) or the deployment's own address (previews), which
 * Vercel sets; else this machine, for a server run by hand. Never the request's Host header, which
 * a client chooses.
 */
export function siteUrl(): string {
  const onVercel = process.env.VERCEL_ENV === 'production' ? process.env.VERCEL_PROJECT_PRODUCTION_URL : process.env.VERCEL_URL;
  return (env().SITE_URL ?? (onVercel ? `https://${onVercel}` : `http://localhost:${process.env.PORT ?? 3000}`)).replace(/\/$/, '');
}
