import 'server-only';
import { randomUUID } from 'node:crypto';
import { headers } from 'next/headers';
import { failureStatus, logFailure } from '@/lib/api/failure';
import { clientAddress } from '@/lib/api/client';
import { CROSS_SITE_MESSAGE, crossSiteReason, isIdempotencyKey } from '@/lib/api/guards';
import { env } from '@/lib/env';
import { IDEMPOTENCY_FIELD, type FormState, type FormValues } from '@/lib/forms/form-state';
import { FORM_MESSAGES, errorMessage } from '@/lib/forms/submit';
import { UNREADABLE_FORM_MESSAGE } from '@/lib/security/page-post';
import { HONEYPOT_FIELD } from '@/lib/validation/choices';
import { acceptSubmission } from './accept';
import type { FormKind } from './store';

/**
 * A form posted without JavaScript, as its server action receives it: the same acceptance as the
 * JSON API (accept.ts), with the answer as the state the page renders (lib/forms/form-state.ts)
 * instead of JSON. The messages are the ones the JavaScript path shows for the same JSON answer.
 */

/**
 * The form's fields as the JSON API would get them: text as typed, the checkbox as a boolean.
 * A posted form writes each line break as CRLF, where the field (and the page's script) counted
 * one character: it is read back as one, so text the field's maxlength allowed is not too long.
 */
export function formValues(kind: FormKind, data: FormData): FormValues {
  const values: FormValues = {};
  for (const [name, value] of data) {
    if (typeof value === 'string' && !name.startsWith('$ACTION') && name !== IDEMPOTENCY_FIELD) values[name] = value.replace(/\r\n?/g, '\n');
  }
  // An unticked checkbox sends nothing; a ticked one sends "on".
  if (kind === 'contact') values.newsletterConsent = data.has('newsletterConsent');
  return values;
}

function failed(kind: FormKind, key: string, values: FormValues, status: number, body: { error: string; details?: string[]; fields?: Record<string, string> }): FormState {
  // Everything but the honeypot goes back into the form.
  const shown = { ...values };
  delete shown[HONEYPOT_FIELD];
  return { status: 'error', key, message: errorMessage(status, body, kind), fields: body.fields ?? {}, values: shown };
}

export async function submitForm(kind: FormKind, data: FormData): Promise<FormState> {
  // The forms post form data; a script calling the action itself can send it anything.
  if (!(data instanceof FormData)) return failed(kind, randomUUID(), {}, 400, { error: UNREADABLE_FORM_MESSAGE });
  const requestHeaders = await headers();
  const values = formValues(kind, data);
  const given = data.get(IDEMPOTENCY_FIELD);
  const key = typeof given === 'string' && isIdempotencyKey(given) ? given : null;
  // The key for the next POST: the same one while nothing was stored, so resending the same data
  // cannot store it twice; a new one once it is stored.
  const sameKey = key ?? randomUUID();

  if (crossSiteReason({ headers: requestHeaders }, env().SITE_URL)) return failed(kind, sameKey, values, 403, { error: CROSS_SITE_MESSAGE });
  try {
    const outcome = await acceptSubmission(kind, values, { client: clientAddress(requestHeaders), idempotencyKey: key });
    switch (outcome.status) {
      case 201:
        return { status: 'sent', key: randomUUID(), id: outcome.id, shop: outcome.submission.data.kindersLocation ?? null };
      case 400:
        return failed(kind, sameKey, values, 400, { error: outcome.message, ...outcome.problems });
      case 422:
        // The API's words are for programs ("This Idempotency-Key was already used..."). Here the
        // page was sent again with changes after a send that did arrive; with a new key, sending
        // once more stores the changes.
        return failed(kind, randomUUID(), values, 422, { error: FORM_MESSAGES.alreadySent });
      case 429:
      case 503:
        return failed(kind, sameKey, values, outcome.status, { error: outcome.message });
    }
  } catch (error) {
    const { status, message } = failureStatus(logFailure(`forms: ${kind} form post`, error));
    return failed(kind, sameKey, values, status, { error: message });
  }
}
