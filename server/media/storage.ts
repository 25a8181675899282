// Where uploaded files live: one flat folder of generated, content-addressed names.
import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

export const STORED_NAME = /^[0-9a-f]{32}(-\d{1,5})?\.(webp|pdf|doc|docx)$/;

export class FileStorage {
  readonly dir: string;

  constructor(dir: string) {
    this.dir = dir;
  }

  async init(): Promise<void> {
    await fs.mkdir(this.dir, { recursive: true });
  }

  pathOf(name: string): string {
    if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${name}`);
    return path.join(this.dir, name);
  }

  /** Writes through a temporary file and a rename, so a crash never leaves half a file under its real name. */
  async write(name: string, data: Buffer): Promise<void> {
    const target = this.pathOf(name);
    const temp = path.join(this.dir, `.tmp-${randomBytes(6).toString('hex')}`);
    await fs.writeFile(temp, data);
    await fs.rename(temp, target);
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
}
