// Blog posts (/api/blogs). Admin changes every post; Director, Author and Teacher only their own. A post is a
// draft or published, and a published post goes public at its publishAt (common/publishing.ts, decision 019).
import { z } from 'zod';
import { LIMITS, type BlogStatus } from '../constants.ts';
import { publicationTime } from '../publishing.ts';
import { requiredText, altText } from '../schemas.ts';
import { language, listKeys, nullableText, picture, text, textFiles, withDefault, altTextColumn } from './fields.ts';
import { defineResource, type FileLookup } from './resource.ts';

/**
 * The size of each stored picture a post's text shows (in any language), by key, for pages to reserve their room:
 * only where there are some, so the answers of every other post stay the spec's.
 */
function pictureSizesOf(textFiles: string | null, files: FileLookup) {
  const sizes: Record<string, { width: number; height: number }> = {};
  for (const key of listKeys(textFiles)) {
    const picture = files.variants(key);
    if (picture) sizes[key] = { width: picture.width, height: picture.height };
  }
  return Object.keys(sizes).length ? { pictureSizes: sizes } : {};
}

export const blogSchema = z.object({
  title: requiredText('Title is required', 'Title'),
  content: requiredText('Content is required', 'Content', LIMITS.article),
  alt: altText(),
});
export type BlogInput = z.infer<typeof blogSchema>;

export const blogs = defineResource({
  name: 'blogs',
  admin: { path: 'blog', for: 'write' },
  schema: () => blogSchema,
  files: { image: { kind: 'image' } },
  translatable: ['title', 'content', 'alt'],
  richText: { content: 'Content is required' },
  versioned: true,
  trash: true,
  access: {
    read: 'public',
    write: ['Admin', 'director', 'Author', 'Teacher'],
    writeOthers: ['Admin'],
  },
  labels: {
    title: 'admin.blog.postTitle',
    content: 'admin.blog.content',
    image: 'admin.blog.image',
    alt: 'admin.altText',
    status: 'admin.blog.status',
    publishAt: 'admin.blog.publishAt',
  },
  // Rows written by older versions of the site may lack these; the spec's fallbacks.
  present: (row, files) => ({
    postedBy: row.postedBy || row.author || 'Admin',
    date: row.date || 'Unknown',
    time: row.time || '',
    publishAt: publicationTime(row),
    ...pictureSizesOf(row.textFiles, files),
  }),
  title: (row) => row.title,
  notFound: 'Blog post not found.',
  fields: {
    _id: text(),
    title: text(),
    content: text(),
    author: text(),
    ownerId: nullableText(),
    createdAt: text(),
    updatedAt: text(),
    image: picture(),
    alt: altTextColumn(),
    postedBy: text(),
    /** The spec's date and time of the post: its publication time in East Africa Time. */
    date: text(),
    time: text(),
    /** 'draft' (seen only in the back office) or 'published' (public once publishAt has come). */
    status: withDefault(text<BlogStatus>()),
    /** When a published post goes public (ISO 8601, UTC); a draft keeps the time it is meant for, or null. */
    publishAt: nullableText(),
    lang: language(),
    /** The stored pictures its content names, in any language (decision 030): they stay while it names them. */
    textFiles: textFiles(),
  },
});
