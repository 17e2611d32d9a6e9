/** A request body read in full, or why not. */
export type BodyRead = { ok: true; bytes: Uint8Array<ArrayBuffer> } | { ok: false; problem: 'too-large' | 'unreadable' };

/**
 * A request body's bytes, read as they stream in. "too-large" as soon as they run past `maxBytes`:
 * a Content-Length that understates the body, or none at all (a chunked request), does not get a
 * larger body read. "unreadable" when the stream breaks off (the client went away mid-body): the
 * client's doing, never a fault of ours. No body reads as no bytes.
 */
export async function readBodyAtMost(body: ReadableStream<Uint8Array> | null, maxBytes: number): Promise<BodyRead> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (body) {
    const reader = body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        size += value.byteLength;
        if (size > maxBytes) {
          await reader.cancel().catch(() => {});
          return { ok: false, problem: 'too-large' };
        }
        chunks.push(value);
      }
    } catch {
      return { ok: false, problem: 'unreadable' };
    }
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return { ok: true, bytes };
}
