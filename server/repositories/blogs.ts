// The `blogs` table, and its rows as the API's BlogPost.
import type { BlogPost } from '../../common/api-types.ts';
import type { Db } from '../db/database.ts';
import type { BlogRow } from '../db/schema.ts';
import { presenter, type ImageLookup } from './images.ts';
import { recordRows, sameFields } from './records.ts';

const blogRows = recordRows('blogs');
export const findBlogRow = blogRows.find;
export const insertBlog = blogRows.insert;
export const updateBlog = blogRows.update;
export const deleteBlog = blogRows.remove;

export function toBlogPost(row: BlogRow, images: ImageLookup): BlogPost {
  return {
    ...sameFields(row, ['_id', 'title', 'content', 'author', 'ownerId', 'createdAt', 'updatedAt']),
    ...images.picture('image', row.image),
    postedBy: row.postedBy || row.author || 'Admin',
    date: row.date || 'Unknown',
    time: row.time || '',
  };
}

export const presentBlogs = presenter((row: BlogRow) => [row.image], toBlogPost);

/** Every post, newest first. */
export async function listBlogPosts(db: Db): Promise<BlogPost[]> {
  return presentBlogs.many(db, await blogRows.list(db, 'desc'));
}

/** One post, or undefined when there is none with this id. */
export async function readBlogPost(db: Db, id: string): Promise<BlogPost | undefined> {
  const row = await findBlogRow(db, id);
  return row && presentBlogs.one(db, row);
}
