// The `headers` table (hero pictures of the home page), and its rows as the API's HeaderImage.
import type { HeaderImage } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { HeaderRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';

const headerRows = recordRows('headers');
export const findHeaderRow = headerRows.find;
export const insertHeader = headerRows.insert;
export const updateHeader = headerRows.update;

export const presentHeaders = presenter(
  (row: HeaderRow) => [row.image],
  (row, images): HeaderImage => ({
    ...sameFields(row, ['_id', 'title', 'createdAt', 'updatedAt']),
    ...images.picture('image', row.image),
  }),
);

/** Every hero picture, oldest first (the carousel's order). */
export async function listHeaders(db: Db): Promise<HeaderImage[]> {
  return presentHeaders.many(db, await headerRows.list(db, 'asc'));
}
