// The `contactMessages` table (messages from the contact forms), and its rows as the API's ContactMessage.
import type { ContactMessage } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { ContactMessageRow } from '../db/schema.ts';
import { recordRows, sameFields } from './records.ts';

const messageRows = recordRows('contactMessages');

export const insertContactMessage = (db: Db, row: ContactMessageRow) =>
  db.insertInto('contactMessages').values(row).execute();

/** Marks a message read or unread; undefined when there is no such message. */
export const markContactMessage = (db: Db, id: string, read: boolean) =>
  db
    .updateTable('contactMessages')
    .set({ read: read ? 1 : 0, updatedAt: new Date().toISOString() })
    .where('_id', '=', id)
    .returningAll()
    .executeTakeFirst();

export const findContactMessageRow = messageRows.find;

export function toContactMessage(row: ContactMessageRow): ContactMessage {
  return {
    ...sameFields(row, ['_id', 'name', 'email', 'phone', 'message', 'createdAt', 'updatedAt']),
    read: row.read === 1,
  };
}

/** Every message, newest first. */
export async function listContactMessages(db: Db): Promise<ContactMessage[]> {
  return (await messageRows.list(db, 'desc')).map(toContactMessage);
}
