// The `translations` table (issue 15, docs/decisions/021): a translatable record's fields in the languages other
// than its original, one row per record and language. A row keeps a stamp of the original's fields when it was
// saved, so a later change of the original marks it outdated. Versions keep the original's fields only.
import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Localized, TranslatedFields, TranslationInfo, TranslationsField } from '../../common/api-types.ts';
import { RESOURCES, TRANSLATABLE_FIELDS, type TranslatableType } from '../../common/resources/index.ts';
import type { Resource } from '../../common/resources/resource.ts';
import { DEFAULT_LANG, isLang, type Lang } from '../../app/i18n/languages.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { TranslationRow } from '../db/schema.ts';

/** The table of a translatable record type. */
const tableOf = (type: TranslatableType) => RESOURCES[type].table as 'blogs';

/** A stored record as the translations see it: its id, original language and fields by name. */
export type OriginalRow = { _id: string; lang?: unknown } & object;

/** The record's original language ('en' for a row without one). */
export const originalLang = (row: OriginalRow): Lang => (isLang(String(row.lang)) ? (row.lang as Lang) : DEFAULT_LANG);

/** The original's translatable fields, by name. */
export function originalFields(type: TranslatableType, row: object): TranslatedFields {
  const columns = new Map<string, unknown>(Object.entries(row));
  const fields: readonly string[] = TRANSLATABLE_FIELDS[type];
  return Object.fromEntries(fields.map((name) => [name, String(columns.get(name) ?? '')]));
}

/**
 * A digest of the original's translatable fields: a translation saved against other fields is outdated. Line
 * breaks count alike whether written as CRLF or LF: a browser sends a form's multi-line text with CRLF, so an
 * admin's Save of an unchanged text must not outdate every translation of it.
 */
export const sourceStamp = (type: TranslatableType, row: object) =>
  createHash('sha256')
    .update(JSON.stringify(Object.values(originalFields(type, row)).map((text) => text.replace(/\r\n?/g, '\n'))))
    .digest('base64url')
    .slice(0, 22);

/** Ids asked for in one query: SQLite refuses more than 32,766 values in one statement. */
const IDS_PER_QUERY = 500;

/** `read` for the ids a few hundred at a time, the rows of all together. */
async function inChunks<R>(ids: readonly string[], read: (chunk: string[]) => Promise<R[]>): Promise<R[]> {
  const rows: R[] = [];
  for (let at = 0; at < ids.length; at += IDS_PER_QUERY) rows.push(...(await read(ids.slice(at, at + IDS_PER_QUERY))));
  return rows;
}

const rowsOf = (db: Db, type: string, ids: readonly string[]) =>
  inChunks(ids, (chunk) =>
    db
      .selectFrom('translations')
      .selectAll()
      .where('recordType', '=', type)
      .where('recordId', 'in', chunk)
      .orderBy('lang')
      .execute(),
  );

const storedFields = (row: TranslationRow): TranslatedFields => JSON.parse(row.fields) as TranslatedFields;

/**
 * The records answered in `lang`: each item's translatable fields from its translation where it has one (a blank
 * field shows the original's), and `lang` saying which language its texts are in.
 */
export async function localize<T extends { _id: string }>(
  db: Db,
  type: TranslatableType,
  items: T[],
  lang: Lang,
): Promise<Localized<T>[]> {
  const ids = items.map((item) => item._id);
  if (!ids.length) return [];
  const originals = await inChunks(ids, (chunk) =>
    db.selectFrom(tableOf(type)).select(['_id', 'lang']).where('_id', 'in', chunk).execute(),
  );
  const originalOf = new Map(originals.map((row) => [row._id, originalLang(row)]));
  // An outdated translation is not shown: the original is, with its language (decision 029).
  const translated = new Map(
    (await rowsOf(db, type, ids))
      .filter((row) => row.lang === lang && row.outdatedSince === null)
      .map((row) => [row.recordId, storedFields(row)]),
  );
  return items.map((item) => {
    const fields = translated.get(item._id);
    if (!fields) return { ...item, lang: originalOf.get(item._id) ?? DEFAULT_LANG };
    const texts = Object.fromEntries(Object.entries(fields).filter(([, text]) => text.trim() !== ''));
    return { ...item, ...texts, lang };
  });
}

/** The staff field of each record (`?with=translations`): its original language and every translation. */
export async function withTranslations<T extends { _id: string }>(
  db: Db,
  type: TranslatableType,
  items: T[],
): Promise<(T & TranslationsField)[]> {
  const ids = items.map((item) => item._id);
  if (!ids.length) return [];
  const originals = await inChunks(ids, (chunk) =>
    db.selectFrom(tableOf(type)).selectAll().where('_id', 'in', chunk).execute(),
  );
  const byId = new Map(originals.map((row) => [row._id, row as OriginalRow]));
  const stored = await rowsOf(db, type, ids);
  return items.map((item) => {
    const original = byId.get(item._id) ?? { _id: item._id };
    const stamp = sourceStamp(type, original);
    const translations: TranslationsField['translations'] = {};
    for (const row of stored) {
      if (row.recordId !== item._id || !isLang(row.lang)) continue;
      translations[row.lang] = {
        fields: storedFields(row),
        savedAt: row.savedAt,
        savedBy: row.savedByName,
        outdated: row.sourceStamp !== stamp,
      } satisfies TranslationInfo;
    }
    return { ...item, originalLang: originalLang(original), translations };
  });
}

/** A record's translations as stored, by language: their fields, and whether each is still current. */
export async function storedTranslations(
  db: Db,
  type: string,
  recordId: string,
): Promise<Partial<Record<string, { fields: TranslatedFields; sourceStamp: string }>>> {
  const rows = await rowsOf(db, type, [recordId]);
  return Object.fromEntries(rows.map((row) => [row.lang, { fields: storedFields(row), sourceStamp: row.sourceStamp }]));
}

/**
 * Stores (or replaces) one language's translation of the record, stamped with the original's fields as saved
 * (`by`: who saved it; nobody is on record for the demo content).
 */
export async function saveTranslation(
  db: Db,
  resource: Resource,
  original: OriginalRow,
  lang: Lang,
  fields: TranslatedFields,
  by: { userId: string | null; userName: string | null },
  at: Date,
): Promise<void> {
  const type = resource.name as TranslatableType;
  await removeTranslations(db, type, original._id, [lang]);
  await db
    .insertInto('translations')
    .values({
      _id: newId(at.getTime()),
      recordType: type,
      recordId: original._id,
      lang,
      fields: JSON.stringify(fields),
      sourceStamp: sourceStamp(type, original),
      savedAt: at.toISOString(),
      savedById: by.userId,
      savedByName: by.userName,
      outdatedSince: null,
    })
    .execute();
}

/**
 * Marks the record's translations after a save of it (decision 029): `outdated` (languages made from another text
 * of the original) outdated since `at` unless they were already, every other one current.
 */
export async function markOutdated(db: Db, type: string, recordId: string, outdated: readonly string[], at: Date) {
  const translations = db.updateTable('translations').where('recordType', '=', type).where('recordId', '=', recordId);
  if (outdated.length)
    await translations
      .set({ outdatedSince: at.toISOString() })
      .where('lang', 'in', outdated)
      .where('outdatedSince', 'is', null)
      .execute();
  let current = translations.set({ outdatedSince: null }).where('outdatedSince', 'is not', null);
  if (outdated.length) current = current.where('lang', 'not in', outdated);
  await current.execute();
}

/** An outdated translation, for the dashboard's list. */
export interface OutdatedTranslation {
  recordType: string;
  recordId: string;
  lang: string;
  outdatedSince: string;
}

/** The newest `limit` outdated translations (of the record types given: those the reader may change) and their count. */
export async function outdatedTranslations(
  db: Db,
  types: readonly string[],
  limit: number,
): Promise<{ total: number; items: OutdatedTranslation[] }> {
  if (!types.length) return { total: 0, items: [] };
  // Read through the outdated index alone: with `recordType` as it is SQLite chose the record index and read every
  // translation of the type (0.1-0.2 s a dashboard visit at 20,000 posts, 0.1 ms this way). `> ''` is "not null"
  // as a range an index serves; `|| ''` keeps the type's index out of it.
  const base = db
    .selectFrom('translations')
    .where('outdatedSince', '>', '')
    .where(sql<string>`(${sql.ref('recordType')} || '')`, 'in', types);
  const [items, count] = await Promise.all([
    base
      .select(['recordType', 'recordId', 'lang', 'outdatedSince'])
      .orderBy('outdatedSince', 'desc')
      .orderBy('_id')
      .limit(limit)
      .execute(),
    base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { total: Number(count.total), items: items as OutdatedTranslation[] };
}

/** Deletes the record's translations in these languages (all of them when `langs` is not given). */
export async function removeTranslations(
  db: Db,
  type: string,
  recordId: string,
  langs?: readonly string[],
): Promise<void> {
  if (langs && !langs.length) return;
  let query = db.deleteFrom('translations').where('recordType', '=', type).where('recordId', '=', recordId);
  if (langs) query = query.where('lang', 'in', langs);
  await query.execute();
}

/** The record's translation rows as they are, for the trash to carry away and bring back. */
export const translationRows = (db: Db, type: string, recordId: string) => rowsOf(db, type, [recordId]);

export async function insertTranslationRows(db: Db, rows: TranslationRow[]): Promise<void> {
  if (rows.length) await db.insertInto('translations').values(rows).execute();
}
