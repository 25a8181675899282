// A multipart upload is held whole in memory (up to 81 MB for a school's record, in several copies while
// it is parsed) from the moment its body is read until the answer, pictures waiting for conversion included.
// So only as many uploads are read at once as the picture queue holds; the next one answers 503 before its
// body is read, and memory stays bounded however many arrive (issue 9, bench/image-memory.ts). Only signed-in
// staff take slots, after their route's sign-in check: a stranger's request never holds one (issue 35). One
// account holds at most half of them, so a staff member's slow line (or a stolen session trickling bodies)
// never keeps the others from uploading.
import type { Context, MiddlewareHandler } from 'hono';
import { HttpError, unauthorised } from '../http/errors.ts';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE } from '../media/images.ts';

export const UPLOAD_SLOTS = IMAGE_CONCURRENCY + IMAGE_QUEUE;
export const UPLOAD_SLOTS_PER_ACCOUNT = Math.max(1, Math.floor(UPLOAD_SLOTS / 2));
export const UPLOADS_BUSY = 'The server is busy processing other uploads. Please try again in a minute.';
export const OWN_UPLOADS_BUSY = 'Your other uploads are still being sent or processed. Please wait for one to finish.';

let used = 0;
/** The account each slot is held for. */
const holders = new WeakMap<Context, string>();
const usedBy = new Map<string, number>();

/**
 * Called just before a multipart body that may carry files is read; throws 503 with Retry-After when every slot
 * is taken, and 401 without a signed-in user (a public route never reads uploads).
 */
export function takeUploadSlot(c: Context): void {
  if (holders.has(c)) return;
  const account = c.get('user')?._id;
  if (!account) throw unauthorised();
  const own = usedBy.get(account) ?? 0;
  if (own >= UPLOAD_SLOTS_PER_ACCOUNT)
    throw new HttpError(503, OWN_UPLOADS_BUSY, undefined, { 'Retry-After': '30' }, 'uploads_busy');
  if (used >= UPLOAD_SLOTS) throw new HttpError(503, UPLOADS_BUSY, undefined, { 'Retry-After': '30' });
  used++;
  usedBy.set(account, own + 1);
  holders.set(c, account);
}

/** Frees the request's slot (if it took one) once its answer is ready, whatever the answer. */
export const releaseUploadSlot: MiddlewareHandler = async (c, next) => {
  try {
    await next();
  } finally {
    const account = holders.get(c);
    if (account !== undefined) {
      holders.delete(c);
      used--;
      const own = (usedBy.get(account) ?? 1) - 1;
      if (own > 0) usedBy.set(account, own);
      else usedBy.delete(account);
    }
  }
};
