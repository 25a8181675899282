// The `schoolSettings` table (one record: phones, e-mails, social links), and its row as the API's SchoolSettings.
import type { Insertable, Updateable } from 'kysely';
import type { SchoolSettings } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { SchoolSettingsRow } from '../db/schema.ts';

export const findSettingsRow = (db: Db, id: string) =>
  db.selectFrom('schoolSettings').selectAll().where('_id', '=', id).executeTakeFirst();

export const hasSettings = async (db: Db) =>
  (await db.selectFrom('schoolSettings').select('_id').executeTakeFirst()) !== undefined;

export const insertSettings = (db: Db, row: Insertable<SchoolSettingsRow>) =>
  db.insertInto('schoolSettings').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSettings = (db: Db, id: string, values: Updateable<SchoolSettingsRow>) =>
  db.updateTable('schoolSettings').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export function toSchoolSettings(row: SchoolSettingsRow): SchoolSettings {
  return {
    _id: row._id,
    phones: JSON.parse(row.phones) as string[],
    emails: JSON.parse(row.emails) as string[],
    instagram: row.instagram,
    linkedin: row.linkedin,
    facebook: row.facebook,
    x: row.x,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The settings as a list (GET answers a list whose first item is used). */
export async function listSchoolSettings(db: Db): Promise<SchoolSettings[]> {
  const rows = await db.selectFrom('schoolSettings').selectAll().orderBy('createdAt').execute();
  return rows.map(toSchoolSettings);
}
