// The `gallery` table, and its rows as the API's GalleryItem.
import type { Insertable, Updateable } from 'kysely';
import type { GalleryItem } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { GalleryRow } from '../db/schema.ts';
import { presenter } from './images.ts';

export const findGalleryRow = (db: Db, id: string) =>
  db.selectFrom('gallery').selectAll().where('_id', '=', id).executeTakeFirst();

export const insertGalleryItem = (db: Db, row: Insertable<GalleryRow>) =>
  db.insertInto('gallery').values(row).returningAll().executeTakeFirstOrThrow();

export const updateGalleryItem = (db: Db, id: string, values: Updateable<GalleryRow>) =>
  db.updateTable('gallery').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteGalleryItem = (db: Db, id: string) => db.deleteFrom('gallery').where('_id', '=', id).execute();

export const presentGallery = presenter(
  (row: GalleryRow) => [row.image],
  (row, images): GalleryItem => ({
    _id: row._id,
    title: row.title,
    category: row.category,
    description: row.description,
    image: images.url(row.image),
    imageVariants: images.variants(row.image),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
);

/** Every picture, newest first. */
export async function listGalleryItems(db: Db): Promise<GalleryItem[]> {
  const rows = await db.selectFrom('gallery').selectAll().orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute();
  return presentGallery.many(db, rows);
}
