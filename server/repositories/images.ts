// Describing stored files in API answers: one read of the `media` rows a list needs, then a lookup per key.
import type { ImageVariants } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { MediaRow } from '../db/schema.ts';
import { imageUrl, imageVariants } from '../media/media-store.ts';

export interface ImageLookup {
  url(key: string | null | undefined): string | null;
  variants(key: string | null | undefined): ImageVariants | null;
  row(key: string | null | undefined): MediaRow | undefined;
  /** An answer's image field and its variants, e.g. `{ image, imageVariants }` for `picture('image', row.image)`. */
  picture<F extends string>(field: F, key: string | null | undefined): Picture<F>;
}

export type Picture<F extends string> = { [P in F]: string | null } & { [P in `${F}Variants`]: ImageVariants | null };

/** The media rows of the given keys, by key. */
export async function findMedia(db: Db, keys: (string | null | undefined)[]): Promise<Map<string, MediaRow>> {
  const wanted = [...new Set(keys.filter((k): k is string => !!k))];
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('media').selectAll().where('key', 'in', wanted).execute();
  return new Map(rows.map((r) => [r.key, r]));
}

/** Loads the media rows of all `keys` at once and answers a lookup for the mapping functions. */
export async function lookupImages(db: Db, keys: (string | null | undefined)[]): Promise<ImageLookup> {
  const rows = await findMedia(db, keys);
  const row = (key: string | null | undefined) => (key ? rows.get(key) : undefined);
  const url = (key: string | null | undefined) => imageUrl(row(key));
  const variants = (key: string | null | undefined) => imageVariants(row(key));
  return {
    row,
    url,
    variants,
    picture: <F extends string>(field: F, key: string | null | undefined) =>
      ({ [field]: url(key), [`${field}Variants`]: variants(key) }) as Picture<F>,
  };
}

/**
 * Turns rows into API records with `toApi`, reading the media rows of every file they name (`keys`) once for
 * all of them.
 */
export function presenter<Row, T>(keys: (row: Row) => (string | null)[], toApi: (row: Row, images: ImageLookup) => T) {
  return {
    async many(db: Db, rows: Row[]): Promise<T[]> {
      const images = await lookupImages(db, rows.flatMap(keys));
      return rows.map((row) => toApi(row, images));
    },
    async one(db: Db, row: Row): Promise<T> {
      return toApi(row, await lookupImages(db, keys(row)));
    },
  };
}
