// The columns of a resource's table, each declared once with how it is stored and how the API answers it. The
// table's row type, the API answer's type and the export's column list are all derived from these declarations
// (common/resources/resource.ts), so a column added here reaches them all, and one left out anywhere fails
// type checking.
//   title: text()                  stored as text, answered as is
//   role: text<Role>()             the same, with a narrower type
//   image: picture()               a stored file's key (or null), answered as its URL plus `imageVariants`
//   galleryImages: pictureList()   a JSON list of stored files' keys, answered as [{ url, variants }]
//   contactList: jsonList<[string, string][]>()   a JSON list as text, answered parsed
//   file: document()               a stored document's key, answered by the resource's own mapping
//   read: flag()                   0 or 1, answered as false or true
//   passwordHash: hidden(text())   stored, never answered
//   textFiles: textFiles()         the stored files a record's formatted text names: counted, never answered
import type { ImageVariants } from '../api-types.ts';

/** How a column is stored: text or a whole number, nullable with '?' (SQLite and PostgreSQL alike). */
export type ColumnType = 'text' | 'text?' | 'integer' | 'integer?';

/** How a column appears in an API answer. */
export type AnswerKind = 'same' | 'picture' | 'pictures' | 'document' | 'json' | 'flag' | 'hidden' | 'textFiles';

/**
 * One column. `T` is the stored value's type; `J`, for 'json', the parsed value's; `D`, whether the database
 * fills it in when an insert leaves it out (a record's language, a post's status: older code wrote none).
 */
export interface Field<T = unknown, K extends AnswerKind = AnswerKind, J = unknown, D extends boolean = boolean> {
  column: ColumnType;
  answer: K;
  /** Only for the types: never set. */
  readonly types?: { stored: T; parsed: J; defaulted: D };
}

export const text = <T extends string = string>() => ({ column: 'text', answer: 'same' }) as Field<T, 'same'>;
export const nullableText = () => ({ column: 'text?', answer: 'same' }) as Field<string | null, 'same'>;
export const integer = () => ({ column: 'integer', answer: 'same' }) as Field<number, 'same'>;
/** A stored picture's key, or null. */
export const picture = () => ({ column: 'text?', answer: 'picture' }) as Field<string | null, 'picture'>;
/** A stored picture's key that every record has. */
export const requiredPicture = () => ({ column: 'text', answer: 'picture' }) as Field<string, 'picture'>;
/** A picture's description for blind readers (issue 38): '' until written, where pages fall back to the title. */
export const altTextColumn = () => withDefault(text());
/** A JSON list of stored pictures' keys. */
export const pictureList = () => ({ column: 'text', answer: 'pictures' }) as Field<string, 'pictures'>;
/** A stored document's key: answered by the resource's own mapping (its URL, type and size). */
export const document = () => ({ column: 'text', answer: 'document' }) as Field<string, 'document'>;
/** A JSON list stored as its text (lists the forms send as JSON), answered parsed ([] when empty). */
export const jsonList = <J extends unknown[]>() => ({ column: 'text', answer: 'json' }) as Field<string, 'json', J>;
/** A yes/no stored as 0 or 1. */
export const flag = () => ({ column: 'integer', answer: 'flag' }) as Field<number, 'flag'>;
/** A column the API never answers (a password's hash, a stored file's key answered otherwise). */
export const hidden = <T, D extends boolean>(field: Field<T, AnswerKind, unknown, D>) =>
  ({ column: field.column, answer: 'hidden' }) as Field<T, 'hidden', unknown, D>;
/**
 * The stored files that a record's formatted text (its `richText` fields, in every language) names, as a JSON list
 * of keys: written by the save path (server/resources/save.ts), counted as the record's like its pictures, never
 * answered. Null on a row no save has counted yet (an import of an export older than the column).
 */
export const textFiles = () => ({ column: 'text?', answer: 'textFiles' }) as Field<string | null, 'textFiles'>;
/** A column the database fills in when an insert leaves it out (its migration gives the default). */
export const withDefault = <T, K extends AnswerKind>(field: Field<T, K>) => field as Field<T, K, unknown, true>;
/** A translatable record's original language ('en' for rows written before translations): never answered. */
export const language = () => hidden(withDefault(text()));
/** A record's place in its list as staff ordered it (issue 38): lists sort by it first; not answered. */
export const position = () => hidden(withDefault(integer()));
/**
 * A picture in a list that staff order (the home page's headers, the gallery): the picture, its alt text, the
 * record's language and its place.
 */
export const orderedPicture = () => ({
  image: requiredPicture(),
  alt: altTextColumn(),
  lang: language(),
  position: position(),
});

export type Fields = Record<string, Field>;

/** A row of the table, column by column. */
export type RowOf<F extends Fields> = { [K in keyof F]: F[K] extends Field<infer T> ? T : never };

/** A picture as an answer carries it. */
export interface AnsweredPicture {
  url: string | null;
  variants: ImageVariants | null;
}

type AnswerValue<F> =
  F extends Field<infer T, 'same'>
    ? T
    : F extends Field<unknown, 'picture'>
      ? string | null
      : F extends Field<unknown, 'pictures'>
        ? AnsweredPicture[]
        : F extends Field<unknown, 'json', infer J>
          ? J
          : F extends Field<unknown, 'flag'>
            ? boolean
            : never;

/** The API answer a row becomes: every column but the hidden ones, and `<name>Variants` beside each picture. */
export type AnswerOf<F extends Fields> = {
  [K in keyof F as F[K] extends Field<unknown, 'hidden' | 'document' | 'textFiles'> ? never : K]: AnswerValue<F[K]>;
} & {
  [K in keyof F as F[K] extends Field<unknown, 'picture'> ? `${K & string}Variants` : never]: ImageVariants | null;
};

/** The columns of `F` that hold stored files' keys (pictures, picture lists, documents). */
export type FileColumn<F extends Fields> = {
  [K in keyof F]: F[K] extends Field<unknown, 'picture' | 'pictures' | 'document'> ? K : never;
}[keyof F];

/** The stored files' keys a row names, once per use (a list's each; the files its formatted text names once). */
export function fileKeysOf(fields: Fields, row: Record<string, unknown>): string[] {
  const keys: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    const value = row[name];
    if (typeof value !== 'string' || value === '') continue;
    if (field.answer === 'picture' || field.answer === 'document') keys.push(value);
    else if (field.answer === 'pictures' || field.answer === 'textFiles') keys.push(...listKeys(value));
  }
  return keys;
}

/** The keys of a picture list column (JSON text); none for anything else. */
export function listKeys(json: string | null | undefined): string[] {
  if (typeof json !== 'string' || json === '') return [];
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((k): k is string => typeof k === 'string') : [];
}
