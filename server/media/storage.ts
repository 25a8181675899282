// Where uploaded files live: one flat folder of generated, content-addressed names, and the trash's copies in
// its `.trash` folder (trash-files.ts). This is the whole story on SQLite; on PostgreSQL the files live in the
// database and this folder is each server's cache of them (shared-storage.ts, docs/decisions/024).
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { TrashFiles } from './trash-files.ts';

/** Files being written are named so until they are complete and renamed to their stored name. */
const TEMP_PREFIX = '.tmp-';
const tempIn = (dir: string) => path.join(dir, `${TEMP_PREFIX}${randomBytes(6).toString('hex')}`);

/**
 * Writes a file through a temporary name beside it and a rename, so a crash never leaves half a file under its
 * real name (nor a full disk a half-written temporary one).
 */
export async function writeWhole(target: string, data: Buffer): Promise<void> {
  const temp = tempIn(path.dirname(target));
  try {
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
}

export const STORED_NAME = /^[0-9a-f]{32}(-\d{1,5})?\.(webp|pdf|doc|docx)$/;

export class FileStorage {
  /** The folder on this machine: the files themselves (SQLite), or the cache of the database's files. */
  readonly dir: string;
  private trashFiles: TrashFiles | undefined;

  constructor(dir: string) {
    this.dir = dir;
  }

  /** The copies of the files that records in the trash name. */
  get trash(): TrashFiles {
    return (this.trashFiles ??= this.createTrash());
  }

  protected createTrash(): TrashFiles {
    return new TrashFiles(this);
  }

  /**
   * Creates the folder and removes temporary files older than `staleAfterMs` (left by a crash between
   * writing a file and renaming it); answers how many it removed. A younger one may still be in use.
   */
  async init(staleAfterMs = 60 * 60 * 1000): Promise<number> {
    await fs.mkdir(this.dir, { recursive: true });
    let removed = 0;
    for (const name of await fs.readdir(this.dir)) {
      if (!name.startsWith(TEMP_PREFIX)) continue;
      const file = path.join(this.dir, name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat?.isFile() && Date.now() - stat.mtimeMs > staleAfterMs) {
        await fs.rm(file, { force: true });
        removed++;
      }
    }
    return removed;
  }

  pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(this.dir, name);
  }

  /** A new temporary name in the folder, for a file that is renamed to its stored name once complete. */
  tempPath(): string {
    return tempIn(this.dir);
  }

  async write(name: string, data: Buffer): Promise<void> {
    await writeWhole(this.pathOf(name), data);
  }

  /** The file's contents, or null when it is not stored. */
  async read(name: string): Promise<Buffer | null> {
    return fs.readFile(this.pathOf(name)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
  }

  /** A file on this machine holding the stored file, to send; null when it is not stored. */
  async localFile(name: string): Promise<{ path: string; bytes: number } | null> {
    const file = this.pathOf(name);
    const stat = await fs.stat(file).catch(() => null);
    return stat?.isFile() ? { path: file, bytes: stat.size } : null;
  }

  async remove(name: string): Promise<void> {
    await fs.rm(this.pathOf(name), { force: true });
  }

  async exists(name: string): Promise<boolean> {
    try {
      await fs.access(this.pathOf(name));
      return true;
    } catch {
      return false;
    }
  }

  async list(): Promise<string[]> {
    return (await fs.readdir(this.dir)).filter((n) => STORED_NAME.test(n));
  }

  /** Copies in the folder of files that are no longer stored (only a cache has such); answers how many went. */
  async removeStaleCopies(): Promise<number> {
    return 0;
  }

  /** When the stored file was written (milliseconds since 1970), or null when it is not stored. */
  async writtenAt(name: string): Promise<number | null> {
    const stat = await fs.stat(this.pathOf(name)).catch(() => null);
    return stat ? stat.mtimeMs : null;
  }
}
