// /api/brightSchoolDetails: the schools (Admin and Director manage them).
import { API_ACCESS } from '../../common/permissions.ts';
import { DEFAULT_SCHOOL_ICON, SCHOOL_ICONS } from '../../common/constants.ts';
import { schoolDetailSchema, type SchoolDetailInput } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import type { SchoolDetailRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { imageFields } from './images.ts';
import { resourceRoutes } from './resource.ts';

export const SCHOOL_NAME_TAKEN = 'A school with this name already exists.';

const IMAGES = ['headImage', 'image1', 'image2', 'image3'] as const;

export function schoolDetailRoutes(deps: Deps) {
  const schema = schoolDetailSchema(deps.config.schoolNames);
  return resourceRoutes<SchoolDetailRow, SchoolDetailInput>(deps, {
    table: 'schoolDetails',
    cacheKey: 'schoolDetails',
    order: 'asc',
    access: API_ACCESS.schoolDetails,
    schema: () => schema,
    images: IMAGES.map((name) => ({ name })),
    notFoundMessage: 'School details not found.',
    async toRow(input, { trx, existing }) {
      // One record per school: a second one would show twice in the menus, the footer and the dashboard.
      const clash = await trx
        .selectFrom('schoolDetails')
        .select('_id')
        .where('schoolName', '=', input.schoolName)
        .where('_id', '!=', existing?._id ?? '')
        .executeTakeFirst();
      if (clash)
        throw new HttpError(409, SCHOOL_NAME_TAKEN, { schoolName: SCHOOL_NAME_TAKEN }, undefined, 'school_name_taken');
      return { ...input, contactList: JSON.stringify(input.contactList) };
    },
    toApi: (row, images) => ({
      _id: row._id,
      schoolName: row.schoolName,
      description: row.description,
      location: row.location,
      openingYear: row.openingYear,
      detailLeft: row.detailLeft,
      detailRight: row.detailRight,
      headName: row.headName,
      headTitle: row.headTitle,
      ...Object.assign({}, ...IMAGES.map((name) => imageFields(name, row[name], images))),
      teachers: row.teachers ?? 0,
      students: row.students ?? 0,
      workers: row.workers ?? 0,
      awards: row.awards ?? 0,
      contactList: JSON.parse(row.contactList || '[]'),
      contactPhone: row.contactPhone,
      contactEmail: row.contactEmail,
      // Spec section 3: anything but the five icons falls back to SchoolIcon (also for older stored rows).
      iconName: (SCHOOL_ICONS as readonly string[]).includes(row.iconName) ? row.iconName : DEFAULT_SCHOOL_ICON,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });
}
