// The `schoolDetails` table, and its rows as the API's SchoolDetail.
import type { Insertable, Updateable } from 'kysely';
import type { SchoolDetail } from '../../common/api-types.ts';
import { DEFAULT_SCHOOL_ICON, SCHOOL_ICONS } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import type { SchoolDetailRow } from '../db/schema.ts';
import { presenter } from './images.ts';

/** The picture columns of a school. */
export const SCHOOL_IMAGES = ['headImage', 'image1', 'image2', 'image3'] as const;

export const findSchoolRow = (db: Db, id: string) =>
  db.selectFrom('schoolDetails').selectAll().where('_id', '=', id).executeTakeFirst();

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

export const insertSchool = (db: Db, row: Insertable<SchoolDetailRow>) =>
  db.insertInto('schoolDetails').values(row).returningAll().executeTakeFirstOrThrow();

export const updateSchool = (db: Db, id: string, values: Updateable<SchoolDetailRow>) =>
  db.updateTable('schoolDetails').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteSchool = (db: Db, id: string) => db.deleteFrom('schoolDetails').where('_id', '=', id).execute();

export const presentSchools = presenter(
  (row: SchoolDetailRow) => SCHOOL_IMAGES.map((name) => row[name]),
  (row, images): SchoolDetail => ({
    _id: row._id,
    schoolName: row.schoolName,
    description: row.description,
    location: row.location,
    openingYear: row.openingYear,
    detailLeft: row.detailLeft,
    detailRight: row.detailRight,
    headName: row.headName,
    headTitle: row.headTitle,
    headImage: images.url(row.headImage),
    headImageVariants: images.variants(row.headImage),
    image1: images.url(row.image1),
    image1Variants: images.variants(row.image1),
    image2: images.url(row.image2),
    image2Variants: images.variants(row.image2),
    image3: images.url(row.image3),
    image3Variants: images.variants(row.image3),
    teachers: row.teachers ?? 0,
    students: row.students ?? 0,
    workers: row.workers ?? 0,
    awards: row.awards ?? 0,
    contactList: JSON.parse(row.contactList || '[]') as [string, string][],
    contactPhone: row.contactPhone,
    contactEmail: row.contactEmail,
    // Spec section 3: anything but the five icons falls back to SchoolIcon (also for older stored rows).
    iconName: (SCHOOL_ICONS as readonly string[]).includes(row.iconName) ? row.iconName : DEFAULT_SCHOOL_ICON,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }),
);

/** Every school, oldest first. */
export async function listSchools(db: Db): Promise<SchoolDetail[]> {
  const rows = await db
    .selectFrom('schoolDetails')
    .selectAll()
    .orderBy('createdAt', 'asc')
    .orderBy('_id', 'asc')
    .execute();
  return presentSchools.many(db, rows);
}

/** One school, or undefined when there is none with this id. */
export async function readSchool(db: Db, id: string): Promise<SchoolDetail | undefined> {
  const row = await findSchoolRow(db, id);
  return row && presentSchools.one(db, row);
}
