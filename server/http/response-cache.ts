// Answers of the public reads (a page of a list, a list, a record), kept until that content changes: parents'
// phones ask for the same few over and over, and serving them from memory keeps a small server fast.
// - One build per change: requests for an answer that is being built wait for that build (single flight).
// - Bounded by bytes, not entries: the least recently used answers go first; an answer too large to keep is built
//   once for the requests waiting on it and not kept.
// - Kept until something changes: `invalidate(group)` drops every answer of a resource (its key before '?'). With
//   several servers on one PostgreSQL, a change is told to the others (server/db/change-feed.ts), which drop
//   theirs at once: no short timer.
// - A list may hide something that becomes public later by itself (a scheduled post): its loader names that time
//   (`expireAt`), and at that moment every answer, and every page rendered from them, is dropped.
import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';

/** The key of a list's answer in one language (`?lang=`), dropped with the list's own key. */
export const languageKey = (key: string, lang: string) => `${key}?lang=${lang}`;

/** The group a key belongs to: the resource whose change drops it (the key up to its first '?'). */
const groupOf = (key: string) => key.split('?', 1)[0]!;

export interface CachedBody<T = unknown> {
  /** The answer itself, for the page renders in this process (server/pages.ts); never changed in place. */
  value: T;
  /** The answer as UTF-8 JSON, encoded once: answering with it saves encoding a large list per request. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

/**
 * What an answer is counted as: its JSON bytes, and about twice that for the objects it was made from (kept for
 * the pages). A rough measure, on the side of too much.
 */
const weightOf = (body: CachedBody) => body.bytes.byteLength * (body.value === null ? 1 : 3);

/** An answer with its strong ETag: a digest of its bytes. */
const withEtag = <T>(value: T, bytes: Uint8Array<ArrayBuffer>): CachedBody<T> => ({
  value,
  bytes,
  etag: `"${createHash('sha1').update(bytes).digest('base64url')}"`,
});

/** A map bounded by the bytes of its values, dropping the least recently used first. */
export class ByteBoundMap<V> {
  private readonly map = new Map<string, { value: V; bytes: number }>();
  private total = 0;
  readonly maxBytes: number;
  private readonly weigh: (value: V) => number;
  /** Told of every key dropped to make room (not of deletions asked for). */
  onEvict?: (key: string) => void;

  constructor(maxBytes: number, weigh: (value: V) => number) {
    this.maxBytes = maxBytes;
    this.weigh = weigh;
  }

  get size(): number {
    return this.map.size;
  }

  /** The bytes held now. */
  get bytes(): number {
    return this.total;
  }

  has(key: string): boolean {
    return this.map.has(key);
  }

  get(key: string): V | undefined {
    const hit = this.map.get(key);
    if (!hit) return undefined;
    // Most recently used last.
    this.map.delete(key);
    this.map.set(key, hit);
    return hit.value;
  }

  /** Keeps the value unless it alone would take more than a quarter of the room; answers whether it did. */
  set(key: string, value: V): boolean {
    this.delete(key);
    const bytes = this.weigh(value);
    if (bytes > this.maxBytes / 4) return false;
    this.map.set(key, { value, bytes });
    this.total += bytes;
    for (const [oldest] of this.map) {
      if (this.total <= this.maxBytes) break;
      this.delete(oldest);
      this.onEvict?.(oldest);
    }
    return true;
  }

  delete(key: string): void {
    const hit = this.map.get(key);
    if (!hit) return;
    this.map.delete(key);
    this.total -= hit.bytes;
  }

  clear(): void {
    this.map.clear();
    this.total = 0;
  }

  keys(): IterableIterator<string> {
    return this.map.keys();
  }
}

export interface ResponseCacheOptions {
  /** The bytes the kept answers may take (default 48 MB); their compressed forms get a quarter more. */
  maxBytes?: number;
}

export class ResponseCache {
  private readonly entries: ByteBoundMap<CachedBody>;
  /** The keys kept of each group, to drop a resource's answers together. */
  private readonly groups = new Map<string, Set<string>>();
  /** Builds under way, by key, with the generation of their group when they started. */
  private readonly building = new Map<string, { generation: number; promise: Promise<CachedBody> }>();
  /** Each group's generation: a change of the group makes every build started before it stale. */
  private readonly generations = new Map<string, number>();
  private listeners: (() => void)[] = [];
  private changes = 0;
  /** Bumped when every answer is dropped at once (a due time passed, changes elsewhere missed). */
  private epoch = 0;
  /** The earliest time (ms) at which a kept answer goes stale by itself; Infinity when none does. */
  private dueAt = Infinity;
  /** Tells the other servers of a change (server/db/change-feed.ts sets it when several may share the data). */
  private publish: ((groups: string[]) => void) | null = null;
  /** Compressed forms of the answers above, by "etag encoding" (server/http/compression.ts); dropped on every change. */
  readonly encoded: ByteBoundMap<Uint8Array<ArrayBuffer>>;
  /** How many answers were built (not found kept): the single flight's measure, for tests and benchmarks. */
  builds = 0;

  readonly clock: Clock;

  constructor(clock: Clock, options: ResponseCacheOptions = {}) {
    const maxBytes = options.maxBytes ?? 48 * 1024 * 1024;
    this.clock = clock;
    this.entries = new ByteBoundMap(maxBytes, weightOf);
    this.entries.onEvict = (key) => this.groups.get(groupOf(key))?.delete(key);
    this.encoded = new ByteBoundMap(maxBytes / 4, (bytes) => bytes.byteLength);
  }

  /** Bumped on every change and when a kept answer's due time passes: pages rendered from several lists compare it. */
  get version(): number {
    if (this.dueAt <= this.clock.now().getTime()) this.invalidateAll();
    return this.changes;
  }

  /**
   * What an answer kept outside this cache (a whole list written to files, server/resources/whole-lists.ts)
   * compares to know it is still current: it changes with every change of the key's group and every drop of all.
   */
  stampOf(key: string): string {
    void this.version; // reading it drops everything when a due time has passed
    return `${this.epoch}.${this.generations.get(groupOf(key)) ?? 0}`;
  }

  /** The bytes the kept answers take now. */
  get keptBytes(): number {
    return this.entries.bytes;
  }

  /**
   * The answer kept under `key`, or the one being built for it, or built now by `load` (and kept when it fits).
   * Each key has one loader (server/repositories/public-lists.ts), so its entry holds that loader's type.
   */
  async get<T>(key: string, load: () => Promise<T>): Promise<CachedBody<T>> {
    return this.kept(key, async () => {
      const loaded = await load();
      return withEtag(loaded, new TextEncoder().encode(JSON.stringify(loaded)));
    });
  }

  /**
   * An answer kept only as its JSON bytes (`value` null), built by `encode` (a long list written a part at a
   * time, never held as objects and a string at once).
   */
  async getBytes(key: string, encode: () => Promise<Uint8Array<ArrayBuffer>>): Promise<CachedBody<null>> {
    return this.kept(key, async () => withEtag(null, await encode()));
  }

  /** The answer kept, or the build under way, or a new build (single flight). */
  private kept<T>(key: string, make: () => Promise<CachedBody<T>>): Promise<CachedBody<T>> {
    void this.version; // reading it drops the entries whose due time has passed
    const hit = this.entries.get(key);
    if (hit) return Promise.resolve(hit as CachedBody<T>);
    const group = groupOf(key);
    const generation = this.generations.get(group) ?? 0;
    const under = this.building.get(key);
    if (under && under.generation === generation) return under.promise as Promise<CachedBody<T>>;
    const promise = this.build(key, group, generation, make);
    this.building.set(key, { generation, promise });
    const done = () => {
      if (this.building.get(key)?.promise === promise) this.building.delete(key);
    };
    promise.then(done, done);
    return promise;
  }

  private async build<T>(key: string, group: string, generation: number, make: () => Promise<CachedBody<T>>) {
    this.builds++;
    const value = await make();
    // A change that landed while loading must not be hidden behind the old answer.
    if ((this.generations.get(group) ?? 0) === generation && this.entries.set(key, value)) {
      let keys = this.groups.get(group);
      if (!keys) this.groups.set(group, (keys = new Set()));
      keys.add(key);
    }
    return value;
  }

  /**
   * Called by a loader whose answer changes by itself at `time` (a scheduled post going public): every entry
   * and page is dropped then. Only a loader's own reading of the database sets it, so with several servers
   * each learns the schedule itself.
   */
  expireAt(time: Date): void {
    this.dueAt = Math.min(this.dueAt, time.getTime());
  }

  /** Drops every answer of these groups (resources), here and, told through the change feed, on other servers. */
  invalidate(...groups: string[]): void {
    this.drop(groups);
    this.publish?.(groups);
  }

  /** A change another server made (server/db/change-feed.ts); 'all' when changes may have been missed. */
  changedElsewhere(groups: string[] | 'all'): void {
    if (groups === 'all') this.invalidateAll();
    else this.drop(groups);
  }

  /** Where changes made here are told (several servers on one PostgreSQL). */
  publishChangesTo(publish: ((groups: string[]) => void) | null): void {
    this.publish = publish;
  }

  private drop(groups: string[]): void {
    for (const group of groups) {
      this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
      for (const key of this.groups.get(group) ?? []) this.entries.delete(key);
      this.groups.delete(group);
    }
    this.changed();
  }

  private invalidateAll(): void {
    for (const group of new Set([...this.groups.keys(), ...[...this.building.keys()].map(groupOf)]))
      this.generations.set(group, (this.generations.get(group) ?? 0) + 1);
    this.entries.clear();
    this.groups.clear();
    this.dueAt = Infinity;
    this.epoch++;
    this.changed();
  }

  private changed(): void {
    this.encoded.clear();
    this.changes++;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }
}
