// Slows and then refuses repeated failed sign-ins for one account, remembered in the database
// so a restart does not reset the count.
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES, LOGIN_SLOW_AFTER } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';

const LOCK_MS = LOGIN_LOCK_MINUTES * 60 * 1000;
/** Extra wait per failure beyond LOGIN_SLOW_AFTER. */
const STEP_MS = 250;

function tooMany(sinceLastFailureMs: number): HttpError {
  const waitMs = Math.max(0, LOCK_MS - sinceLastFailureMs);
  const minutes = Math.max(1, Math.ceil(waitMs / 60000));
  return new HttpError(
    429,
    `Too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) },
  );
}

/**
 * Counts a sign-in attempt as a failure before its password is checked (a success clears the count),
 * so guesses sent all at once cannot slip past the limit. Refuses with 429 while the account is locked;
 * answers how long to wait before checking the password.
 */
export async function beginAttempt(db: Db, email: string, now = Date.now()): Promise<number> {
  const row = await db.selectFrom('loginFailures').selectAll().where('email', '=', email).executeTakeFirst();
  if (row) {
    const since = now - Date.parse(row.lastFailureAt);
    if (since >= LOCK_MS) {
      await db
        .deleteFrom('loginFailures')
        .where('email', '=', email)
        .where('lastFailureAt', '=', row.lastFailureAt)
        .execute();
    } else if (row.count >= LOGIN_MAX_FAILURES) {
      throw tooMany(since);
    }
  }
  const at = new Date(now).toISOString();
  const { count } = await db
    .insertInto('loginFailures')
    .values({ email, count: 1, lastFailureAt: at })
    .onConflict((oc) =>
      oc.column('email').doUpdateSet((eb) => ({ count: eb('loginFailures.count', '+', 1), lastFailureAt: at })),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  const earlier = Number(count) - 1;
  // Another attempt sent at the same time took the last try.
  if (earlier >= LOGIN_MAX_FAILURES) throw tooMany(0);
  return earlier >= LOGIN_SLOW_AFTER ? (earlier - LOGIN_SLOW_AFTER + 1) * STEP_MS : 0;
}

export async function clearFailures(db: Db, email: string): Promise<void> {
  await db.deleteFrom('loginFailures').where('email', '=', email).execute();
}
