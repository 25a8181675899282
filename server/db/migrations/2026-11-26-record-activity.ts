// The activity log (named to run after 2026-11-26-blog-publishing): who changed what, when and from where. Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // No foreign keys: an entry outlives the account and the record it names (it says who they were).
  await db.schema
    .createTable('activity')
    .addColumn('_id', 'text', (c) => c.primaryKey())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('userId', 'text')
    .addColumn('userName', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('recordType', 'text', (c) => c.notNull())
    .addColumn('recordId', 'text')
    .addColumn('recordOwnerId', 'text')
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_at').on('activity').columns(['at', '_id']).execute();
  await db.schema.createIndex('activity_user').on('activity').columns(['userId', 'at']).execute();
  await db.schema.createIndex('activity_type').on('activity').columns(['recordType', 'at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('activity').execute();
}
