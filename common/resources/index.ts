// The list of resources, and every registry derived from it: the kinds of record the activity log, the trash,
// versions and translations know, each with its fields. Adding a resource is adding its module to RESOURCES.
import { z } from 'zod';
import { blogs } from './blogs.ts';
import { contactMessages } from './contact-messages.ts';
import { directorMessage } from './director-message.ts';
import { documents } from './documents.ts';
import { gallery } from './gallery.ts';
import { headers } from './headers.ts';
import { partners } from './partners.ts';
import { schoolDetails } from './school-details.ts';
import { schoolSettings } from './school-settings.ts';
import { users } from './users.ts';
import { formFields, type InputOf, type Resource } from './resource.ts';
import { optionalChoice } from '../schemas.ts';

/** Every resource, in the order of the admin's sidebar (spec section 6), which lists their pages. */
export const RESOURCES = {
  headers,
  blogs,
  users,
  gallery,
  partners,
  schoolDetails,
  directorMessage,
  documents,
  schoolSettings,
  contactMessages,
} as const;

export type Resources = typeof RESOURCES;
export type ResourceName = keyof Resources;
export const RESOURCE_NAMES = Object.keys(RESOURCES) as ResourceName[];

const namesWhere = <K extends ResourceName>(test: (resource: Resource) => boolean) =>
  RESOURCE_NAMES.filter((name) => test(RESOURCES[name])) as K[];

// ---- the activity log and the trash -------------------------------------------------------------------------

/** Kinds of record in the activity log: every resource. */
export const ACTIVITY_RECORD_TYPES = RESOURCE_NAMES;
export type ActivityRecordType = ResourceName;

/** The kinds of record a DELETE moves to the trash. */
export type TrashRecordType = {
  [K in ResourceName]: Resources[K]['trash'] extends true ? K : never;
}[ResourceName];
export const TRASH_RECORD_TYPES = namesWhere<TrashRecordType>((r) => r.trash);

// ---- translations (decision 021) -------------------------------------------------------------------------------

/** The resources whose records may be translated. */
export type TranslatableType = {
  [K in ResourceName]: Resources[K]['translatable'] extends readonly never[] ? never : K;
}[ResourceName];
export const TRANSLATABLE_TYPES = namesWhere<TranslatableType>((r) => r.translatable.length > 0);

/** The fields a translation of each translatable record carries. */
export const TRANSLATABLE_FIELDS = Object.fromEntries(
  TRANSLATABLE_TYPES.map((name) => [name, RESOURCES[name].translatable]),
) as { [K in TranslatableType]: Resources[K]['translatable'] };

/** One language's text of a record: each translatable field under the original's rule (spec section 5). */
export function translationSchema(type: TranslatableType): z.ZodType<Record<string, string>> {
  const picked: Record<string, true> = Object.fromEntries(TRANSLATABLE_FIELDS[type].map((field) => [field, true]));
  const original = RESOURCES[type].schema({ schoolNames: [] }) as unknown as z.ZodObject<Record<string, z.ZodType>>;
  return original.pick(picked) as unknown as z.ZodType<Record<string, string>>;
}

// ---- versions (decision 019) ---------------------------------------------------------------------------------

/** The resources whose saves keep the text they replace. */
export type VersionedType = {
  [K in ResourceName]: Resources[K]['versioned'] extends true ? K : never;
}[ResourceName];
export const VERSIONED_TYPES = namesWhere<VersionedType>((r) => r.versioned);

/** A versioned record's text fields: every field of its form (the pictures are files, not versioned). */
export const VERSIONED_FIELDS = Object.fromEntries(
  VERSIONED_TYPES.map((name) => [name, formFields(RESOURCES[name])]),
) as unknown as { [K in VersionedType]: readonly (keyof InputOf<Resources[K]> & string)[] };

/** Which record's versions (GET /api/versions, POST /api/versions/:id/restore; query parameters). */
export const versionsQuerySchema = z.object({
  type: optionalChoice(VERSIONED_TYPES, 'type', undefined).pipe(
    z.enum(VERSIONED_TYPES as [VersionedType, ...VersionedType[]], { error: 'type is required.' }),
  ),
  id: z.string({ error: 'id is required.' }).regex(/^[0-9a-f]{24}$/, 'id must be the id of a record.'),
});
