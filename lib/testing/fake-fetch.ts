/**
 * TESTS ONLY: a fake global fetch for the form components' Jest tests. It records each request
 * and answers with what the test queued: a status with a JSON body, an unreadable body, a thrown
 * error, or a response the test releases later (to look at the sending state).
 */
export type FakeAnswer = { status: number; body?: unknown; unreadable?: boolean } | Error;

export type Sent = { url: string; method: string; headers: Record<string, string>; body: Record<string, unknown> };

function toResponse(a: { status: number; body?: unknown; unreadable?: boolean }) {
  return {
    ok: a.status >= 200 && a.status < 300,
    status: a.status,
    json: async () => {
      if (a.unreadable) throw new SyntaxError('Unexpected token < in JSON');
      return a.body;
    },
  } as unknown as Response;
}

export function installFakeFetch(...answers: (FakeAnswer | Promise<FakeAnswer>)[]) {
  const sent: Sent[] = [];
  const fetchMock = jest.fn(async (url: string, init: RequestInit) => {
    sent.push({
      url,
      method: String(init.method),
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      body: JSON.parse(String(init.body)),
    });
    const answer = await (answers.length > 1 ? answers.shift()! : answers[0]);
    if (answer instanceof Error) throw answer;
    return toResponse(answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, sent };
}

/** An answer the test releases by calling `release()`. */
export function deferred() {
  let release!: (a: FakeAnswer) => void;
  const answer = new Promise<FakeAnswer>((resolve) => (release = resolve));
  return { answer, release };
}

export const created = (id: string): FakeAnswer => ({ status: 201, body: { success: true, data: { id } } });

/** Every failed answer the forms explain, with the exact text the form must show. */
export function errorCases(fallback: string): [string, FakeAnswer, string][] {
  return [
    [
      'a details list',
      { status: 400, body: { success: false, error: 'Please check your form data and try again.', details: ['email: Please enter a valid email address.', 'phone: Please enter a valid phone number.'] } },
      'Error: email: Please enter a valid email address., phone: Please enter a valid phone number.',
    ],
    ['an error text', { status: 403, body: { success: false, error: 'Form submissions from other websites are not accepted.' } }, 'Form submissions from other websites are not accepted.'],
    ['an unreadable 400', { status: 400, unreadable: true }, 'Please check your form data and try again.'],
    ['an unreadable 429', { status: 429, unreadable: true }, 'Too many requests. Please wait a moment before trying again.'],
    ['an unreadable 500', { status: 500, unreadable: true }, 'Server error. Please try again later.'],
    ['an unreadable 418 (the default text)', { status: 418, unreadable: true }, fallback],
    ['a fetch failure', new TypeError('Failed to fetch'), 'Cannot connect to server. Please check your connection and try again.'],
    ['another network failure', new Error('socket hang up'), 'Network error: socket hang up'],
  ];
}
