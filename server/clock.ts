// The server's idea of "now". Scheduled posts go public when it passes their publication time; the API tests
// replace it with a clock they move (tests/helpers/test-clock.ts). No setting changes it in production.
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
