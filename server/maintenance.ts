// The daily sweep: what the site clears away by itself once a day (and at start): activity-log entries older
// than ACTIVITY_KEEP_DAYS, and trashed records older than TRASH_KEEP_DAYS with then their files. Several servers sharing PostgreSQL may all run it; deleting twice is harmless.
import type { Deps } from './context.ts';
import { purgeActivity } from './repositories/activity.ts';
import { purgeExpiredTrash } from './trash/trash.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface SweepResult {
  activityPurged: number;
  /** Trashed records purged, when there were any. */
  trashPurged?: number;
}

export async function dailySweep(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'media'>): Promise<SweepResult> {
  const keepFrom = new Date(deps.clock.now().getTime() - deps.config.activityKeepDays * DAY_MS);
  const activityPurged = await purgeActivity(deps.db, keepFrom);
  const trashPurged = await purgeExpiredTrash(deps);
  return trashPurged ? { activityPurged, trashPurged } : { activityPurged };
}

/** Runs the sweep now and then every day; the timer never keeps the process alive. */
export function startDailySweep(deps: Deps): void {
  const run = () =>
    dailySweep(deps).then(
      (result) => {
        if (result.activityPurged || result.trashPurged) deps.logger.info('daily sweep', { ...result });
      },
      (error: unknown) => deps.logger.error('the daily sweep failed', { error: String(error) }),
    );
  void run();
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
}
