// The `directorMessages` table (one record), and its row as the API's DirectorMessage.
import type { Insertable, Updateable } from 'kysely';
import type { DirectorMessage } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { DirectorMessageRow } from '../db/schema.ts';
import { presenter } from './images.ts';

export const findDirectorMessageRow = (db: Db, id: string) =>
  db.selectFrom('directorMessages').selectAll().where('_id', '=', id).executeTakeFirst();

export const hasDirectorMessage = async (db: Db) =>
  (await db.selectFrom('directorMessages').select('_id').executeTakeFirst()) !== undefined;

export const insertDirectorMessage = (db: Db, row: Insertable<DirectorMessageRow>) =>
  db.insertInto('directorMessages').values(row).returningAll().executeTakeFirstOrThrow();

export const updateDirectorMessage = (db: Db, id: string, values: Updateable<DirectorMessageRow>) =>
  db.updateTable('directorMessages').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteDirectorMessage = (db: Db, id: string) =>
  db.deleteFrom('directorMessages').where('_id', '=', id).execute();

export const presentDirectorMessages = presenter(
  (row: DirectorMessageRow) => [row.image],
  (row, images): DirectorMessage => ({
    _id: row._id,
    name: row.name,
    directorYear: row.directorYear,
    message: row.message,
    image: images.url(row.image),
    imageVariants: images.variants(row.image),
    facebook: row.facebook,
    twitter: row.twitter,
    instagram: row.instagram,
    linkedin: row.linkedin,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
);

/** The message as a list (GET answers a list), oldest first. */
export async function listDirectorMessages(db: Db): Promise<DirectorMessage[]> {
  const rows = await db
    .selectFrom('directorMessages')
    .selectAll()
    .orderBy('createdAt', 'asc')
    .orderBy('_id', 'asc')
    .execute();
  return presentDirectorMessages.many(db, rows);
}
