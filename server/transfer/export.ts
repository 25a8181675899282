// Exports all content (see format.ts) into a new folder. The folder is written under a temporary sibling name
// and renamed at the end, so a crash never leaves half an export under the name asked for.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db, DbKind } from '../db/database.ts';
import {
  FORMAT,
  FORMAT_VERSION,
  KEY,
  MANIFEST,
  PRIVATE_NOTE,
  TABLES,
  TABLE_MIGRATIONS,
  TRASH_FOLDER,
  TransferError,
  UPLOADS,
  appliedMigrations,
  mediaFiles,
  sha256,
  trashFiles,
} from './format.ts';
import type { Manifest, Row, Site, StoredFile, Table } from './format.ts';

export interface ExportSummary {
  dir: string;
  counts: Record<Table, number>;
  files: number;
  bytes: number;
}

export const PRIVATE_FOLDER = 0o700;
export const PRIVATE_FILE = 0o600;

/**
 * Makes a new, empty folder (0700) in `folder` named `base`, or `base-2` to `base-9` when that is taken (another
 * backup in the same second), and answers its path. mkdir, not recursive, is the claim: two processes starting in
 * the same second never share one. One digit, so dated names sort as their times do.
 */
export async function newPrivateFolder(folder: string, base: string): Promise<string> {
  for (let n = 1; n <= 9; n++) {
    const candidate = path.join(folder, n === 1 ? base : `${base}-${n}`);
    try {
      await fs.mkdir(candidate, { mode: PRIVATE_FOLDER });
      return candidate;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  throw new TransferError(`${path.join(folder, base)}: nine backups in one second already; nothing was written.`);
}

/** The default folder of a backup: backup-2026-11-23T0612 (UTC). */
export function backupFolderName(now = new Date()): string {
  const iso = now.toISOString();
  return `backup-${iso.slice(0, 13)}${iso.slice(14, 16)}`;
}

/** Refuses a folder that exists and is not empty (or is not a folder). */
async function checkTarget(dir: string): Promise<void> {
  const stat = await fs.stat(dir).catch(() => null);
  if (!stat) return;
  if (!stat.isDirectory()) throw new TransferError(`${dir} exists and is not a folder.`);
  if ((await fs.readdir(dir)).length > 0)
    throw new TransferError(`${dir} is not empty: export into a new or empty folder.`);
}

/** Rows read at a time: an export's memory does not grow with the site. */
const BATCH = 1000;

/** What the tables' files say of the stored files: the names each media row and each trash entry names. */
interface Written {
  migrations: string[];
  counts: Record<Table, number>;
  mediaNames: string[];
  trashNames: string[];
}

/**
 * Writes every exported table into `<table>.json` in `dir`, a batch of rows at a time, all read in one transaction
 * so they fit together. One row per line: readable, and a diff of two exports shows the rows that changed.
 */
async function writeTables(db: Db, kind: DbKind, dir: string): Promise<Written> {
  const read = db.transaction();
  // PostgreSQL's default isolation gives each statement its own snapshot; SQLite's transaction is one already.
  return (kind === 'postgres' ? read.setIsolationLevel('repeatable read') : read).execute(async (trx) => {
    const migrations = await appliedMigrations(trx);
    const counts = {} as Record<Table, number>;
    const mediaNames = new Set<string>();
    const trashNames = new Set<string>();
    for (const table of TABLES) {
      const file = await fs.open(path.join(dir, `${table}.json`), 'w', PRIVATE_FILE);
      let count = 0;
      try {
        const madeBy = TABLE_MIGRATIONS[table];
        const key = KEY[table];
        let after: string | null = null;
        while (!madeBy || migrations.includes(madeBy)) {
          // The table is one of several here, so Kysely cannot type the row statically.
          let query = trx.selectFrom(table).selectAll();
          if (after !== null) query = query.where(key as never, '>', after as never);
          const rows = (await query
            .orderBy(key as never)
            .limit(BATCH)
            .execute()) as Row[];
          for (const row of rows) {
            await file.write(`${count === 0 ? '[\n' : ',\n'}${JSON.stringify(row)}`);
            count++;
            if (table === 'media') for (const name of mediaFiles(row)) mediaNames.add(name);
            if (table === 'trash') for (const name of trashFiles(row)) trashNames.add(name);
          }
          if (rows.length < BATCH) break;
          after = String(rows[rows.length - 1]![key]);
        }
        await file.write(count === 0 ? '[]\n' : '\n]\n');
      } finally {
        await file.close();
      }
      counts[table] = count;
    }
    return { migrations, counts, mediaNames: [...mediaNames], trashNames: [...trashNames] };
  });
}

export async function exportSite(db: Db, site: Site, out: string, now = new Date()): Promise<ExportSummary> {
  const dir = path.resolve(out);
  await checkTarget(dir);
  const parent = path.dirname(dir);
  await fs.mkdir(parent, { recursive: true });
  const temp = path.join(parent, `.${path.basename(dir)}.partial-${randomBytes(4).toString('hex')}`);
  // Password hashes are inside: folders 0700 and files 0600, readable by the user who exported only.
  await fs.mkdir(temp, { mode: PRIVATE_FOLDER });
  await fs.mkdir(path.join(temp, UPLOADS), { mode: PRIVATE_FOLDER });
  await fs.chmod(temp, PRIVATE_FOLDER);
  await fs.chmod(path.join(temp, UPLOADS), PRIVATE_FOLDER);
  try {
    const { migrations, counts, mediaNames, trashNames } = await writeTables(db, site.kind, temp);

    // The stored files, one at a time.
    const files: Record<string, StoredFile> = {};
    const missing: string[] = [];
    for (const name of mediaNames) {
      const data = await site.storage.read(name);
      if (!data) {
        missing.push(name);
        continue;
      }
      await fs.writeFile(path.join(temp, UPLOADS, name), data, { mode: PRIVATE_FILE });
      files[name] = { bytes: data.length, sha256: sha256(data) };
    }
    if (missing.length) {
      throw new TransferError(
        `${missing.length} file${missing.length === 1 ? '' : 's'} named by the media table ` +
          `${missing.length === 1 ? 'is' : 'are'} missing from ${site.kind === 'postgres' ? 'the database' : site.storage.dir}: ${missing.slice(0, 5).join(', ')}` +
          `${missing.length > 5 ? ', …' : ''}. (Was a file deleted while exporting? Then try again.)`,
      );
    }

    // The trash's copies: one that is missing (never kept) is left out, and its entry cannot be restored.
    const trash = site.storage.trash;
    for (const name of trashNames) {
      const data = await trash.read(name).catch(() => null);
      if (!data) continue;
      await fs.mkdir(path.join(temp, UPLOADS, TRASH_FOLDER), { mode: PRIVATE_FOLDER, recursive: true });
      await fs.writeFile(path.join(temp, UPLOADS, TRASH_FOLDER, name), data, { mode: PRIVATE_FILE });
      files[`${TRASH_FOLDER}/${name}`] = { bytes: data.length, sha256: sha256(data) };
    }

    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      note: PRIVATE_NOTE,
      exportedAt: now.toISOString(),
      databaseKind: site.kind,
      migrations,
      counts,
      files,
    };
    // Written last: a folder with a manifest is complete.
    await fs.writeFile(path.join(temp, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`, { mode: PRIVATE_FILE });

    await checkTarget(dir);
    // rename() replaces an empty folder in one step, so a folder made for this export (the backup before an
    // upgrade reserves its name that way) is never free for another process to take before it is filled.
    await fs.rename(temp, dir).catch((error: NodeJS.ErrnoException) => {
      // Something was put into it since it was checked.
      if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST')
        throw new TransferError(`${dir} is not empty: export into a new or empty folder.`);
      throw error;
    });
    const sizes = Object.values(files);
    return { dir, counts, files: sizes.length, bytes: sizes.reduce((sum, f) => sum + f.bytes, 0) };
  } catch (error) {
    await fs.rm(temp, { recursive: true, force: true });
    throw error;
  }
}
