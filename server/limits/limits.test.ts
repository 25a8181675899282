// The two building blocks of the abuse limits: a bounded semaphore and a per-key window counter.
import { describe, expect, it } from 'vitest';
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
  it('allows `max` events per window and names the wait', () => {
    const limiter = new RateLimiter({ max: 3, windowMs: 1000 });
    expect([0, 1, 2].map((i) => limiter.take('a', i))).toEqual([0, 0, 0]);
    expect(limiter.take('a', 400)).toBe(600);
    expect(limiter.take('b', 400)).toBe(0);
    expect(limiter.take('a', 1000)).toBe(0);
  });

  it('keeps at most maxKeys keys (expired ones first, then the oldest)', () => {
    const limiter = new RateLimiter({ max: 1, windowMs: 1000 }, 3);
    for (const key of ['a', 'b', 'c', 'd']) limiter.hit(key, 0);
    expect(limiter.waitMs('a', 1)).toBe(0); // dropped to make room
    expect(limiter.waitMs('d', 1)).toBeGreaterThan(0);
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
