// The migrations' repeated Kysely chains (tables, columns added and dropped), declared as data. Frozen in time, as
// the migrations that call it: what a helper writes to a database never changes (a migration that has run must
// keep producing the same schema); a new need is a new helper or a new kind of column. Imports no app code.
import type { ColumnBuilderCallback, CreateTableBuilder, Kysely } from 'kysely';

/** A migration is written against the tables as they were then, never the current schema.ts: no table types. */
export type Db = Kysely<unknown>;

type Type = 'text' | 'integer' | 'bigint' | 'blob' | 'bytea';

/** `'text'`: not null; `'text?'`: may be null; a pair: the type and Kysely's own builder (a key, a reference…). */
export type Column = Type | `${Type}?` | [Type, ColumnBuilderCallback];

/** The table's own key, text. */
export const textKey: Column = ['text', (c) => c.primaryKey()];

/** Not null, with this default for the rows already there. */
export const withDefault = (value: string): Column => ['text', (c) => c.notNull().defaultTo(value)];

/** An account's id (or, with `key`, the key: one row per account); the rows go when the account does. */
export const userRef = (key = false): Column => [
  'text',
  (c) => (key ? c.primaryKey() : c.notNull()).references('users._id').onDelete('cascade'),
];

function parse(column: Column): [Type, ColumnBuilderCallback | undefined] {
  if (Array.isArray(column)) return column;
  return column.endsWith('?') ? [column.slice(0, -1) as Type, undefined] : [column as Type, (c) => c.notNull()];
}

/** Creates the table, its columns in this order; `primaryKey`: a key of several columns, named `<table>_pk`. */
export async function createTable(
  db: Db,
  name: string,
  columns: Record<string, Column>,
  primaryKey?: string[],
): Promise<void> {
  let table: CreateTableBuilder<string, string> = db.schema.createTable(name);
  for (const [column, spec] of Object.entries(columns)) table = table.addColumn(column, ...parse(spec));
  if (primaryKey) table = table.addPrimaryKeyConstraint(`${name}_pk`, primaryKey);
  await table.execute();
}

/** Drops the tables in this order. */
export async function dropTables(db: Db, names: string[]): Promise<void> {
  for (const name of names) await db.schema.dropTable(name).execute();
}

/** Adds the columns to the table in this order, a statement each (SQLite adds one at a time). */
export async function addColumns(db: Db, table: string, columns: Record<string, Column>): Promise<void> {
  for (const [column, spec] of Object.entries(columns))
    await db.schema
      .alterTable(table)
      .addColumn(column, ...parse(spec))
      .execute();
}

/** Drops the columns `addColumns` added, the last first. */
export async function dropColumns(db: Db, table: string, columns: Record<string, Column>): Promise<void> {
  for (const column of Object.keys(columns).reverse()) await db.schema.alterTable(table).dropColumn(column).execute();
}
