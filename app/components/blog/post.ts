// What the blog pages send to the browser about a post: the API record cut down to what the cards and
// dialogs show (page data is part of every page's download).
import type { BlogPost, ImageVariants } from '../../../common/api-types.ts';
import type { Shown } from '../../app-context.ts';
import type { Lang } from '../../i18n/languages.ts';
import { excerpt } from '../../lib/excerpt.ts';

export interface PostSummary {
  _id: string;
  title: string;
  excerpt: string;
  image: string | null;
  imageVariants: ImageVariants | null;
  /** The picture's description for blind readers ('' : the title stands in). */
  alt: string;
  postedBy: string;
  date: string;
  time: string;
  /** The language of title and text (decision 021); absent when not read in a language. */
  lang?: Lang;
}

export interface PostFull extends PostSummary {
  /** The text as HTML to show (sanitised, web addresses linked: post-full.server.ts). */
  html: string;
}

/** Title falls back to the record's name; author to postedBy, author, then 'Admin'; date to 'Unknown'. */
export function toSummary(post: Shown<BlogPost>): PostSummary {
  const record = post as Shown<BlogPost> & { name?: string; id?: string };
  return {
    ...(record.lang ? { lang: record.lang } : {}),
    _id: record._id ?? record.id ?? '',
    title: record.title || record.name || '',
    excerpt: excerpt(record.content ?? ''),
    image: record.image ?? null,
    imageVariants: record.imageVariants ?? null,
    alt: record.alt ?? '',
    postedBy: record.postedBy || record.author || 'Admin',
    date: record.date || 'Unknown',
    time: record.time || '',
  };
}

export const DEFAULT_BLOG_IMAGE = '/images/default-blog.svg';

export const postPath = (post: { _id: string }) => `/blog/${post._id}`;
