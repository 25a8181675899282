// Failed sign-ins are counted per account and client address (issue 9): a stranger's failures no longer lock
// the rightful owner out from elsewhere. The old counts are only a few minutes of lock state: they go.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loginFailures').execute();
  await db.schema
    .createTable('loginFailures')
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastFailureAt', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('loginFailures_pk', ['email', 'address'])
    .execute();
  // Expired rows are deleted by time.
  await db.schema.createIndex('loginFailures_lastFailureAt').on('loginFailures').column('lastFailureAt').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('loginFailures').execute();
  await db.schema
    .createTable('loginFailures')
    .addColumn('email', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastFailureAt', 'text', (c) => c.notNull())
    .execute();
}
