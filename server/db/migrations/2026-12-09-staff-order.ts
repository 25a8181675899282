// Staff choose the order of hero pictures, gallery pictures, documents and schools (issue 38 point 5): a
// `position` per record, lists ordered by it first and then as before (creation time, newest or oldest first), so
// the rows there (all 0) keep the order they had until staff move one. The indexes serve those orders (the
// gallery's per category too). Frozen in time: imports no app code.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

/** The ordered tables and the direction of their creation times (the lists' order before this). */
const ORDERED = { headers: 'asc', gallery: 'desc', documents: 'desc', schoolDetails: 'asc' } as const;

export async function up(db: Db): Promise<void> {
  for (const [table, direction] of Object.entries(ORDERED)) {
    await db.schema
      .alterTable(table)
      .addColumn('position', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const order = sql.raw(`"position", "createdAt" ${direction}, "_id" ${direction}`);
    await sql`create index ${sql.ref(`${table}_by_position`)} on ${sql.table(table)} (${order})`.execute(db);
  }
  const galleryOrder = sql.raw(`"category", "position", "createdAt" desc, "_id" desc`);
  await sql`create index gallery_category_by_position on gallery (${galleryOrder})`.execute(db);
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('gallery_category_by_position').execute();
  for (const table of Object.keys(ORDERED)) {
    await db.schema.dropIndex(`${table}_by_position`).execute();
    await db.schema.alterTable(table).dropColumn('position').execute();
  }
}
