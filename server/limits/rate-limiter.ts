// Counts events per key (a client address) in fixed time windows, in memory: enough for one process, and the
// memory stays bounded (expired keys go first, then the oldest, when `maxKeys` is reached).
import { isIP } from 'node:net';

export interface RateLimit {
  /** Events allowed per window. */
  max: number;
  windowMs: number;
}

interface Window {
  count: number;
  startedAt: number;
}

export class RateLimiter {
  private readonly windows = new Map<string, Window>();
  readonly limit: RateLimit;
  private readonly maxKeys: number;

  constructor(limit: RateLimit, maxKeys = 50_000) {
    this.limit = limit;
    this.maxKeys = maxKeys;
  }

  private current(key: string, now: number): Window | undefined {
    const window = this.windows.get(key);
    if (window && now - window.startedAt >= this.limit.windowMs) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Milliseconds until `key` may act again, or 0 when it is under its limit. */
  waitMs(key: string, now = Date.now()): number {
    const window = this.current(key, now);
    if (!window || window.count < this.limit.max) return 0;
    return Math.max(1, window.startedAt + this.limit.windowMs - now);
  }

  /** Counts one event for `key`. */
  hit(key: string, now = Date.now()): void {
    const window = this.current(key, now);
    if (window) {
      window.count++;
      return;
    }
    if (this.windows.size >= this.maxKeys) this.makeRoom(now);
    this.windows.set(key, { count: 1, startedAt: now });
  }

  /** Counts one event and answers how long `key` must wait (0: this event is allowed). */
  take(key: string, now = Date.now()): number {
    const wait = this.waitMs(key, now);
    if (wait === 0) this.hit(key, now);
    return wait;
  }

  forget(key: string): void {
    this.windows.delete(key);
  }

  private makeRoom(now: number): void {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.limit.windowMs) this.windows.delete(key);
    }
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of this.windows.keys()) {
      if (this.windows.size < this.maxKeys) break;
      this.windows.delete(key);
    }
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
