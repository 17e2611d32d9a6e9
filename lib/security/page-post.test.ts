import { FORM_POST_LIMIT_BYTES } from '@/lib/forms/limits';
import { foreignOrigin, pagePostProblem } from './page-post';

const HOST = 'shop.example.com';

/** A POST to a page as the proxy sees it: the Host is the site's unless the headers say otherwise. */
function post(body: BodyInit | null, headers: Record<string, string> = {}) {
  return new Request(`https://${HOST}/contact`, { method: 'POST', body, headers: { host: HOST, ...headers }, duplex: 'half' } as RequestInit);
}

/** The no-JavaScript form post React writes: its action fields, then the form's own. */
function actionForm(fields: [string, string][] = [['fullName', 'Sam']], state = '[{"status":"idle","key":"k1"}]') {
  const data = new FormData();
  data.append('$ACTION_REF_1', '');
  data.append('$ACTION_1:0', '{"id":"abc","bound":"$@1"}');
  data.append('$ACTION_1:1', state);
  data.append('$ACTION_KEY', 'k123');
  for (const [k, v] of fields) data.append(k, v);
  return data;
}

/** The request's body re-sent as a stream, without a Content-Length (chunked). */
async function chunked(request: Request) {
  const bytes = new Uint8Array(await request.arrayBuffer());
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 8192) controller.enqueue(bytes.slice(at, at + 8192));
      controller.close();
    },
  });
  return post(stream, { 'content-type': request.headers.get('content-type')! });
}

describe('foreignOrigin: the Origin rule Next applies to a server action', () => {
  it.each([
    [{}, false],
    [{ origin: `https://${HOST}` }, false],
    [{ origin: 'https://other.example' }, true],
    [{ origin: 'null' }, true],
    [{ origin: 'not a url' }, true],
    [{ origin: `https://${HOST}:8443` }, true],
    // Behind a proxy that forwards the public host, that host is the one to match.
    [{ origin: 'https://public.example', 'x-forwarded-host': 'public.example, inner' }, false],
    [{ origin: `https://${HOST}`, 'x-forwarded-host': 'public.example' }, true],
  ])('%j → %s', (headers, refused) => {
    expect(foreignOrigin(new Headers({ host: HOST, ...headers }))).toBe(refused);
  });
});

describe('pagePostProblem', () => {
  it('lets the forms post their form data, from the site or from a client that names no origin', async () => {
    expect(await pagePostProblem(post(actionForm(), { origin: `https://${HOST}` }))).toBeNull();
    expect(await pagePostProblem(post(actionForm()))).toBeNull();
    expect(await pagePostProblem(await chunked(post(actionForm())))).toBeNull();
  });

  it("lets a script's call of an action through with JSON arguments, and refuses text that is not JSON", async () => {
    const call = (text: string) => post(text, { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' });
    expect(await pagePostProblem(call('[{"status":"idle"},"$K1"]'))).toBeNull();
    expect(await pagePostProblem(call('[{'))).toMatchObject({ status: 400 });
    // A call's arguments are a list.
    expect(await pagePostProblem(call('null'))).toMatchObject({ status: 400 });
  });

  it('refuses a post from another site, or from an opaque origin, with 403', async () => {
    for (const origin of ['https://other.example', 'null']) expect(await pagePostProblem(post(actionForm(), { origin }))).toMatchObject({ status: 403 });
  });

  it('refuses a body over the limit with 413, whether its Content-Length says so or it arrives chunked', async () => {
    const big = actionForm([['message', 'x'.repeat(FORM_POST_LIMIT_BYTES)]]);
    const declared = post(big);
    const length = (await declared.clone().arrayBuffer()).byteLength;
    expect(await pagePostProblem(post(big, { 'content-length': String(length) }))).toMatchObject({ status: 413 });
    expect(await pagePostProblem(await chunked(declared))).toMatchObject({ status: 413 });
    // Just under the limit passes.
    const fits = actionForm([['message', 'x'.repeat(FORM_POST_LIMIT_BYTES - 1024)]]);
    expect(await pagePostProblem(await chunked(post(fits)))).toBeNull();
  });

  it('refuses what is not form data with 415: URL-encoded fields, JSON, no body', async () => {
    const encoded = new URLSearchParams([['$ACTION_REF_1', ''], ['fullName', 'Sam']]);
    expect(await pagePostProblem(post(encoded))).toMatchObject({ status: 415 });
    expect(await pagePostProblem(post('{"fullName":"Sam"}', { 'content-type': 'application/json' }))).toMatchObject({ status: 415 });
    expect(await pagePostProblem(post(null))).toMatchObject({ status: 415 });
    // Text is taken only as a script's call of an action.
    expect(await pagePostProblem(post('[]', { 'content-type': 'text/plain' }))).toMatchObject({ status: 415 });
  });

  it('refuses form data that is not UTF-8 text with 400, rather than store its characters garbled', async () => {
    const boundary = '----form';
    const part = (name: string, value: Uint8Array<ArrayBuffer> | string) => [
      new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`),
      typeof value === 'string' ? new TextEncoder().encode(value) : value,
      new TextEncoder().encode('\r\n'),
    ];
    const body = (name: Uint8Array<ArrayBuffer>) =>
      new Blob([
        ...part('$ACTION_REF_1', ''),
        ...part('$ACTION_1:0', '{"id":"abc","bound":"$@1"}'),
        ...part('$ACTION_1:1', '[{"status":"idle","key":"k1"}]'),
        ...part('fullName', name),
        new TextEncoder().encode(`--${boundary}--\r\n`),
      ]);
    const form = (name: Uint8Array<ArrayBuffer>) => post(body(name), { 'content-type': `multipart/form-data; boundary=${boundary}` });
    // "José" in UTF-8, and in Latin-1 (0xE9 alone is no UTF-8 character).
    expect(await pagePostProblem(form(new TextEncoder().encode('José')))).toBeNull();
    expect(await pagePostProblem(form(new Uint8Array([0x4a, 0x6f, 0x73, 0xe9])))).toMatchObject({ status: 400 });
    // A script's call of an action, sent as text, likewise.
    const call = (bytes: Uint8Array<ArrayBuffer>) => post(new Blob([new TextEncoder().encode('[{"note":"'), bytes, new TextEncoder().encode('"}]')]), { 'content-type': 'text/plain;charset=UTF-8', 'next-action': 'abc' });
    expect(await pagePostProblem(call(new TextEncoder().encode('José')))).toBeNull();
    expect(await pagePostProblem(call(new Uint8Array([0xe9])))).toMatchObject({ status: 400 });
  });

  it('refuses form data that does not parse, or action fields that are not JSON, with 400', async () => {
    const multipart = (body: string) => post(body, { 'content-type': 'multipart/form-data; boundary=b' });
    expect(await pagePostProblem(multipart('abc'))).toMatchObject({ status: 400 });
    expect(await pagePostProblem(multipart('--b\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nSam'))).toMatchObject({ status: 400 });
    expect(await pagePostProblem(post(actionForm(undefined, '[{')))).toMatchObject({ status: 400 });
    // Fields of no action at all, the same fields with the action's own, and with a script's call.
    const plain = new FormData();
    plain.append('fullName', 'Sam');
    expect(await pagePostProblem(post(plain))).toMatchObject({ status: 400 });
    expect(await pagePostProblem(post(actionForm([['fullName', 'Sam']])))).toBeNull();
    plain.append('0', '[]');
    expect(await pagePostProblem(post(plain, { 'next-action': 'abc' }))).toBeNull();
    const call = new FormData();
    call.append('0', '[{');
    expect(await pagePostProblem(post(call, { 'next-action': 'abc' }))).toMatchObject({ status: 400 });
    const notList = new FormData();
    notList.append('0', '{"a":1}');
    expect(await pagePostProblem(post(notList, { 'next-action': 'abc' }))).toMatchObject({ status: 400 });
  });

  it("refuses a reference to a part that was not sent and React's other instructions, with 400, and takes text that only looks like one", async () => {
    expect(await pagePostProblem(post(actionForm(undefined, '"$@9"')))).toMatchObject({ status: 400 });
    // Instructions that read other parts, or that the forms never need, even when the part exists.
    for (const instruction of ['$9:a', '$1:status', '$B1', '$Q1', '$W1', '$o1', '$R1', '$h1', `$n${'9'.repeat(301)}`]) {
      expect(await pagePostProblem(post(actionForm(undefined, JSON.stringify([{ values: { note: instruction } }]))))).toMatchObject({ status: 400 });
    }
    // Plain values React writes with a "$" pass.
    const plain = JSON.stringify([{ a: '$undefined', b: '$NaN', c: '$-Infinity', d: '$D2026-01-01T00:00:00.000Z', e: '$n12345' }]);
    expect(await pagePostProblem(post(actionForm(undefined, plain)))).toBeNull();
    // React escapes a typed "$" as "$$": the visitor's own words pass.
    expect(await pagePostProblem(post(actionForm(undefined, '[{"values":{"note":"$$@9"}}]')))).toBeNull();
    const call = new FormData();
    call.append('0', '[{"status":"idle"},"$@5"]');
    expect(await pagePostProblem(post(call, { 'next-action': 'abc' }))).toMatchObject({ status: 400 });
    call.append('5', '"x"');
    expect(await pagePostProblem(post(call, { 'next-action': 'abc' }))).toBeNull();
    const text = post('[{"status":"idle"},"$@1"]', { 'next-action': 'abc', 'content-type': 'text/plain;charset=UTF-8' });
    expect(await pagePostProblem(text)).toMatchObject({ status: 400 });
  });

  it('leaves the body to Next where the host gives the proxy none', async () => {
    expect(await pagePostProblem(post(null, { 'content-type': 'multipart/form-data; boundary=b', 'content-length': '120' }))).toBeNull();
  });

  it('says what is wrong in words, and leaves other methods alone', async () => {
    const problem = await pagePostProblem(post(actionForm(), { origin: 'https://other.example' }));
    expect(problem?.message).toMatch(/other websites/);
    expect(await pagePostProblem(new Request(`https://${HOST}/contact`))).toBeNull();
  });
});
