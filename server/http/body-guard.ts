// Request bodies are read as they arrive and only when a route asks for them, so after its sign-in check (a
// stranger's body is never buffered on the way to a 401), within two bounds:
// - size: a declared Content-Length over the route's ceiling is refused before reading; a body that grows past it
//   while read (chunked) is cut off at the ceiling (413).
// - speed: a body that arrives slower than MIN_BODY_RATE bytes a second on average, counted from a grace period
//   after the reading began, is cut off (408), so a client trickling a byte every few seconds cannot hold what
//   the request holds (an upload slot, memory, a socket) for long.
// Why it is fine on a slow phone: a contact form (a few KB) has the whole grace period, plus a second for each
// KB already sent, to arrive; 2G (GPRS) sends 2-5 KB a second, and stalls are absorbed by what was sent before.
import type { MiddlewareHandler } from 'hono';
import { HttpError } from './errors.ts';

/** Seconds a body may take before the minimum rate counts. */
export const BODY_GRACE_SECONDS = 10;
/** The slowest average a body may arrive at, in bytes a second (after the grace period). */
export const MIN_BODY_RATE = 1024;
export const BODY_TOO_SLOW =
  'The request arrived too slowly and was stopped. Please check the connection and send it again.';

/** The answer ends the connection: the rest of the body will not be read. */
const CLOSE = { Connection: 'close' };

const tooSlow = () => new HttpError(408, BODY_TOO_SLOW, undefined, CLOSE);

/** Lets a body through as long as it stays within `maxBytes` (413 with `tooLargeMessage`) and the minimum rate. */
export function bodyGuard(maxBytes: number, tooLargeMessage: string): MiddlewareHandler {
  const tooLarge = () => new HttpError(413, tooLargeMessage, undefined, CLOSE);
  return async (c, next) => {
    const body = c.req.raw.body;
    if (!body) return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && Number(declared) > maxBytes) throw tooLarge();
    c.req.raw = new Request(c.req.raw, { body: guarded(body, maxBytes, tooLarge), duplex: 'half' } as RequestInit);
    await next();
  };
}

/** The body's bytes as they come, failing the read with 413 past `maxBytes` and 408 when they come too slowly. */
function guarded(
  source: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => HttpError,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  let received = 0;
  let started: number | undefined;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      started ??= performance.now();
      // Each KB received buys another second: stalls are fine while the average stays above the floor.
      const deadline = started + (BODY_GRACE_SECONDS + received / MIN_BODY_RATE) * 1000;
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(resolve, Math.max(0, deadline - performance.now()), 'late');
      });
      const next = await Promise.race([reader.read(), late]).finally(() => clearTimeout(timer));
      // The source is left as it is (cancelling it would drop the connection before the answer): the server
      // drains and closes it once the answer is sent.
      if (next === 'late') return controller.error(tooSlow());
      if (next.done) return controller.close();
      received += next.value.byteLength;
      if (received > maxBytes) return controller.error(tooLarge());
      controller.enqueue(next.value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}
