// Shapes of the REST API's answers (spec section 3 plus image variants), for pages and tests.
import type { ActivityAction, ActivityRecordType, BlogStatus, TrashRecordType } from './constants.ts';
import type { VersionedType } from './schemas.ts';
import type { ErrorCode, FieldCode } from './error-codes.ts';
import type { Lang } from '../app/i18n/languages.ts';
import type { Role } from './permissions.ts';

export interface ImageVariants {
  width: number;
  height: number;
  /** Tiny blurred WebP as a data: URI. */
  placeholder: string;
  sources: { width: number; url: string }[];
}

interface Record {
  _id: string;
  createdAt: string;
  updatedAt: string;
}

export interface BlogPost extends Record {
  title: string;
  content: string;
  image: string | null;
  imageVariants: ImageVariants | null;
  postedBy: string;
  author: string;
  ownerId: string | null;
  date: string;
  time: string;
  /** 'draft' or 'published'; a published post is public from publishAt on. */
  status: BlogStatus;
  /** The publication time (ISO 8601, UTC); null for a draft with no time chosen. */
  publishAt: string | null;
}

/** When the post went (or goes) public; posts answered by an older server have only createdAt. */
export const publishedAt = (post: Pick<BlogPost, 'publishAt' | 'createdAt'>): string =>
  post.publishAt ?? post.createdAt;

export interface GalleryItem extends Record {
  title: string;
  category: string;
  description: string;
  image: string | null;
  imageVariants: ImageVariants | null;
}

export interface HeaderImage extends Record {
  title: string;
  image: string | null;
  imageVariants: ImageVariants | null;
}

export interface SchoolDetail extends Record {
  schoolName: string;
  description: string;
  location: string;
  openingYear: number;
  detailLeft: string;
  detailRight: string;
  headName: string;
  headTitle: string;
  headImage: string | null;
  headImageVariants: ImageVariants | null;
  image1: string | null;
  image1Variants: ImageVariants | null;
  image2: string | null;
  image2Variants: ImageVariants | null;
  image3: string | null;
  image3Variants: ImageVariants | null;
  teachers: number;
  students: number;
  workers: number;
  awards: number;
  contactList: [string, string][];
  contactPhone: string;
  contactEmail: string;
  iconName: string;
}

export interface DirectorMessage extends Record {
  name: string;
  directorYear: string;
  message: string;
  image: string | null;
  imageVariants: ImageVariants | null;
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
}

export interface Partner extends Record {
  name: string;
  about: string;
  location: string;
  startYear: number;
  mission: string;
  vision: string;
  numberOfWorkers: number;
  numberOfProjects: number;
  satisfyingClients: number;
  contacts: string;
  topImage: string | null;
  topImageVariants: ImageVariants | null;
  galleryImages: { url: string | null; variants: ImageVariants | null }[];
}

export interface DocumentItem extends Record {
  category: string;
  documentName: string;
  description: string;
  fileUrl: string | null;
  downloadUrl: string;
  fileType: string | null;
  fileSize: number | null;
}

export interface SchoolSettings extends Record {
  phones: string[];
  emails: string[];
  instagram: string;
  linkedin: string;
  facebook: string;
  x: string;
}

export interface User extends Record {
  name: string;
  phone: string;
  email: string;
  role: Role;
  image: string | null;
  imageVariants: ImageVariants | null;
}

export interface ContactMessage extends Record {
  name: string;
  email: string;
  phone: string;
  message: string;
  read: boolean;
}

/** Staff other than Admin read the users without their phones and e-mails. */
export type UserWithoutContact = Omit<User, 'phone' | 'email'>;

/** The answer to a DELETE. */
export interface Deleted {
  message: string;
  _id: string;
}

/** An error answer (server/http/errors.ts); the codes are listed in common/error-codes.ts and the README. */
export interface ApiError {
  error: string;
  message: string;
  /** Absent only on failures without an answer from the server (network, cancelled upload). */
  code?: ErrorCode;
  fields?: { [field: string]: string };
  fieldCodes?: { [field: string]: FieldCode };
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
  address: string;
  source: 'api' | 'cli';
  action: ActivityAction;
  recordType: ActivityRecordType;
  recordId: string | null;
  summary: string;
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
  savedAt: string;
  /** Null when nobody is on record (text saved before versions existed, and no activity entry names anyone). */
  savedBy: string | null;
  replacedAt: string;
  replacedBy: string;
}

/** The versions of one record, newest first, with its current text to compare them with. */
export interface VersionList {
  current: VersionFields;
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
}

/** A record answered with `?lang=`: the same shape, its texts in `lang` (the original's when not translated). */
export type Localized<T> = T & { lang: Lang };
