// The trash (named to run after 2026-11-26-record-activity): deleted records kept for 30 days, each as the JSON of
// its row, with the stored files it named and who deleted it when. Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// Every column is text; OPTIONAL ones may be null (no related rows; deleted by the command-line tool).
const REQUIRED = ['recordType', 'recordId', 'title', 'row', 'files', 'deletedAt', 'deletedByName'];
const OPTIONAL = ['related', 'deletedById'];

// No foreign keys: an entry outlives the account that deleted it (it says who they were). A migration is
// written against the tables as they were then, never the current schema.ts: no table types.
export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema.createTable('trash').addColumn('_id', 'text', (c) => c.primaryKey());
  for (const name of REQUIRED) table = table.addColumn(name, 'text', (c) => c.notNull());
  for (const name of OPTIONAL) table = table.addColumn(name, 'text');
  await table.execute();
  await db.schema.createIndex('trash_deleted_at').on('trash').columns(['deletedAt', '_id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trash').execute();
}
