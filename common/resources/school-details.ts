// The schools (/api/brightSchoolDetails); Admin and Director manage them. A school's name is one of the allowed
// names (SCHOOL_NAMES) and no two schools share one.
import { z } from 'zod';
import { coded } from '../error-codes.ts';
import { LIMITS, schoolIcon } from '../constants.ts';
import { parseJsonText } from '../json-text.ts';
import {
  EMAIL_PATTERN,
  INVALID_CHOICE,
  INVALID_EMAIL,
  count,
  isBlank,
  maxLength,
  optionalPhone,
  optionalText,
  requiredText,
  year,
  altText,
} from '../schemas.ts';
import { language, integer, jsonList, picture, text, altTextColumn, position } from './fields.ts';
import { defineResource } from './resource.ts';

const CONTACT_LIST_SHAPE = 'Contact list must be a JSON list of [phone, email] pairs.';
const CONTACT_LIST_TOO_LONG = coded('Contact list can hold at most 20 entries.', 'too_many');
/** 20 pairs of a 50-character phone and a 254-character e-mail, with room for quotes and escapes. */
const CONTACT_LIST_TEXT_MAX = 20_000;
const contactPairs = z.preprocess(
  (v, ctx) => {
    if (isBlank(v)) return [];
    if (typeof v !== 'string') return v;
    if (v.length > CONTACT_LIST_TEXT_MAX) {
      ctx.addIssue({ code: 'custom', message: CONTACT_LIST_TOO_LONG });
      return z.NEVER;
    }
    const parsed = parseJsonText(v, 4);
    if (!parsed.ok) {
      ctx.addIssue({ code: 'custom', message: CONTACT_LIST_SHAPE });
      return z.NEVER;
    }
    return parsed.value;
  },
  z
    .array(
      z.tuple(
        [
          z.string({ error: CONTACT_LIST_SHAPE }).trim().max(50, maxLength('Phone', 50)),
          z.string({ error: CONTACT_LIST_SHAPE }).trim().max(254, maxLength('Email', 254)),
        ],
        { error: CONTACT_LIST_SHAPE },
      ),
      { error: CONTACT_LIST_SHAPE },
    )
    .max(20, CONTACT_LIST_TOO_LONG),
);

export function schoolDetailSchema(schoolNames: readonly string[]) {
  return z.object({
    schoolName: requiredText('School name is required', 'School name').refine((name) => schoolNames.includes(name), {
      error: `School name must be one of: ${schoolNames.join('; ')}.`,
      params: INVALID_CHOICE,
    }),
    description: optionalText('Description', LIMITS.long),
    location: requiredText('Location is required', 'Location'),
    openingYear: year('Opening year is required'),
    detailLeft: optionalText('Left details', LIMITS.long),
    detailRight: optionalText('Right details', LIMITS.long),
    headName: requiredText('Head name is required', 'Head name'),
    headTitle: optionalText('Head title'),
    teachers: count('Teachers'),
    students: count('Students'),
    workers: count('Workers'),
    awards: count('Awards'),
    contactList: contactPairs,
    contactPhone: optionalPhone('Contact phone'),
    contactEmail: optionalText('Contact email', 254).refine((v) => v === '' || EMAIL_PATTERN.test(v), INVALID_EMAIL),
    iconName: z.string().optional().transform(schoolIcon),
    // The school's photos (image1 to image3) described once; the head's photo is named by its person.
    alt: altText(),
  });
}
export type SchoolDetailInput = z.infer<ReturnType<typeof schoolDetailSchema>>;

export const schoolDetails = defineResource({
  name: 'schoolDetails',
  path: '/brightSchoolDetails',
  admin: { path: 'AdminSchoolDetails', for: 'write' },
  schema: (site) => schoolDetailSchema(site.schoolNames),
  files: {
    headImage: { kind: 'image' },
    image1: { kind: 'image' },
    image2: { kind: 'image' },
    image3: { kind: 'image' },
  },
  translatable: ['description', 'location', 'detailLeft', 'detailRight', 'headTitle', 'alt'],
  versioned: true,
  trash: true,
  order: 'oldest',
  access: { read: 'public', write: ['Admin', 'director'] },
  labels: {
    schoolName: 'adminRecords.schools.nameLabel',
    description: 'adminRecords.schools.description',
    location: 'adminRecords.schools.locationLabel',
    openingYear: 'adminRecords.schools.openingYearLabel',
    detailLeft: 'adminRecords.schools.detailLeft',
    detailRight: 'adminRecords.schools.detailRight',
    headName: 'adminRecords.schools.headNameLabel',
    headTitle: 'adminRecords.schools.headTitle',
    teachers: 'adminRecords.schools.teachers',
    students: 'adminRecords.schools.students',
    workers: 'adminRecords.schools.workers',
    awards: 'adminRecords.schools.awards',
    contactList: 'adminRecords.schools.contactList',
    contactPhone: 'adminRecords.schools.contactPhone',
    contactEmail: 'adminRecords.schools.contactEmail',
    iconName: 'adminRecords.schools.iconLabel',
    headImage: 'adminRecords.schools.headImageLabel',
    image1: 'adminRecords.schools.image1',
    image2: 'adminRecords.schools.image2',
    image3: 'adminRecords.schools.image3',
    alt: 'admin.altText',
  },
  // Counts missing in older rows are 0, and an unknown icon is SchoolIcon (spec section 3).
  present: (row) => ({
    teachers: row.teachers ?? 0,
    students: row.students ?? 0,
    workers: row.workers ?? 0,
    awards: row.awards ?? 0,
    iconName: schoolIcon(row.iconName),
  }),
  title: (row) => row.schoolName,
  notFound: 'School details not found.',
  fields: {
    _id: text(),
    schoolName: text(),
    description: text(),
    location: text(),
    openingYear: integer(),
    detailLeft: text(),
    detailRight: text(),
    headName: text(),
    headTitle: text(),
    contactPhone: text(),
    contactEmail: text(),
    createdAt: text(),
    updatedAt: text(),
    headImage: picture(),
    image1: picture(),
    image2: picture(),
    image3: picture(),
    alt: altTextColumn(),
    teachers: integer(),
    students: integer(),
    workers: integer(),
    awards: integer(),
    contactList: jsonList<[string, string][]>(),
    iconName: text(),
    lang: language(),
    position: position(),
  },
});
