// Staff accounts beyond the one save path: making one (the API, ADMIN_EMAIL at start-up and the command line all
// come here or to the API's save), finding one by e-mail, and setting a password that ends every session.
import type { Role } from '../../common/permissions.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { UserRow } from '../db/schema.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import { saveRecord } from '../resources/save.ts';
import { CLI_ACTOR, type Actor } from './activity.ts';

/** A new account; the password is hashed before (slow work stays outside any transaction). */
export interface NewUser {
  name: string;
  phone: string;
  email: string;
  role: Role;
  passwordHash: string;
}

/** Makes an account through the one save path (its e-mail kept lower-case, refused when taken), logged as `actor`'s. */
export async function createUser(
  deps: Pick<Deps, 'db' | 'media' | 'cache' | 'clock'>,
  user: NewUser,
  actor: Actor = CLI_ACTOR,
): Promise<UserRow> {
  const values = { ...user, email: user.email.toLowerCase(), image: null };
  return (await saveRecord(deps, SERVER_RESOURCES.users, { values, actor })).row;
}

/** The account with this e-mail (compared as stored: lower-case). */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['_id', 'name', 'role']).where('email', '=', email.toLowerCase()).executeTakeFirst();

/**
 * Stores a new password hash and ends every session of the account, in one transaction: whoever held a session
 * must sign in again with the new password (an Admin's reset, `cli reset-password`, a changed password).
 */
export async function setPasswordEndingSessions(db: Db, userId: string, passwordHash: string, at: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: at.toISOString() })
      .where('_id', '=', userId)
      .execute();
    await endUserSessions(trx, userId);
  });
}
