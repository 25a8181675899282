// A clock the test moves by hand: "at 07:00 the scheduled post appears" without sleeping until 07:00.
// It runs with the real time until the test sets it; from then on it stands still until moved again.
import type { Clock } from '../../server/clock.ts';

export class TestClock implements Clock {
  private fixed: number | null = null;

  now(): Date {
    return new Date(this.fixed ?? Date.now());
  }

  /** Stops the clock at `time`. */
  set(time: Date | string): void {
    this.fixed = new Date(time).getTime();
  }

  /** Lets the clock run with the real time again. */
  resume(): void {
    this.fixed = null;
  }

  /** Moves the clock forward (it then stands at the new time). */
  advance(ms: number): void {
    this.fixed = (this.fixed ?? Date.now()) + ms;
  }
}
