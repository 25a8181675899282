// A multipart upload's files wait on disk from the moment its body is read until the answer (server/http/
// multipart.ts), and the work that reads them whole shares one memory budget (server/limits/memory-budget.ts).
// Still, only as many uploads are read at once as the picture queue holds (disk space and the queue's waiting
// time); the next one answers 503 before its body is read (issue 9, bench/image-memory.ts). Only signed-in
// staff take slots, after their route's sign-in check: a stranger's request never holds one (issue 35).
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError, unauthorised } from '../http/errors.ts';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE } from '../media/images.ts';

export const UPLOAD_SLOTS = IMAGE_CONCURRENCY + IMAGE_QUEUE;
export const UPLOADS_BUSY = 'The server is busy processing other uploads. Please try again in a minute.';

let used = 0;
const holders = new WeakSet<Context>();

/**
 * Called just before a multipart body that may carry files is read; throws 503 with Retry-After when every slot
 * is taken, and 401 without a signed-in user (a public route never reads uploads).
 */
export function takeUploadSlot(c: Context): void {
  if (holders.has(c)) return;
  if (!c.get('user')) throw unauthorised();
  if (used >= UPLOAD_SLOTS) throw new HttpError(503, UPLOADS_BUSY, undefined, { 'Retry-After': '30' });
  used++;
  holders.add(c);
}

/** Frees the request's slot (if it took one) once its answer is ready, whatever the answer. */
export const releaseUploadSlot: MiddlewareHandler = async (c, next) => {
  try {
    await next();
  } finally {
    if (holders.delete(c)) used--;
  }
};
