// The back office's one time formatter (format.ts): a moment is shown in East Africa Time, with its date, on any
// computer, whatever the zone of its browser (here: the process's zone set to Germany's).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatSchoolTime } from './format.ts';

const zone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'Europe/Berlin';
});
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

describe('formatSchoolTime', () => {
  it('gives the East Africa Time wall time and date of a UTC instant, not the computer’s', () => {
    const instant = '2026-11-26T09:08:00.000Z'; // 10:08 in Germany, 12:08 in Tanzania
    expect(new Date(instant).getHours()).toBe(10);
    expect(formatSchoolTime(instant, 'de')).toBe('26.11.2026, 12:08');
    expect(formatSchoolTime(instant, 'de', { zone: true })).toBe('26.11.2026, 12:08 EAT');
    expect(formatSchoolTime(instant, 'en', { zone: true })).toMatch(/^Nov 26, 2026, 12:08\sPM EAT$/);
  });

  it('moves to the next day when East Africa Time has passed midnight', () => {
    expect(formatSchoolTime('2026-11-26T22:30:00.000Z', 'de', { zone: true })).toBe('27.11.2026, 01:30 EAT');
  });

  it('shows nothing for no moment and the text itself for one that is not a date', () => {
    expect(formatSchoolTime(null, 'en')).toBe('');
    expect(formatSchoolTime('soon', 'en')).toBe('soon');
  });
});
