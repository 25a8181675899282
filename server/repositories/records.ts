// The row operations every content table shares (rows named by `_id`, with createdAt and updatedAt): written once
// here, typed per table, so each repository names them (`findBlogRow = blogRows.find`) and adds only its own.
import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';

/** The tables whose rows are records: an `_id` and their times. */
export type RecordTable = {
  [K in keyof Database]: Database[K] extends { _id: string; createdAt: string } ? K : never;
}[keyof Database];

/**
 * Kysely cannot follow a column through a table named by a type parameter, so the queries below are written
 * against the shape all record tables share; each function's signature gives back the table's own row type.
 */
interface AnyRecord {
  _id: string;
  createdAt: string;
}
type AnyRecordDb = Kysely<Record<string, AnyRecord>>;

export function recordRows<T extends RecordTable>(table: T) {
  type Row = Selectable<Database[T]>;
  const on = (db: Db) => db as unknown as AnyRecordDb;
  const name: string = table;
  return {
    /** The row with this id, or undefined. */
    find: (db: Db, id: string) =>
      on(db).selectFrom(name).selectAll().where('_id', '=', id).executeTakeFirst() as Promise<Row | undefined>,
    /** Whether the table has any row (the single-record resources refuse a second). */
    exists: async (db: Db) => (await on(db).selectFrom(name).select('_id').executeTakeFirst()) !== undefined,
    insert: (db: Db, row: Insertable<Database[T]>) =>
      on(db)
        .insertInto(name)
        .values(row as unknown as AnyRecord)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>,
    update: (db: Db, id: string, values: Updateable<Database[T]>) =>
      on(db)
        .updateTable(name)
        .set(values as Partial<AnyRecord>)
        .where('_id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>,
    remove: (db: Db, id: string) => on(db).deleteFrom(name).where('_id', '=', id).execute(),
    /** Every row by creation time ('desc': newest first), ties in `_id` order. */
    list: (db: Db, order: 'asc' | 'desc') =>
      on(db).selectFrom(name).selectAll().orderBy('createdAt', order).orderBy('_id', order).execute() as Promise<Row[]>,
  };
}

/** The table of each API resource (common/permissions.ts API_ACCESS) whose records are versioned or translated. */
export const RESOURCE_TABLES = {
  blogs: 'blogs',
  gallery: 'gallery',
  headers: 'headers',
  schoolDetails: 'schoolDetails',
  directorMessage: 'directorMessages',
  partners: 'partners',
} as const satisfies Record<string, RecordTable>;

/** The fields an answer carries over from its row unchanged (a field renamed on either side fails to compile). */
export function sameFields<Row, K extends keyof Row>(row: Row, names: readonly K[]): Pick<Row, K> {
  const picked = {} as Pick<Row, K>;
  for (const name of names) picked[name] = row[name];
  return picked;
}
