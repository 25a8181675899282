// E-mailed password-reset links and the per-address request limits. Frozen in time: imports no app code.
import { createTable, dropTables, textKey, userRef, type Db } from '../migration-helpers.ts';

export async function up(db: Db): Promise<void> {
  // One active link per account (userId is the key): asking again replaces the earlier link.
  await createTable(db, 'passwordResets', {
    userId: userRef(true),
    tokenHash: ['text', (c) => c.notNull().unique()],
    createdAt: 'text',
    expiresAt: 'text',
  });

  // Counters per fixed window, keyed by what is limited ("reset-email:<address>", "reset-client:<ip>").
  await createTable(db, 'requestLimits', { key: textKey, count: 'integer', windowStart: 'text' });
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['requestLimits', 'passwordResets']);
}
