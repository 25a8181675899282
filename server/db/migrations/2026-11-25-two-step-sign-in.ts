// Two-step sign-in (issue 11 section 5): authenticator secrets, recovery codes, the pending second step of a
// sign-in, and the site's options (whether Admin and Director accounts must use it). Frozen in time: imports
// no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // One authenticator per account. enabledAt is null while it is being set up (the first code not yet seen);
  // lastStep is the time step of the last code accepted, so a code works once.
  await db.schema
    .createTable('twoStep')
    .addColumn('userId', 'text', (c) => c.primaryKey().references('users._id').onDelete('cascade'))
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('enabledAt', 'text')
    .addColumn('lastStep', 'integer')
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .execute();

  // Ten per account, stored as keyed digests; usedAt is set when one is used.
  await db.schema
    .createTable('recoveryCodes')
    .addColumn('userId', 'text', (c) => c.notNull().references('users._id').onDelete('cascade'))
    .addColumn('codeHash', 'text', (c) => c.notNull())
    .addColumn('usedAt', 'text')
    .addPrimaryKeyConstraint('recoveryCodes_pk', ['userId', 'codeHash'])
    .execute();

  // A password accepted, the code not yet: the answer's token (kept as its SHA-256) carries the sign-in on.
  await db.schema
    .createTable('signInChallenges')
    .addColumn('tokenHash', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('users._id').onDelete('cascade'))
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('signInChallenges_expiresAt').on('signInChallenges').column('expiresAt').execute();

  // Site-wide options set by the Admin, one row per option.
  await db.schema
    .createTable('siteOptions')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('updatedAt', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('siteOptions').execute();
  await db.schema.dropTable('signInChallenges').execute();
  await db.schema.dropTable('recoveryCodes').execute();
  await db.schema.dropTable('twoStep').execute();
}
