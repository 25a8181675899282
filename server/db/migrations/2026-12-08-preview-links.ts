// Share-preview links of blog posts (issue 38 point 2): each row is one link's token digest (SHA-256: the table
// never holds a working link), the post it opens, who made it and when it expires. Revoking a post's links deletes
// its rows. Frozen in time: imports no app code.
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('previewLinks')
    .addColumn('tokenDigest', 'text', (c) => c.primaryKey())
    .addColumn('postId', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'text', (c) => c.notNull())
    .addColumn('expiresAt', 'text', (c) => c.notNull())
    .addColumn('createdById', 'text')
    .execute();
  await db.schema.createIndex('previewLinks_post').on('previewLinks').columns(['postId', 'expiresAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('previewLinks').execute();
}
