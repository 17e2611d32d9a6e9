import { FORM_MESSAGES, SUBMIT_TIMEOUT_MS, createSubmitter, digestOf, submitJson, type FetchLike } from './submit';

type Call = { url: string; init: RequestInit };

/** A fake fetch that records its calls and answers with the given responses in turn. */
function fakeFetch(...answers: (Response | Error | DOMException)[]) {
  const calls: Call[] = [];
  const impl: FetchLike = async (url, init) => {
    calls.push({ url, init });
    const next = answers.length > 1 ? answers.shift()! : answers[0];
    if (!(next instanceof Response)) throw next;
    return next.clone();
  };
  return { impl, calls };
}

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const html = (status: number) => new Response('<html><body>Bad gateway</body></html>', { status, headers: { 'content-type': 'text/html' } });
const headerOf = (call: Call, name: string) => new Headers(call.init.headers).get(name);

const form = { firstName: 'Maria' };

describe('submitJson: success', () => {
  it('POSTs JSON with an Idempotency-Key and returns the id', async () => {
    const { impl, calls } = fakeFetch(json(201, { success: true, data: { id: 'cr_abc' } }));
    const result = await submitJson('/api/catering', form, 'catering', impl);
    expect(result).toEqual({ ok: true, id: 'cr_abc', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(calls).toHaveLength(1);
    expect(calls[0].url).toBe('/api/catering');
    expect(calls[0].init.method).toBe('POST');
    expect(headerOf(calls[0], 'content-type')).toBe('application/json');
    expect(headerOf(calls[0], 'idempotency-key')).toBe(result.idempotencyKey);
    expect(JSON.parse(calls[0].init.body as string)).toEqual(form);
  });

  it('uses the key the caller passes', async () => {
    const { impl, calls } = fakeFetch(json(201, { success: true, data: { id: 'cm_1' } }));
    const result = await submitJson('/api/contact', form, 'contact', impl, { idempotencyKey: 'retry-key-1' });
    expect(headerOf(calls[0], 'idempotency-key')).toBe('retry-key-1');
    expect(result.idempotencyKey).toBe('retry-key-1');
  });

  it('a 2xx with an unreadable body is still a success (the request was stored)', async () => {
    const { impl } = fakeFetch(new Response('OK', { status: 201 }));
    expect(await submitJson('/api/catering', form, 'catering', impl)).toMatchObject({ ok: true, id: null });
  });

  it("another 2xx is no success: a page on the way answered, not the API, and nothing was stored", async () => {
    const portal = () => new Response('<h1>Welcome to CoffeeWiFi</h1>', { status: 200, headers: { 'content-type': 'text/html' } });
    for (const [answer, kind, message] of [
      [portal(), 'catering', 'Sorry, there was an error sending your request.'],
      [portal(), 'contact', 'Sorry, there was an error sending your message.'],
      [new Response(null, { status: 204 }), 'catering', 'Sorry, there was an error sending your request.'],
    ] as const) {
      const { impl } = fakeFetch(answer);
      expect(await submitJson(`/api/${kind}`, form, kind, impl)).toMatchObject({ ok: false, message });
    }
  });

  it('makes a fresh key for every call without one', async () => {
    const { impl, calls } = fakeFetch(json(201, { success: true, data: { id: 'x' } }));
    await submitJson('/api/contact', form, 'contact', impl);
    await submitJson('/api/contact', form, 'contact', impl);
    expect(headerOf(calls[0], 'idempotency-key')).not.toBe(headerOf(calls[1], 'idempotency-key'));
  });
});

describe('submitJson: error messages', () => {
  const cases: [string, Response, 'catering' | 'contact', string][] = [
    [
      'details list -> "Error: " + details joined by ", "',
      json(400, { success: false, error: 'Please check your form data and try again.', details: ['emailAddress: Please enter a valid email address.', 'guestSize: Guest size must be between 1 and 10000.'] }),
      'catering',
      'Error: emailAddress: Please enter a valid email address., guestSize: Guest size must be between 1 and 10000.',
    ],
    ['error text without details', json(403, { success: false, error: 'Form submissions from other websites are not accepted.' }), 'contact', 'Form submissions from other websites are not accepted.'],
    ['error text with an empty details list', json(400, { success: false, error: 'Request body is not valid JSON.', details: [] }), 'contact', 'Request body is not valid JSON.'],
    ['429 with its error text', json(429, { success: false, error: 'Too many requests. Please wait a moment before trying again.' }), 'catering', 'Too many requests. Please wait a moment before trying again.'],
    ['unreadable 400', html(400), 'catering', 'Please check your form data and try again.'],
    ['unreadable 429', html(429), 'contact', 'Too many requests. Please wait a moment before trying again.'],
    ['unreadable 500', html(500), 'catering', 'Server error. Please try again later.'],
    ['unreadable 503', html(503), 'contact', 'Server error. Please try again later.'],
    ['unreadable 502', html(502), 'contact', 'Server error. Please try again later.'],
    ['empty body 400', new Response(null, { status: 400 }), 'contact', 'Please check your form data and try again.'],
    ['unreadable other status (catering)', html(404), 'catering', 'Sorry, there was an error sending your request.'],
    ['unreadable other status (contact)', html(404), 'contact', 'Sorry, there was an error sending your message.'],
    ['readable body without error or details (catering)', json(500, { success: false, message: 'x' }), 'catering', 'Sorry, there was an error sending your request.'],
    ['readable body without error or details (contact)', json(400, { oops: true }), 'contact', 'Sorry, there was an error sending your message.'],
    ['a JSON body that is not an object counts as unreadable', json(429, 'slow down'), 'contact', 'Too many requests. Please wait a moment before trying again.'],
  ];

  it.each(cases)('%s', async (_name, response, kind, message) => {
    const { impl } = fakeFetch(response);
    const result = await submitJson(`/api/${kind}`, form, kind, impl);
    expect(result).toMatchObject({ ok: false, message, status: response.status });
  });

  it('the server\'s own 503 body is shown as is', async () => {
    const { impl } = fakeFetch(json(503, { success: false, error: 'The service is temporarily unavailable. Please try again shortly.' }));
    expect(await submitJson('/api/contact', form, 'contact', impl)).toMatchObject({ message: 'The service is temporarily unavailable. Please try again shortly.' });
  });

  it.each([
    ['Chromium', new TypeError('Failed to fetch')],
    ['Node', new TypeError('fetch failed')],
    ['Firefox', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari', new TypeError('Load failed')],
  ])('a network failure of type fetch (%s) cannot connect', async (_browser, error) => {
    const { impl } = fakeFetch(error);
    expect(await submitJson('/api/catering', form, 'catering', impl)).toMatchObject({
      ok: false,
      status: null,
      message: 'Cannot connect to server. Please check your connection and try again.',
    });
  });

  it('other network failures say "Network error: {message}"', async () => {
    const abort = new DOMException('The operation was aborted.', 'AbortError');
    expect(await submitJson('/api/contact', form, 'contact', fakeFetch(abort).impl)).toMatchObject({ ok: false, message: 'Network error: The operation was aborted.' });
    expect(await submitJson('/api/contact', form, 'contact', fakeFetch(new Error('socket hang up')).impl)).toMatchObject({ message: 'Network error: socket hang up' });
    expect(await submitJson('/api/contact', form, 'contact', fakeFetch(new TypeError('x is not a function')).impl)).toMatchObject({
      message: 'Network error: x is not a function',
    });
  });

  it("passes a 400's per-field messages on for the form's fields, and nothing else", async () => {
    const body = {
      success: false,
      error: 'Please check your form data and try again.',
      details: ['emailAddress: Please enter a valid email address.'],
      fields: { emailAddress: 'Please enter a valid email address.', guestSize: 42, blank: ' ' },
    };
    expect(await submitJson('/api/catering', form, 'catering', fakeFetch(json(400, body)).impl)).toMatchObject({
      fields: { emailAddress: 'Please enter a valid email address.' },
    });
    for (const answer of [json(400, { success: false, error: 'x', fields: ['a'] }), html(400), new TypeError('Failed to fetch')]) {
      expect(await submitJson('/api/catering', form, 'catering', fakeFetch(answer).impl)).toMatchObject({ ok: false, fields: {} });
    }
  });

  it('exports the fixed texts the forms show', () => {
    expect(FORM_MESSAGES.fallback).toEqual({ catering: 'Sorry, there was an error sending your request.', contact: 'Sorry, there was an error sending your message.' });
    expect(FORM_MESSAGES.networkError('boom')).toBe('Network error: boom');
  });
});

describe('submitJson: an answer that never comes', () => {
  /** A fetch that answers only when it is aborted, as fetch does, and records its calls. */
  function hangingFetch() {
    const calls: Call[] = [];
    const impl: FetchLike = (url, init) => {
      calls.push({ url, init });
      return new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError'))));
    };
    return { impl, calls };
  }
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives up after SUBMIT_TIMEOUT_MS and says so, and a retry carries the same key', async () => {
    const { impl, calls } = hangingFetch();
    const submit = createSubmitter('/api/catering', 'catering', impl);
    let settled = false;
    const first = submit(form).finally(() => (settled = true));
    await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    expect(await first).toMatchObject({ ok: false, status: null, message: FORM_MESSAGES.timedOut });
    const again = submit(form);
    await jest.advanceTimersByTimeAsync(SUBMIT_TIMEOUT_MS);
    await again;
    expect(headerOf(calls[1], 'idempotency-key')).toBe(headerOf(calls[0], 'idempotency-key'));
  });

  it("an abort of the caller's own is not a timeout", async () => {
    const { impl } = hangingFetch();
    const caller = new AbortController();
    const result = submitJson('/api/contact', form, 'contact', impl, { signal: caller.signal });
    caller.abort();
    expect(await result).toMatchObject({ ok: false, message: 'Network error: The operation was aborted.' });
  });
});

describe('createSubmitter: one key per submission', () => {
  it('reuses the key when the same data is retried after a failure, and starts afresh after success', async () => {
    const { impl, calls } = fakeFetch(new TypeError('Failed to fetch'), html(503), json(201, { success: true, data: { id: 'cr_1' } }), json(201, { success: true, data: { id: 'cr_2' } }));
    const submit = createSubmitter('/api/catering', 'catering', impl);
    expect((await submit(form)).ok).toBe(false);
    expect((await submit({ ...form })).ok).toBe(false);
    expect(await submit(form)).toMatchObject({ ok: true, id: 'cr_1' });
    expect(await submit(form)).toMatchObject({ ok: true, id: 'cr_2' });
    const keys = calls.map((c) => headerOf(c, 'idempotency-key'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toBe(keys[0]);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('changed data gets a new key', async () => {
    const { impl, calls } = fakeFetch(html(500), json(201, { success: true, data: { id: 'cr_1' } }));
    const submit = createSubmitter('/api/catering', 'catering', impl);
    await submit(form);
    await submit({ firstName: 'María' });
    expect(headerOf(calls[1], 'idempotency-key')).not.toBe(headerOf(calls[0], 'idempotency-key'));
  });
});

describe('digestOf', () => {
  it('is the same for the same data and differs for any change', () => {
    const body = JSON.stringify({ fullName: 'Sam Okafor', message: 'Do you sell gift cards?' });
    expect(digestOf(body)).toBe(digestOf(JSON.stringify(JSON.parse(body))));
    const others = [body.replace('Sam', 'Sal'), body.replace('?', '!'), `${body} `, ''];
    expect(new Set([body, ...others].map(digestOf)).size).toBe(others.length + 1);
  });
});
