// Stored files for several servers sharing one PostgreSQL database and nothing else (issue 39,
// docs/decisions/024). The database holds every file, cut into chunks of CHUNK_BYTES (`sharedFiles` names them,
// `sharedFileChunks` holds their contents), so an upload through any server is every server's at once and any
// server's backup holds every file. The data folder's `uploads/` is this server's cache: a file is fetched from
// the database at its first request (one chunk in memory at a time) and sent from the folder after that. Each
// request asks the database whether the file is still stored (a primary-key look-up), so a file deleted through
// another server leaves every server's address at once, and its cached copy goes with it.
import fs from 'node:fs/promises';
import type { Db, DbKind } from '../db/database.ts';
import { fileNames } from './media-store.ts';
import { FileStorage } from './storage.ts';
import { TrashFiles } from './trash-files.ts';

/** One piece of a file in the database: a web picture fits in one, a 25 MB document takes 50. */
export const CHUNK_BYTES = 512 * 1024;

type Area = 'uploads' | 'trash';

/** The files of one area ('uploads' or 'trash') in the database. */
class DatabaseFiles {
  private readonly db: Db;
  readonly area: Area;

  constructor(db: Db, area: Area) {
    this.db = db;
    this.area = area;
  }

  /** The file's size in bytes and when it was stored, or undefined when it is not stored. */
  private header(name: string) {
    return this.db
      .selectFrom('sharedFiles')
      .select(['bytes', 'createdAt'])
      .where('area', '=', this.area)
      .where('name', '=', name)
      .executeTakeFirst();
  }

  async size(name: string): Promise<number | null> {
    const row = await this.header(name);
    return row ? Number(row.bytes) : null;
  }

  async createdAt(name: string): Promise<number | null> {
    const row = await this.header(name);
    return row ? Date.parse(row.createdAt) : null;
  }

  async list(): Promise<string[]> {
    const rows = await this.db.selectFrom('sharedFiles').select('name').where('area', '=', this.area).execute();
    return rows.map((row) => row.name);
  }

  /**
   * Stores the file in one transaction, unless it is stored already: names come from the contents, so a stored
   * name is the same file (two servers writing it at once: the second waits for the first, then finds it).
   */
  async write(name: string, data: Buffer): Promise<void> {
    const { area } = this;
    await this.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('sharedFiles')
        .values({ area, name, bytes: data.length, createdAt: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['area', 'name']).doNothing())
        .returning('name')
        .executeTakeFirst();
      if (!added) return;
      for (let part = 0, at = 0; part === 0 || at < data.length; part++, at += CHUNK_BYTES) {
        await trx
          .insertInto('sharedFileChunks')
          .values({ area, name, part, data: data.subarray(at, at + CHUNK_BYTES) })
          .execute();
      }
    });
  }

  /** Hands the file's chunks to `each` in order, one at a time; answers how many bytes there were. */
  async eachChunk(name: string, bytes: number, each: (chunk: Buffer) => Promise<unknown>): Promise<number> {
    let read = 0;
    for (let part = 0; read < bytes || part === 0; part++) {
      const row = await this.db
        .selectFrom('sharedFileChunks')
        .select('data')
        .where('area', '=', this.area)
        .where('name', '=', name)
        .where('part', '=', part)
        .executeTakeFirst();
      if (!row) break;
      const chunk = Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength);
      await each(chunk);
      read += chunk.length;
    }
    return read;
  }

  /** The whole file, or null when it is not stored. */
  async read(name: string): Promise<Buffer | null> {
    const bytes = await this.size(name);
    if (bytes === null) return null;
    const chunks: Buffer[] = [];
    const read = await this.eachChunk(name, bytes, async (chunk) => chunks.push(chunk));
    if (read !== bytes) return (await this.size(name)) === null ? null : incomplete(name, read, bytes);
    return Buffer.concat(chunks);
  }

  async remove(names: string[]): Promise<void> {
    if (names.length === 0) return;
    const { area } = this;
    await this.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sharedFileChunks').where('area', '=', area).where('name', 'in', names).execute();
      await trx.deleteFrom('sharedFiles').where('area', '=', area).where('name', 'in', names).execute();
    });
  }

  /** Copies files of another area into this one inside the database (those it lacks; missing ones are skipped). */
  async copyFrom(source: DatabaseFiles, names: string[]): Promise<void> {
    if (names.length === 0) return;
    const { area } = this;
    const now = new Date().toISOString();
    await this.db.transaction().execute(async (trx) => {
      const added = await trx
        .insertInto('sharedFiles')
        .columns(['area', 'name', 'bytes', 'createdAt'])
        .expression((eb) =>
          eb
            .selectFrom('sharedFiles')
            .select((s) => [s.val(area).as('area'), 'name', 'bytes', s.val(now).as('createdAt')])
            .where('area', '=', source.area)
            .where('name', 'in', names),
        )
        .onConflict((oc) => oc.columns(['area', 'name']).doNothing())
        .returning('name')
        .execute();
      if (added.length === 0) return;
      await trx
        .insertInto('sharedFileChunks')
        .columns(['area', 'name', 'part', 'data'])
        .expression((eb) =>
          eb
            .selectFrom('sharedFileChunks')
            .select((s) => [s.val(area).as('area'), 'name', 'part', 'data'])
            .where('area', '=', source.area)
            .where(
              'name',
              'in',
              added.map((row) => row.name),
            ),
        )
        .execute();
    });
  }
}

function incomplete(name: string, read: number, bytes: number): never {
  throw new Error(`The database holds ${read} of the ${bytes} bytes of ${name}.`);
}

/** The trash's copies, in the database next to the uploads (a copy is made inside the database). */
class SharedTrashFiles extends TrashFiles {
  private readonly files: DatabaseFiles;
  private readonly uploads: DatabaseFiles;

  constructor(storage: FileStorage, files: DatabaseFiles, uploads: DatabaseFiles) {
    super(storage);
    this.files = files;
    this.uploads = uploads;
  }

  override async keep(names: string[]): Promise<void> {
    await this.files.copyFrom(this.uploads, names);
  }

  override async read(name: string): Promise<Buffer> {
    const data = await this.files.read(this.checked(name));
    if (!data) throw new Error(`The trash has no copy of ${name}.`);
    return data;
  }

  override async write(name: string, data: Buffer): Promise<void> {
    await this.files.write(this.checked(name), data);
  }

  override async exists(name: string): Promise<boolean> {
    return (await this.files.size(this.checked(name))) !== null;
  }

  override list(): Promise<string[]> {
    return this.files.list();
  }

  override async remove(names: string[]): Promise<void> {
    await this.files.remove(names.map((name) => this.checked(name)));
  }

  /** The storage's check: a plain stored name, never a path. */
  private checked(name: string): string {
    this.pathOf(name);
    return name;
  }
}

/** The stored files of a site on PostgreSQL: in the database, with this server's folder as their cache. */
export class SharedFileStorage extends FileStorage {
  private readonly db: Db;
  private readonly files: DatabaseFiles;
  /** Fetches into the cache under way, by name: requests for the same file wait for one fetch. */
  private readonly fetching = new Map<string, Promise<void>>();

  constructor(db: Db, cacheDir: string) {
    super(cacheDir);
    this.db = db;
    this.files = new DatabaseFiles(db, 'uploads');
  }

  protected override createTrash(): TrashFiles {
    return new SharedTrashFiles(this, new DatabaseFiles(this.db, 'trash'), this.files);
  }

  /** Also takes into the database the files that only this server's folder has (a site that ran on one server). */
  override async init(staleAfterMs?: number): Promise<number> {
    const removed = await super.init(staleAfterMs);
    await this.adoptLocalFiles();
    return removed;
  }

  /** Into the database, then into this server's cache (which then serves it without a fetch). */
  override async write(name: string, data: Buffer): Promise<void> {
    await this.files.write(this.checked(name), data);
    await super.write(name, data);
  }

  override async read(name: string): Promise<Buffer | null> {
    const bytes = await this.files.size(this.checked(name));
    if (bytes === null) return null;
    const cached = await super.localFile(name);
    if (cached?.bytes === bytes) {
      const data = await fs.readFile(cached.path).catch(() => null);
      if (data?.length === bytes) return data;
    }
    return this.files.read(name);
  }

  override async localFile(name: string): Promise<{ path: string; bytes: number } | null> {
    const bytes = await this.files.size(this.checked(name));
    if (bytes === null) {
      // Deleted (maybe through another server): not served from the cache either.
      await super.remove(name);
      return null;
    }
    const cached = await super.localFile(name);
    if (cached?.bytes !== bytes) {
      try {
        await this.fetch(name, bytes);
      } catch (error) {
        // Deleted while it was being fetched.
        if ((await this.files.size(name)) === null) return null;
        throw error;
      }
    }
    return { path: this.pathOf(name), bytes };
  }

  override async remove(name: string): Promise<void> {
    await this.files.remove([this.checked(name)]);
    await super.remove(name);
  }

  override async exists(name: string): Promise<boolean> {
    return (await this.files.size(this.checked(name))) !== null;
  }

  override list(): Promise<string[]> {
    return this.files.list();
  }

  /**
   * Cached copies of files the database no longer has (deleted through another server, or a deletion whose folder
   * clean-up failed). A file is written into the database before the folder and deleted from it first, so a copy
   * the database lacks is never one being written.
   */
  override async removeStaleCopies(): Promise<number> {
    const stored = new Set(await this.files.list());
    let removed = 0;
    for (const name of await super.list()) {
      if (stored.has(name)) continue;
      await super.remove(name);
      removed++;
    }
    return removed;
  }

  override writtenAt(name: string): Promise<number | null> {
    return this.files.createdAt(this.checked(name));
  }

  private checked(name: string): string {
    this.pathOf(name);
    return name;
  }

  private fetch(name: string, bytes: number): Promise<void> {
    let running = this.fetching.get(name);
    if (!running) {
      running = this.fetchNow(name, bytes).finally(() => this.fetching.delete(name));
      this.fetching.set(name, running);
    }
    return running;
  }

  /** Copies the file from the database into the cache through a temporary name, one chunk at a time. */
  private async fetchNow(name: string, bytes: number): Promise<void> {
    const temp = this.tempPath();
    const out = await fs.open(temp, 'w');
    try {
      const read = await this.files.eachChunk(name, bytes, (chunk) => out.write(chunk));
      await out.close();
      if (read !== bytes) incomplete(name, read, bytes);
      await fs.rename(temp, this.pathOf(name));
    } catch (error) {
      await out.close().catch(() => {});
      await fs.rm(temp, { force: true });
      throw error;
    }
  }

  /**
   * Files in this server's folder that the database lacks: those a record names (uploaded before the files moved
   * into the database) go into it; the others are cached copies of files deleted since, and go. The same for the
   * trash's copies in the folder's `.trash`, which then leave the folder.
   */
  private async adoptLocalFiles(): Promise<void> {
    const stored = new Set(await this.files.list());
    const named = new Set<string>();
    for (const row of await this.db.selectFrom('media').select(['key', 'kind', 'ext', 'widths']).execute()) {
      for (const name of namesOf([row])) named.add(name);
    }
    for (const name of await super.list()) {
      if (stored.has(name) || !named.has(name)) continue;
      const data = await super.read(name);
      if (data) await this.files.write(name, data);
    }
    await this.removeStaleCopies();

    const local = new TrashFiles(this);
    const copies = await local.list();
    if (copies.length === 0) return;
    const trash = this.trash;
    const kept = new Set(await trash.list());
    const needed = new Set<string>();
    for (const row of await this.db.selectFrom('trash').select('files').execute()) {
      for (const name of namesOf(parseList(row.files))) needed.add(name);
    }
    for (const name of copies) {
      if (needed.has(name) && !kept.has(name)) await trash.write(name, await local.read(name));
    }
    await local.remove(copies);
  }
}

type FileRow = Parameters<typeof fileNames>[0];

/** The stored names of media rows; a damaged row names none. */
function namesOf(rows: FileRow[]): string[] {
  return rows.flatMap((row) => {
    try {
      return fileNames(row);
    } catch {
      return [];
    }
  });
}

function parseList(text: string): FileRow[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? (value as FileRow[]) : [];
  } catch {
    return [];
  }
}

/** The storage of a site: its folder on SQLite; the database, with the folder as cache, on PostgreSQL. */
export function openStorage(database: { db: Db; kind: DbKind }, dir: string): FileStorage {
  return database.kind === 'postgres' ? new SharedFileStorage(database.db, dir) : new FileStorage(dir);
}
