// Fixed-window request counters kept in the database (so a restart does not reset them, and every server sharing
// it counts together), for requests that cost someone else something: a password-reset request sends an e-mail.
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { countInWindow } from '../limits/rate-limiter.ts';

export interface Limit {
  /** What is counted, e.g. "reset-email:amani@example.org". */
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts one request against each limit, or refuses with 429 (and Retry-After) when one of them is used up.
 * `what` names the request in the sentence: "Too many {what}. Try again in N minutes."
 */
export async function countRequest(db: Db, limits: Limit[], what: string, now: number): Promise<void> {
  for (const limit of limits) {
    const { count, startedAt } = await countInWindow(db, limit.key, limit.windowMs, now);
    if (count > limit.max) {
      const waitMs = startedAt + limit.windowMs - now;
      const minutes = Math.max(1, Math.ceil(waitMs / 60000));
      throw new HttpError(
        429,
        `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        undefined,
        { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
      );
    }
  }
}
