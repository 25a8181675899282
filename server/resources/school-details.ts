// A school's name is its own: no two school records share one (checked in every save, restore and version).
import type { Db } from '../db/database.ts';
import type { SchoolDetailRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { ResourceHooks } from './index.ts';

export const SCHOOL_NAME_TAKEN = 'A school with this name already exists.';

/** Refuses a school name another school record (not `id`) has. */
export async function refuseTakenSchoolName(db: Db, schoolName: string, id = ''): Promise<void> {
  const clash = await db
    .selectFrom('schoolDetails')
    .select('_id')
    .where('schoolName', '=', schoolName)
    .where('_id', '!=', id)
    .executeTakeFirst();
  if (clash)
    throw new HttpError(409, SCHOOL_NAME_TAKEN, { schoolName: SCHOOL_NAME_TAKEN }, undefined, 'school_name_taken');
}

export const schoolHooks: ResourceHooks<SchoolDetailRow> = {
  check: (db, row) => refuseTakenSchoolName(db, row.schoolName, row._id),
};
