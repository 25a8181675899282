// The spec's business constants (product-spec.md section 9), shared by server and pages.

// Roles and who may do what: common/permissions.ts.

export const GALLERY_CATEGORIES = [
  'All',
  'Class Life',
  'Library Life',
  'Laboratory',
  'Campus Life',
  'Sports',
  'Graduation',
  'Computer Lab',
  'Transports',
  'Library',
] as const;
export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];

export const DOCUMENT_TYPES = [
  'School Fee',
  'Joining Instruction',
  'Exam Schedule',
  'Timetable',
  'Curriculum',
  'Other',
] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DOCUMENT_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

export const SCHOOL_ICONS = ['SchoolIcon', 'ChildCareIcon', 'MenuBookIcon', 'EmojiPeopleIcon', 'CastleIcon'] as const;
export type SchoolIcon = (typeof SCHOOL_ICONS)[number];
export const DEFAULT_SCHOOL_ICON: SchoolIcon = 'SchoolIcon';
/** Spec section 3: anything but the five icons falls back to SchoolIcon. */
export const schoolIcon = (value: string | null | undefined): SchoolIcon =>
  SCHOOL_ICONS.find((icon) => icon === value?.trim()) ?? DEFAULT_SCHOOL_ICON;

/** The site's name (authenticator apps show it above the codes; passwords must not be made of it). */
export const SITE_NAME = 'Bright Schools';

/** The six school names; the deployment may replace them with the SCHOOL_NAMES setting. */
export const DEFAULT_SCHOOL_NAMES = [
  'Bright Day Care & Nursery',
  'Bright Pre & Primary School',
  'Bright Future Pre & Primary School',
  'Bright Day Care & Kindergarten',
  'Bright Secondary School',
  'Bright Day Care & Kindergarten Moshi',
] as const;

/** A blog post is a draft (back office only) or published (public once its publication time has come). */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];
/** The school's time zone: East Africa Time, UTC+3 all year (no daylight saving time). */
export const SCHOOL_TIME_ZONE = 'Africa/Dar_es_Salaam';
export const SCHOOL_UTC_OFFSET = '+03:00';

/** What the activity log records (issue 14 point 5). */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'restore',
  'publish',
  'sign-in',
  'lockout',
  'password',
  'role',
  'two-step',
  'share-preview',
  'reorder',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];
export const ACTIVITY_PAGE_SIZE = 50;

/** Versions (issue 14 point 3): a save keeps the text it replaces, the last VERSIONS_KEPT per record. */
export const VERSIONS_KEPT = 20;
/** How long a deleted record waits in the trash (issue 14 point 4) before the daily sweep purges it. */
export const TRASH_KEEP_DAYS = 30;
/** How long a draft's share-preview link works (issue 38 point 2): a few days to read it, then asked again. */
export const PREVIEW_LINK_DAYS = 7;
/** The query parameter of a post's address that carries a share-preview link's token: /blog/<id>?preview=<token>. */
export const PREVIEW_PARAM = 'preview';
export const OPENING_YEAR_MIN = 1800;
/** Latest allowed opening year: the current year plus one. */
export function openingYearMax(now = new Date()): number {
  return now.getUTCFullYear() + 1;
}

export const PARTNER_GALLERY_MAX = 3;
/** The partner club's short brand name in the menu's link (issue 38): room for the header's one row. */
export const CLUB_SHORT_NAME_MAX = 20;
export const DASHBOARD_RECENT = 4;
export const BLOG_PAGE_SIZE = 8;
export const GALLERY_PAGE_SIZE = 6;
export const EXCERPT_LENGTH = 80;
export const HOME_BLOG_POSTS = 6;
export const HOME_GALLERY_ITEMS = 6;

/** Upload limits (the spec leaves them open; DESIGN.md section 4 sets them). */
export const MAX_IMAGE_BYTES = 20 * 1024 * 1024;
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** Pictures one POST may bring to a resource that makes one record of each (the gallery, issue 38). */
export const UPLOAD_BATCH_MAX = 10;
/** Widths of the stored WebP variants of every image. */
export const IMAGE_WIDTHS = [400, 800, 1600] as const;

/** Text length limits, so a pasted novel gets a clear 400 instead of a bloated row. */
export const LIMITS = {
  short: 200,
  medium: 2000,
  long: 20000,
  article: 100000,
} as const;

/** Login throttling: from the 6th failure in a row each try is slowed; the 11th is refused. */
export const LOGIN_SLOW_AFTER = 5;
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_LOCK_MINUTES = 15;
