// Times as the school reads them: East Africa Time (UTC+3 all year), whatever the zone of the server or browser.
import { SCHOOL_TIME_ZONE } from './constants.ts';

/** A moment's date (2026-12-01) and time (07:00) in East Africa Time: the spec's post fields, the form's inputs. */
export function schoolDateTime(now = new Date()): { date: string; time: string } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'short' }).format(now);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  return { date, time };
}
