// The pictures a post's formatted text shows count as the post's uses of their stored files (issue 38, decision
// 030), so deleting the gallery picture a post shows no longer removes its file: a `textFiles` list per post,
// filled here for the posts there (their content and every translation's, only files that are stored) with each
// file's count raised once per post. Frozen in time: imports no app code.
import { sql } from 'kysely';
import { addColumns, dropColumns, type Db } from '../migration-helpers.ts';

const COLUMNS = { textFiles: 'text?' } as const;

/** A picture's src as the sanitiser stores it, naming a stored file (`/uploads/<key>.webp`, `<key>-<w>.webp`). */
const STORED_SRC = /<img\b[^>]*?\ssrc="\/uploads\/([0-9a-f]{32})(?:-\d{1,5})?\.(?:webp|pdf|doc|docx)"/g;

const keysOf = (text: unknown) => (typeof text === 'string' ? [...text.matchAll(STORED_SRC)].map((m) => m[1]!) : []);

interface Post {
  _id: string;
  content: string;
}

export async function up(db: Db): Promise<void> {
  await addColumns(db, 'blogs', COLUMNS);
  const posts = await sql<Post>`select "_id", "content" from blogs`.execute(db);
  for (const post of posts.rows) {
    const translations = await sql<{ fields: string }>`
      select "fields" from translations where "recordType" = 'blogs' and "recordId" = ${post._id}`.execute(db);
    const named = new Set(keysOf(post.content));
    for (const { fields } of translations.rows) {
      for (const key of keysOf((JSON.parse(fields) as { content?: unknown }).content)) named.add(key);
    }
    const counted: string[] = [];
    for (const key of named) {
      const stored = await sql`select "key" from media where "key" = ${key}`.execute(db);
      if (!stored.rows.length) continue;
      await sql`update media set "refs" = "refs" + 1 where "key" = ${key}`.execute(db);
      counted.push(key);
    }
    await sql`update blogs set "textFiles" = ${JSON.stringify(counted)} where "_id" = ${post._id}`.execute(db);
  }
}

export async function down(db: Db): Promise<void> {
  const posts = await sql<{ textFiles: string | null }>`select "textFiles" from blogs`.execute(db);
  for (const { textFiles } of posts.rows) {
    for (const key of JSON.parse(textFiles ?? '[]') as string[])
      await sql`update media set "refs" = "refs" - 1 where "key" = ${key}`.execute(db);
  }
  await dropColumns(db, 'blogs', COLUMNS);
}
