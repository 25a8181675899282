// One save path (issue 36, decision 027): a version keeps the record's texts in every language, and an activity
// entry keeps what changed as data.
// - versions.lang: the original's language then; versions.translations: JSON of its translations then
//   ({ "de": { fields }, ... }); both null in versions written before (they kept the original's texts only).
// - activity.details: JSON of what the entry is about ({ title, fields, languages, ... }), worded by the reader's
//   admin page; null in entries written before, whose `summary` sentence stays as it was.
// Frozen in time: imports no app code.
import { addColumns, dropColumns, type Db } from '../migration-helpers.ts';

const VERSIONS = { lang: 'text?', translations: 'text?' } as const;
const ACTIVITY = { details: 'text?' } as const;

export async function up(db: Db): Promise<void> {
  await addColumns(db, 'versions', VERSIONS);
  await addColumns(db, 'activity', ACTIVITY);
}

export async function down(db: Db): Promise<void> {
  await dropColumns(db, 'activity', ACTIVITY);
  await dropColumns(db, 'versions', VERSIONS);
}
