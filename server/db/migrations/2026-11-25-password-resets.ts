// E-mailed password-reset links and the per-address request limits. Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // One active link per account (userId is the key): asking again replaces the earlier link.
  await db.schema
    .createTable('passwordResets')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users._id').onDelete('cascade'))
    .addColumn('tokenHash', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();

  // Counters per fixed window, keyed by what is limited ("reset-email:<address>", "reset-client:<ip>").
  await db.schema
    .createTable('requestLimits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('windowStart', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('requestLimits').execute();
  await db.schema.dropTable('passwordResets').execute();
}
