// Failed sign-ins are counted per account and client address (issue 9): a stranger's failures no longer lock
// the rightful owner out from elsewhere. The old counts are only a few minutes of lock state: they go.
import { createTable, textKey, type Db } from '../migration-helpers.ts';

export async function up(db: Db): Promise<void> {
  await db.schema.dropTable('loginFailures').execute();
  const columns = { email: 'text', address: 'text', count: 'integer', lastFailureAt: 'text' } as const;
  await createTable(db, 'loginFailures', columns, ['email', 'address']);
  // Expired rows are deleted by time.
  await db.schema.createIndex('loginFailures_lastFailureAt').on('loginFailures').column('lastFailureAt').execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('loginFailures').execute();
  await createTable(db, 'loginFailures', { email: textKey, count: 'integer', lastFailureAt: 'text' });
}
