// The unique names a write must not take from another record: a school's name (one record per school) and an
// account's e-mail. Shared by the resources' own writes and the trash's restore (server/trash/).
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { schoolNameTaken } from '../repositories/school-details.ts';

export const SCHOOL_NAME_TAKEN = 'A school with this name already exists.';
export const EMAIL_TAKEN = 'A user with this email already exists.';

/** Refuses a school name another school record (not `id`) has. */
export async function refuseTakenSchoolName(db: Db, schoolName: string, id?: string): Promise<void> {
  if (await schoolNameTaken(db, schoolName, id))
    throw new HttpError(409, SCHOOL_NAME_TAKEN, { schoolName: SCHOOL_NAME_TAKEN }, undefined, 'school_name_taken');
}

/** Refuses an e-mail another account (not `id`) has. */
export async function refuseTakenEmail(db: Db, email: string, id?: string): Promise<void> {
  const clash = await db.selectFrom('users').select('_id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  if (clash && clash._id !== id)
    throw new HttpError(409, EMAIL_TAKEN, { email: EMAIL_TAKEN }, undefined, 'email_taken');
}
