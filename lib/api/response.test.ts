/**
 * A JSON body is read defensively: whatever the client sends, or stops sending, the answer is a
 * 4xx with a message, never a thrown error that the route would log and answer as a 500.
 */
import { readJsonBody } from './response';

/** A POST whose body arrives in these pieces, then either ends or breaks off. */
function post(pieces: string[], ending: 'end' | 'break'): Request {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      if (ending === 'end') controller.close();
      else controller.error(new Error('aborted'));
    },
  });
  return new Request('http://site.example/api/contact', { method: 'POST', body, headers: { 'content-type': 'application/json' }, duplex: 'half' } as RequestInit);
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
