// The blog's reading on the server: the public posts (published, and due: common/publishing.ts), newest
// publication first, and the posts staff work on. `isPublic` is the database's form of the publishing rule.
import { sql, type ExpressionBuilder } from 'kysely';
import type { BlogPost } from '../../common/api-types.ts';
import { isPublicPost } from '../../common/publishing.ts';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { SERVER_RESOURCES } from './index.ts';
import { noteNextPublication } from './lists.ts';
import type { Deps } from '../context.ts';
import type { PostAddress } from '../../app/app-context.ts';
import { LANGUAGES } from '../../app/i18n/languages.ts';

const blogs = SERVER_RESOURCES.blogs;

/** What a reader of a public list needs to know about time: now, and how to say when the list changes by itself. */
export interface Schedule {
  now: Date;
  /** The list hides a post that goes public at `time`: answers kept from it must not outlive that moment. */
  expireAt(time: Date): void;
}

/** The post's publication time in SQL (common/publishing.ts publicationTime). */
const publishedAt = sql<string>`coalesce("publishAt", "createdAt")`;

/** Published posts whose time has come at `now` (common/publishing.ts: postState is 'published'). */
const isPublic = (now: Date) => (eb: ExpressionBuilder<Database, 'blogs'>) =>
  eb.and([eb('status', '=', 'published'), eb(publishedAt, '<=', now.toISOString())]);

/** The public posts, newest publication first; tells `schedule` when the next scheduled post goes public. */
export async function listBlogPosts(db: Db, schedule: Schedule): Promise<BlogPost[]> {
  const rows = await db
    .selectFrom('blogs')
    .selectAll()
    .where(isPublic(schedule.now))
    .orderBy(publishedAt, 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('_id', 'desc')
    .execute();
  const next = await db
    .selectFrom('blogs')
    .select((eb) => eb.fn.min('publishAt').as('at'))
    .where('status', '=', 'published')
    .where('publishAt', '>', schedule.now.toISOString())
    .executeTakeFirst();
  if (next?.at) schedule.expireAt(new Date(next.at));
  return blogs.present.many(db, rows);
}

/**
 * The posts a staff member works on in the back office, drafts and scheduled ones included: every post for
 * those who may change others' posts (`ownerId` null), else the public ones and their own.
 */
export async function listStaffPosts(db: Db, now: Date, ownerId: string | null): Promise<BlogPost[]> {
  let query = db.selectFrom('blogs').selectAll();
  if (ownerId !== null) query = query.where((eb) => eb.or([eb('ownerId', '=', ownerId), isPublic(now)(eb)]));
  const rows = await query.orderBy(publishedAt, 'desc').orderBy('createdAt', 'desc').orderBy('_id', 'desc').execute();
  return blogs.present.many(db, rows);
}

/** One public post at `now`, or undefined when there is none with this id (or it is a draft or not due yet). */
export async function readBlogPost(db: Db, id: string, now: Date): Promise<BlogPost | undefined> {
  const row = await blogs.rows.find(db, id);
  return row && isPublicPost(row, now) ? blogs.present.one(db, row) : undefined;
}

/**
 * The public posts' addresses for the sitemap: one part of `size` posts, newest first, with the languages each
 * has (its original's and its translations'), and how many public posts there are. Reads only those columns.
 */
export async function readPostAddresses(
  deps: Pick<Deps, 'db' | 'clock' | 'cache'>,
  part: number,
  size: number,
): Promise<{ total: number; posts: PostAddress[] }> {
  const load = async () => {
    await noteNextPublication(deps);
    const now = deps.clock.now();
    const base = deps.db.selectFrom('blogs').where(isPublic(now));
    const [rows, count] = await Promise.all([
      base
        .select(['_id', 'updatedAt', 'lang'])
        .orderBy(publishedAt, 'desc')
        .orderBy('createdAt', 'desc')
        .orderBy('_id', 'desc')
        .limit(size)
        .offset((part - 1) * size)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    ]);
    const ids = rows.map((row) => row._id);
    const translated = ids.length
      ? await deps.db
          .selectFrom('translations')
          .select(['recordId', 'lang'])
          .where('recordType', '=', 'blogs')
          .where('recordId', 'in', ids)
          .execute()
      : [];
    const posts = rows.map((row) => {
      const has = new Set([row.lang, ...translated.filter((t) => t.recordId === row._id).map((t) => t.lang)]);
      return { _id: row._id, updatedAt: row.updatedAt, languages: LANGUAGES.filter((lang) => has.has(lang)) };
    });
    return { total: Number(count.total), posts };
  };
  return (await deps.cache.get(`blogs?addresses&part=${part}&size=${size}`, load)).value;
}
