// The row operations every content table shares (rows named by `_id`, with createdAt and updatedAt): written once
// here, typed per table, so each repository names them (`findBlogRow = blogRows.find`) and adds only its own.
import { sql, type Kysely, type Selectable } from 'kysely';
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

/** The row operations of one record table, typed with its row. */
export interface RecordRows<Row> {
  /** The row with this id, or undefined. */
  find(db: Db, id: string): Promise<Row | undefined>;
  /** Whether the table has any row (the single-record resources refuse a second). */
  exists(db: Db): Promise<boolean>;
  insert(db: Db, row: Row): Promise<Row>;
  update(db: Db, id: string, values: Partial<Row>): Promise<Row>;
  remove(db: Db, id: string): Promise<unknown>;
  /**
   * Every row by creation time ('desc': newest first), ties in `_id` order; `positioned`: by the position staff
   * chose first (server/resources/order.ts).
   */
  list(db: Db, order: 'asc' | 'desc', positioned?: boolean): Promise<Row[]>;
}

export function recordRows<T extends RecordTable>(table: T): RecordRows<Selectable<Database[T]>> {
  type Row = Selectable<Database[T]>;
  const on = (db: Db) => db as unknown as AnyRecordDb;
  const name: string = table;
  return {
    /** The row with this id, or undefined. */
    find: (db: Db, id: string) =>
      on(db).selectFrom(name).selectAll().where('_id', '=', id).executeTakeFirst() as Promise<Row | undefined>,
    /** Whether the table has any row (the single-record resources refuse a second). */
    exists: async (db: Db) => (await on(db).selectFrom(name).select('_id').executeTakeFirst()) !== undefined,
    insert: (db: Db, row: Row) =>
      on(db)
        .insertInto(name)
        .values(row as unknown as AnyRecord)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>,
    update: (db: Db, id: string, values: Partial<Row>) =>
      on(db)
        .updateTable(name)
        .set(values as Partial<AnyRecord>)
        .where('_id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow() as Promise<Row>,
    remove: (db: Db, id: string) => on(db).deleteFrom(name).where('_id', '=', id).execute(),
    list: (db: Db, order: 'asc' | 'desc', positioned = false) => {
      const rows = on(db).selectFrom(name).selectAll();
      const placed = positioned ? rows.orderBy(sql.ref('position'), 'asc') : rows;
      return placed.orderBy('createdAt', order).orderBy('_id', order).execute() as Promise<Row[]>;
    },
  };
}

/** The fields an answer carries over from its row unchanged (a field renamed on either side fails to compile). */
export function sameFields<Row, K extends keyof Row>(row: Row, names: readonly K[]): Pick<Row, K> {
  const picked = {} as Pick<Row, K>;
  for (const name of names) picked[name] = row[name];
  return picked;
}
