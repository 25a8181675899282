// Serialised answers of the public lists, kept until that content changes. Parents' phones hit the
// same few lists over and over; serving them from memory keeps the small server fast.
// With PostgreSQL several servers may share the data, so entries also expire after a short time.
import { createHash } from 'node:crypto';

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
  /** Bumped on every change: pages rendered from several lists compare it. */
  version = 0;
  /** Compressed forms of the answers above, by "etag encoding" (server/http/compression.ts); dropped on every change. */
  readonly encoded = new Map<string, Uint8Array<ArrayBuffer>>();
  /** How long an entry may be served (Infinity with SQLite: only this process changes the data). */
  readonly ttlMs: number;

  constructor(ttlMs: number) {
    this.ttlMs = ttlMs;
  }

  /** Each key has one loader (server/repositories/public-lists.ts), so its entry holds that loader's type. */
  async get<T>(key: string, load: () => Promise<T>): Promise<CachedBody<T>> {
    const hit = this.entries.get(key);
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.value as CachedBody<T>;
    const version = this.version;
    const loaded = await load();
    const body = JSON.stringify(loaded);
    const bytes = new TextEncoder().encode(body);
    const value = { value: loaded, body, bytes, etag: `"${createHash('sha1').update(bytes).digest('base64url')}"` };
    // A change that landed while loading must not be hidden behind the old answer.
    if (version === this.version) this.entries.set(key, { value, at: Date.now() });
    return value;
  }

  invalidate(...keys: string[]): void {
    for (const key of keys) this.entries.delete(key);
    this.encoded.clear();
    this.version++;
    for (const listener of this.listeners) listener();
  }

  onChange(listener: () => void): void {
    this.listeners.push(listener);
  }
}
