// The `partners` table (one profile), and its row as the API's Partner.
import type { Insertable, Updateable } from 'kysely';
import type { Partner } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { PartnerRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { listKeys } from './stored-files.ts';

export const findPartnerRow = (db: Db, id: string) =>
  db.selectFrom('partners').selectAll().where('_id', '=', id).executeTakeFirst();

export const hasPartner = async (db: Db) =>
  (await db.selectFrom('partners').select('_id').executeTakeFirst()) !== undefined;

export const insertPartner = (db: Db, row: Insertable<PartnerRow>) =>
  db.insertInto('partners').values(row).returningAll().executeTakeFirstOrThrow();

export const updatePartner = (db: Db, id: string, values: Updateable<PartnerRow>) =>
  db.updateTable('partners').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deletePartner = (db: Db, id: string) => db.deleteFrom('partners').where('_id', '=', id).execute();

/** Every stored file the profile names. */
export const partnerFiles = (row: PartnerRow) => [row.topImage, ...listKeys(row.galleryImages)];

export const presentPartners = presenter(partnerFiles, (row, images): Partner => ({
  _id: row._id,
  name: row.name,
  about: row.about,
  location: row.location,
  startYear: row.startYear,
  mission: row.mission,
  vision: row.vision,
  numberOfWorkers: row.numberOfWorkers,
  numberOfProjects: row.numberOfProjects,
  satisfyingClients: row.satisfyingClients,
  contacts: row.contacts,
  topImage: images.url(row.topImage),
  topImageVariants: images.variants(row.topImage),
  galleryImages: listKeys(row.galleryImages).map((key) => ({ url: images.url(key), variants: images.variants(key) })),
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
}));

/** The profile as a list (GET answers a list), oldest first. */
export async function listPartners(db: Db): Promise<Partner[]> {
  const rows = await db.selectFrom('partners').selectAll().orderBy('createdAt', 'asc').orderBy('_id', 'asc').execute();
  return presentPartners.many(db, rows);
}
