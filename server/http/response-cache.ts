// Serialised answers of the public lists, kept until that content changes. Parents' phones hit the
// same few lists over and over; serving them from memory keeps the small server fast.
// With PostgreSQL several servers may share the data, so entries also expire after a short time.
// A list may also hide something that becomes public later by itself (a scheduled post): its loader names that
// time (`expireAt`), and at that moment every entry, and every page rendered from them, is dropped.
import { createHash } from 'node:crypto';
import type { Clock } from '../clock.ts';
import { LANGUAGES } from '../../app/i18n/languages.ts';

/** The key of a list's answer in one language (`?lang=`), dropped with the list's own key. */
export const languageKey = (key: string, lang: string) => `${key}?lang=${lang}`;

export interface CachedBody<T = unknown> {
  /** The answer itself, for the page renders in this process (server/pages.ts); never changed in place. */
  value: T;
  body: string;
  /** The body as UTF-8 bytes, encoded once: answering with them saves encoding a large list per request. */
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

export class ResponseCache {
  private entries = new Map<string, { value: CachedBody; at: number }>();
  private listeners: (() => void)[] = [];
  private changes = 0;
  /** The earliest time (ms) at which a kept answer goes stale by itself; Infinity when none does. */
  private dueAt = Infinity;
  /** Compressed forms of the answers above, by "etag encoding" (server/http/compression.ts); dropped on every change. */
  readonly encoded = new Map<string, Uint8Array<ArrayBuffer>>();
  /** How long an entry may be served (Infinity with SQLite: only this process changes the data). */
  readonly ttlMs: number;

  readonly clock: Clock;

  constructor(ttlMs: number, clock: Clock) {
    this.ttlMs = ttlMs;
    this.clock = clock;
  }

  /** Bumped on every change and when a kept answer's due time passes: pages rendered from several lists compare it. */
  get version(): number {
    if (this.dueAt <= this.clock.now().getTime()) this.invalidateAll();
    return this.changes;
  }

  /** Each key has one loader (server/repositories/public-lists.ts), so its entry holds that loader's type. */
  async get<T>(key: string, load: () => Promise<T>): Promise<CachedBody<T>> {
    const version = this.version; // reading it drops the entries whose due time has passed
    const hit = this.entries.get(key);
    if (hit && this.fresh(hit.at)) return hit.value as CachedBody<T>;
    const loaded = await load();
    const body = JSON.stringify(loaded);
    const bytes = new TextEncoder().encode(body);
    const value = { value: loaded, body, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
    // A change that landed while loading must not be hidden behind the old answer.
    if (version === this.version) this.entries.set(key, { value, at: this.clock.now().getTime() });
    return value;
  }

  /** Whether something kept at `at` (clock milliseconds) is still within the time to live (and not from the future). */
  fresh(at: number): boolean {
    const age = this.clock.now().getTime() - at;
    return age >= 0 && age < this.ttlMs;
  }

  /**
   * Called by a loader whose answer changes by itself at `time` (a scheduled post going public): every entry
   * and page is dropped then. Only a loader's own reading of the database sets it, so with several servers
   * each learns the schedule itself.
   */
  expireAt(time: Date): void {
    this.dueAt = Math.min(this.dueAt, time.getTime());
  }

  /** Drops the entries of these keys, each with its answers in other languages (`languageKey`). */
  invalidate(...keys: string[]): void {
    for (const key of keys) {
      this.entries.delete(key);
      for (const lang of LANGUAGES) this.entries.delete(languageKey(key, lang));
    }
    this.changed();
  }

  private invalidateAll(): void {
    this.entries.clear();
    this.dueAt = Infinity;
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
