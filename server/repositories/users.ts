// The `users` table (staff accounts), and its rows as the API's User. Password hashes never leave the server.
import type { User } from '../../common/api-types.ts';
import { isRole, type Role } from '../../common/permissions.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { UserRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';

/** A new account; the password is hashed before (slow work stays outside any transaction). */
export interface NewUser {
  name: string;
  phone: string;
  email: string;
  role: Role;
  passwordHash: string;
  image?: string | null;
}

/** The one way an account is made (API, ADMIN_EMAIL at start-up, the command line); the e-mail is kept lower-case. */
export async function createUser(db: Db, user: NewUser): Promise<UserRow> {
  const now = new Date().toISOString();
  return db
    .insertInto('users')
    .values({
      _id: newId(),
      ...user,
      email: user.email.toLowerCase(),
      image: user.image ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

const userRows = recordRows('users');
export const findUserRow = userRows.find;
export const updateUser = userRows.update;

/** The account with this e-mail (compared as stored: lower-case). */
export const findUserByEmail = (db: Db, email: string) =>
  db.selectFrom('users').select(['_id', 'name', 'role']).where('email', '=', email.toLowerCase()).executeTakeFirst();

/** How many accounts have the Admin role. */
/**
 * Stores a new password hash and ends every session of the account, in one transaction: whoever held a session
 * must sign in again with the new password (an Admin's reset, `cli reset-password`, a changed password).
 */
export async function setPasswordEndingSessions(db: Db, userId: string, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('users')
      .set({ passwordHash, updatedAt: new Date().toISOString() })
      .where('_id', '=', userId)
      .execute();
    await endUserSessions(trx, userId);
  });
}

export async function countAdmins(db: Db): Promise<number> {
  const rows = await db.selectFrom('users').select('role').execute();
  return rows.filter((r) => isRole(r.role, 'Admin')).length;
}

export const presentUsers = presenter(
  (row: UserRow) => [row.image],
  (row, images): User => ({
    ...sameFields(row, ['_id', 'name', 'phone', 'email', 'role', 'createdAt', 'updatedAt']),
    ...images.picture('image', row.image),
  }),
);

/** Every account, newest first. */
export async function listUsers(db: Db): Promise<User[]> {
  return presentUsers.many(db, await userRows.list(db, 'desc'));
}
