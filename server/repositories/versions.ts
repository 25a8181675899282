// The `versions` table (issue 14 point 3): each save of a versioned record keeps, in its own transaction, the
// text it replaces, and only the newest VERSIONS_KEPT per record stay. A version says who saved its text and
// when: the save that replaced the version before it, or for the oldest text on record the record's last save
// (its updatedAt, and the newest activity entry that names someone). Pictures are not versioned.
import type { RecordVersion, VersionFields } from '../../common/api-types.ts';
import { VERSIONS_KEPT } from '../../common/constants.ts';
import { VERSIONED_FIELDS, type VersionedType } from '../../common/schemas.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { Database, VersionRow } from '../db/schema.ts';
import { RESOURCE_TABLES } from './records.ts';

/** The table of each versioned record type; the check below keeps VERSIONED_FIELDS to its columns. */
export const VERSIONED_TABLES = RESOURCE_TABLES satisfies Record<VersionedType, keyof Database>;

VERSIONED_FIELDS satisfies {
  [T in VersionedType]: readonly (keyof Database[(typeof VERSIONED_TABLES)[T]])[];
};

/** The record's text fields, from a row of its table. */
export function versionFields(type: VersionedType, row: object): VersionFields {
  const columns = new Map<string, unknown>(Object.entries(row));
  const fields: VersionFields = {};
  for (const name of VERSIONED_FIELDS[type]) {
    const value = columns.get(name);
    fields[name] = typeof value === 'number' ? value : String(value ?? '');
  }
  return fields;
}

const sameText = (a: VersionFields, b: VersionFields) => Object.keys(a).every((name) => a[name] === b[name]);

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
  type: VersionedType;
  /** The row before the save, and after it. */
  before: { _id: string; updatedAt: string };
  after: object;
  by: Saver;
  at: Date;
}

/**
 * Keeps the text a save replaced as a version, inside the save's transaction (`db` is the transaction), and
 * drops the versions beyond the newest VERSIONS_KEPT. A save that leaves the text as it was (a new picture
 * only) keeps none.
 */
export async function keepVersion(db: Db, save: VersionedSave): Promise<void> {
  const { type, before, by } = save;
  const fields = versionFields(type, before);
  if (sameText(fields, versionFields(type, save.after))) return;
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
      replacedById: by._id,
      replacedByName: by.name,
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
