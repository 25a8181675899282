// Drafts and scheduled posts: a post's status and the time it goes public. Frozen in time: imports no app code.
import { sql, type Kysely } from 'kysely';

// A migration is written against the tables as they were then, never the current schema.ts: no table types.
type Db = Kysely<unknown>;

export async function up(db: Db): Promise<void> {
  // Every post stored so far was published on save: it stays so, published at the time it was made.
  await db.schema
    .alterTable('blogs')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('published'))
    .execute();
  await db.schema.alterTable('blogs').addColumn('publishAt', 'text').execute();
  await sql`update blogs set "publishAt" = "createdAt"`.execute(db);
  // The public lists ask for published posts whose time has come, newest publication first.
  await db.schema.createIndex('blogs_published').on('blogs').columns(['status', 'publishAt']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('blogs_published').execute();
  await db.schema.alterTable('blogs').dropColumn('publishAt').execute();
  await db.schema.alterTable('blogs').dropColumn('status').execute();
}
