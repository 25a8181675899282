// The activity log (named to run after 2026-11-26-blog-publishing): who changed what, when and from where. Frozen in time: imports no app code.
import { createTable, textKey, type Db } from '../migration-helpers.ts';

export async function up(db: Db): Promise<void> {
  // No foreign keys: an entry outlives the account and the record it names (it says who they were).
  await createTable(db, 'activity', {
    _id: textKey,
    at: 'text',
    userId: 'text?',
    userName: 'text',
    address: 'text',
    source: 'text',
    action: 'text',
    recordType: 'text',
    recordId: 'text?',
    recordOwnerId: 'text?',
    summary: 'text',
  });
  await db.schema.createIndex('activity_at').on('activity').columns(['at', '_id']).execute();
  await db.schema.createIndex('activity_user').on('activity').columns(['userId', 'at']).execute();
  await db.schema.createIndex('activity_type').on('activity').columns(['recordType', 'at']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('activity').execute();
}
