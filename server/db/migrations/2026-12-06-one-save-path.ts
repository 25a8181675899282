// One save path (issue 36, decision 027): a version keeps the record's texts in every language, and an activity
// entry keeps what changed as data.
// - versions.lang: the original's language then; versions.translations: JSON of its translations then
//   ({ "de": { fields }, ... }); both null in versions written before (they kept the original's texts only).
// - activity.details: JSON of what the entry is about ({ title, fields, languages, ... }), worded by the reader's
//   admin page; null in entries written before, whose `summary` sentence stays as it was.
// Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  await db.schema.alterTable('versions').addColumn('lang', 'text').execute();
  await db.schema.alterTable('versions').addColumn('translations', 'text').execute();
  await db.schema.alterTable('activity').addColumn('details', 'text').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.alterTable('activity').dropColumn('details').execute();
  await db.schema.alterTable('versions').dropColumn('translations').execute();
  await db.schema.alterTable('versions').dropColumn('lang').execute();
}
