// The export folder's format, shared by export.ts and import.ts:
//
//   manifest.json        format and version, export time, database kind, migrations applied,
//                        rows per table, and the size and SHA-256 of every file in uploads/
//   <table>.json         a JSON list of that table's rows, one row per line, columns as the schema defines them
//                        (lists as JSON text, integers as numbers, times as ISO 8601 text), so the same folder
//                        loads into SQLite or PostgreSQL
//   uploads/             every stored file the media rows name
//   uploads/.trash/      the trash's copies of the files its entries name (listed in the manifest as `.trash/<name>`)
//
// Sessions, sign-in throttling, request limits and password-reset links are left out: they are short-lived
// (a reset link lasts an hour) and an old link must not work again on a restored site. Users keep their password hashes, so staff can still sign in
// after a move: an export is as private as the database itself.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { ROLES, normaliseRole } from '../../common/permissions.ts';
import type { Db, DbKind } from '../db/database.ts';
import { CONTENT_TABLES, type Database, type MediaRow } from '../db/schema.ts';
import { z } from 'zod';
import {
  RESOURCES,
  RESOURCE_NAMES,
  TRANSLATABLE_TYPES,
  TRASH_RECORD_TYPES,
  VERSIONED_TYPES,
  translationSchema,
  type ResourceName,
  type Resources,
  type TranslatableType,
} from '../../common/resources/index.ts';
import { isLang } from '../../app/i18n/languages.ts';
import type { ColumnType } from '../../common/resources/fields.ts';
import { fileNames } from '../media/media-store.ts';
import { STORED_NAME, type FileStorage } from '../media/storage.ts';

export const FORMAT = 'bright-schools-export';
/**
 * 2 added blog posts' status and publishAt, the activity log, versions, the trash, and content translations (the
 * `translations` table and each translatable record's `lang`); version 1 exports still import, and so do version
 * 2 exports made before versions, the trash and translations (added before version 2 was released:
 * OPTIONAL_TABLES, ADDED_COLUMNS).
 */
export const FORMAT_VERSION = 2;
/** The oldest format version this site imports. */
export const OLDEST_FORMAT_VERSION = 1;
export const MANIFEST = 'manifest.json';
export const UPLOADS = 'uploads';

/** The exported tables, in the order they are inserted (deleted in the reverse order). */
export const TABLES = [
  'users',
  'media',
  ...CONTENT_TABLES,
  'contactMessages',
  'activity',
  'versions',
  'trash',
  'translations',
] as const;
/** Tables added after format version 1, by the version that added them: an older export has none of their rows. */
export const ADDED_TABLES: Partial<Record<Table, number>> = { activity: 2, versions: 2, trash: 2, translations: 2 };
/** Tables an export of their version may still lack (no count, no file): it then had none of their rows. */
export const OPTIONAL_TABLES: readonly Table[] = ['versions', 'trash', 'translations'];
/** The migration that creates each added table: a database not yet upgraded (the backup before an upgrade) has none. */
export const TABLE_MIGRATIONS: Partial<Record<Table, string>> = {
  activity: '2026-11-26-record-activity',
  versions: '2026-11-27-record-versions',
  trash: '2026-11-27-trash',
  translations: '2026-11-28-content-translations',
};
/** Where the trash's file copies are in an export's uploads folder, and their names' prefix in the manifest. */
export const TRASH_FOLDER = '.trash';
export type Table = (typeof TABLES)[number];

type Column = ColumnType;

/** The columns of each resource's table, as its definition declares them (common/resources/<name>.ts). */
type ResourceColumns = {
  [K in ResourceName as Resources[K]['table']]: { [C in keyof Resources[K]['fields']]: Column };
};
const RESOURCE_COLUMNS = Object.fromEntries(
  RESOURCE_NAMES.map((name) => {
    const { table, fields } = RESOURCES[name];
    return [table, Object.fromEntries(Object.entries(fields).map(([column, field]) => [column, field.column]))];
  }),
) as ResourceColumns;

/** Every column of every exported table; the types make this list follow schema.ts. */
export const COLUMNS: { [T in Table]: { [C in keyof Database[T]]: Column } } = {
  ...RESOURCE_COLUMNS,
  media: {
    key: 'text',
    kind: 'text',
    mime: 'text',
    ext: 'text',
    bytes: 'integer',
    width: 'integer?',
    height: 'integer?',
    widths: 'text?',
    placeholder: 'text?',
    refs: 'integer',
    createdAt: 'text',
  },
  activity: {
    _id: 'text',
    at: 'text',
    userId: 'text?',
    userName: 'text',
    address: 'text',
    source: 'text',
    action: 'text',
    recordType: 'text',
    recordId: 'text?',
    recordOwnerId: 'text?',
    summary: 'text',
    details: 'text?',
  },
  versions: {
    _id: 'text',
    recordType: 'text',
    recordId: 'text',
    fields: 'text',
    savedAt: 'text',
    savedById: 'text?',
    savedByName: 'text?',
    replacedAt: 'text',
    replacedById: 'text?',
    replacedByName: 'text',
    lang: 'text?',
    translations: 'text?',
  },
  translations: {
    _id: 'text',
    recordType: 'text',
    recordId: 'text',
    lang: 'text',
    fields: 'text',
    sourceStamp: 'text',
    savedAt: 'text',
    savedById: 'text?',
    savedByName: 'text?',
    outdatedSince: 'text?',
  },
  trash: {
    _id: 'text',
    recordType: 'text',
    recordId: 'text',
    title: 'text',
    row: 'text',
    related: 'text?',
    files: 'text',
    deletedAt: 'text',
    deletedById: 'text?',
    deletedByName: 'text',
  },
};

/** Each table's primary key, which orders the exported rows. */
export const KEY: Record<Table, '_id' | 'key'> = Object.fromEntries(
  TABLES.map((t) => [t, t === 'media' ? 'key' : '_id']),
) as Record<Table, '_id' | 'key'>;

/** The site an export is read from or an import written to, besides its database. */
export interface Site {
  kind: DbKind;
  storage: FileStorage;
}

/** A stored file's checksum as the manifest records it: SHA-256 in hex. */
export const sha256 = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');

export interface StoredFile {
  bytes: number;
  sha256: string;
}

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: number;
  note: string;
  exportedAt: string;
  databaseKind: DbKind;
  migrations: string[];
  counts: Record<Table, number>;
  files: Record<string, StoredFile>;
}

export const PRIVATE_NOTE =
  'Holds every staff account with its password hash, so staff can sign in after an import: keep it private.';

/** An export or import that is refused, with a sentence for the operator. */
export class TransferError extends Error {}

export type Row = Record<string, string | number | null>;

/** The migrations this database has applied, in order. */
export async function appliedMigrations(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.map((r) => r.name);
}

/** The stored files a media row names, checked to be plain stored names (never a path). */
export function mediaFiles(row: Row): string[] {
  const media = row as unknown as MediaRow;
  if (media.kind !== 'image' && media.kind !== 'document')
    throw new TransferError(`Media row ${media.key} has the unknown kind "${String(media.kind)}".`);
  let names: string[];
  try {
    names = fileNames(media);
  } catch {
    throw new TransferError(`Media row ${media.key} has a widths column that is not a JSON list.`);
  }
  for (const name of names) {
    if (!STORED_NAME.test(name) || name.slice(0, 32) !== media.key)
      throw new TransferError(`Media row ${media.key} names "${name}", which is not a stored file name.`);
  }
  if (names.length === 0) throw new TransferError(`Media row ${media.key} names no file.`);
  return names;
}

/** The stored files a trash row's copies are kept under (checked as mediaFiles checks a media row's). */
export function trashFiles(row: Row): string[] {
  let files: unknown;
  try {
    files = JSON.parse(String(row.files));
  } catch {
    files = null;
  }
  if (!Array.isArray(files))
    throw new TransferError(`Trash row ${String(row._id)} has a files column that is not a JSON list.`);
  return [...new Set(files.flatMap((file: Row) => mediaFiles(file)))];
}

/**
 * Columns added after the first exports that may not be empty, with the value a row of an older export gets
 * (a column that may be empty is empty there): every post stored before drafts existed was published when it was
 * made, and every record written before translations is in English; no picture had an alt text.
 */
const ORIGINAL_ENGLISH = { lang: 'en' };
/** Before issue 38 no picture had an alt text: the pages fall back to the title. */
const PICTURED = { ...ORIGINAL_ENGLISH, alt: '' };
export const ADDED_COLUMNS: Partial<Record<Table, Row>> = {
  blogs: { status: 'published', ...PICTURED },
  gallery: PICTURED,
  headers: PICTURED,
  schoolDetails: PICTURED,
  directorMessages: PICTURED,
  partners: { ...PICTURED, schoolUrl: '' },
  // Before issue 38: documents had no translations, and an exported translation was read as current.
  documents: ORIGINAL_ENGLISH,
};

/** Checks one row against the table's columns; answers it with exactly those columns. */
export function checkRow(table: Table, value: unknown, index: number, where = `${table}.json, row ${index + 1}`): Row {
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw new TransferError(`${where} is not an object.`);
  const columns = COLUMNS[table] as Record<string, Column>;
  const given = { ...ADDED_COLUMNS[table], ...(value as Record<string, unknown>) };
  const extra = Object.keys(given).filter((c) => !(c in columns));
  if (extra.length) throw new TransferError(`${where} has columns this site does not know: ${extra.join(', ')}.`);
  const row: Row = {};
  for (const [column, type] of Object.entries(columns)) {
    const nullable = type.endsWith('?');
    // A column that may be empty is empty in an export made before it existed.
    if (!(column in given) && !nullable) throw new TransferError(`${where} has no ${column}.`);
    const cell = given[column] ?? (nullable ? null : given[column]);
    const ok =
      (cell === null && nullable) ||
      (type.startsWith('text') && typeof cell === 'string') ||
      (type.startsWith('integer') && Number.isSafeInteger(cell));
    if (!ok)
      throw new TransferError(
        `${where}: ${column} must be ${type.startsWith('text') ? 'text' : 'a whole number'}${nullable ? ' or null' : ''}.`,
      );
    row[column] = cell as string | number | null;
  }
  checkJsonCells(table, row, where);
  // An account's role is one of the five, in its stored spelling ('ADMIN' becomes 'Admin'): the guard reads it.
  if (table === 'users') {
    const role = normaliseRole(String(row.role));
    if (!role)
      throw new TransferError(
        `${where}: role must be one of ${ROLES.join(', ')} (the account ${String(row.email)} has "${String(row.role)}"; ` +
          'correct it in the file, then import again).',
      );
    row.role = role;
  }
  return row;
}

// ---- the JSON a row holds ----------------------------------------------------------------------------------------

const TEXTS = z.record(z.string(), z.string());
const OBJECT = z.record(z.string(), z.unknown());
const kindOf = (types: readonly string[], type: unknown, where: string, what: string) => {
  if (!types.includes(String(type))) throw new TransferError(`${where}: recordType "${String(type)}" is not ${what}.`);
  return String(type) as ResourceName;
};

/**
 * The JSON text columns checked as the site reads them (a bad value imported would answer 500s for as long as it
 * stays): JSON at all, the shape each reader expects, a translation by the API's own rules, a trashed record and its
 * files by their tables' columns.
 */
function checkJsonCells(table: Table, row: Row, where: string): void {
  const parsed = (column: string): unknown => {
    const cell = row[column];
    if (cell === null || cell === undefined) return null;
    try {
      return JSON.parse(String(cell));
    } catch {
      throw new TransferError(`${where}: ${column} is not valid JSON.`);
    }
  };
  const shaped = (column: string, schema: z.ZodType, what: string) => {
    const value = parsed(column);
    if (value !== null && !schema.safeParse(value).success)
      throw new TransferError(`${where}: ${column} must be ${what}.`);
    return value;
  };
  const resource = RESOURCE_NAMES.find((name) => RESOURCES[name].table === table);
  if (resource) {
    for (const [column, field] of Object.entries(RESOURCES[resource].fields)) {
      if (field.answer === 'json') shaped(column, z.array(z.unknown()), 'a JSON list');
      if (field.answer === 'pictures') shaped(column, z.array(z.string()), 'a JSON list of stored pictures');
    }
  }
  if (table === 'media') shaped('widths', z.array(z.number().int().positive()), 'a JSON list of widths');
  if (table === 'activity') shaped('details', OBJECT, 'a JSON object');
  if (table === 'versions') {
    kindOf(VERSIONED_TYPES, row.recordType, where, 'a kind of record with versions');
    shaped(
      'fields',
      z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
      "a JSON object of the record's texts",
    );
    shaped('translations', z.record(z.string(), TEXTS.nullable()), 'a JSON object of texts by language');
  }
  if (table === 'translations') {
    const type = kindOf(TRANSLATABLE_TYPES, row.recordType, where, 'a kind of record that is translated');
    if (!isLang(String(row.lang)))
      throw new TransferError(`${where}: lang "${String(row.lang)}" is not a language of the site.`);
    shaped(
      'fields',
      translationSchema(type as TranslatableType),
      `the ${type} fields of a translation, by the form's rules`,
    );
  }
  if (table === 'trash') {
    const type = kindOf(TRASH_RECORD_TYPES, row.recordType, where, 'a kind of record the trash keeps');
    checkRow(RESOURCES[type].table as Table, shaped('row', OBJECT, 'a JSON object'), 0, `${where}: row`);
    // A stored file's media row without its count of references (the restore counts them again).
    const file = z.object({ key: z.string(), kind: z.string(), mime: z.string(), ext: z.string(), bytes: z.number() });
    shaped('files', z.array(file), 'a JSON list of stored files');
    parsed('related');
  }
}
