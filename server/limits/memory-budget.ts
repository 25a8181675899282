// Decoding a picture holds its pixels in memory for a moment, and how much depends on the picture's size and
// format, not on its file: a 1.5 KB AVIF of 7000x7000 pixels takes 0.9 GB. So the conversions that run at once are
// bounded by what they hold, not by their count: each takes its estimated bytes from a fixed budget before it
// starts and gives them back when it ends; one that does not fit waits, in the order they came (a big picture is
// not passed forever by small ones). A conversion larger than the whole budget is refused before it gets here.

export class MemoryBudget {
  private used = 0;
  private highest = 0;
  private readonly waiting: { bytes: number; start: () => void }[] = [];
  readonly capacity: number;

  constructor(capacity: number) {
    this.capacity = capacity;
  }

  /** Bytes taken by the tasks running now. */
  get inUse(): number {
    return this.used;
  }

  /** The most bytes taken at once since the start (or the last resetPeak()), for tests and benchmarks. */
  get peak(): number {
    return this.highest;
  }

  resetPeak(): void {
    this.highest = this.used;
  }

  async use<T>(bytes: number, task: () => Promise<T>): Promise<T> {
    if (!(bytes >= 0 && bytes <= this.capacity)) throw new RangeError(`${bytes} bytes do not fit the budget`);
    if (this.waiting.length > 0 || this.used + bytes > this.capacity) {
      // The bytes are counted by wake() when it starts us.
      await new Promise<void>((start) => this.waiting.push({ bytes, start }));
    } else {
      this.take(bytes);
    }
    try {
      return await task();
    } finally {
      this.used -= bytes;
      this.wake();
    }
  }

  private take(bytes: number): void {
    this.used += bytes;
    this.highest = Math.max(this.highest, this.used);
  }

  private wake(): void {
    for (let next = this.waiting[0]; next && this.used + next.bytes <= this.capacity; next = this.waiting[0]) {
      this.waiting.shift();
      this.take(next.bytes);
      next.start();
    }
  }
}

const MB = 1024 * 1024;

/**
 * The one budget of the server's memory-heavy work, shared by picture conversions (server/media/images.ts) and
 * document checks (server/media/media-store.ts): the server idles near 110-200 MB, and with this taken in full it
 * stays within the 512 MB of DESIGN.md. Upload bodies take none of it: they wait on disk (server/http/multipart.ts).
 */
export const WORK_MEMORY_BYTES = 240 * MB;
export const workMemory = new MemoryBudget(WORK_MEMORY_BYTES);
