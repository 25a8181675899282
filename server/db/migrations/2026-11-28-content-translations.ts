// Content in English, German and Kiswahili (issue 15; docs/decisions/021; named to run after 2026-11-27-trash):
// each translatable record keeps its original language (`lang`, 'en' for every row written before), and the
// `translations` table holds one row per record and other language: the translated fields as JSON, a stamp of the
// original's fields when it was saved (to tell an outdated translation), and who saved it when.
// Frozen in time: imports no app code.
import { addColumns, dropColumns, withDefault, type Db } from '../migration-helpers.ts';

const RECORD_TABLES = ['blogs', 'gallery', 'headers', 'schoolDetails', 'directorMessages', 'partners'];
/** Every column is text; the saver may be nobody (the command-line tool and the demo content have no user). */
const COLUMNS = { recordType: true, recordId: true, lang: true, fields: true, sourceStamp: true, savedAt: true };
const WHO = ['savedById', 'savedByName'];
const LANG = { lang: withDefault('en') };

export async function up(db: Db): Promise<void> {
  for (const table of RECORD_TABLES) await addColumns(db, table, LANG);
  // No foreign keys: the table holds translations of several tables' records (the trash carries them away).
  let table = db.schema.createTable('translations').addColumn('_id', 'text', (c) => c.primaryKey());
  for (const name of [...Object.keys(COLUMNS), ...WHO])
    table = table.addColumn(name, 'text', (c) => (name in COLUMNS ? c.notNull() : c));
  await table.execute();
  await db.schema
    .createIndex('translations_record')
    .on('translations')
    .columns(['recordType', 'recordId', 'lang'])
    .unique()
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('translations').execute();
  for (const table of RECORD_TABLES) await dropColumns(db, table, LANG);
}
