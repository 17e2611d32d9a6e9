/**
 * The checks a POST to a page passes before Next sees it (proxy.ts). A page takes a POST only as
 * a form's server action: the two forms without JavaScript post their fields as multipart form
 * data. Next answers a malformed post with a bare 500 instead of saying what is wrong, so each
 * kind gets its own status and message here:
 * - 403: an Origin that is not the site the form was sent to (another site's form, or "null");
 * - 413: a body over the limit, also one sent without a Content-Length (chunked);
 * - 415: a body that is not form data (a URL-encoded post, which Next would drop without a word);
 * - 400: form data that does not parse, is not UTF-8 text, names no action, or has action fields
 *   that are not the JSON React writes.
 */
import { readBodyAtMost } from '@/lib/api/body';
import { CROSS_SITE_MESSAGE, hostOfOrigin } from '@/lib/api/guards';
import { FORM_POST_LIMIT_BYTES } from '@/lib/forms/limits';

export type PostProblem = { status: 400 | 403 | 413 | 415; title: string; message: string };

export const FORM_TOO_LARGE_MESSAGE = 'This form is too large to send. Please shorten your message and try again.';
export const UNREADABLE_FORM_MESSAGE = 'This form could not be read. Please reload the page and send it again.';
export const UNSUPPORTED_FORM_MESSAGE = 'This form was sent in a format the site does not take. Please send it from the form on this page.';

const CROSS_SITE: PostProblem = { status: 403, title: 'Not accepted', message: CROSS_SITE_MESSAGE };
const TOO_LARGE: PostProblem = { status: 413, title: 'Too large', message: FORM_TOO_LARGE_MESSAGE };
const UNREADABLE: PostProblem = { status: 400, title: 'Bad request', message: UNREADABLE_FORM_MESSAGE };
const UNSUPPORTED: PostProblem = { status: 415, title: 'Unsupported form', message: UNSUPPORTED_FORM_MESSAGE };

/**
 * Whether Next would refuse a server action for its Origin, which it does by throwing: an Origin
 * whose host is not the host the request was sent to (X-Forwarded-Host when a proxy in front sets
 * it, else Host), or one that is not a URL at all ("null" from a sandboxed frame). No Origin
 * (curl, a script) passes, as it does in Next: such a request carries no visitor's cookies. Were
 * Next ever given `serverActions.allowedOrigins` (next.config.ts), those hosts would pass here too.
 */
export function foreignOrigin(headers: Headers): boolean {
  const origin = headers.get('origin');
  if (origin === null) return false;
  const target = headers.get('x-forwarded-host')?.split(',')[0]?.trim() || headers.get('host');
  return hostOfOrigin(origin) !== target;
}

/**
 * The fields React fills with JSON: without JavaScript, the action's reference and its previous
 * state (`$ACTION_1:0`, `$ACTION_1:1`); with it, the call's arguments (`0`, a list). React would
 * send a file as such a numbered part too; the forms send none.
 */
const REACT_JSON_FIELD = /^(\$ACTION_\d+:)?\d+$/;

/**
 * In React's JSON parts a string that starts with "$" is not text but an instruction, and most
 * instructions read other parts (a Map, a Blob, a typed array, a stream, a path into a part); a
 * part that was not sent leaves React waiting until the request ends, which Next answers 500. The
 * forms' actions take plain values and one reference to their state, so those are all that pass:
 * "$$…" (a typed "$", escaped), undefined, NaN, the infinities, -0, a date, a big integer (at most
 * 300 digits, React's own limit), a FormData (its entries are the other fields, none needed), and
 * "$@1" or "$1", a reference to a part that was sent.
 */
const PLAIN_VALUE = /^\$(?:\$|undefined$|NaN$|Infinity$|-Infinity$|-0$|D|n-?\d{1,300}$|K[0-9a-f]+$)/;
const PART_REFERENCE = /^\$@?([0-9a-f]+)$/;

/** Whether every "$" string in a parsed JSON part is one of the instructions the forms need. */
function onlyPlainValues(value: unknown, sent: (id: number) => boolean): boolean {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || PLAIN_VALUE.test(value)) return true;
    const reference = PART_REFERENCE.exec(value);
    return reference !== null && sent(parseInt(reference[1], 16));
  }
  if (typeof value !== 'object' || value === null) return true;
  return Object.values(value).every((v) => onlyPlainValues(v, sent));
}

/** Whether a part reads as React writes it for these forms: JSON (with `list`, an array: a call's arguments) of plain values. */
function isReactPart(text: string, sent: (id: number) => boolean, list = false): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return (!list || Array.isArray(value)) && onlyPlainValues(value, sent);
  } catch {
    return false;
  }
}

const STRICT_UTF8 = new TextDecoder('utf-8', { fatal: true });

/** What is wrong with a POST to a page, or null when Next can take it (any other method: null). */
export async function pagePostProblem(request: Request, limit = FORM_POST_LIMIT_BYTES): Promise<PostProblem | null> {
  if (request.method !== 'POST') return null;
  if (foreignOrigin(request.headers)) return CROSS_SITE;
  if (Number(request.headers.get('content-length') ?? 0) > limit) return TOO_LARGE;

  const type = request.headers.get('content-type') ?? '';
  const multipart = /^multipart\/form-data\s*;/i.test(type);
  // A script's call of an action (the Next-Action header) may send its arguments as text.
  const actionText = request.headers.has('next-action') && /^text\/plain\b/i.test(type);
  if (!multipart && !actionText) return UNSUPPORTED;

  // A host that does not hand the proxy the body leaves the body's checks to Next.
  if (request.body === null) return null;
  const body = await readBodyAtMost(request.body, limit);
  if (!body.ok) return body.problem === 'too-large' ? TOO_LARGE : UNREADABLE; // unreadable: the client went away mid-body
  const { bytes } = body;
  // The site's pages are UTF-8 and their forms send text only, so a browser's post always decodes.
  // Bytes that do not would reach the form's fields as U+FFFD ("José" stored as "Jos\uFFFD"): the
  // form is refused instead, as the JSON API refuses such a body.
  let text: string;
  try {
    text = STRICT_UTF8.decode(bytes);
  } catch {
    return UNREADABLE;
  }
  // Sent as text, the arguments are the only part.
  if (actionText) return isReactPart(text, (id) => id === 0, true) ? null : UNREADABLE;

  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'content-type': type } }).formData();
  } catch {
    return UNREADABLE;
  }
  // Form data that names no action, by header or by field, is no form of this site: Next would
  // answer it 400 too, but only after writing an error to the log, so any client could fill the
  // log by posting a field to any page.
  if (!request.headers.has('next-action') && ![...form.keys()].some((name) => name.startsWith('$ACTION_'))) return UNREADABLE;
  for (const [name, value] of form) {
    const part = REACT_JSON_FIELD.exec(name);
    if (!part) continue;
    // A part's references name the other parts of its own action: `$ACTION_1:1` for "$@1" in `$ACTION_1:0`.
    const sent = (id: number) => form.has(`${part[1] ?? ''}${id}`);
    if (typeof value !== 'string' || !isReactPart(value, sent, name === '0')) return UNREADABLE;
  }
  return null;
}
