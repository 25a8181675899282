// What a resource is, declared once in its own module (common/resources/<name>.ts): its table and columns, API
// path, who may read and change it, the form's rules, which fields are translated and versioned, its files,
// whether deleting keeps it in the trash, and the admin's labels of its fields. Everything else (the row and
// answer types, the permissions table, the routes, the export's columns, the trash's and versions' lists, the
// activity log's kinds) is derived from the list of these definitions (common/resources/index.ts).
import type { z } from 'zod';
import type { MessageKey } from '../../app/i18n/i18n.tsx';
import type { ImageVariants } from '../api-types.ts';
import type { Who } from '../roles.ts';
import type { AnswerOf, Fields, FileColumn, RowOf } from './fields.ts';

/** Columns every resource's table has, which no form edits. */
export type SystemColumn = '_id' | 'createdAt' | 'updatedAt' | 'lang';

/** What a file field takes. */
export interface FileRule {
  /** Pictures are converted to web variants; documents are kept as they came (server/media/). */
  kind: 'image' | 'document';
  /** How many files a list takes (extra uploads are cut off); a single file when absent. */
  max?: number;
  /** Every record has one: a new record is refused without it, and it cannot be cleared. */
  required?: boolean;
}

/** Rules of the site a form's schema may need (the allowed school names, SCHOOL_NAMES). */
export interface SiteRules {
  schoolNames: readonly string[];
}

/** Who may read and change a resource's records. */
export type ResourceAccess = {
  read: Who;
  write: Who;
  /** Change or delete records others own (`ownerId`); everyone else only their own. */
  writeOthers?: Who;
};

/** The stored files a mapping of rows into answers may describe (server/repositories/images.ts builds it). */
export interface FileLookup {
  /** A picture's address (its largest variant), or null. */
  url(key: string | null | undefined): string | null;
  variants(key: string | null | undefined): ImageVariants | null;
  /** A document's address, file extension and size, or null. */
  document(key: string | null | undefined): { url: string; ext: string; bytes: number } | null;
}

// The form's rules: an object schema of the form's text fields (it may refine itself).
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a schema of any object shape
type FormSchema = z.ZodType<Record<string, any>, Record<string, unknown>>;

export interface Resource<
  N extends string = string,
  F extends Fields = Fields,
  S extends FormSchema = FormSchema,
  T extends string = string,
  X extends object = object,
> {
  /** The resource's name: its key in API_ACCESS, the activity log, the trash, versions and translations. */
  name: N;
  /** Its address under /api. */
  path: `/${string}`;
  /**
   * Its admin page: the path under /admin (the spec's spelling), and whether the page is for those who may
   * change the records (`write`) or read them (`read`: the contact messages' inbox).
   */
  admin: { path: string; for: 'read' | 'write' };
  /** Its table. */
  table: string;
  /** Every column of its table, in the order the API answers them (written last in a definition). */
  fields: F;
  /** The form's rules for the fields staff edit (common/schemas.ts has the shared pieces). */
  schema(site: SiteRules): S;
  /** Each file column's rule. */
  files: { [K in FileColumn<F>]: FileRule };
  /**
   * A file field a POST may send several times (up to UPLOAD_BATCH_MAX): one record of each file, the form's
   * other fields shared (the gallery's pictures of an event, issue 38).
   */
  batch?: string;
  /** The fields a translation carries (decision 021): free texts readers see. */
  translatable: readonly T[];
  /**
   * Fields of formatted text (decision 030), each with its "required" sentence: every save, of the record and of
   * its translations, sanitises them on the server (common/rich-text-clean.ts); one with nothing left is refused.
   */
  richText?: Partial<Record<T, string>>;
  /** Whether each save keeps the text it replaces (in every language) as a version. */
  versioned: boolean;
  /** The form comes as JSON (the contact settings, spec section 7) rather than multipart. */
  json?: boolean;
  /** Whether the site has at most one record (a second POST is refused). */
  single: boolean;
  /** Whether a DELETE moves the record to the trash (else it is deleted at once). */
  trash: boolean;
  /** The order of its lists: newest or oldest first. */
  order: 'newest' | 'oldest';
  access: ResourceAccess;
  /** The admin's label of each field a form edits (forms, versions, the activity log); others optional. */
  labels: { [K in Exclude<keyof z.output<S>, SystemColumn> | FileColumn<F>]: MessageKey } & {
    [K in keyof F]?: MessageKey;
  };
  /**
   * What the answer has besides its columns, or instead of them (fallbacks for older rows, a document's
   * address): these fields replace the columns' own (keeping their place) or follow them.
   */
  present?(row: RowOf<F>, files: FileLookup): X;
  /** How a record is named in the trash and the activity log. */
  title(row: RowOf<F>): string;
  /** The 404 answer's sentence. */
  notFound: string;
  /** A single-record resource's 409 for a second record. */
  second?: string;
  /** The 400 answer's sentence for an address whose id cannot be one. */
  invalidId?: string;
}

/** A resource's table row. */
export type RowOfResource<R extends Resource> = RowOf<R['fields']>;
/** What its form's rules give back. */
export type InputOf<R extends Resource> = z.output<ReturnType<R['schema']>>;
/** What the API answers for one of its records: its columns (fields.ts AnswerOf), then its own `present`. */
export type AnswerOfResource<R extends Resource> =
  R extends Resource<string, infer F, FormSchema, string, infer X> ? Omit<AnswerOf<F>, keyof X> & X : never;

/** What is kept as literal types, so that the derived lists (tables, trash, versions) know them. */
interface Flags {
  path: `/${string}`;
  table: string;
  access: ResourceAccess;
  versioned: boolean;
  single: boolean;
  trash: boolean;
  order: 'newest' | 'oldest';
}

// What a definition may leave out: its address and table are its name; it keeps no versions, is one of many,
// is deleted at once, and lists newest first.
type Defaults<N extends string> = {
  path: `/${N}`;
  table: N;
  versioned: false;
  single: false;
  trash: false;
  order: 'newest';
};
type Defaulted = keyof Defaults<string>;
/** Left out, the translatable fields are none. */
type Optional = Defaulted | 'translatable';
type WithDefaults<N extends string, D> = { [K in Defaulted]: K extends keyof D ? D[K] : Defaults<N>[K] };

/** Declares a resource, checking that its translatable fields are form fields stored as columns. */
export function defineResource<
  const N extends string,
  const F extends Fields,
  S extends FormSchema,
  const D extends Partial<Flags> & Pick<Flags, 'access'>,
  const T extends keyof z.output<S> & keyof F & string = never,
  X extends object = object,
>(
  resource: Omit<Resource<N, F, S, T, X>, Optional> & Partial<Pick<Resource<N, F, S, T, X>, Optional>> & D,
): Resource<N, F, S, T, X> & WithDefaults<N, D> & Pick<D, 'access'> {
  const defaults: Defaults<N> = {
    path: `/${resource.name}`,
    table: resource.name,
    versioned: false,
    single: false,
    trash: false,
    order: 'newest',
  };
  return { ...defaults, translatable: [], ...resource } as unknown as Resource<N, F, S, T, X> &
    WithDefaults<N, D> &
    Pick<D, 'access'>;
}

/** The fields of a resource's form (the keys of its schema): a versioned record's texts. */
export function formFields<R extends Resource>(resource: R): (keyof InputOf<R> & string)[] {
  const schema = resource.schema({ schoolNames: [] }) as unknown as { shape?: Record<string, unknown> };
  return Object.keys(schema.shape ?? {}) as (keyof InputOf<R> & string)[];
}
