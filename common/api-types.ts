// Shapes of the REST API's answers (spec section 3 plus image variants), for pages and tests.
import type { ActivityDetails } from './activity.ts';
import type { ActivityAction } from './constants.ts';
import type {
  ActivityRecordType,
  TranslatableType,
  TrashRecordType,
  VersionedType,
  RESOURCES,
} from './resources/index.ts';
import type { AnswerOfResource } from './resources/resource.ts';
import type { ErrorCode, FieldCode } from './error-codes.ts';
import type { Lang } from '../app/i18n/languages.ts';

export interface ImageVariants {
  width: number;
  height: number;
  /** Tiny blurred WebP as a data: URI. */
  placeholder: string;
  sources: { width: number; url: string }[];
}

/**
 * The answers of the resources (common/resources/<name>.ts), derived from their columns and their own mapping:
 * a column added to a resource is in its answer's type.
 */
export type BlogPost = AnswerOfResource<typeof RESOURCES.blogs>;

/** GET and DELETE /api/blogs/:id/preview-links: until when the post's newest share-preview link works (null: none). */
export interface PreviewSharing {
  sharedUntil: string | null;
}
/** POST /api/blogs/:id/preview-links: the new link (a path on this site) and when it stops working. */
export interface PreviewLink {
  url: string;
  expiresAt: string;
}
export type GalleryItem = AnswerOfResource<typeof RESOURCES.gallery>;
export type HeaderImage = AnswerOfResource<typeof RESOURCES.headers>;
export type SchoolDetail = AnswerOfResource<typeof RESOURCES.schoolDetails>;
export type DirectorMessage = AnswerOfResource<typeof RESOURCES.directorMessage>;
export type Partner = AnswerOfResource<typeof RESOURCES.partners>;
export type DocumentItem = AnswerOfResource<typeof RESOURCES.documents>;
export type SchoolSettings = AnswerOfResource<typeof RESOURCES.schoolSettings>;
export type User = AnswerOfResource<typeof RESOURCES.users>;
export type ContactMessage = AnswerOfResource<typeof RESOURCES.contactMessages>;

/** A page of a list (`?page=&limit=`): its items and how many there are in all. */
export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  limit: number;
}

/** Staff other than Admin read the users without their phones and e-mails. */
export type UserWithoutContact = Omit<User, 'phone' | 'email'>;

/** The answer to a DELETE. */
export interface Deleted {
  message: string;
  _id: string;
}

/** PUT /api/<list>/<id>/position (issue 38): the record's place in its whole list now (1 = first), of `total`. */
export interface Moved {
  _id: string;
  place: number;
  total: number;
}

/** An error answer (server/http/errors.ts); the codes are listed in common/error-codes.ts and the README. */
export interface ApiError {
  error: string;
  message: string;
  /** Absent only on failures without an answer from the server (network, cancelled upload). */
  code?: ErrorCode;
  fields?: { [field: string]: string };
  fieldCodes?: { [field: string]: FieldCode };
  /** Values the translated message of `code` fills in (picture_too_large: width, height, format, limit, side). */
  params?: { [name: string]: string | number };
  /** Seconds to wait before trying again (as the Retry-After header), on a 429 or 503 answer that says so. */
  retryAfter?: number;
}

/** Setting up an authenticator app: the secret (base32, shown for typing in), its otpauth:// link and QR code. */
export interface TwoStepSetup {
  secret: string;
  otpauthUri: string;
  /** The QR code as an SVG document. */
  qrSvg: string;
}

/** POST /api/auth/login when the password was right but a second step is needed. */
export type SignInChallenge =
  | { twoStep: 'code'; challenge: string; message: string }
  | ({ twoStep: 'setup'; challenge: string; message: string } & TwoStepSetup);

/** POST /api/auth/login/code: the user signed in, with new recovery codes when the app was set up just now. */
export type SignedInWithCode = User & { recoveryCodes?: string[] };

/** POST /api/auth/two-step/enable and /recovery-codes: the new recovery codes, shown once. */
export interface NewRecoveryCodes {
  message: string;
  recoveryCodes: string[];
}

/** PUT /api/auth/two-step/requirement: whether two-step sign-in is now required of Admins and directors. */
export interface TwoStepRequirement {
  required: boolean;
}

/** GET /api/auth/password-reset: whether a reset link can be e-mailed (else the Admin sets a new password). */
export interface PasswordResetWays {
  byEmail: boolean;
}

/** GET /api/auth/two-step: the signed-in user's own two-step sign-in. */
export interface TwoStepStatus {
  enabled: boolean;
  requiredForMe: boolean;
  requiredForAdminsAndDirectors: boolean;
  recoveryCodesLeft: number;
}

/** One entry of the activity log (GET /api/activity). */
export interface ActivityEntry {
  _id: string;
  at: string;
  userId: string | null;
  userName: string;
  /** The client's address, or 'cli': answered to the Admin only. */
  address?: string;
  source: 'api' | 'cli';
  action: ActivityAction;
  recordType: ActivityRecordType;
  recordId: string | null;
  /** In English: the API's own words (the admin words `details` in the reader's language). */
  summary: string;
  /** What the entry is about, as data; null for entries written before details were kept. */
  details: ActivityDetails | null;
}

/** A translation older than its original's text (GET /api/translations/outdated, decision 029). */
export interface OutdatedTranslationItem {
  recordType: TranslatableType;
  recordId: string;
  /** The original's title (a post's title, a school's name). */
  title: string;
  lang: Lang;
  /** When the original changed away from the text the translation was made from. */
  outdatedSince: string;
}

/** The newest outdated translations the reader may correct, and how many there are in all. */
export interface OutdatedTranslations {
  items: OutdatedTranslationItem[];
  total: number;
}

/** A page of the activity log, newest first. */
export interface ActivityPage {
  items: ActivityEntry[];
  total: number;
  page: number;
  pageSize: number;
}

/** A record's text fields as stored (numbers as numbers, lists as their JSON text). */
export type VersionFields = { [field: string]: string | number };

/** An earlier text of a record (GET /api/versions): who saved it and when, and the save that replaced it. */
export interface RecordVersion {
  _id: string;
  recordType: VersionedType;
  recordId: string;
  fields: VersionFields;
  /** The original's language then; null for versions kept before languages were. */
  lang: string | null;
  /** Its translations then, by language (null: kept before translations were versioned, so not restored). */
  translations: { [lang: string]: TranslatedFields } | null;
  savedAt: string;
  /** Null when nobody is on record (text saved before versions existed, and no activity entry names anyone). */
  savedBy: string | null;
  replacedAt: string;
  replacedBy: string;
}

/** The versions of one record, newest first, with its current text to compare them with. */
export interface VersionList {
  current: VersionFields;
  /** The current original's language and translations, to compare a version's with. */
  currentLang: string;
  currentTranslations: { [lang: string]: TranslatedFields };
  items: RecordVersion[];
}

/** A deleted record in the trash (GET /api/trash, Admin only), newest first. */
export interface TrashItem {
  /** The trash entry's id (restore and delete for good name it). */
  _id: string;
  recordType: TrashRecordType;
  /** The record's own id, which it keeps when restored. */
  recordId: string;
  title: string;
  deletedAt: string;
  deletedById: string | null;
  deletedByName: string;
  /** When the daily sweep deletes it for good (deletedAt plus TRASH_KEEP_DAYS). */
  purgeAt: string;
}

export interface TrashList {
  items: TrashItem[];
}

/** The answer to POST /api/trash/{id}/restore. */
export interface Restored {
  message: string;
  _id: string;
  recordType: TrashRecordType;
  recordId: string;
}

/** A record's translated fields in one language (TRANSLATABLE_FIELDS of common/schemas.ts). */
export type TranslatedFields = { [field: string]: string };

/** One language's translation of a record, as staff read it (docs/decisions/021). */
export interface TranslationInfo {
  fields: TranslatedFields;
  savedAt: string;
  /** Null when nobody is on record (the demo content, the command line). */
  savedBy: string | null;
  /** True when the original's fields changed after this translation was saved. */
  outdated: boolean;
}

/** What `?with=translations` adds to a translatable record's answer (staff who may change the record). */
export interface TranslationsField {
  /** The language the record was written in: its spec fields are in it. */
  originalLang: Lang;
  /** The translations it has, by language (never the original's). */
  translations: { [L in Lang]?: TranslationInfo };
  /**
   * Only in the answer to a POST or PUT: the languages whose translation is older than the original after this
   * save (decision 029); the editor is told how many.
   */
  outdatedTranslations?: Lang[];
}

/** A record answered with `?lang=`: the same shape, its texts in `lang` (the original's when not translated). */
export type Localized<T> = T & { lang: Lang };
