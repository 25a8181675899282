// The `schoolSettings` table (one record: phones, e-mails, social links), and its row as the API's SchoolSettings.
import type { SchoolSettings } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { SchoolSettingsRow } from '../db/schema.ts';
import { recordRows, sameFields } from './records.ts';

const settingsRows = recordRows('schoolSettings');
export const findSettingsRow = settingsRows.find;
export const hasSettings = settingsRows.exists;
export const insertSettings = settingsRows.insert;
export const updateSettings = settingsRows.update;

export function toSchoolSettings(row: SchoolSettingsRow): SchoolSettings {
  return {
    ...sameFields(row, ['_id', 'instagram', 'linkedin', 'facebook', 'x', 'createdAt', 'updatedAt']),
    phones: JSON.parse(row.phones) as string[],
    emails: JSON.parse(row.emails) as string[],
  };
}

/** The settings as a list (GET answers a list whose first item is used). */
export async function listSchoolSettings(db: Db): Promise<SchoolSettings[]> {
  return (await settingsRows.list(db, 'asc')).map(toSchoolSettings);
}
