/**
 * Tags that choose where a test runs (Playwright's `{ tag }` option; titles stay as they are).
 *
 * WIDTHS: the `mobile` project (390 px) runs only the tests tagged @widths, what can differ by
 * width: the header and menus, layouts and sizes, pictures and video chosen by width, dialogs'
 * layout, and every axe scan. Everything else runs once, in `desktop` (1280 px).
 *
 * DB: `npm run test:all`'s PostgreSQL pass reruns only the API specs tagged @db, those that touch
 * the submissions side of the database (storing and reading back submissions, idempotency, the
 * outbox and health, the limits counted in the database); the rest read content that both
 * databases serve alike.
 */
export const WIDTHS = { tag: '@widths' };
export const DB = { tag: '@db' };
