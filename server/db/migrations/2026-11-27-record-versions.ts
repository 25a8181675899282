// Versions of records (named to run after 2026-11-26-record-activity): the text a save replaced, who saved that
// text and when, and the save that replaced it (docs/decisions/019). Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

/** Every column is text: the record's kind and id, its fields as JSON, times as ISO 8601, people by id and name. */
const REQUIRED = ['recordType', 'recordId', 'fields', 'savedAt', 'replacedAt', 'replacedByName'];
/** Nobody may be on record for an old text; the command line has no user id. */
const NULLABLE = ['savedById', 'savedByName', 'replacedById'];

export async function up(db: Db): Promise<void> {
  // No foreign keys: the record may be in the trash, and the people named may have left.
  let table = db.schema.createTable('versions').addColumn('_id', 'text', (c) => c.primaryKey());
  for (const name of REQUIRED) table = table.addColumn(name, 'text', (c) => c.notNull());
  for (const name of NULLABLE) table = table.addColumn(name, 'text');
  await table.execute();
  await db.schema
    .createIndex('versions_record')
    .on('versions')
    .columns(['recordType', 'recordId', 'replacedAt', '_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('versions').execute();
}
