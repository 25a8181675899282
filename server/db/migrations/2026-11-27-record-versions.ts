// Versions of records (named to run after 2026-11-26-record-activity): the text a save replaced, who saved that
// text and when, and the save that replaced it (docs/decisions/019). Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // No foreign keys: the record may be in the trash, and the people named may have left.
  await db.schema
    .createTable('versions')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('recordType', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text', (c) => c.notNull())
    .addColumn('fields', 'text', (c) => c.notNull())
    .addColumn('savedAt', 'text', (c) => c.notNull())
    .addColumn('savedById', 'text')
    .addColumn('savedByName', 'text')
    .addColumn('replacedAt', 'text', (c) => c.notNull())
    .addColumn('replacedById', 'text')
    .addColumn('replacedByName', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('versions_record')
    .on('versions')
    .columns(['recordType', 'recordId', 'replacedAt', '_id'])
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('versions').execute();
}
