// Drafts and scheduled posts: a post's status and the time it goes public. Frozen in time: imports no app code.
import { sql } from 'kysely';
import { addColumns, dropColumns, withDefault, type Column, type Db } from '../migration-helpers.ts';

// Every post stored so far was published on save: it stays so, published at the time it was made.
const COLUMNS: Record<string, Column> = { status: withDefault('published'), publishAt: 'text?' };

export async function up(db: Db): Promise<void> {
  await addColumns(db, 'blogs', COLUMNS);
  await sql`update blogs set "publishAt" = "createdAt"`.execute(db);
  // The public lists ask for published posts whose time has come, newest publication first.
  await db.schema.createIndex('blogs_published').on('blogs').columns(['status', 'publishAt']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropIndex('blogs_published').execute();
  await dropColumns(db, 'blogs', COLUMNS);
}
