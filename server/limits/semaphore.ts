// At most `limit` tasks at once, the rest wait in line; a full line refuses at once instead of letting
// work (and memory) pile up behind a slow resource.

export class QueueFullError extends Error {
  constructor() {
    super('The queue is full.');
  }
}

export class Semaphore {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  readonly limit: number;
  /** How many tasks may wait for a free place; one more is refused with QueueFullError. */
  readonly maxWaiting: number;

  constructor(limit: number, maxWaiting: number) {
    this.limit = limit;
    this.maxWaiting = maxWaiting;
  }

  /** Tasks running plus waiting. */
  get load(): number {
    return this.running + this.waiting.length;
  }

  async use<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      if (this.waiting.length >= this.maxWaiting) throw new QueueFullError();
      // The place is handed over by release(), so `running` stays counted for us.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running--;
  }
}

/**
 * `limit` places shared by lines that wait apart, each with its own length: a full line is refused without
 * touching the others, and a freed place goes to the first line (in `maxWaiting`'s order) that has someone waiting.
 * (Password hashing: signed-in staff before strangers, whose line a flood can fill.)
 */
export class SharedPlaces<Line extends string> {
  private running = 0;
  private readonly waiting = new Map<Line, (() => void)[]>();
  readonly limit: number;
  readonly maxWaiting: Readonly<Record<Line, number>>;

  constructor(limit: number, maxWaiting: Readonly<Record<Line, number>>) {
    this.limit = limit;
    this.maxWaiting = maxWaiting;
    for (const line of Object.keys(maxWaiting) as Line[]) this.waiting.set(line, []);
  }

  async use<T>(line: Line, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      const waiting = this.waiting.get(line)!;
      if (waiting.length >= this.maxWaiting[line]) throw new QueueFullError();
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else {
      this.running++;
    }
    try {
      return await task();
    } finally {
      this.release();
    }
  }

  private release(): void {
    for (const waiting of this.waiting.values()) {
      const next = waiting.shift();
      if (next) return next();
    }
    this.running--;
  }
}
