// Share-preview links of blog posts (issue 38 point 2): each row is one link's token digest (SHA-256: the table
// never holds a working link), the post it opens, who made it and when it expires. Revoking a post's links deletes
// its rows. Frozen in time: imports no app code.
import { createTable, textKey, type Db } from '../migration-helpers.ts';

export async function up(db: Db): Promise<void> {
  await createTable(db, 'previewLinks', {
    tokenDigest: textKey,
    postId: 'text',
    createdAt: 'text',
    expiresAt: 'text',
    createdById: 'text?',
  });
  await db.schema.createIndex('previewLinks_post').on('previewLinks').columns(['postId', 'expiresAt']).execute();
}

export async function down(db: Db): Promise<void> {
  await db.schema.dropTable('previewLinks').execute();
}
