// Two-step sign-in (issue 11 section 5): authenticator secrets, recovery codes, the pending second step of a
// sign-in, and the site's options (whether Admin and Director accounts must use it). Frozen in time: imports
// no app code.
import { createTable, dropTables, textKey, userRef, type Db } from '../migration-helpers.ts';

export async function up(db: Db): Promise<void> {
  // One authenticator per account. enabledAt is null while it is being set up (the first code not yet seen);
  // lastStep is the time step of the last code accepted, so a code works once.
  await createTable(db, 'twoStep', {
    userId: userRef(true),
    secret: 'text',
    enabledAt: 'text?',
    lastStep: 'integer?',
    createdAt: 'text',
  });

  // Ten per account, stored as keyed digests; usedAt is set when one is used.
  await createTable(db, 'recoveryCodes', { userId: userRef(), codeHash: 'text', usedAt: 'text?' }, [
    'userId',
    'codeHash',
  ]);

  // A password accepted, the code not yet: the answer's token (kept as its SHA-256) carries the sign-in on.
  await createTable(db, 'signInChallenges', {
    tokenHash: textKey,
    userId: userRef(),
    createdAt: 'text',
    expiresAt: 'text',
  });
  await db.schema.createIndex('signInChallenges_expiresAt').on('signInChallenges').column('expiresAt').execute();

  // Site-wide options set by the Admin, one row per option.
  await createTable(db, 'siteOptions', { key: textKey, value: 'text', updatedAt: 'text' });
}

export async function down(db: Db): Promise<void> {
  await dropTables(db, ['siteOptions', 'signInChallenges', 'recoveryCodes', 'twoStep']);
}
