// Lists that read the rows a page shows (issue 37): indexes that serve their filters and orders, so a page of the
// blog, the gallery or an admin list costs the same at 20,000 records as at 20.
// - blogs: public posts by publication time (the expression the queries order by: coalesce("publishAt",
//   "createdAt")), and a staff member's own posts;
// - gallery: a category's pictures, newest first; every list: creation time, then id.
// Frozen in time: imports no app code.
import { sql, type Kysely } from 'kysely';

type Db = Kysely<unknown>;

const BY_CREATION = ['gallery', 'headers', 'documents', 'users', 'contactMessages', 'schoolDetails'];

export async function up(db: Db): Promise<void> {
  await sql`create index blogs_by_publication on blogs (status, (coalesce("publishAt", "createdAt")), "createdAt", "_id")`.execute(
    db,
  );
  await db.schema.createIndex('blogs_owner').on('blogs').columns(['ownerId', 'createdAt']).execute();
  await db.schema.createIndex('gallery_category').on('gallery').columns(['category', 'createdAt', '_id']).execute();
  for (const table of BY_CREATION)
    await db.schema.createIndex(`${table}_by_creation`).on(table).columns(['createdAt', '_id']).execute();
}

export async function down(db: Db): Promise<void> {
  for (const table of BY_CREATION) await db.schema.dropIndex(`${table}_by_creation`).execute();
  await db.schema.dropIndex('gallery_category').execute();
  await db.schema.dropIndex('blogs_owner').execute();
  await db.schema.dropIndex('blogs_by_publication').execute();
}
