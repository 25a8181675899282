// Imports an export folder (see format.ts) into this site's database and uploads folder, from SQLite or
// PostgreSQL alike. Everything is checked before anything is written; the files are copied first, then every
// row is inserted in one transaction. When that fails nothing stays: the rows roll back and the files this
// import added that no row uses are removed again.
import fs from 'node:fs/promises';
import path from 'node:path';
import { gatherPlannerStatistics, type Db } from '../db/database.ts';
import { fileNames } from '../media/media-store.ts';
import { countUncountedTextFiles } from '../repositories/stored-files.ts';
import type { FileStorage } from '../media/storage.ts';
import {
  FORMAT,
  ADDED_TABLES,
  FORMAT_VERSION,
  OLDEST_FORMAT_VERSION,
  KEY,
  MANIFEST,
  OPTIONAL_TABLES,
  TABLES,
  TRASH_FOLDER,
  TransferError,
  UPLOADS,
  appliedMigrations,
  checkRow,
  mediaFiles,
  sha256,
  trashFiles,
} from './format.ts';
import type { Manifest, Row, Site, StoredFile, Table } from './format.ts';

export interface ImportOptions {
  /** Delete the site's existing content (and sessions) first; without it a site with content is refused. */
  replace: boolean;
}

export interface ImportSummary {
  manifest: Manifest;
  counts: Record<Table, number>;
  files: number;
  /** Files written into the uploads folder (the others were there already, byte for byte). */
  copied: number;
}

/** Rows per INSERT statement: far below SQLite's and PostgreSQL's limits on bound values. */
const CHUNK = 200;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const isObject = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

async function readJson(dir: string, name: string): Promise<unknown> {
  let text: string;
  try {
    text = await fs.readFile(path.join(dir, name), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      throw new TransferError(`${dir} has no ${name}: is it a complete export folder?`);
    throw error;
  }
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new TransferError(`${path.join(dir, name)} is not valid JSON (${(error as Error).message}).`);
  }
}

/** Whether `table` was added to the format after `version` (so an export of that version has no file for it). */
const addedAfter = (table: Table, version: number) => (ADDED_TABLES[table] ?? OLDEST_FORMAT_VERSION) > version;

/** Whether an export of `version` may lack `table` (no count, no file): added after it, or optional and not counted. */
const mayLack = (table: Table, version: number, counts: Record<string, unknown>) =>
  addedAfter(table, version) || (OPTIONAL_TABLES.includes(table) && counts[table] === undefined);

/** The manifest, checked, and the tables the export has no file for. */
function checkManifest(value: unknown, known: string[]): { manifest: Manifest; lacking: Set<Table> } {
  const bad = (what: string) => new TransferError(`The manifest is damaged: ${what}.`);
  if (!isObject(value) || value.format !== FORMAT)
    throw new TransferError(`${MANIFEST} does not describe an export of this site (format "${FORMAT}").`);
  const version = value.formatVersion;
  if (typeof version !== 'number' || !Number.isInteger(version)) throw bad('formatVersion is not a number');
  if (version > FORMAT_VERSION)
    throw new TransferError(
      `The export has format version ${version}, made by a newer version of the site; this one reads version ${FORMAT_VERSION}. Update the site first.`,
    );
  if (version < OLDEST_FORMAT_VERSION)
    throw new TransferError(`The export has format version ${version}, which this site cannot read.`);
  if (value.databaseKind !== 'sqlite' && value.databaseKind !== 'postgres') throw bad('databaseKind is unknown');
  if (typeof value.exportedAt !== 'string' || Number.isNaN(Date.parse(value.exportedAt)))
    throw bad('exportedAt is not a time');
  const migrations = value.migrations;
  if (!Array.isArray(migrations) || !migrations.every((m) => typeof m === 'string'))
    throw bad('migrations is not a list of names');
  const unknown = migrations.filter((m) => !known.includes(m));
  if (unknown.length)
    throw new TransferError(
      `The export was made by a newer version of the site (its database has the migration ${unknown.join(', ')}, unknown here). Update the site first.`,
    );
  const counts = value.counts;
  if (!isObject(counts)) throw bad('counts is missing');
  const lacking = new Set<Table>();
  for (const table of TABLES) {
    if (mayLack(table, version, counts)) {
      counts[table] = 0;
      lacking.add(table);
    }
    const n = counts[table];
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 0) throw bad(`the count of ${table} is missing`);
  }
  const files = value.files;
  if (!isObject(files)) throw bad('files is missing');
  for (const [name, file] of Object.entries(files)) {
    if (!isObject(file) || !Number.isSafeInteger(file.bytes) || !/^[0-9a-f]{64}$/.test(String(file.sha256)))
      throw bad(`the entry of ${name} in files has no size or SHA-256`);
  }
  return { manifest: value as unknown as Manifest, lacking };
}

/** Reads and checks every table file and every file the media rows name. Writes nothing. */
async function readExport(
  dir: string,
  manifest: Manifest,
  lacking: Set<Table>,
): Promise<{ rows: Record<Table, Row[]>; files: string[]; trashed: string[] }> {
  const rows = {} as Record<Table, Row[]>;
  for (const table of TABLES) {
    // An older export has no file for a table added since (nor one of an optional table it did not count).
    const list = lacking.has(table) ? [] : await readJson(dir, `${table}.json`);
    if (!Array.isArray(list)) throw new TransferError(`${table}.json is not a list of rows.`);
    if (list.length !== manifest.counts[table])
      throw new TransferError(
        `${table}.json has ${plural(list.length, 'row')} but the manifest counts ${manifest.counts[table]}: the export is incomplete or damaged.`,
      );
    rows[table] = list.map((row, i) => checkRow(table, row, i));
  }

  const files = [...new Set(rows.media.flatMap(mediaFiles))];
  // The trash's copies the export has (one it lacks leaves its entry unrestorable, as on the site it came from).
  const trashed = [...new Set(rows.trash.flatMap(trashFiles))]
    .map((name) => `${TRASH_FOLDER}/${name}`)
    .filter((name) => manifest.files[name]);
  const missing: string[] = [];
  const damaged: string[] = [];
  for (const name of [...files, ...trashed]) {
    const expected: StoredFile | undefined = manifest.files[name];
    const data = await fs.readFile(path.join(dir, UPLOADS, name)).catch(() => null);
    if (!data || !expected) missing.push(name);
    else if (data.length !== expected.bytes || sha256(data) !== expected.sha256) damaged.push(name);
  }
  const list = (names: string[]) => `${names.slice(0, 5).join(', ')}${names.length > 5 ? ', …' : ''}`;
  if (missing.length)
    throw new TransferError(
      `${plural(missing.length, 'file')} the media rows name ${missing.length === 1 ? 'is' : 'are'} missing from ${path.join(dir, UPLOADS)} (or from the manifest): ${list(missing)}.`,
    );
  if (damaged.length)
    throw new TransferError(
      `${plural(damaged.length, 'file')} in ${path.join(dir, UPLOADS)} ${damaged.length === 1 ? 'differs' : 'differ'} from the manifest (damaged in transit?): ${list(damaged)}.`,
    );
  return { rows, files, trashed };
}

/** The first exported table that has a row, or null when the site has no content at all. */
export async function firstTableWithContent(db: Db): Promise<Table | null> {
  for (const table of TABLES) {
    const row = await db
      .selectFrom(table)
      .select(KEY[table] as never)
      .limit(1)
      .executeTakeFirst();
    if (row) return table;
  }
  return null;
}

/** Where a copied file goes: the uploads or the trash's copies (each writes through a temporary name). */
interface FileTarget {
  read(name: string): Promise<Buffer | null>;
  write(name: string, data: Buffer): Promise<void>;
}

/** Copies one file of the export in, unless the same bytes are stored already; answers whether it was written. */
async function copyIn(target: FileTarget, name: string, from: string, expected: StoredFile): Promise<boolean> {
  const existing = await target.read(name).catch(() => null);
  if (existing && sha256(existing) === expected.sha256) return false;
  await target.write(name, await fs.readFile(from));
  return true;
}

/** Removes those of the named files whose media row does not exist (any more, or at all). */
async function removeUnused(db: Db, storage: FileStorage, names: string[]): Promise<void> {
  if (names.length === 0) return;
  const known = new Set((await db.selectFrom('media').select('key').execute()).map((r) => r.key));
  for (const name of names) if (!known.has(name.slice(0, 32))) await storage.remove(name);
}

export async function importSite(db: Db, site: Site, from: string, options: ImportOptions): Promise<ImportSummary> {
  const dir = path.resolve(from);
  const stat = await fs.stat(dir).catch(() => null);
  if (!stat?.isDirectory()) throw new TransferError(`${dir} is not a folder.`);
  const { manifest, lacking } = checkManifest(await readJson(dir, MANIFEST), await appliedMigrations(db));
  const { rows, files, trashed } = await readExport(dir, manifest, lacking);
  const trash = site.storage.trash;

  const refuseContent = (table: Table) =>
    new TransferError(
      `This site already has content (${table} has rows). Import into an empty site, or add --replace to delete all its content first.`,
    );
  if (!options.replace) {
    const used = await firstTableWithContent(db);
    if (used) throw refuseContent(used);
  }

  const written: string[] = [];
  const writtenToTrash: string[] = [];
  const replacedFiles: string[] = [];
  try {
    for (const name of files) {
      const expected = manifest.files[name];
      if (!expected) throw new TransferError(`${name} is not in ${MANIFEST}.`);
      if (await copyIn(site.storage, name, path.join(dir, UPLOADS, name), expected)) written.push(name);
    }
    for (const name of trashed) {
      const stored = name.slice(TRASH_FOLDER.length + 1);
      if (await copyIn(trash, stored, path.join(dir, UPLOADS, name), manifest.files[name]!)) {
        writtenToTrash.push(stored);
      }
    }
    await db.transaction().execute(async (trx) => {
      if (options.replace) {
        for (const media of await trx.selectFrom('media').selectAll().execute()) {
          try {
            replacedFiles.push(...fileNames(media));
          } catch {
            // A damaged row names no file we could remove.
          }
        }
        await trx.deleteFrom('sessions').execute();
        await trx.deleteFrom('loginFailures').execute();
        await trx.deleteFrom('passwordResets').execute();
        await trx.deleteFrom('previewLinks').execute();
        await trx.deleteFrom('requestLimits').execute();
        for (const table of [...TABLES].reverse()) await trx.deleteFrom(table).execute();
      } else {
        // Content may have arrived while the files were copied.
        const used = await firstTableWithContent(trx);
        if (used) throw refuseContent(used);
      }
      for (const table of TABLES) {
        for (let i = 0; i < rows[table].length; i += CHUNK) {
          // The table is one of several here, so Kysely cannot type the rows statically; checkRow checked them.
          await trx
            .insertInto(table)
            .values(rows[table].slice(i, i + CHUNK) as never)
            .execute();
        }
      }
      // An export older than the count of the pictures inside posts (decision 030) counts them now.
      await countUncountedTextFiles(trx);
    });
  } catch (error) {
    await removeUnused(db, site.storage, written);
    await trash.remove(writtenToTrash);
    if (error instanceof TransferError) throw error;
    throw new TransferError(
      `The import failed and was undone (no rows written, no copied file left): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  }
  await gatherPlannerStatistics({ db, kind: site.kind }, TABLES);
  // Files of the replaced content that the imported content does not use.
  const kept = new Set(files);
  await removeUnused(
    db,
    site.storage,
    [...new Set(replacedFiles)].filter((name) => !kept.has(name)),
  );
  // The trash's copies that no imported entry names (those of the replaced trash).
  const keptInTrash = new Set(trashed.map((name) => name.slice(TRASH_FOLDER.length + 1)));
  await trash.remove((await trash.list()).filter((name) => !keptInTrash.has(name)));
  const counts = Object.fromEntries(TABLES.map((t) => [t, rows[t].length])) as Record<Table, number>;
  return { manifest, counts, files: files.length, copied: written.length };
}
