// Slows and then refuses repeated failed sign-ins for one account from one client address, remembered in the
// database so a restart does not reset the count. Counting per address means a stranger who knows the
// e-mail address cannot lock the rightful owner out (issue 9); the per-address limits across accounts are
// in routes.ts. Only real accounts get rows, and rows older than the lock are deleted, so the table stays small.
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, LOGIN_SLOW_AFTER } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { minutesOf, retryAfter } from '../limits/abuse-limits.ts';

const LOCK_MS = LOGIN_LOCK_MINUTES * 60 * 1000;
/** Extra wait per failure beyond LOGIN_SLOW_AFTER. */
const STEP_MS = 250;

/** The spec's 429 sentence of the login dialog; German and Kiswahili pages show the wait from `retryAfter`. */
export function tooManySignIns(waitMs: number): HttpError {
  const minutes = minutesOf(waitMs);
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    retryAfter(waitMs),
  );
}

/**
 * Counts a sign-in attempt as a failure before its password is checked (a success clears the count),
 * so guesses sent all at once cannot slip past the limit. Refuses with 429 while the account is locked for
 * this address; answers how long to wait before checking the password.
 */
export async function beginAttempt(db: Db, email: string, address: string, now: number): Promise<number> {
  const expired = new Date(now - LOCK_MS).toISOString();
  await db.deleteFrom('loginFailures').where('lastFailureAt', '<=', expired).execute();
  const row = await db
    .selectFrom('loginFailures')
    .selectAll()
    .where('email', '=', email)
    .where('address', '=', address)
    .executeTakeFirst();
  if (row && row.count >= LOGIN_MAX_FAILURES) throw tooManySignIns(LOCK_MS - (now - Date.parse(row.lastFailureAt)));
  const at = new Date(now).toISOString();
  const { count } = await db
    .insertInto('loginFailures')
    .values({ email, address, count: 1, lastFailureAt: at })
    .onConflict((oc) =>
      oc
        .columns(['email', 'address'])
        .doUpdateSet((eb) => ({ count: eb('loginFailures.count', '+', 1), lastFailureAt: at })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const earlier = Number(count) - 1;
  // Another attempt sent at the same time took the last try.
  if (earlier >= LOGIN_MAX_FAILURES) throw tooManySignIns(LOCK_MS);
  return earlier >= LOGIN_SLOW_AFTER ? (earlier - LOGIN_SLOW_AFTER + 1) * STEP_MS : 0;
}

/** Forgets the failures of an account from one address (a successful sign-in), or from all (a password reset). */
export async function clearFailures(db: Db, email: string, address?: string): Promise<void> {
  let query = db.deleteFrom('loginFailures').where('email', '=', email);
  if (address !== undefined) query = query.where('address', '=', address);
  await query.execute();
}
