// The `versions` table (issue 14 point 3, issue 36): each save of a versioned record that changes its texts
// keeps, in its own transaction, the texts it replaces in every language (the original's fields and language,
// and each translation), and only the newest VERSIONS_KEPT per record stay. A version says who saved its text and
// when: the save that replaced the version before it, or for the oldest text on record the record's last save
// (its updatedAt, and the newest activity entry that names someone). Pictures are not versioned.
import type { RecordVersion, TranslatedFields, VersionFields } from '../../common/api-types.ts';
import { VERSIONS_KEPT } from '../../common/constants.ts';
import { VERSIONED_FIELDS, type VersionedType } from '../../common/resources/index.ts';
import type { Resource } from '../../common/resources/resource.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { VersionRow } from '../db/schema.ts';
import type { Actor } from './activity.ts';

/** The record's text fields, from a row of its table. */
export function versionFields(type: VersionedType, row: object): VersionFields {
  const columns = new Map<string, unknown>(Object.entries(row));
  const fields: VersionFields = {};
  const names: readonly string[] = VERSIONED_FIELDS[type];
  for (const name of names) {
    const value = columns.get(name);
    fields[name] = typeof value === 'number' ? value : String(value ?? '');
  }
  return fields;
}

/** Someone who saved: a user of the API, or the command line (no id). */
export interface Saver {
  _id: string | null;
  name: string;
}

/** The newest versions of a record first. */
const newestFirst = (db: Db, type: VersionedType, recordId: string) =>
  db
    .selectFrom('versions')
    .where('recordType', '=', type)
    .where('recordId', '=', recordId)
    .orderBy('replacedAt', 'desc')
    .orderBy('_id', 'desc');

/** Who saved the record's current text and when, as far as anything tells. */
async function currentSave(
  db: Db,
  type: VersionedType,
  stored: { _id: string; updatedAt: string },
): Promise<{ at: string; by: Saver | null }> {
  const newest = await newestFirst(db, type, stored._id)
    .select(['replacedAt', 'replacedById', 'replacedByName'])
    .executeTakeFirst();
  if (newest) return { at: newest.replacedAt, by: { _id: newest.replacedById, name: newest.replacedByName } };
  // No version yet: the text is from the record's creation, or from a save before versions existed.
  const entry = await db
    .selectFrom('activity')
    .select(['userId', 'userName'])
    .where('recordType', '=', type)
    .where('recordId', '=', stored._id)
    .where('action', 'in', ['create', 'update', 'publish', 'restore'])
    .orderBy('at', 'desc')
    .orderBy('_id', 'desc')
    .executeTakeFirst();
  return { at: stored.updatedAt, by: entry ? { _id: entry.userId, name: entry.userName } : null };
}

export interface VersionedSave {
  resource: Resource;
  /** The row before the save, and its translations then (by language). */
  before: { _id: string; updatedAt: string; lang?: unknown };
  translations: Partial<Record<string, { fields: TranslatedFields }>>;
  by: Pick<Actor, 'userId' | 'userName'>;
  at: Date;
}

/**
 * Keeps the texts a save replaced as a version, inside the save's transaction (`db` is the transaction), and
 * drops the versions beyond the newest VERSIONS_KEPT. The save (server/resources/save.ts) calls it only when a
 * text changed in some language.
 */
export async function keepVersion(db: Db, save: VersionedSave): Promise<void> {
  const { before, by } = save;
  const type = save.resource.name as VersionedType;
  const fields = versionFields(type, before);
  const translations = Object.fromEntries(
    Object.entries(save.translations).flatMap(([lang, t]) => (t ? [[lang, t.fields]] : [])),
  );
  const saved = await currentSave(db, type, before);
  await db
    .insertInto('versions')
    .values({
      _id: newId(save.at.getTime()),
      recordType: type,
      recordId: before._id,
      fields: JSON.stringify(fields),
      savedAt: saved.at,
      savedById: saved.by?._id ?? null,
      savedByName: saved.by?.name ?? null,
      replacedAt: save.at.toISOString(),
      replacedById: by.userId,
      replacedByName: by.userName,
      lang: typeof before.lang === 'string' ? before.lang : null,
      translations: save.resource.translatable.length ? JSON.stringify(translations) : null,
    })
    .execute();
  const dropped = await newestFirst(db, type, before._id).select('_id').offset(VERSIONS_KEPT).limit(1000).execute();
  if (dropped.length)
    await db
      .deleteFrom('versions')
      .where(
        '_id',
        'in',
        dropped.map((row) => row._id),
      )
      .execute();
}

const present = (row: VersionRow): RecordVersion => ({
  _id: row._id,
  recordType: row.recordType as VersionedType,
  recordId: row.recordId,
  fields: JSON.parse(row.fields) as VersionFields,
  lang: row.lang,
  translations: row.translations === null ? null : (JSON.parse(row.translations) as Record<string, TranslatedFields>),
  savedAt: row.savedAt,
  savedBy: row.savedByName,
  replacedAt: row.replacedAt,
  replacedBy: row.replacedByName,
});

/** A record's versions, newest first. */
export async function listVersions(db: Db, type: VersionedType, recordId: string): Promise<RecordVersion[]> {
  return (await newestFirst(db, type, recordId).selectAll().execute()).map(present);
}

/** One version by its id, or undefined. */
export async function findVersion(db: Db, id: string): Promise<RecordVersion | undefined> {
  const row = await db.selectFrom('versions').selectAll().where('_id', '=', id).executeTakeFirst();
  return row && present(row);
}

/** Deletes every version of a record (when the record itself is deleted for good). */
export async function deleteVersions(db: Db, type: VersionedType, recordId: string): Promise<void> {
  await db.deleteFrom('versions').where('recordType', '=', type).where('recordId', '=', recordId).execute();
}
