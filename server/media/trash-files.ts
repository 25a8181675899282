// Copies of the stored files that records in the trash name, in the uploads folder's `.trash` folder. /uploads
// serves plain stored names only, so a copy here is never public: a deleted picture leaves its address at once,
// and comes back there when its record is restored. A copy is a hard link where the file system allows it.
// (On PostgreSQL the copies live in the database: shared-storage.ts.)
import fs from 'node:fs/promises';
import path from 'node:path';
import { STORED_NAME, writeWhole, type FileStorage } from './storage.ts';

export class TrashFiles {
  readonly dir: string;
  private readonly storage: FileStorage;
  /** The last trash operation queued: keeping, restoring and purging run one after another in this process. */
  private last: Promise<unknown> = Promise.resolve();

  constructor(storage: FileStorage) {
    this.storage = storage;
    this.dir = path.join(storage.dir, '.trash');
  }

  /**
   * Runs `work` after every earlier trash operation has finished, so that a copy one entry still needs is
   * never removed for another meanwhile (several processes sharing one folder are not covered).
   */
  serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.last.then(work, work);
    this.last = run.catch(() => {});
    return run;
  }

  pathOf(name: string): string {
    // The storage's check: a plain stored name, never a path.
    return path.join(this.dir, path.basename(this.storage.pathOf(name)));
  }

  /** Keeps a copy of each stored file (already kept ones stay); a file missing from the uploads is skipped. */
  async keep(names: string[]): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    for (const name of names) {
      const from = this.storage.pathOf(name);
      const to = this.pathOf(name);
      try {
        await fs.link(from, to);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'EEXIST' || code === 'ENOENT') continue;
        await fs.copyFile(from, to);
      }
    }
  }

  read(name: string): Promise<Buffer> {
    return fs.readFile(this.pathOf(name));
  }

  /** Writes a copy from its contents (an import's), through a temporary name. */
  async write(name: string, data: Buffer): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
    await writeWhole(this.pathOf(name), data);
  }

  async exists(name: string): Promise<boolean> {
    return (await fs.stat(this.pathOf(name)).catch(() => null))?.isFile() ?? false;
  }

  /** The stored names of every copy kept. */
  async list(): Promise<string[]> {
    const names = await fs.readdir(this.dir).catch(() => []);
    return names.filter((name) => STORED_NAME.test(name));
  }

  async remove(names: string[]): Promise<void> {
    for (const name of names) await fs.rm(this.pathOf(name), { force: true });
  }
}
