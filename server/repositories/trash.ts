// The `trash` table: deleted records waiting TRASH_KEEP_DAYS to be restored or purged (server/trash/). Written
// only by server/trash/trash.ts, read by GET /api/trash.
import type { TrashItem } from '../../common/api-types.ts';
import { TRASH_KEEP_DAYS } from '../../common/constants.ts';
import type { TrashRecordType } from '../../common/resources/index.ts';
import type { Db } from '../db/database.ts';
import type { TrashRow } from '../db/schema.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const findTrashRow = (db: Db, id: string) =>
  db.selectFrom('trash').selectAll().where('_id', '=', id).executeTakeFirst();

/** Removes the entry; answers whether it was there (a purge or restore running at once finds it gone). */
export async function deleteTrashRow(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('trash').where('_id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export const insertTrashRow = (db: Db, row: TrashRow) => db.insertInto('trash').values(row).execute();

/** Every entry, the latest deletion first. */
export const listTrash = (db: Db) =>
  db.selectFrom('trash').selectAll().orderBy('deletedAt', 'desc').orderBy('_id', 'desc').execute();

/** The entries deleted before `time` (the daily sweep's). */
export const trashDeletedBefore = (db: Db, time: Date) =>
  db.selectFrom('trash').selectAll().where('deletedAt', '<', time.toISOString()).execute();

/** Whether any entry names this stored file's key (its copy in the trash is still needed). */
export async function trashNamesKey(db: Db, key: string): Promise<boolean> {
  const row = await db.selectFrom('trash').select('_id').where('files', 'like', `%"${key}"%`).executeTakeFirst();
  return row !== undefined;
}

export function presentTrash(row: TrashRow): TrashItem {
  return {
    _id: row._id,
    recordType: row.recordType as TrashRecordType,
    recordId: row.recordId,
    title: row.title,
    deletedAt: row.deletedAt,
    deletedById: row.deletedById,
    deletedByName: row.deletedByName,
    purgeAt: new Date(Date.parse(row.deletedAt) + TRASH_KEEP_DAYS * DAY_MS).toISOString(),
  };
}
