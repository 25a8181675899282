// The activity log's shared parts: the filters of GET /api/activity (server/api/activity.ts and the admin's page).
import { z } from 'zod';
import { isBlank, optionalChoice, parsePublishAt } from './schemas.ts';
import { ACTIVITY_RECORD_TYPES } from './resources/index.ts';

const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

const DAY_INVALID = 'A day must be written as 2026-12-01.';
const day = z
  .string({ error: DAY_INVALID })
  .max(10, { error: DAY_INVALID, abort: true })
  .optional()
  .transform((v, ctx) => {
    if (isBlank(v)) return undefined;
    // The start of that day in East Africa Time, as ISO 8601 UTC.
    const start = /^\d{4}-\d{2}-\d{2}$/.test(v!.trim()) ? parsePublishAt(`${v!.trim()}T00:00`) : undefined;
    if (!start) {
      ctx.addIssue({ code: 'custom', message: DAY_INVALID });
      return z.NEVER;
    }
    return start;
  });

/** The filters of GET /api/activity (query parameters): person, kind of record, days (East Africa Time), page. */
export const activityQuerySchema = z.object({
  user: z
    .string()
    .max(64, { error: 'user must be the id of a user.', abort: true })
    .optional()
    .transform((v, ctx) => {
      if (isBlank(v)) return undefined;
      if (!/^[0-9a-f]{24}$/.test(v!.trim())) {
        ctx.addIssue({ code: 'custom', message: 'user must be the id of a user.' });
        return z.NEVER;
      }
      return v!.trim();
    }),
  type: optionalChoice(ACTIVITY_RECORD_TYPES, 'type', undefined),
  from: day,
  to: day,
  page: z.preprocess(
    (v) => (isBlank(v) ? 1 : toNumber(v)),
    z
      .number({ error: 'page must be a number.' })
      .int({ error: 'page must be a whole number.' })
      .min(1, { error: 'page must be 1 or more.' })
      .max(1_000_000, { error: 'page is too big.' }),
  ),
});

/**
 * What an activity entry is about, stored as data (never as a sentence): the admin words it in the reader's
 * language (app/routes/admin/activity.tsx), and the API's `summary` in English (`activitySummary`). Texts that
 * people typed (a title, a visitor's name) stay values here, shown as such.
 */
export interface ActivityDetails {
  /** The record's name then (a post's title, a school's name, a visitor's name). */
  title?: string;
  /** The columns a save changed. */
  fields?: string[];
  /** The languages whose translation a save added, changed or deleted. */
  languages?: string[];
  /** A new post saved as a draft, or to be published at this time (East Africa Time, 'YYYY-MM-DD HH:MM'). */
  draft?: boolean;
  scheduledFor?: string;
  /** A user's role before and after. */
  role?: { from: string; to: string };
  /** A version brought back: when and by whom its text had been saved. */
  version?: { savedAt: string; savedBy: string | null };
  /** A contact message marked read (true) or unread (false). */
  read?: boolean;
  /** A post's share-preview link made, working until then (ISO 8601); or every link of it revoked. */
  sharedUntil?: string;
  stoppedSharing?: boolean;
  /** A record moved in its list by staff (issue 38): its place before and after (1 = first). */
  position?: { from: number; to: number };
  /** A trash entry deleted for good. */
  purged?: boolean;
  /** How a password was set: by the Admin, by its owner, or with an e-mailed link. */
  password?: 'admin' | 'own' | 'link';
  /** A lockout's minutes and the failed attempts that caused it. */
  minutes?: number;
  attempts?: number;
  /** A lockout of the account's two-step codes from every address (else of one address's sign-ins). */
  codes?: boolean;
}

/** Typed text as one line: control characters and direction overrides become spaces, so no entry fakes another. */
export const asOneLine = (text: string) =>
  text.replace(/[\u0000-\u001f\u007f-\u009f\u061c\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ');

/** The entry in English, for the API's `summary` (the spec's and the log's own words; the admin words `details`). */
export function activitySummary(action: string, recordType: string, details: ActivityDetails): string {
  const title = asOneLine(details.title ?? '');
  // "Changed title, content", "Changed title; translations de, sw", "Changed translations de".
  const parts = [
    ...(details.fields?.length ? [details.fields.join(', ')] : []),
    ...(details.languages?.length ? [`translations ${details.languages.join(', ')}`] : []),
  ];
  const changes = parts.length ? `Changed ${parts.join('; ')}` : 'Saved without changes';
  switch (action) {
    case 'create':
      if (recordType === 'contactMessages') return `Message from ${title}`;
      if (details.draft) return `Created "${title} (draft)"`;
      if (details.scheduledFor) return `Created "${title} (to be published ${details.scheduledFor} EAT)"`;
      return `Created "${title}"`;
    case 'update':
    case 'publish':
      if (details.read !== undefined) return `Marked the message of ${title} as ${details.read ? 'read' : 'unread'}`;
      if (details.version) {
        const by = details.version.savedBy ? ` by ${asOneLine(details.version.savedBy)}` : '';
        return `Restored the version saved ${details.version.savedAt}${by}: ${changes}`;
      }
      return changes;
    case 'delete':
      if (recordType === 'contactMessages' && !details.purged) return 'Deleted a contact message';
      return `Deleted "${title}"${details.purged ? ' for good' : ''}`;
    case 'restore':
      return `Restored "${title}"`;
    case 'role':
      return `Role of ${title}: ${details.role?.from ?? ''} → ${details.role?.to ?? ''}`;
    case 'password':
      if (details.password === 'own') return 'Changed own password';
      if (details.password === 'link') return 'Set a new password with an e-mailed link';
      return `Set a new password for ${title}`;
    case 'two-step':
      return `Turned off two-step sign-in of ${title}`;
    case 'share-preview':
      return details.stoppedSharing
        ? `Stopped sharing the preview of "${title}"`
        : `Shared a preview link of "${title}" until ${details.sharedUntil ?? ''}`;
    case 'reorder':
      return `Moved "${title}" from place ${details.position?.from ?? ''} to place ${details.position?.to ?? ''}`;
    case 'sign-in':
      return 'Signed in';
    case 'lockout':
      if (details.codes)
        return `Two-step codes refused for ${details.minutes ?? 0} minutes after ${details.attempts ?? 0} wrong codes from any address`;
      return `Sign-in locked for ${details.minutes ?? 0} minutes after ${details.attempts ?? 0} failed attempts`;
    default:
      return action;
  }
}
