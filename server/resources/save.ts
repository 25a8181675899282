// The one way a record is saved (issue 36, decision 027): a new record or a change of a stored one, for every
// resource. Uploads are converted first (slow work, outside any transaction); then one transaction writes the
// row, its stored files' counts, the version it replaces (its texts in every language), its translations and the
// activity entry; then what shows the record is dropped from the caches. A save that changes nothing writes
// nothing: no row, no version, no translation stamp, no activity entry.
import type { Lang } from '../../app/i18n/languages.ts';
import type { ActivityAction } from '../../common/constants.ts';
import type { TranslatedFields } from '../../common/api-types.ts';
import { formFields, type FileRule, type Resource, type RowOfResource } from '../../common/resources/resource.ts';
import { listKeys } from '../../common/resources/fields.ts';
import type { Deps } from '../context.ts';
import { newId } from '../db/ids.ts';
import { badRequest, HttpError } from '../http/errors.ts';
import { cleanPostText } from '../../common/rich-text-clean.ts';
import type { MediaTx, PreparedMedia } from '../media/media-store.ts';
import { recordActivity, type Actor, type ActivityNote } from '../repositories/activity.ts';
import {
  namedFiles,
  prepareUploads,
  replaceFile,
  replaceFileList,
  replaceTextFiles,
  saveWithUploads,
  textFileColumns,
} from '../repositories/stored-files.ts';
import {
  markOutdated,
  removeTranslations,
  saveTranslation,
  sourceStamp,
  storedTranslations,
} from '../repositories/translations.ts';
import type { TranslatableType } from '../../common/resources/index.ts';
import { keepVersion } from '../repositories/versions.ts';
import type { SavedChange, ServerResource } from './index.ts';
import { isOrdered, newPosition } from './positions.ts';

/** What a save asks of the record's languages (server/api/translations.ts reads it from the form). */
export interface TranslationChanges {
  /** The original's language: chosen when written (default the interface language), kept on an edit unless sent. */
  originalLang: Lang;
  /** Translations to store, replacing the language's stored one. */
  save: [Lang, TranslatedFields][];
  /** Languages whose translation is deleted (sent as null). */
  remove: Lang[];
}

/** The files a save brings or clears, per file column (common/resources: the resource's `files`). */
export interface FileChanges {
  /** The uploaded files of each field (a list's extra ones beyond its room are cut off). */
  uploads?: Partial<Record<string, File[]>>;
  /** Single-file fields the form asks to clear. */
  remove?: readonly string[];
  /** List fields: the stored keys the form keeps (null or absent: as stored, when nothing is uploaded). */
  kept?: Partial<Record<string, string[] | null>>;
}

export interface SaveRequest<Row> {
  /** The stored row (a change), or none (a new record). */
  stored?: Row;
  /** The columns from the form (checked by the resource's schema) and those the server sets (a post's author). */
  values: Partial<Row>;
  files?: FileChanges;
  translations?: TranslationChanges;
  /** Who saves, from where. */
  actor: Actor;
  /** What the activity entry calls the change, when not 'create' or 'update' (a post going public: 'publish'). */
  action?: (change: SavedChange<Row>) => ActivityAction;
  /** What else the activity entry says (a new post is a draft). */
  details?: (change: SavedChange<Row>) => ActivityNote['details'];
  /** The text of a version being brought back (its save is logged as that). */
  restoring?: { savedAt: string; savedBy: string | null };
}

export interface Saved<Row> {
  row: Row;
  /** False when nothing differed from what was stored (and nothing was written). */
  changed: boolean;
  /** The languages whose translation is older than the original now (decision 029). */
  outdated: Lang[];
}

type AnyRow = { _id: string; createdAt: string; updatedAt: string } & Record<string, unknown>;

/** Columns that are bookkeeping: never "changed" by a save. */
const BOOKKEEPING = new Set(['_id', 'createdAt', 'updatedAt']);

/** The columns whose values differ between two rows (the text's files follow its text: no change of their own). */
function changedColumns(def: Resource, before: AnyRow, after: AnyRow): string[] {
  const derived = textFileColumns(def);
  return Object.keys(after).filter(
    (name) => !BOOKKEEPING.has(name) && !derived.includes(name) && before[name] !== after[name],
  );
}

/**
 * The stored files the record's formatted text names after the save, in its own language and in every translation
 * it keeps or gets, counted as the record's (stored-files.ts replaceTextFiles).
 */
async function textFiles(
  def: Resource,
  files: MediaTx,
  stored: AnyRow | undefined,
  record: Record<string, unknown>,
  translations: Partial<Record<string, { fields: TranslatedFields }>>,
  changes: TranslationChanges | undefined,
): Promise<Record<string, string>> {
  const columns = textFileColumns(def);
  if (!columns.length) return {};
  const after = { ...translations } as Record<string, { fields: TranslatedFields } | undefined>;
  for (const lang of changes?.remove ?? []) delete after[lang];
  for (const [lang, fields] of changes?.save ?? []) after[lang] = { fields };
  const texts = Object.values(after).flatMap((translation) => (translation ? [translation.fields] : []));
  const named = namedFiles(def, [record, ...texts]);
  const result: Record<string, string> = {};
  for (const column of columns)
    result[column] = await replaceTextFiles(files, (stored?.[column] as string | null | undefined) ?? null, named);
  return result;
}

/** The translatable fields of a translation as stored ('' where one is missing). */
function sameTranslation(type: Resource, a: TranslatedFields | undefined, b: TranslatedFields): boolean {
  return !!a && type.translatable.every((name) => (a[name] ?? '') === (b[name] ?? ''));
}

/**
 * The fields of formatted text sanitised (decision 030), whoever sent them: the record's and each translation's.
 * A text with nothing left to show is refused with its field's "required" sentence.
 */
export function cleanRich<T extends Record<string, unknown>>(def: Resource, fields: T): T {
  const rich = Object.entries<string | undefined>(def.richText ?? {});
  if (!rich.length) return fields;
  const clean: Record<string, unknown> = { ...fields };
  for (const [name, required] of rich) {
    const sent = fields[name];
    if (typeof sent !== 'string' || !sent.trim()) continue;
    clean[name] = cleanPostText(sent);
    if (!clean[name])
      throw new HttpError(400, required!, { [name]: required! }, undefined, undefined, { [name]: 'required' });
  }
  return clean as T;
}

/** The file columns after the save: new uploads attached, cleared ones released, lists kept or refilled. */
async function fileColumns(
  def: Resource,
  files: MediaTx,
  stored: AnyRow | undefined,
  uploads: Record<string, PreparedMedia[]>,
  changes: FileChanges,
): Promise<Record<string, unknown>> {
  const columns: Record<string, unknown> = {};
  for (const [name, rule] of Object.entries<{ max?: number }>(def.files)) {
    const before = (stored?.[name] as string | null | undefined) ?? null;
    const sent = uploads[name] ?? [];
    if (def.fields[name]?.answer === 'pictures') {
      const kept = changes.kept?.[name] ?? null;
      const keptStored = kept && listKeys(before).filter((key) => kept.includes(key));
      columns[name] = await replaceFileList(files, before, keptStored, sent, rule.max ?? 1);
    } else {
      columns[name] = await replaceFile(files, before, sent[0], changes.remove?.includes(name) ?? false);
    }
  }
  return columns;
}

/**
 * Saves a record of `resource` (see the top of this file). Answers the row as stored now, and whether the save
 * changed anything. Throws an HttpError (4xx) for what the record may not become; nothing is written then.
 */
export async function saveRecord<R extends Resource>(
  deps: Pick<Deps, 'db' | 'media' | 'cache' | 'clock'>,
  resource: ServerResource<R>,
  request: SaveRequest<RowOfResource<R>>,
): Promise<Saved<RowOfResource<R>>> {
  type Row = RowOfResource<R>;
  const { def, hooks } = resource;
  const stored = request.stored as AnyRow | undefined;
  const uploads = await prepareUploads(deps.media, request.files?.uploads ?? {}, def.files as Record<string, FileRule>);
  const at = deps.clock.now();
  const translations = request.translations && {
    ...request.translations,
    save: request.translations.save.map(([lang, fields]): [Lang, TranslatedFields] => [lang, cleanRich(def, fields)]),
  };
  const values = cleanRich(def, request.values as Record<string, unknown>) as Partial<Row>;

  const result = await saveWithUploads(deps.media, uploads, async (trx, files) => {
    const before = stored && def.translatable.length ? await storedTranslations(trx, def.name, stored._id) : {};
    // Counted before the file columns, which may release the last other use of a picture the text names.
    const named = await textFiles(def, files, stored, { ...stored, ...values }, before, translations);
    const columns = await fileColumns(def, files, stored, uploads, request.files ?? {});
    const next = {
      ...(stored ?? { _id: newId(at.getTime()), createdAt: at.toISOString() }),
      ...values,
      ...columns,
      ...named,
      ...(translations ? { lang: translations.originalLang } : {}),
      updatedAt: stored?.updatedAt ?? at.toISOString(),
    } as AnyRow;
    // A new record of a list staff order goes where they expect it (first where the newest come first).
    if (!stored && isOrdered(def) && next.position === undefined) next.position = await newPosition(trx, def);
    await hooks.check?.(trx, next as Row);

    // What the translations change, against what is stored: a language sent as it is stored is no change,
    // unless the original changed since it was saved (saving it again says it is still right: no longer outdated).
    const stamp = def.translatable.length ? sourceStamp(def.name as TranslatableType, next) : '';
    const saves = (translations?.save ?? []).filter(
      ([lang, fields]) => !sameTranslation(def, before[lang]?.fields, fields) || before[lang]?.sourceStamp !== stamp,
    );
    const removes = (translations?.remove ?? []).filter((lang) => before[lang] !== undefined);
    const kept = Object.keys(before).filter((lang) => !removes.includes(lang as Lang));
    if (translations && kept.includes(translations.originalLang))
      throw badRequest(
        `The record has a ${translations.originalLang} translation: delete it (send it as null) before choosing that language.`,
        { originalLang: 'The record has a translation in this language.' },
      );
    const fields = stored ? changedColumns(def, stored, next) : [];
    const languages = [...saves.map(([lang]) => lang), ...removes].sort();
    // The translations kept and not saved now that were made from another text of the original (decision 029).
    const outdated = (kept as Lang[])
      .filter((lang) => !saves.some(([saved]) => saved === lang) && before[lang]?.sourceStamp !== stamp)
      .sort();
    if (stored && fields.length === 0 && languages.length === 0) {
      // The same text naming a file stored since it was saved: only its count changed.
      if (Object.entries(named).some(([name, keys]) => stored[name] !== keys))
        return { row: await resource.rows.update(trx, stored._id, named as never), changed: false, outdated };
      return { row: stored, changed: false, outdated };
    }

    next.updatedAt = at.toISOString();
    const row = (
      stored
        ? await resource.rows.update(trx, stored._id, next as never)
        : await resource.rows.insert(trx, next as never)
    ) as AnyRow;
    const change: SavedChange<Row> = { stored: stored as Row | undefined, row: row as Row, fields, languages };
    const texts = formFields(def);
    const textChanged = languages.length > 0 || fields.some((name) => name === 'lang' || texts.includes(name));
    if (stored && def.versioned && textChanged)
      await keepVersion(trx, { resource: def, before: stored, translations: before, by: request.actor, at });
    await removeTranslations(trx, def.name, row._id, removes);
    for (const [lang, text] of saves) await saveTranslation(trx, def, row, lang, text, request.actor, at);
    if (kept.length) await markOutdated(trx, def.name, row._id, outdated, at);
    await hooks.afterWrite?.(trx, change);

    const standard: ActivityNote = {
      action: request.action?.(change) ?? (stored ? 'update' : 'create'),
      recordType: def.name as ActivityNote['recordType'],
      recordId: row._id,
      recordOwnerId: typeof row.ownerId === 'string' ? row.ownerId : null,
      details: {
        title: def.title(row as never),
        ...(stored ? { fields, ...(languages.length ? { languages } : {}) } : {}),
        ...(request.restoring ? { version: request.restoring } : {}),
        ...request.details?.(change),
      },
    };
    for (const note of hooks.notes ? hooks.notes(change, standard) : [standard])
      await recordActivity(trx, at, request.actor, note);
    return { row: row as Row, changed: true, outdated };
  });
  if (result.changed) deps.cache.invalidate(resource.cacheKey);
  return result as Saved<RowOfResource<R>>;
}
