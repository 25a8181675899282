// The two building blocks of the abuse limits: a bounded semaphore and a per-key window counter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { QueueFullError, Semaphore } from './semaphore.ts';
import { RateLimiter, limitKey } from './rate-limiter.ts';

describe('Semaphore', () => {
  it('runs at most `limit` tasks at once, lets `maxWaiting` wait, and refuses the next at once', async () => {
    const semaphore = new Semaphore(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      semaphore.use(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      });
    const tasks = Array.from({ length: 5 }, task);
    await expect(task()).rejects.toBeInstanceOf(QueueFullError);
    expect(semaphore.load).toBe(5);
    while (releases.length || running) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(tasks);
    expect(most).toBe(2);
    expect(semaphore.load).toBe(0);
  });

  it('a failing task frees its place', async () => {
    const semaphore = new Semaphore(1, 0);
    await expect(semaphore.use(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await semaphore.use(async () => 'next')).toBe('next');
  });
});

describe('RateLimiter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it('allows `max` events per window and names the wait', async () => {
    const limiter = new RateLimiter(t.deps, 'window', { max: 3, windowMs: 1000 });
    expect([await limiter.take('a', 0), await limiter.take('a', 1), await limiter.take('a', 2)]).toEqual([0, 0, 0]);
    expect(await limiter.take('a', 400)).toBe(600);
    expect(await limiter.waitMs('a', 500)).toBe(500);
    expect(await limiter.take('b', 400)).toBe(0);
    expect(await limiter.take('a', 1000)).toBe(0);
    expect(await limiter.waitMs('a', 1001)).toBe(0);
  });

  it('counts in the database: every limiter of the same name (each server its own) counts together', async () => {
    const [one, two] = [0, 1].map(() => new RateLimiter(t.deps, 'shared', { max: 4, windowMs: 60_000 }));
    const now = Date.now();
    expect([await one!.take('c', now), await two!.take('c', now), await one!.take('c', now)]).toEqual([0, 0, 0]);
    expect(await two!.waitMs('c', now)).toBe(0);
    await two!.hit('c', now);
    expect(await one!.waitMs('c', now)).toBe(60_000);
    expect(await two!.take('c', now)).toBe(60_000);
  });

  it('events sent at the same moment cannot slip past the limit', async () => {
    const limiter = new RateLimiter(t.deps, 'burst', { max: 5, windowMs: 60_000 });
    const waits = await Promise.all(Array.from({ length: 20 }, () => limiter.take('d')));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
  });

  it('limits IPv6 clients per /64 and IPv4 clients per address', () => {
    for (const [address, key] of [
      ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
      ['2001:DB8:0001:2::9', '2001:db8:1:2::/64'],
      ['2001:db8::1', '2001:db8:0:0::/64'],
      ['::1', '0:0:0:0::/64'],
      ['203.0.113.9', '203.0.113.9'],
    ] as const) {
      expect(limitKey(address), address).toBe(key);
    }
  });
});
