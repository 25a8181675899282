// The `directorMessages` table (one record), and its row as the API's DirectorMessage.
import type { DirectorMessage } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { DirectorMessageRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';

const messageRows = recordRows('directorMessages');
export const findDirectorMessageRow = messageRows.find;
export const hasDirectorMessage = messageRows.exists;
export const insertDirectorMessage = messageRows.insert;
export const updateDirectorMessage = messageRows.update;
export const deleteDirectorMessage = messageRows.remove;

const SAME_FIELDS = ['_id', 'name', 'directorYear', 'message', 'facebook', 'twitter', 'instagram', 'linkedin'] as const;

export const presentDirectorMessages = presenter(
  (row: DirectorMessageRow) => [row.image],
  (row, images): DirectorMessage => ({
    ...sameFields(row, [...SAME_FIELDS, 'createdAt', 'updatedAt']),
    ...images.picture('image', row.image),
  }),
);

/** The message as a list (GET answers a list), oldest first. */
export async function listDirectorMessages(db: Db): Promise<DirectorMessage[]> {
  return presentDirectorMessages.many(db, await messageRows.list(db, 'asc'));
}
