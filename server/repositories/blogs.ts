// The `blogs` table, and its rows as the API's BlogPost.
import type { Insertable, Updateable } from 'kysely';
import type { BlogPost } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { BlogRow } from '../db/schema.ts';
import { presenter, type ImageLookup } from './images.ts';

export const findBlogRow = (db: Db, id: string) =>
  db.selectFrom('blogs').selectAll().where('_id', '=', id).executeTakeFirst();

export const insertBlog = (db: Db, row: Insertable<BlogRow>) =>
  db.insertInto('blogs').values(row).returningAll().executeTakeFirstOrThrow();

export const updateBlog = (db: Db, id: string, values: Updateable<BlogRow>) =>
  db.updateTable('blogs').set(values).where('_id', '=', id).returningAll().executeTakeFirstOrThrow();

export const deleteBlog = (db: Db, id: string) => db.deleteFrom('blogs').where('_id', '=', id).execute();

export function toBlogPost(row: BlogRow, images: ImageLookup): BlogPost {
  return {
    _id: row._id,
    title: row.title,
    content: row.content,
    image: images.url(row.image),
    imageVariants: images.variants(row.image),
    postedBy: row.postedBy || row.author || 'Admin',
    author: row.author,
    ownerId: row.ownerId,
    date: row.date || 'Unknown',
    time: row.time || '',
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export const presentBlogs = presenter((row: BlogRow) => [row.image], toBlogPost);

/** Every post, newest first. */
export async function listBlogPosts(db: Db): Promise<BlogPost[]> {
  const rows = await db.selectFrom('blogs').selectAll().orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute();
  return presentBlogs.many(db, rows);
}

/** One post, or undefined when there is none with this id. */
export async function readBlogPost(db: Db, id: string): Promise<BlogPost | undefined> {
  const row = await findBlogRow(db, id);
  return row && presentBlogs.one(db, row);
}
