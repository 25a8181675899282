// The `headers` table (hero pictures of the home page), and its rows as the API's HeaderImage.
import type { Insertable, Updateable } from 'kysely';
import type { HeaderImage } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { HeaderRow } from '../db/schema.ts';
import { presenter } from './images.ts';

export const findHeaderRow = (db: Db, id: string) =>
  db.selectFrom('headers').selectAll().where('_id', '=', id).executeTakeFirst();

export const insertHeader = (db: Db, row: Insertable<HeaderRow>) =>
  db.insertInto('headers').values(row).returningAll().executeTakeFirstOrThrow();

export const updateHeader = (db: Db, id: string, values: Updateable<HeaderRow>) =>
  db.updateTable('headers').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteHeader = (db: Db, id: string) => db.deleteFrom('headers').where('_id', '=', id).execute();

export const presentHeaders = presenter(
  (row: HeaderRow) => [row.image],
  (row, images): HeaderImage => ({
    _id: row._id,
    title: row.title,
    image: images.url(row.image),
    imageVariants: images.variants(row.image),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
);

/** Every hero picture, oldest first (the carousel's order). */
export async function listHeaders(db: Db): Promise<HeaderImage[]> {
  const rows = await db.selectFrom('headers').selectAll().orderBy('createdAt', 'asc').orderBy('_id', 'asc').execute();
  return presentHeaders.many(db, rows);
}
