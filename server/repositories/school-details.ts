// The `schoolDetails` table, and its rows as the API's SchoolDetail.
import type { SchoolDetail } from '../../common/api-types.ts';
import { DEFAULT_SCHOOL_ICON, SCHOOL_ICONS } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import type { SchoolDetailRow } from '../db/schema.ts';
import { presenter } from './images.ts';
import { recordRows, sameFields } from './records.ts';

/** The picture columns of a school. */
export const SCHOOL_IMAGES = ['headImage', 'image1', 'image2', 'image3'] as const;

const schoolRows = recordRows('schoolDetails');
export const findSchoolRow = schoolRows.find;
export const insertSchool = schoolRows.insert;
export const updateSchool = schoolRows.update;

/** Whether another school (not `exceptId`) has this name. */
export async function schoolNameTaken(db: Db, schoolName: string, exceptId = ''): Promise<boolean> {
  const clash = await db
    .selectFrom('schoolDetails')
    .select('_id')
    .where('schoolName', '=', schoolName)
    .where('_id', '!=', exceptId)
    .executeTakeFirst();
  return clash !== undefined;
}

/** The fields a school's answer has as they are stored. */
const SAME_FIELDS = [
  '_id',
  'schoolName',
  'description',
  'location',
  'openingYear',
  'detailLeft',
  'detailRight',
] as const;
const CONTACT_FIELDS = ['headName', 'headTitle', 'contactPhone', 'contactEmail'] as const;

export const presentSchools = presenter(
  (row: SchoolDetailRow) => SCHOOL_IMAGES.map((name) => row[name]),
  (row, images): SchoolDetail => ({
    ...sameFields(row, [...SAME_FIELDS, ...CONTACT_FIELDS, 'createdAt', 'updatedAt']),
    ...images.picture('headImage', row.headImage),
    ...images.picture('image1', row.image1),
    ...images.picture('image2', row.image2),
    ...images.picture('image3', row.image3),
    teachers: row.teachers ?? 0,
    students: row.students ?? 0,
    workers: row.workers ?? 0,
    awards: row.awards ?? 0,
    contactList: JSON.parse(row.contactList || '[]') as [string, string][],
    // Spec section 3: anything but the five icons falls back to SchoolIcon (also for older stored rows).
    iconName: (SCHOOL_ICONS as readonly string[]).includes(row.iconName) ? row.iconName : DEFAULT_SCHOOL_ICON,
  }),
);

/** Every school, oldest first. */
export async function listSchools(db: Db): Promise<SchoolDetail[]> {
  return presentSchools.many(db, await schoolRows.list(db, 'asc'));
}

/** One school, or undefined when there is none with this id. */
export async function readSchool(db: Db, id: string): Promise<SchoolDetail | undefined> {
  const row = await findSchoolRow(db, id);
  return row && presentSchools.one(db, row);
}
