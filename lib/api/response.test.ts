/**
 * A JSON body is read defensively: whatever the client sends, or stops sending, the answer is a
 * 4xx with a message, never a thrown error that the route would log and answer as a 500.
 */
import { NOT_UTF8_MESSAGE, readJsonBody } from './response';

/** A POST whose body arrives in these pieces (text is sent as UTF-8), then either ends or breaks off. */
function post(pieces: (string | Uint8Array)[], ending: 'end' | 'break', contentType = 'application/json'): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      if (ending === 'end') controller.close();
      else controller.error(new Error('aborted'));
    },
  });
  return new Request('http://site.example/api/contact', { method: 'POST', body, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
}

async function answer(request: Request) {
  const read = await readJsonBody(request, 1024);
  return read.ok ? { value: read.value } : { status: read.response.status, message: ((await read.response.json()) as { message: string }).message };
}

it('reads a whole body that arrives in pieces', async () => {
  expect(await answer(post(['{"fullName":', '"Sam"}'], 'end'))).toEqual({ value: { fullName: 'Sam' } });
});

it('answers 400 when the client goes away mid-body', async () => {
  expect(await answer(post(['{"fullName":'], 'break'))).toEqual({ status: 400, message: 'Request body could not be read in full; send it again.' });
});

it('answers 413 past the limit and 400 for broken JSON', async () => {
  expect(await answer(post(['x'.repeat(600), 'x'.repeat(600)], 'end'))).toMatchObject({ status: 413 });
  expect(await answer(post(['{"fullName":'], 'end'))).toEqual({ status: 400, message: 'Request body is not valid JSON.' });
});

it('reads UTF-8 whether or not the charset is named, and refuses any other encoding rather than store it garbled', async () => {
  expect(await answer(post(['{"fullName":"José"}'], 'end', 'application/json; charset=UTF-8'))).toEqual({ value: { fullName: 'José' } });
  expect(await answer(post(['{"fullName":"Jose"}'], 'end', 'application/json; charset="us-ascii"'))).toEqual({ value: { fullName: 'Jose' } });
  // "José" in Latin-1: the é is the single byte 0xE9, which is not UTF-8.
  const latin1 = new Uint8Array([...new TextEncoder().encode('{"fullName":"Jos'), 0xe9, ...new TextEncoder().encode('"}')]);
  expect(await answer(post([latin1], 'end', 'application/json; charset=iso-8859-1'))).toEqual({ status: 415, message: NOT_UTF8_MESSAGE });
  expect(await answer(post([latin1], 'end'))).toEqual({ status: 400, message: NOT_UTF8_MESSAGE });
});
