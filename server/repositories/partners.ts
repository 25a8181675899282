// The `partners` table (one profile), and its row as the API's Partner.
import type { Partner } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { PartnerRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';
import { listKeys } from './stored-files.ts';

const partnerRows = recordRows('partners');
export const findPartnerRow = partnerRows.find;
export const hasPartner = partnerRows.exists;
export const insertPartner = partnerRows.insert;
export const updatePartner = partnerRows.update;
export const deletePartner = partnerRows.remove;

/** Every stored file the profile names. */
export const partnerFiles = (row: PartnerRow) => [row.topImage, ...listKeys(row.galleryImages)];

const SAME_FIELDS = ['_id', 'name', 'about', 'location', 'startYear', 'mission', 'vision', 'contacts'] as const;
const COUNTS = ['numberOfWorkers', 'numberOfProjects', 'satisfyingClients'] as const;

export const presentPartners = presenter(partnerFiles, (row, images): Partner => ({
  ...sameFields(row, [...SAME_FIELDS, ...COUNTS, 'createdAt', 'updatedAt']),
  ...images.picture('topImage', row.topImage),
  galleryImages: listKeys(row.galleryImages).map((key) => ({ url: images.url(key), variants: images.variants(key) })),
}));

/** The profile as a list (GET answers a list), oldest first. */
export async function listPartners(db: Db): Promise<Partner[]> {
  return presentPartners.many(db, await partnerRows.list(db, 'asc'));
}
