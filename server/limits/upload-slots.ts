// A multipart upload is held whole in memory (up to 81 MB for a school's record, in several copies while
// it is parsed) from the moment its body is read until the answer, pictures waiting for conversion included.
// So only as many uploads are read at once as the picture queue holds; the next one answers 503 before its
// body is read, and memory stays bounded however many arrive (issue 9, bench/image-memory.ts).
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError } from '../http/errors.ts';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE } from '../media/images.ts';

export const UPLOAD_SLOTS = IMAGE_CONCURRENCY + IMAGE_QUEUE;
export const UPLOADS_BUSY = 'The server is busy processing other uploads. Please try again in a minute.';

let used = 0;
const holders = new WeakSet<Context>();

/** Called just before a multipart body is read; throws 503 with Retry-After when every slot is taken. */
export function takeUploadSlot(c: Context): void {
  if (holders.has(c)) return;
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
