// The `gallery` table, and its rows as the API's GalleryItem.
import type { GalleryItem } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { GalleryRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';

const galleryRows = recordRows('gallery');
export const findGalleryRow = galleryRows.find;
export const insertGalleryItem = galleryRows.insert;
export const updateGalleryItem = galleryRows.update;

export const presentGallery = presenter(
  (row: GalleryRow) => [row.image],
  (row, images): GalleryItem => ({
    ...sameFields(row, ['_id', 'title', 'category', 'description', 'createdAt', 'updatedAt']),
    ...images.picture('image', row.image),
  }),
);

/** Every picture, newest first. */
export async function listGalleryItems(db: Db): Promise<GalleryItem[]> {
  return presentGallery.many(db, await galleryRows.list(db, 'desc'));
}
