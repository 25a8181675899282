// At most `limit` tasks at once, the rest wait in line; a full line refuses at once instead of letting
// work (and memory) pile up behind a slow resource.

export class QueueFullError extends Error {
  constructor() {
    super('The queue is full.');
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

  /** Tasks running plus waiting. */
  get load(): number {
    let waiting = 0;
    for (const line of this.waiting.values()) waiting += line.length;
    return this.running + waiting;
  }

  constructor(limit: number, maxWaiting: Readonly<Record<Line, number>>) {
    this.limit = limit;
    this.maxWaiting = maxWaiting;
    for (const line of Object.keys(maxWaiting) as Line[]) this.waiting.set(line, []);
  }

  async use<T>(line: Line, task: () => Promise<T>): Promise<T> {
    if (this.running >= this.limit) {
      const waiting = this.waiting.get(line)!;
      if (waiting.length >= this.maxWaiting[line]) throw new QueueFullError();
      // The place is handed over by release(), so `running` stays counted for us.
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

/** At most `limit` tasks at once, at most `maxWaiting` more in line: SharedPlaces with one line. */
export class Semaphore {
  private readonly places: SharedPlaces<'all'>;

  constructor(limit: number, maxWaiting: number) {
    this.places = new SharedPlaces(limit, { all: maxWaiting });
  }

  get limit(): number {
    return this.places.limit;
  }

  /** How many tasks may wait for a free place; one more is refused with QueueFullError. */
  get maxWaiting(): number {
    return this.places.maxWaiting.all;
  }

  /** Tasks running plus waiting. */
  get load(): number {
    return this.places.load;
  }

  use<T>(task: () => Promise<T>): Promise<T> {
    return this.places.use('all', task);
  }
}
