// The daily sweep: what the site clears away by itself once a day: activity-log entries older than
// ACTIVITY_KEEP_DAYS, trashed records older than TRASH_KEEP_DAYS with then their files, and the per-address
// counters of windows that ended long ago. Several servers sharing one PostgreSQL database run it once between
// them: each looks every hour, and the one that claims the day in the database (a counter of its own) sweeps.
import type { Deps } from './context.ts';
import { countInWindow, purgeLimitRows } from './limits/rate-limiter.ts';
import { purgeActivity } from './repositories/activity.ts';
import { purgeExpiredTrash } from './trash/trash.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The counter that claims a day's sweep; a claim lasts a little less than a day, as the servers look hourly. */
const SWEEP_KEY = 'daily-sweep';
const SWEEP_EVERY_MS = DAY_MS - HOUR_MS;

export interface SweepResult {
  activityPurged: number;
  /** Trashed records purged, when there were any. */
  trashPurged?: number;
}

export async function dailySweep(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'media'>): Promise<SweepResult> {
  const now = deps.clock.now().getTime();
  const keepFrom = new Date(now - deps.config.activityKeepDays * DAY_MS);
  const activityPurged = await purgeActivity(deps.db, keepFrom);
  const trashPurged = await purgeExpiredTrash(deps);
  await purgeLimitRows(deps.db, now);
  return trashPurged ? { activityPurged, trashPurged } : { activityPurged };
}

/**
 * Runs the sweep when no server sharing the database has run it in the last day (answers its result), else
 * nothing (null). The claim is one statement, so two servers looking at once cannot both win it.
 */
export async function sweepIfDue(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'media'>): Promise<SweepResult | null> {
  const { count } = await countInWindow(deps.db, SWEEP_KEY, SWEEP_EVERY_MS, deps.clock.now().getTime());
  return count === 1 ? dailySweep(deps) : null;
}

/** Looks now and then every hour whether the day's sweep is due; the timer never keeps the process alive. */
export function startDailySweep(deps: Deps): void {
  const run = () =>
    sweepIfDue(deps).then(
      (result) => {
        if (result?.activityPurged || result?.trashPurged) deps.logger.info('daily sweep', { ...result });
      },
      (error: unknown) => deps.logger.error('the daily sweep failed', { error: String(error) }),
    );
  void run();
  const timer = setInterval(() => void run(), HOUR_MS);
  timer.unref();
}
