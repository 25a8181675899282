// Every picture described for blind readers (issue 38): an `alt` text per record of the resources that show
// pictures, '' until staff write one (the pages fall back to the title or name). Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

const TABLES = ['gallery', 'headers', 'blogs', 'schoolDetails', 'directorMessages', 'partners'];

export async function up(db: Db): Promise<void> {
  for (const table of TABLES)
    await db.schema
      .alterTable(table)
      .addColumn('alt', 'text', (c) => c.notNull().defaultTo(''))
      .execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of TABLES) await db.schema.alterTable(table).dropColumn('alt').execute();
}
