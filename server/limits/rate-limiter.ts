// Counts events per key (a client address) in fixed time windows, in the database's `requestLimits` table: every
// server sharing one PostgreSQL database counts together (a stranger gets one set of attempts, not one per
// server), and a restart does not reset a count. One statement counts and answers, so requests sent at the same
// moment (to one server or several) cannot slip past a limit. The daily sweep deletes old windows.
import { isIP } from 'node:net';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/database.ts';

export interface RateLimit {
  /** Events allowed per window. */
  max: number;
  windowMs: number;
}

/** How long rows of ended windows stay before the daily sweep deletes them (longer than any window). */
export const LIMIT_ROWS_KEEP_MS = 2 * 24 * 60 * 60 * 1000;

/**
 * Counts one event under `key` and answers the count in its window (this one included) and when the window
 * started; a window older than `windowMs` starts again at `now`.
 */
export async function countInWindow(
  db: Db,
  key: string,
  windowMs: number,
  now: number,
): Promise<{ count: number; startedAt: number }> {
  const at = new Date(now).toISOString();
  // Times are ISO 8601 UTC text of one length, so they compare as text on SQLite and PostgreSQL alike.
  const ended = new Date(now - windowMs).toISOString();
  const row = await db
    .insertInto('requestLimits')
    .values({ key, count: 1, windowStart: at })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet((eb) => {
        const over = eb('requestLimits.windowStart', '<=', ended);
        return {
          count: eb
            .case()
            .when(over)
            .then(1)
            .else(eb('requestLimits.count', '+', 1))
            .end(),
          windowStart: eb.case().when(over).then(at).else(eb.ref('requestLimits.windowStart')).end(),
        };
      }),
    )
    .returning(['count', 'windowStart'])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), startedAt: Date.parse(row.windowStart) };
}

/** Deletes the counters whose windows ended long ago (the daily sweep); answers how many. */
export async function purgeLimitRows(db: Db, now: number): Promise<number> {
  const before = new Date(now - LIMIT_ROWS_KEEP_MS).toISOString();
  const result = await db.deleteFrom('requestLimits').where('windowStart', '<', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** One limit (its name prefixes the keys) kept in the database, timed by the site's clock (tests move it). */
export class RateLimiter {
  private readonly db: Db;
  private readonly clock: Clock;
  private readonly name: string;
  readonly limit: RateLimit;

  constructor(deps: { db: Db; clock: Clock }, name: string, limit: RateLimit) {
    this.db = deps.db;
    this.clock = deps.clock;
    this.name = name;
    this.limit = limit;
  }

  private now = () => this.clock.now().getTime();

  private waitFor(count: number, startedAt: number, now: number): number {
    return count > this.limit.max ? Math.max(1, startedAt + this.limit.windowMs - now) : 0;
  }

  /** Counts one event and answers how long `key` must wait (0: this event is allowed). */
  async take(key: string, now = this.now()): Promise<number> {
    return (await this.count(key, now)).waitMs;
  }

  /** Counts one event: the count in the window (this one included) and how long `key` must wait. */
  async count(key: string, now = this.now()): Promise<{ count: number; waitMs: number }> {
    const { count, startedAt } = await countInWindow(this.db, `${this.name}:${key}`, this.limit.windowMs, now);
    return { count, waitMs: this.waitFor(count, startedAt, now) };
  }

  /** Takes back an event counted before its outcome was known (a right code is no wrong guess). */
  async refund(key: string): Promise<void> {
    await this.db
      .updateTable('requestLimits')
      .set((eb) => ({ count: eb('count', '-', 1) }))
      .where('key', '=', `${this.name}:${key}`)
      .where('count', '>', 0)
      .execute();
  }

  /** Milliseconds until `key` may act again, or 0 when it is under its limit; counts nothing. */
  async waitMs(key: string, now = this.now()): Promise<number> {
    const row = await this.db
      .selectFrom('requestLimits')
      .select(['count', 'windowStart'])
      .where('key', '=', `${this.name}:${key}`)
      .executeTakeFirst();
    const startedAt = row ? Date.parse(row.windowStart) : NaN;
    if (!row || !(now - startedAt < this.limit.windowMs)) return 0;
    // `count` events so far: one more would be over the limit when `count` has reached it.
    return this.waitFor(Number(row.count) + 1, startedAt, now);
  }

  /** Counts one event. */
  async hit(key: string, now = this.now()): Promise<void> {
    await countInWindow(this.db, `${this.name}:${key}`, this.limit.windowMs, now);
  }
}

/**
 * The key an address is limited under: an IPv6 client usually holds a whole /64 (and can pick any address
 * in it), so its limit is shared by that /64; IPv4 addresses count one by one.
 */
export function limitKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
