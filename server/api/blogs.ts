// /api/blogs: posts. Admin changes every post; Director, Author and Teacher only their own.
import { blogSchema } from '../../common/schemas.ts';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import type { Deps } from '../context.ts';
import type { BlogRow } from '../db/schema.ts';
import { imageFields } from './images.ts';
import { resourceRoutes } from './resource.ts';

const SCHOOL_TIME_ZONE = 'Africa/Dar_es_Salaam';

/** The post's date and time as the school reads them (East Africa Time). */
export function schoolDateTime(now = new Date()): { date: string; time: string } {
  const date = new Intl.DateTimeFormat('en-CA', { timeZone: SCHOOL_TIME_ZONE, dateStyle: 'short' }).format(now);
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: SCHOOL_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
  return { date, time };
}

export function blogRoutes(deps: Deps) {
  return resourceRoutes<BlogRow, ReturnType<typeof blogSchema.parse>>(deps, {
    table: 'blogs',
    cacheKey: 'blogs',
    access: API_ACCESS.blogs,
    schema: () => blogSchema,
    images: [{ name: 'image' }],
    notFoundMessage: 'Blog post not found.',
    mayChange: (user, row) => allows(API_ACCESS.blogs.writeOthers, user.role) || row.ownerId === user._id,
    toRow(input, { user, existing }) {
      if (existing) return { title: input.title, content: input.content };
      // The author is whoever is signed in, whatever the form said (spec section 5).
      return {
        title: input.title,
        content: input.content,
        author: user.name,
        postedBy: user.name,
        ownerId: user._id,
        ...schoolDateTime(),
      };
    },
    toApi: (row, images) => ({
      _id: row._id,
      title: row.title,
      content: row.content,
      ...imageFields('image', row.image, images),
      postedBy: row.postedBy || row.author || 'Admin',
      author: row.author,
      ownerId: row.ownerId,
      date: row.date || 'Unknown',
      time: row.time || '',
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    }),
  });
}
