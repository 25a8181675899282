// Staff accounts on the server: an e-mail is one account's, at least one Admin remains, a changed role or
// password ends the account's sessions, and the activity log keeps a role change and a new password as entries of
// their own. Accounts are made only by `createUser` (the API, ADMIN_EMAIL at start, the command line).
import { isRole } from '../../common/permissions.ts';
import type { Db } from '../db/database.ts';
import type { UserRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { endUserSessions } from '../auth/sessions.ts';
import type { ActivityNote } from '../repositories/activity.ts';
import type { ResourceHooks, SavedChange } from './index.ts';
import { twoStepRows } from './related-rows.ts';

export const EMAIL_TAKEN = 'A user with this email already exists.';
export const LAST_ADMIN = 'At least one Admin must remain.';

/** Refuses an e-mail another account (not `id`) has. */
export async function refuseTakenEmail(db: Db, email: string, id?: string): Promise<void> {
  const clash = await db.selectFrom('users').select('_id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (clash && clash._id !== id)
    throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN }, undefined, 'email_taken');
}

/** How many accounts have the Admin role. */
export async function countAdmins(db: Db): Promise<number> {
  const rows = await db.selectFrom('users').select('role').execute();
  return rows.filter((r) => isRole(r.role, 'Admin')).length;
}

/** Refuses taking the Admin role from the last Admin (or deleting that account). */
export async function refuseLastAdmin(db: Db, stored: UserRow, role: UserRow['role'] | null): Promise<void> {
  if (isRole(stored.role, 'Admin') && !isRole(role, 'Admin') && (await countAdmins(db)) <= 1)
    throw new HttpError(409, LAST_ADMIN, role === null ? undefined : { role: LAST_ADMIN }, undefined, 'last_admin');
}

/** A role change and a new password are entries of their own; other changes one more. */
function userNotes({ stored, row, fields }: SavedChange<UserRow>, standard: ActivityNote): ActivityNote[] {
  if (!stored) return [{ ...standard, details: { title: `${row.name} (${row.role})` } }];
  const about = { recordType: 'users', recordId: row._id } as const;
  const notes: ActivityNote[] = [];
  if (fields.includes('role'))
    notes.push({ ...about, action: 'role', details: { title: row.name, role: { from: stored.role, to: row.role } } });
  if (fields.includes('passwordHash'))
    notes.push({ ...about, action: 'password', details: { title: row.name, password: 'admin' } });
  const others = fields.filter((name) => name !== 'role' && name !== 'passwordHash');
  if (others.length) notes.push({ ...standard, details: { title: row.name, fields: others } });
  return notes;
}

export const userHooks: ResourceHooks<UserRow> = {
  check: async (db, row) => {
    await refuseTakenEmail(db, row.email, row._id);
    const stored = await db.selectFrom('users').selectAll().where('_id', '=', row._id).executeTakeFirst();
    if (stored) await refuseLastAdmin(db, stored, row.role);
  },
  // A changed role or password takes effect at once: the user signs in again.
  afterWrite: async (db, { stored, row, fields }) => {
    if (stored && (fields.includes('role') || fields.includes('passwordHash'))) await endUserSessions(db, row._id);
  },
  notes: userNotes,
  related: twoStepRows,
};
