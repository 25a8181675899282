// The response cache (issue 37): one build per change however many ask at once, bounded by bytes, dropped by a
// change of its resource here or on another server.
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../tests/helpers/test-clock.ts';
import { ResponseCache, languageKey } from './response-cache.ts';

/** A loader that counts its calls and answers once `release` is called. */
function slowLoader<T>(value: T) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  const loader = { calls: 0, release, load: async () => (loader.calls++, await gate, value) };
  return loader;
}

describe('ResponseCache', () => {
  it('builds an answer once for many requests at once, then answers from memory', async () => {
    const cache = new ResponseCache(new TestClock());
    const loader = slowLoader(['a', 'b']);
    const waiting = Array.from({ length: 80 }, () => cache.get('blogs?page=1', loader.load));
    loader.release();
    const answers = await Promise.all(waiting);
    expect(loader.calls).toBe(1);
    expect(new Set(answers.map((a) => a.etag)).size).toBe(1);
    expect((await cache.get('blogs?page=1', loader.load)).value).toEqual(['a', 'b']);
    expect(loader.calls).toBe(1);
    expect(cache.builds).toBe(1);
  });

  it('does not keep, nor hand later requests, a build that a change overtook', async () => {
    const cache = new ResponseCache(new TestClock());
    const old = slowLoader('before');
    const first = cache.get('blogs', old.load);
    cache.invalidate('blogs');
    const fresh = slowLoader('after');
    const second = cache.get('blogs', fresh.load);
    old.release();
    fresh.release();
    expect((await first).value).toBe('before');
    expect((await second).value).toBe('after');
    expect((await cache.get('blogs', async () => 'third')).value).toBe('after');
  });

  it("drops a resource's every answer (each page and language), and only that resource's", async () => {
    const cache = new ResponseCache(new TestClock());
    await cache.get('blogs?page=1', async () => 1);
    await cache.get(languageKey('blogs?page=2', 'de'), async () => 2);
    await cache.get('gallery', async () => 3);
    const version = cache.version;
    cache.invalidate('blogs');
    expect(cache.version).not.toBe(version);
    let calls = 0;
    await cache.get('blogs?page=1', async () => ++calls);
    await cache.get(languageKey('blogs?page=2', 'de'), async () => ++calls);
    await cache.get('gallery', async () => ++calls);
    expect(calls).toBe(2);
  });

  it('keeps no more bytes than its bound, the least recently used going first, and never one too large', async () => {
    const cache = new ResponseCache(new TestClock(), { maxBytes: 30_000 });
    const text = (n: number) => 'x'.repeat(n);
    await cache.get('a', async () => text(2_000)); // about 6 KB counted (bytes and objects)
    await cache.get('b', async () => text(2_000));
    await cache.get('c', async () => text(2_000));
    await cache.get('a', async () => 'rebuilt'); // a is used again: b is now the oldest
    await cache.get('d', async () => text(2_000));
    await cache.get('e', async () => text(2_000));
    expect(cache.keptBytes).toBeLessThanOrEqual(30_000);
    expect((await cache.get('a', async () => 'rebuilt')).value).toBe(text(2_000));
    expect((await cache.get('b', async () => 'rebuilt')).value).toBe('rebuilt');
    const huge = await cache.get('huge', async () => text(20_000));
    expect(huge.value).toHaveLength(20_000);
    expect((await cache.get('huge', async () => 'again')).value).toBe('again');
  });

  it('a change told by another server drops the same answers, without telling it back', async () => {
    const cache = new ResponseCache(new TestClock());
    const told: string[][] = [];
    cache.publishChangesTo((groups) => told.push(groups));
    await cache.get('gallery', async () => 'kept');
    cache.changedElsewhere(['gallery']);
    expect((await cache.get('gallery', async () => 'new')).value).toBe('new');
    cache.changedElsewhere('all');
    expect((await cache.get('gallery', async () => 'newer')).value).toBe('newer');
    expect(told).toEqual([]);
    cache.invalidate('gallery');
    expect(told).toEqual([['gallery']]);
  });
});
