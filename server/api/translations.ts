// Translations in the resources' routes (issue 15, docs/decisions/021): `?lang=` answers a record's texts in a
// language, `?with=translations` adds the staff field, and the form fields `originalLang` and `translations` of
// a POST or PUT say what the save (server/resources/save.ts) writes in the record's own transaction.
import { Hono, type Context } from 'hono';
import type { OutdatedTranslationItem, OutdatedTranslations } from '../../common/api-types.ts';
import { allows } from '../../common/permissions.ts';
import {
  RESOURCES,
  TRANSLATABLE_TYPES,
  translationSchema,
  type TranslatableType,
} from '../../common/resources/index.ts';
import type { Resource } from '../../common/resources/resource.ts';
import { allow, currentUser } from '../auth/guard.ts';
import { SERVER_RESOURCES, type ServerResource } from '../resources/index.ts';
import { parseJsonText } from '../../common/json-text.ts';
import { LANGUAGES, isLang, savedLanguage, type Lang } from '../../app/i18n/languages.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError, forbidden } from '../http/errors.ts';
import { validationError } from '../http/errors.ts';
import type { FormInput } from '../http/body.ts';
import {
  localize,
  originalLang,
  outdatedTranslations,
  withTranslations,
  type OriginalRow,
} from '../repositories/translations.ts';
import type { TranslationChanges } from '../resources/save.ts';

const NOT_A_LANGUAGE = `lang must be one of ${LANGUAGES.join(', ')}.`;

/** A 400 naming one field, with its field code. */
const fieldError = (field: string, message: string, code: 'invalid_choice' | 'invalid') =>
  new HttpError(400, message, { [field]: message }, undefined, 'validation', { [field]: code });

/** The `?lang=` of the address: undefined when absent, a 400 for a language the site does not have. */
export function langParam(c: Context<AppEnv>): Lang | undefined {
  const lang = c.req.query('lang');
  if (lang === undefined) return undefined;
  if (!isLang(lang)) throw fieldError('lang', NOT_A_LANGUAGE, 'invalid_choice');
  return lang;
}

/** Whether the address asks for the staff field (`?with=translations`). */
export const wantsTranslations = (c: Context<AppEnv>) => c.req.query('with') === 'translations';

/**
 * One record's answer: the spec's, in `?lang=` when asked, with the staff field when asked (403 unless `mayWrite`,
 * the permission to change this record).
 */
export async function recordInLanguage<T extends { _id: string }>(
  c: Context<AppEnv>,
  db: Db,
  type: TranslatableType,
  answer: T,
  mayWrite: boolean,
  outdated?: Lang[],
): Promise<T> {
  const lang = langParam(c);
  let items: T[] = lang ? await localize(db, type, [answer], lang) : [answer];
  if (wantsTranslations(c)) {
    if (!mayWrite) throw forbidden();
    items = await withTranslations(db, type, items);
    // A save's answer says which translations it left older than the original (decision 029).
    if (outdated) items = items.map((item) => ({ ...item, outdatedTranslations: outdated }));
  }
  return items[0] as T;
}

/**
 * The form's `originalLang` and `translations` (JSON text: `{ "de": { fields }, "sw": null }`), each language's
 * fields checked by the original's rules; a bad one is a 400 naming `translations.<lang>.<field>`.
 */
export function readTranslationForm(
  c: Context<AppEnv>,
  type: TranslatableType,
  fields: FormInput['fields'],
  stored?: OriginalRow,
): TranslationChanges {
  const sentLang = fields.originalLang;
  if (sentLang !== undefined && !isLang(String(sentLang).trim()))
    throw fieldError('originalLang', `originalLang must be one of ${LANGUAGES.join(', ')}.`, 'invalid_choice');
  // A new record without one is written in the writer's admin language (the admin's form sends it).
  const lang: Lang =
    sentLang !== undefined
      ? (String(sentLang).trim() as Lang)
      : stored
        ? originalLang(stored)
        : savedLanguage(c.req.raw, 'admin');
  const changes: TranslationChanges = { originalLang: lang, save: [], remove: [] };
  const raw = fields.translations;
  if (raw === undefined) return changes;
  const SHAPE = 'translations must be a JSON object of languages, each with its fields or null.';
  const parsed = typeof raw === 'string' ? parseJsonText(raw, 4) : { ok: false as const };
  if (!parsed.ok || !parsed.value || typeof parsed.value !== 'object' || Array.isArray(parsed.value))
    throw fieldError('translations', SHAPE, 'invalid');
  const schema = translationSchema(type);
  for (const [key, value] of Object.entries(parsed.value)) {
    const field = `translations.${key}`;
    if (!isLang(key)) throw fieldError(field, NOT_A_LANGUAGE, 'invalid_choice');
    if (key === lang && value !== null)
      throw fieldError(field, `The record is written in ${key}: a translation must be in another language.`, 'invalid');
    if (value === null) {
      changes.remove.push(key);
      continue;
    }
    if (typeof value !== 'object' || Array.isArray(value)) throw fieldError(field, SHAPE, 'invalid');
    const result = schema.safeParse(value);
    if (!result.success) throw prefixed(validationError(result.error, value), field);
    changes.save.push([key, result.data]);
  }
  return changes;
}

/** A validation error of one language's fields, its fields named `translations.<lang>.<field>`. */
function prefixed(error: HttpError, prefix: string): HttpError {
  const rename = <V>(map: Record<string, V> = {}) =>
    Object.fromEntries(Object.entries(map).map(([key, value]) => [`${prefix}.${key}`, value]));
  return new HttpError(400, error.message, rename(error.fields), undefined, 'validation', rename(error.fieldCodes));
}

/** How many outdated translations the dashboard lists (the newest; the answer counts them all). */
export const OUTDATED_LISTED = 10;

/**
 * GET /api/translations/outdated (decision 029): the newest outdated translations of the record types the
 * signed-in user may change every record of, each with its original's title, and their count.
 */
export function outdatedTranslationRoutes(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.get('/outdated', allow('signedIn'), async (c) => {
    const role = currentUser(c).role;
    const types = TRANSLATABLE_TYPES.filter((name) => {
      const access = RESOURCES[name].access as Resource['access'];
      return allows(access.writeOthers ?? access.write, role);
    });
    const { total, items } = await outdatedTranslations(deps.db, types, OUTDATED_LISTED);
    const answered: OutdatedTranslationItem[] = [];
    for (const item of items) {
      const resource = SERVER_RESOURCES[item.recordType as TranslatableType] as ServerResource;
      const row = await resource.rows.find(deps.db, item.recordId);
      if (!row || !isLang(item.lang)) continue;
      answered.push({
        recordType: item.recordType as TranslatableType,
        recordId: item.recordId,
        title: resource.def.title(row as never),
        lang: item.lang,
        outdatedSince: item.outdatedSince,
      });
    }
    return c.json({ total, items: answered } satisfies OutdatedTranslations);
  });
  return app;
}
