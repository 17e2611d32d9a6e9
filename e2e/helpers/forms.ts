import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { needsHooks, needsWrites } from './target';
import { FORM_MESSAGES, SUBMIT_TIMEOUT_MS } from '../../lib/forms/submit';

/**
 * Helpers for the two form specs (catering-form, contact-form).
 *
 * The server allows 5 submissions a minute per client (the first X-Forwarded-For entry), so every
 * test that submits for real claims a client of its own.
 */
export async function ownClient(page: Page): Promise<string> {
  needsWrites();
  const client = `e2e-ui-${randomUUID()}`;
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': client });
  return client;
}

/**
 * A sample address of its own for one test, where the address is not what the test is about: the
 * site takes five submissions an hour from one address, both forms together, and a deployment
 * keeps that cap for the suite's runs one after another.
 */
export const sampleEmail = (name: string) => `${name}.${randomUUID().slice(0, 8)}@example.com`;

/** A submission's row and its notifications, as the tests-only endpoint returns them. */
export type StoredSubmission = {
  kind: string;
  id: string;
  spam: boolean;
  submission: Record<string, unknown>;
  outbox: { kind: string; submissionId: string; recipients: string[]; replyTo: string | null; subject: string; body: string; sentAt: string | null }[];
};

/** The stored row of a 201, through the tests-only endpoint (see README). */
export async function storedSubmission(request: APIRequestContext, id: string): Promise<StoredSubmission> {
  needsHooks('/api/test/submissions, what a submission stored');
  const res = await request.get(`/api/test/submissions/${id}`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).data;
}

/** Presses Tab until the field called `name` has focus (it must be reachable by keyboard). */
export async function tabTo(page: Page, name: string, maxPresses = 40) {
  for (let i = 0; i < maxPresses; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((n) => (document.activeElement as HTMLInputElement | null)?.name === n, name)) return;
  }
  throw new Error(`Tab never reached the field "${name}"`);
}

export type ForcedAnswer = { name: string; handle: (route: Route) => Promise<void>; text: string };

const json = (status: number, body: unknown) => (route: Route) => route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
const unreadable = (status: number) => (route: Route) => route.fulfill({ status, contentType: 'text/html', body: '<html><body>Bad gateway</body></html>' });

/**
 * Every answer a form must put into words, forced by intercepting the POST: a details list
 * ("Error: " and the items joined by commas), an error text, an unreadable 400, 429 or 500 (each
 * its own sentence), any other failure (the form's default text), and no connection at all.
 */
export function forcedAnswers(fallback: string): ForcedAnswer[] {
  return [
    {
      name: 'details list',
      handle: json(400, { success: false, error: 'Please check your form data and try again.', details: ['a: first problem.', 'b: second problem.'] }),
      text: 'Error: a: first problem., b: second problem.',
    },
    { name: 'error text', handle: json(403, { success: false, error: 'Form submissions from other websites are not accepted.' }), text: 'Form submissions from other websites are not accepted.' },
    { name: 'unreadable 400', handle: unreadable(400), text: 'Please check your form data and try again.' },
    { name: 'unreadable 429', handle: unreadable(429), text: 'Too many requests. Please wait a moment before trying again.' },
    { name: 'unreadable 500', handle: unreadable(500), text: 'Server error. Please try again later.' },
    { name: 'unreadable 418: the default text', handle: unreadable(418), text: fallback },
    { name: 'a readable body without error or details: the default text', handle: json(502, { success: false }), text: fallback },
    { name: 'fetch failure', handle: (route) => route.abort('failed'), text: 'Cannot connect to server. Please check your connection and try again.' },
  ];
}

/**
 * axe once the page is at rest: the pointer moved off whatever replaced the button it clicked
 * (the sent view's button lands under it) and no color transition half-way, which axe would
 * measure as a contrast failure that no visitor ever sees.
 */
export async function expectNoAxeViolationsAtRest(page: Page) {
  await page.mouse.move(0, 0);
  await page.waitForFunction(() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== 'running'));
  await expectNoAxeViolations(page);
}

/** Records the page's Content-Security-Policy violations (call before goto); read them with cspViolations. */
export async function recordCspViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`));
  });
}
export const cspViolations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

/** What the two shared form checks need to know about one form. */
export type FormUnderTest = {
  path: string;
  api: string;
  fill: (page: Page) => Promise<void>;
  submit: (page: Page) => ReturnType<Page['getByRole']>;
  alert: (page: Page) => ReturnType<Page['getByRole']>;
  form: (page: Page) => ReturnType<Page['getByTestId']>;
};

/** The sending state: the busy label on a disabled button, and a double click sends once. */
export async function expectSendsOnceWhileBusy(page: Page, f: FormUnderTest, busyLabel: string, sentHeading: string) {
  await ownClient(page);
  let posts = 0;
  await page.route(f.api, async (route) => {
    posts++;
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  await page.goto(f.path);
  await f.fill(page);
  await f.submit(page).dblclick();
  await expect(f.form(page).getByRole('button', { name: busyLabel })).toBeDisabled();
  // It keeps the focus while it waits: a disabled button would drop it to the page.
  await expect(f.form(page).getByRole('button', { name: busyLabel })).toBeFocused();
  await expect(f.form(page).getByRole('heading', { name: sentHeading })).toBeVisible({ timeout: 10_000 });
  expect(posts).toBe(1);
}

/** Every error text a form can show, forced one after another, shown in the focused alert. */
export async function expectEveryErrorText(page: Page, f: FormUnderTest, fallback: string) {
  // The page's clock, to move past the wait for an answer that never comes (below).
  await page.clock.install();
  await page.goto(f.path);
  await f.fill(page);
  for (const answer of forcedAnswers(fallback)) {
    await page.route(f.api, answer.handle);
    await f.submit(page).click();
    await expect(f.alert(page), answer.name).toHaveText(answer.text);
    await expect(f.alert(page)).toBeFocused();
    await expect(f.submit(page)).toBeEnabled();
    await page.unroute(f.api);
  }
  // No answer at all: the form waits SUBMIT_TIMEOUT_MS, then says so and can be sent again.
  await page.route(f.api, () => {});
  await f.submit(page).click();
  await expect(f.submit(page)).toBeDisabled();
  await page.clock.runFor(SUBMIT_TIMEOUT_MS);
  await expect(f.alert(page), 'no answer').toHaveText(FORM_MESSAGES.timedOut);
  await expect(f.alert(page)).toBeFocused();
  await expect(f.submit(page)).toBeEnabled();
  await page.unroute(f.api);
}
