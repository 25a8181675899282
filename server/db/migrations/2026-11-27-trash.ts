// The trash (named to run after 2026-11-26-record-activity): deleted records kept for 30 days, each as the JSON of
// its row, with the stored files it named and who deleted it when. Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // No foreign keys: an entry outlives the account that deleted it (it says who they were).
  await db.schema
    .createTable('trash')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('recordType', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('row', 'text', (c) => c.notNull())
    .addColumn('related', 'text')
    .addColumn('files', 'text', (c) => c.notNull())
    .addColumn('deletedAt', 'text', (c) => c.notNull())
    .addColumn('deletedById', 'text')
    .addColumn('deletedByName', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trash_deleted_at').on('trash').columns(['deletedAt', '_id']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('trash').execute();
}
