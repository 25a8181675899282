// Describing stored files in API answers: one read of the `media` rows a list needs, then a lookup per key.
import type { FileLookup } from '../../common/resources/resource.ts';
import type { Db } from '../db/database.ts';
import type { MediaRow } from '../db/schema.ts';
import { documentUrl, imageUrl, imageVariants } from '../media/media-store.ts';

export interface StoredFiles extends FileLookup {
  row(key: string | null | undefined): MediaRow | undefined;
}

/** The media rows of the given keys, by key. */
export async function findMedia(db: Db, keys: (string | null | undefined)[]): Promise<Map<string, MediaRow>> {
  const wanted = [...new Set(keys.filter((k): k is string => !!k))];
  const found = new Map<string, MediaRow>();
  // A few hundred keys a query: SQLite refuses more than 32,766 values in one statement.
  for (let at = 0; at < wanted.length; at += 500) {
    const rows = await db
      .selectFrom('media')
      .selectAll()
      .where('key', 'in', wanted.slice(at, at + 500))
      .execute();
    for (const row of rows) found.set(row.key, row);
  }
  return found;
}

/** Loads the media rows of all `keys` at once and answers a lookup for the mapping functions. */
export async function lookupFiles(db: Db, keys: (string | null | undefined)[]): Promise<StoredFiles> {
  const rows = await findMedia(db, keys);
  const row = (key: string | null | undefined) => (key ? rows.get(key) : undefined);
  return {
    row,
    url: (key) => imageUrl(row(key)),
    variants: (key) => imageVariants(row(key)),
    document: (key) => {
      const file = row(key);
      return file ? { url: documentUrl(file)!, ext: file.ext, bytes: file.bytes } : null;
    },
  };
}

/**
 * Turns rows into API records with `toApi`, reading the media rows of every file they name (`keys`) once for
 * all of them.
 */
export function presenter<Row, T>(keys: (row: Row) => string[], toApi: (row: Row, files: StoredFiles) => T) {
  return {
    async many(db: Db, rows: Row[]): Promise<T[]> {
      const files = await lookupFiles(db, rows.flatMap(keys));
      return rows.map((row) => toApi(row, files));
    },
    async one(db: Db, row: Row): Promise<T> {
      return toApi(row, await lookupFiles(db, keys(row)));
    },
  };
}

export type Presenter<Row, T> = ReturnType<typeof presenter<Row, T>>;
