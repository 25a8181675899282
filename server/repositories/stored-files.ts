// Media bookkeeping for the content tables: which stored files a row names, and how an edit changes the
// reference counts (server/media/media-store.ts keeps the counts and deletes files nothing uses).
import { pictureKeys } from '../../common/rich-text-clean.ts';
import { RESOURCES } from '../../common/resources/index.ts';
import type { Resource } from '../../common/resources/resource.ts';
import { retainStored, type MediaStore, type MediaTx, type PreparedMedia, type Trx } from '../media/media-store.ts';
import { storedTranslations } from './translations.ts';

/** How a file field's uploads are prepared: images are converted to web variants, documents kept as they came. */
export interface UploadField {
  kind?: 'image' | 'document';
  /** How many files the field takes (a list); extra uploads are cut off. */
  max?: number;
}

/** The prepared uploads of each file field of a form. */
export type Uploads<K extends string> = Record<K, PreparedMedia[]>;

/** The keys of a file list column (JSON text). */
export function listKeys(json: string | null | undefined): string[] {
  if (typeof json !== 'string' || json === '') return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
}

/**
 * Checks, converts and writes the uploaded files of each field, before any transaction (conversion is slow).
 * When one fails, the files already written are discarded.
 */
export async function prepareUploads<K extends string>(
  media: MediaStore,
  files: Partial<Record<string, File[]>>,
  fields: Record<K, UploadField>,
): Promise<Uploads<K>> {
  const uploads = {} as Uploads<K>;
  try {
    for (const name of Object.keys(fields) as K[]) {
      const field = fields[name];
      const list: PreparedMedia[] = (uploads[name] = []);
      for (const file of (files[name] ?? []).slice(0, field.max ?? 1)) {
        list.push(field.kind === 'document' ? await media.prepareDocument(file) : await media.prepareImage(file));
      }
    }
  } catch (error) {
    await media.discard(Object.values<PreparedMedia[]>(uploads).flat());
    throw error;
  }
  return uploads;
}

/**
 * Runs `work` in one transaction with the uploads' bookkeeping (media.transaction). Uploads it did not
 * attach (beyond a list's room) are deleted afterwards.
 */
export async function saveWithUploads<T>(
  media: MediaStore,
  uploads: Uploads<string>,
  work: (trx: Trx, files: MediaTx) => Promise<T>,
): Promise<T> {
  const prepared = Object.values(uploads).flat();
  const result = await media.transaction(prepared, work);
  await media.discard(prepared);
  return result;
}

/**
 * The key a single-file column holds after an edit: a new upload replaces the stored file, `remove` clears
 * it, otherwise it stays. Counts are changed to match.
 */
export async function replaceFile(files: MediaTx, stored: string, upload: PreparedMedia | undefined): Promise<string>;
export async function replaceFile(
  files: MediaTx,
  stored: string | null,
  upload: PreparedMedia | undefined,
  remove?: boolean,
): Promise<string | null>;
export async function replaceFile(
  files: MediaTx,
  stored: string | null,
  upload: PreparedMedia | undefined,
  remove = false,
): Promise<string | null> {
  if (upload) {
    const key = await files.attach(upload);
    await files.release(stored);
    return key;
  }
  if (remove && stored) {
    await files.release(stored);
    return null;
  }
  return stored;
}

/** The key of a required file's upload (the handler has checked that it came). */
export async function attachRequired(files: MediaTx, upload: PreparedMedia | undefined): Promise<string> {
  if (!upload) throw new Error('a required upload is missing');
  return files.attach(upload);
}

/**
 * The JSON list a file-list column holds after an edit: the stored keys the client kept (`kept`; null when it
 * did not say, which with no uploads leaves the list as it is), then new uploads while there is room.
 */
export async function replaceFileList(
  files: MediaTx,
  stored: string | null,
  kept: string[] | null,
  uploads: PreparedMedia[],
  max: number,
): Promise<string> {
  if (uploads.length === 0 && kept === null) return stored ?? '[]';
  const keys = [...(kept ?? [])];
  for (const upload of uploads) if (keys.length < max) keys.push(await files.attach(upload));
  for (const key of listKeys(stored)) if (!kept?.includes(key)) await files.release(key);
  return JSON.stringify(keys);
}

/** Counts one use less of each file a deleted row named. */
export async function releaseFiles(files: MediaTx, keys: (string | null)[]): Promise<void> {
  for (const key of keys) await files.release(key);
}

/** Deletes a row (`remove`) and counts one use less of each file it named, in one transaction. */
export async function deleteWithFiles(
  media: MediaStore,
  keys: (string | null)[],
  remove: (trx: Trx) => Promise<unknown>,
): Promise<void> {
  await media.transaction([], async (trx, files) => {
    await remove(trx);
    await releaseFiles(files, keys);
  });
}

/**
 * The JSON list of stored files a record's formatted text names after an edit (decision 030): of the keys `named`
 * now, those stored before stay counted, the others count once more where such a file is stored (a src naming no
 * stored file counts nothing), and those no longer named count one use less. Null `stored`: none counted yet.
 */
export async function replaceTextFiles(files: MediaTx, stored: string | null, named: string[]): Promise<string> {
  const before = listKeys(stored);
  const keys: string[] = [];
  for (const key of named) if (before.includes(key) || (await files.retain(key))) keys.push(key);
  for (const key of before) if (!named.includes(key)) await files.release(key);
  return JSON.stringify(keys);
}

/** The columns of the stored files a record's formatted text names (blogs: `textFiles`). */
export const textFileColumns = (def: Resource): string[] =>
  Object.entries(def.fields).flatMap(([name, field]) => (field.answer === 'textFiles' ? [name] : []));

/** The stored files' keys the formatted fields of these texts (a record's and its translations') name, each once. */
export function namedFiles(def: Resource, texts: Record<string, unknown>[]): string[] {
  const keys = texts.flatMap((text) =>
    Object.keys(def.richText ?? {}).flatMap((name) => {
      const value = text[name];
      return typeof value === 'string' ? pictureKeys(value) : [];
    }),
  );
  return [...new Set(keys)];
}

/**
 * Counts the files that the formatted text of records no save has counted yet names (their `textFiles` null: an
 * import of an export older than the column), and lists them on the record. Answers how many records it counted.
 */
export async function countUncountedTextFiles(trx: Trx): Promise<number> {
  let counted = 0;
  for (const def of Object.values(RESOURCES) as Resource[]) {
    for (const column of textFileColumns(def)) {
      const table = def.table as 'blogs';
      const rows = (await trx
        .selectFrom(table)
        .selectAll()
        .where(column as 'textFiles', 'is', null)
        .execute()) as unknown as Record<string, unknown>[];
      for (const row of rows) {
        const id = row._id as string;
        const translations = Object.values(await storedTranslations(trx, def.name, id)).flatMap((t) =>
          t ? [t.fields] : [],
        );
        const keys: string[] = [];
        for (const key of namedFiles(def, [row, ...translations])) if (await retainStored(trx, key)) keys.push(key);
        await trx
          .updateTable(table)
          .set({ [column]: JSON.stringify(keys) })
          .where('_id', '=', id)
          .execute();
        counted++;
      }
    }
  }
  return counted;
}
