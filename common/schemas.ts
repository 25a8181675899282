// Validation rules of product-spec.md section 5, written once for the browser and the server: the pieces the
// resources' forms are made of (common/resources/<name>.ts has each resource's own), and the sign-in forms.
// Inputs arrive as multipart text or JSON, so every schema accepts strings and normalises them.
import { z } from 'zod';
import { BLOG_STATUSES, LIMITS, OPENING_YEAR_MIN, SCHOOL_UTC_OFFSET, openingYearMax } from './constants.ts';
import { ROLES, normaliseRole } from './roles.ts';
import { coded } from './error-codes.ts';

// zod compiles object schemas with new Function() when it may. The pages' Content-Security-Policy forbids
// that (no 'unsafe-eval'), and zod's probe for it would be reported as a violation: it never tries.
z.config({ jitless: true });

/**
 * "something@domain.tld": no spaces, one @, a dot inside the domain. Written so that the engine never has
 * two ways to match (the domain's first dot after its first character is the one `\.` takes), which
 * keeps it linear in the input; the shorter /^[^\s@]+@[^\s@]+\.[^\s@]+$/ accepts the same addresses but
 * backtracks quadratically ("a@a.a.a.a...@" of 50,000 characters took 0.8 s).
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters.`;

/**
 * A maximum length that stops the checks after it when it fails (zod otherwise runs every check), so a
 * pattern or a list look-up never sees a value longer than the limit.
 */
export const maxLength = (label: string, max: number) => ({ error: tooLong(label, max), abort: true });

/** A text field that must not be blank. */
export function requiredText(message: string, label: string, max: number = LIMITS.short) {
  return z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, maxLength(label, max));
}

/** A text field that may be missing or blank (stored as ''). */
export function optionalText(label: string, max: number = LIMITS.short) {
  return z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, maxLength(label, max))
    .optional()
    .transform((v) => v ?? '');
}

/** A picture's alt text (issue 38): optional, '' when blank. */
export const altText = () => optionalText('Alt text', LIMITS.medium);

export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const toNumber = (v: unknown) => (typeof v === 'string' ? Number(v.trim()) : v);

/** A whole number from 0 to 10 million; a blank field becomes `blank` (0, or undefined when it is required). */
function countOf(label: string, blank: 0 | undefined) {
  return z.preprocess(
    (v) => (isBlank(v) ? blank : toNumber(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be a number.`) })
      .int(`${label} must be a whole number.`)
      .min(0, `${label} cannot be negative.`)
      .max(10_000_000, `${label} is too large.`),
  );
}

/** A count such as teachers or pupils: a whole number, 0 when missing (spec section 3). */
export const count = (label: string) => countOf(label, 0);

/** A count that the form must fill in (partner form). */
export const requiredCount = (label: string) => countOf(label, undefined);

export const INVALID_YEAR = coded('Enter a valid year', 'invalid_year');
export const INVALID_EMAIL = coded('Invalid email address', 'invalid_email');

/** A year from 1800 to next year; the upper bound is read at validation time. */
export function year(requiredMessage: string) {
  return z.preprocess(
    (v) => (isBlank(v) ? undefined : toNumber(v)),
    z
      .number({ error: (issue) => (issue.input === undefined ? requiredMessage : INVALID_YEAR) })
      .int(INVALID_YEAR)
      .refine((y) => y >= OPENING_YEAR_MIN && y <= openingYearMax(), INVALID_YEAR),
  );
}

const email = (requiredMessage: string) =>
  requiredText(requiredMessage, 'Email', 254).regex(EMAIL_PATTERN, INVALID_EMAIL);

// ---- sign-in and users -------------------------------------------------------------------------

export const loginSchema = z.object({
  email: requiredText('Email is required', 'Email', 254),
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000, maxLength('Password', 1000)),
});

export const PASSWORD_MIN = 8;
const newPassword = z
  .string({ error: 'Please enter a password for the new user.' })
  .min(1, 'Please enter a password for the new user.')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(200, maxLength('Password', 200));

export const INVALID_CHOICE = { code: 'invalid_choice' } as const;

/**
 * An optional field holding one of `choices`, compared without regard to case and answered as written there;
 * missing or blank gives `blank`. Anything else: "<Label> must be one of a, b, c." (invalid_choice).
 */
export function optionalChoice<const T extends string, B>(choices: readonly T[], label: string, blank: B) {
  return z
    .string({ error: `${label} must be text.` })
    .optional()
    .transform((v, ctx): T | B => {
      if (isBlank(v)) return blank;
      const found = choices.find((c) => c.toLowerCase() === v!.trim().toLowerCase());
      if (!found) {
        ctx.addIssue({
          code: 'custom',
          message: `${label} must be one of ${choices.join(', ')}.`,
          params: INVALID_CHOICE,
        });
        return z.NEVER;
      }
      return found;
    });
}

const role = z
  .string({ error: 'Role is required' })
  .trim()
  .min(1, 'Role is required')
  .transform((v, ctx) => {
    const r = normaliseRole(v);
    if (!r) {
      ctx.addIssue({ code: 'custom', message: `Role must be one of ${ROLES.join(', ')}.`, params: INVALID_CHOICE });
      return z.NEVER;
    }
    return r;
  });

export const userFields = {
  name: requiredText('Name is required', 'Name'),
  phone: requiredText('Phone is required', 'Phone', 50),
  email: email('Email is required'),
  role,
};

export const userCreateSchema = z.object({ ...userFields, password: newPassword });
export const userUpdateSchema = z.object({
  ...userFields,
  // When editing, a blank password is not sent (and is ignored if it is).
  password: z.preprocess((v) => (isBlank(v) ? undefined : v), newPassword.optional()),
});

/** A password someone chooses for an existing account (own change, Admin's reset, a reset link). */
const replacementPassword = z
  .string({ error: 'New password is required' })
  .min(1, 'New password is required')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters.`)
  .max(200, maxLength('Password', 200));

export const changePasswordSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(1000, maxLength('Current password', 1000)),
  newPassword: replacementPassword,
});

/** The Admin sets a new password for a staff member (users page). */
export const adminPasswordResetSchema = z.object({ newPassword: replacementPassword });

/** "Forgot password?": the address to send the link to. */
export const forgotPasswordSchema = z.object({ email: requiredText('Email is required', 'Email', 254) });

/** The page reached from the e-mailed link: its token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: 'The link is not valid.' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'The link is not valid.'),
  newPassword: replacementPassword,
});

// ---- content -----------------------------------------------------------------------------------

const PUBLISH_AT_INVALID = 'Publication time must be a date and time, e.g. 2026-12-01T07:00 (East Africa Time).';
/** 2026-12-01T07:00, with optional seconds and fraction, and an optional Z or ±hh:mm (without: East Africa Time). */
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?)(Z|[+-]\d{2}:\d{2})?$/;

/** A date and time as the forms send it, as ISO 8601 UTC; undefined when it is not one (or not a real date). */
export function parsePublishAt(text: string): string | undefined {
  const match = DATE_TIME.exec(text.trim());
  if (!match) return undefined;
  const [, day, clock, zone] = match;
  const time = new Date(`${day}T${clock}${zone ?? SCHOOL_UTC_OFFSET}`);
  if (Number.isNaN(time.getTime())) return undefined;
  // Date() rolls 2026-02-30 over into March: a day that does not exist is refused instead.
  const local = new Date(time.getTime() + offsetMinutes(zone ?? SCHOOL_UTC_OFFSET) * 60_000);
  if (local.toISOString().slice(0, 10) !== day) return undefined;
  return time.toISOString();
}

const offsetMinutes = (zone: string) =>
  zone === 'Z' ? 0 : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4, 6)));

/**
 * A post's publishing fields, both optional: left out, a new post is published now and an edit keeps what is
 * stored (so the spec's forms work as before). `publishAt` sent empty means "no time chosen" (null).
 */
export const publishingSchema = z.object({
  status: optionalChoice(BLOG_STATUSES, 'Status', undefined),
  publishAt: z
    .string({ error: PUBLISH_AT_INVALID })
    .max(40, { error: PUBLISH_AT_INVALID, abort: true })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return undefined;
      if (v.trim() === '') return null;
      const time = parsePublishAt(v);
      if (!time) {
        ctx.addIssue({ code: 'custom', message: PUBLISH_AT_INVALID });
        return z.NEVER;
      }
      return time;
    }),
});

/** The scheme a link names ('javascript' in 'javascript:alert(1)'); null for a bare address such as example.org/x. */
function linkScheme(value: string): string | null {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1];
  // 'school.example:8080/x' is a host and a port, not a scheme (a scheme has no dot followed by a port).
  if (!scheme || (scheme.includes('.') && /^\d/.test(value.slice(scheme.length + 1)))) return null;
  return scheme.toLowerCase();
}

/** Whitespace or control characters: browsers drop some inside addresses ('java\tscript:'), so none are allowed. */
const HIDDEN_CHARACTERS = /[\s\u0000-\u001f\u007f-\u009f\u200b-\u200f\u2028-\u202e\u2066-\u2069\ufeff]/;

export const WEB_LINK_MESSAGE = (label: string) =>
  `${label} must be a web address (https://…); other kinds of links are not allowed.`;

/**
 * Whether a social link may be stored: empty, '#' (no button), an http(s) address, or a bare address that the
 * site turns into https:// (spec section 5). javascript:, data:, file: and every other scheme are refused.
 */
export function isWebLink(value: string): boolean {
  if (value === '' || value === '#') return true;
  if (HIDDEN_CHARACTERS.test(value)) return false;
  const scheme = linkScheme(value);
  if (scheme !== null && scheme !== 'http' && scheme !== 'https') return false;
  try {
    const url = new URL(scheme ? value : `https://${value.replace(/^\/+/, '')}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const socialLink = (label: string) =>
  optionalText(label, 500).refine(isWebLink, { error: WEB_LINK_MESSAGE(label), params: { code: 'web_link' } });

/** A phone number: digits (one at least), spaces, +, - and parentheses. */
export const PHONE_PATTERN = /^[+\d\s\-()]*\d[+\d\s\-()]*$/;
const INVALID_PHONE = 'A phone number may hold only digits, spaces, +, - and parentheses.';

/** A phone number of one field (a school's contact phone): blank, or digits and the signs phones are written with. */
export const optionalPhone = (label: string) =>
  optionalText(label, 50).refine((v) => v === '' || PHONE_PATTERN.test(v), {
    error: INVALID_PHONE,
    params: { code: 'invalid_phone' },
  });

/**
 * A phone number or e-mail address of a contact list, which the pages turn into tel: and mailto: links. The
 * same link form is accepted ('tel:+255…', 'mailto:office@…') and stored without it; any other scheme is refused.
 */
export function contactEntry(kind: 'tel' | 'mailto', value: string, ctx: z.RefinementCtx): string {
  const scheme = linkScheme(value);
  if (scheme === null || scheme === kind) {
    const entry = scheme === null ? value : value.slice(kind.length + 1).trim();
    // The footer's links must work: a phone of digits and the signs phone numbers are written with, a real e-mail.
    if (entry === '' || (kind === 'tel' ? PHONE_PATTERN : EMAIL_PATTERN).test(entry)) return entry;
    ctx.addIssue(
      kind === 'tel'
        ? { code: 'custom', message: INVALID_PHONE, params: { code: 'invalid_phone' } }
        : { code: 'custom', message: 'Invalid email address', params: { code: 'invalid_email' } },
    );
    return z.NEVER;
  }
  ctx.addIssue({
    code: 'custom',
    message:
      kind === 'tel' ? 'Phones must be phone numbers, not links.' : 'Emails must be e-mail addresses, not links.',
    params: { code: 'not_a_link' },
  });
  return z.NEVER;
}

export const stringList = (label: string, max: number, entry: (v: string, ctx: z.RefinementCtx) => string = (v) => v) =>
  z
    .array(
      z
        .string({ error: `${label} must be text.` })
        .trim()
        .max(max, maxLength(label, max))
        .transform(entry),
      {
        error: `${label} must be a list.`,
      },
    )
    .max(20, `At most 20 ${label.toLowerCase()} entries.`)
    .optional()
    .transform((list) => (list ?? []).filter((v) => v !== ''));

export const contactMessageSchema = z.object({
  name: requiredText('Name is required', 'Name'),
  email: email('Email is required'),
  phone: optionalText('Phone', 50),
  message: requiredText('Message is required', 'Message', 5000),
});

export const contactMessageUpdateSchema = z.object({
  read: z.boolean({ error: 'read must be true or false.' }),
});

export type PublishingInput = z.infer<typeof publishingSchema>;
export type ContactMessageInput = z.infer<typeof contactMessageSchema>;

/** Two-step sign-in: a six-digit authenticator code or a recovery code (spaces and hyphens are ignored). */
const twoStepCode = z
  .string({ error: 'Enter the code from your authenticator app.' })
  .max(100, maxLength('Code', 100))
  .transform((v) => v.replace(/[\s-]/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .regex(/^(\d{6}|[a-z0-9]{10})$/, 'Enter the 6-digit code from your authenticator app, or a recovery code.'),
  );

/** The second step of signing in: the challenge the password step answered, and the code. */
export const signInCodeSchema = z.object({
  challenge: z.string({ error: 'Please sign in again.' }).regex(/^[A-Za-z0-9_-]{20,100}$/, 'Please sign in again.'),
  code: twoStepCode,
});

/** Turning two-step sign-in on: the first code from the newly set-up app. */
export const twoStepEnableSchema = z.object({
  code: z
    .string({ error: 'Enter the code from your authenticator app.' })
    .max(100, maxLength('Code', 100))
    .transform((v) => v.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.')),
});

/** Turning two-step sign-in off, or making new recovery codes: the account's password. */
export const twoStepPasswordSchema = z.object({
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(1000, maxLength('Password', 1000)),
});

/** The Admin's setting: two-step sign-in required for Admin and Director accounts. */
export const twoStepRequirementSchema = z.object({
  required: z.boolean({ error: 'required must be true or false.' }),
});

// ---- lists ---------------------------------------------------------------------------------------

/** The most items one page of a list may have (`?limit=`). */
export const LIST_LIMIT_MAX = 100;

const wholeNumber = (name: string, min: number, max: number) =>
  z.preprocess(
    (v) => (isBlank(v) ? undefined : toNumber(v)),
    z
      .number({ error: `${name} must be a number.` })
      .int({ error: `${name} must be a whole number.` })
      .min(min, { error: `${name} must be ${min} or more.` })
      .max(max, { error: `${name} must be at most ${max}.` })
      .optional(),
  );

/**
 * The query of a paged list (GET /api/<resource>?page=&limit=, and the staff views' filters): all optional; a
 * list asked for without `page` and `limit` is answered whole, as the spec's reads are.
 */
export const listQuerySchema = z.object({
  page: wholeNumber('page', 1, 1_000_000),
  limit: wholeNumber('limit', 1, LIST_LIMIT_MAX),
  q: z
    .string()
    .max(100, { error: 'q must be at most 100 characters.', abort: true })
    .optional()
    .transform((v) => v?.trim() || undefined),
  status: optionalChoice(['draft', 'scheduled', 'published'] as const, 'status', undefined),
  /** Records written in (staff views) or having (public lists) a language; `lang` says which to answer in. */
  language: optionalChoice(['en', 'de', 'sw'] as const, 'language', undefined),
  category: z.string().max(100, { error: 'category must be at most 100 characters.', abort: true }).optional(),
  /** Only the records the signed-in user may change (a staff view: others' posts only for the Admin). */
  changeable: z
    .string()
    .max(5, { error: 'changeable must be 1 or 0.', abort: true })
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
export type ListQueryInput = z.infer<typeof listQuerySchema>;
