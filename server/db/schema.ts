// Row types of every table. Column names match the API's field names; lists are JSON text,
// booleans are 0/1 and times are ISO 8601 text, so one schema works on SQLite and PostgreSQL.
import type { Generated } from 'kysely';
import { RESOURCES, RESOURCE_NAMES, type ResourceName, type Resources } from '../../common/resources/index.ts';
import type { RowOfResource } from '../../common/resources/resource.ts';
import type { AnswerKind, Field } from '../../common/resources/fields.ts';

/** A resource's table as Kysely sees it: its columns, those with a database default optional in inserts. */
type TableOf<F> = {
  [K in keyof F]: F[K] extends Field<infer T, AnswerKind, unknown, true>
    ? Generated<T>
    : F[K] extends Field<infer T>
      ? T
      : never;
};

/** The table of each resource (common/resources/<name>.ts), derived from the resource's columns. */
type ResourceTables = { [K in ResourceName as Resources[K]['table']]: TableOf<Resources[K]['fields']> };

export type UserRow = RowOfResource<Resources['users']>;
export type BlogRow = RowOfResource<Resources['blogs']>;
export type GalleryRow = RowOfResource<Resources['gallery']>;
export type HeaderRow = RowOfResource<Resources['headers']>;
export type SchoolDetailRow = RowOfResource<Resources['schoolDetails']>;
export type DirectorMessageRow = RowOfResource<Resources['directorMessage']>;
export type PartnerRow = RowOfResource<Resources['partners']>;
export type DocumentRow = RowOfResource<Resources['documents']>;
export type SchoolSettingsRow = RowOfResource<Resources['schoolSettings']>;
export type ContactMessageRow = RowOfResource<Resources['contactMessages']>;

export interface SessionRow {
  /** SHA-256 of the cookie value, so a leaked table does not hand out sessions. */
  id: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/** Failed sign-ins of one account from one client address (server/auth/throttle.ts). */
export interface LoginFailureRow {
  email: string;
  address: string;
  count: number;
  lastFailureAt: string;
}

/** An e-mailed password-reset link (one per account); the link's token is kept only as its SHA-256. */
export interface PasswordResetRow {
  userId: string;
  tokenHash: string;
  createdAt: string;
  expiresAt: string;
}

/** A fixed-window request counter (server/auth/request-limit.ts). */
export interface RequestLimitRow {
  key: string;
  count: number;
  windowStart: string;
}

/** An account's authenticator (server/auth/two-step.ts); the secret is sealed with the server key. */
export interface TwoStepRow {
  userId: string;
  secret: string;
  /** Null while being set up. */
  enabledAt: string | null;
  /** The time step of the last code accepted. */
  lastStep: number | null;
  createdAt: string;
}

/** A single-use recovery code, kept as a keyed digest. */
export interface RecoveryCodeRow {
  userId: string;
  codeHash: string;
  usedAt: string | null;
}

/** A sign-in waiting for its second step; the token is kept as its SHA-256. */
export interface SignInChallengeRow {
  tokenHash: string;
  userId: string;
  createdAt: string;
  expiresAt: string;
}

/** A site-wide option set by the Admin. */
export interface SiteOptionRow {
  key: string;
  value: string;
  updatedAt: string;
}

export interface MediaRow {
  key: string;
  kind: 'image' | 'document';
  mime: string;
  ext: string;
  bytes: number;
  width: number | null;
  height: number | null;
  /** JSON list of the stored widths (images only). */
  widths: string | null;
  placeholder: string | null;
  refs: number;
  createdAt: string;
}

/** One change in the activity log (server/repositories/activity.ts); never a password or its hash. */
export interface ActivityRow {
  _id: string;
  at: string;
  /** Who: null for the command-line tool or an anonymous visitor (a contact message, a failed sign-in). */
  userId: string | null;
  userName: string;
  /** The client's address, or 'cli'. */
  address: string;
  source: 'api' | 'cli';
  action: string;
  /** The API resource (a key of API_ACCESS in common/permissions.ts). */
  recordType: string;
  recordId: string | null;
  /** The owner of the record (a blog post's author), for those who may see the activity of their own records. */
  recordOwnerId: string | null;
  summary: string;
  /** JSON of what the entry is about (common/activity.ts ActivityDetails); null in entries from before. */
  details: string | null;
}

/** An earlier text of a record (server/repositories/versions.ts): the save that replaced it kept it. */
export interface VersionRow {
  _id: string;
  /** A key of VERSIONED_FIELDS (common/constants.ts). */
  recordType: string;
  recordId: string;
  /** JSON object of the record's text fields as they were. */
  fields: string;
  /** When and by whom this text was saved; the name is null when nobody is on record. */
  savedAt: string;
  savedById: string | null;
  savedByName: string | null;
  /** The save that replaced it. */
  replacedAt: string;
  replacedById: string | null;
  replacedByName: string;
  /** The original's language then, and JSON of its translations then ({ "de": { fields } }); null before. */
  lang: string | null;
  translations: string | null;
}

/**
 * A deleted record kept for TRASH_KEEP_DAYS (server/trash/): its row as JSON, the media rows of the files it
 * named (their copies wait in the uploads folder's `.trash`), and who deleted it when.
 */
export interface TrashRow {
  _id: string;
  /** The API resource (a key of TRASH_RECORD_TYPES). */
  recordType: string;
  recordId: string;
  title: string;
  /** JSON of the deleted row, column for column. */
  row: string;
  /** JSON of rows of other tables that go and come back with it (a user's two-step sign-in), or null. */
  related: string | null;
  /** JSON list of the media rows (without refs) of every file the row named, once per use. */
  files: string;
  deletedAt: string;
  deletedById: string | null;
  deletedByName: string;
}

/**
 * A record's text in a language other than its original (server/repositories/translations.ts, decision 021): one
 * row per record and language.
 */
export interface TranslationRow {
  _id: string;
  /** A key of TRANSLATABLE_FIELDS (common/schemas.ts): the API resource. */
  recordType: string;
  recordId: string;
  lang: string;
  /** JSON object of the translated fields (the record's TRANSLATABLE_FIELDS). */
  fields: string;
  /** A digest of the original's translatable fields when this was saved: it differs once the original changed. */
  sourceStamp: string;
  savedAt: string;
  savedById: string | null;
  savedByName: string | null;
  /** When the original changed away from the text this was made from (decision 029); null while current. */
  outdatedSince: string | null;
}

/** A stored file kept in the database for every server sharing it (server/media/shared-storage.ts; PostgreSQL). */
export interface SharedFileRow {
  /** 'uploads' (served under /uploads) or 'trash' (the trash's copies). */
  area: string;
  name: string;
  bytes: number;
  createdAt: string;
}

/** One piece of a shared file's contents, in order of `part` from 0. */
export interface SharedFileChunkRow {
  area: string;
  name: string;
  part: number;
  data: Uint8Array;
}

export type Database = ResourceTables & {
  sessions: SessionRow;
  loginFailures: LoginFailureRow;
  passwordResets: PasswordResetRow;
  requestLimits: RequestLimitRow;
  twoStep: TwoStepRow;
  recoveryCodes: RecoveryCodeRow;
  signInChallenges: SignInChallengeRow;
  siteOptions: SiteOptionRow;
  media: MediaRow;
  activity: ActivityRow;
  versions: VersionRow;
  trash: TrashRow;
  translations: TranslationRow;
  sharedFiles: SharedFileRow;
  sharedFileChunks: SharedFileChunkRow;
};

/** The tables of the site's published content (what the public pages show): the resources the public reads. */
export const CONTENT_TABLES = RESOURCE_NAMES.filter((name) => RESOURCES[name].access.read === 'public').map(
  (name) => RESOURCES[name].table,
) as (
  'blogs' | 'gallery' | 'headers' | 'schoolDetails' | 'directorMessages' | 'partners' | 'documents' | 'schoolSettings'
)[];
