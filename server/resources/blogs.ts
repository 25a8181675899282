// The blog's own reads on the server: one public post, the posts staff work on, and the posts' addresses for the
// sitemap. (Its lists are read as every list is: server/resources/lists.ts, whose `publicPost` is the database's
// form of the publishing rule of common/publishing.ts.)
import type { BlogPost } from '../../common/api-types.ts';
import { isPublicPost, publishing } from '../../common/publishing.ts';
import { publishingSchema } from '../../common/schemas.ts';
import { withStoredValues } from '../api/route-helpers.ts';
import { HttpError } from '../http/errors.ts';
import { parse, type FormInput } from '../http/body.ts';
import { cleanRich } from './save.ts';
import type { Db } from '../db/database.ts';
import { mayEditPost } from '../../common/permissions.ts';
import { findSessionUser } from '../auth/sessions.ts';
import { isPreviewLink } from '../repositories/preview-links.ts';
import { SERVER_RESOURCES } from './index.ts';
import { POST_TIME, everyRecord, noteNextPublication, publicPost } from './lists.ts';
import type { Deps } from '../context.ts';
import type { PostAddress } from '../../app/app-context.ts';
import { LANGUAGES } from '../../app/i18n/languages.ts';

const blogs = SERVER_RESOURCES.blogs;

/**
 * The posts a staff member works on in the back office, drafts and scheduled ones included, unpaged (the admin
 * reads pages: `?page=`): every post for those who may change others' posts (`ownerId` null), else the public
 * ones and their own. Read a batch at a time.
 */
export async function listStaffPosts(deps: Pick<Deps, 'db' | 'clock'>, ownerId: string | null): Promise<BlogPost[]> {
  const posts: BlogPost[] = [];
  for await (const batch of everyRecord(deps, blogs, undefined, { staff: { ownerId } })) posts.push(...batch);
  return posts;
}

/** One public post at `now`, or undefined when there is none with this id (or it is a draft or not due yet). */
export async function readBlogPost(db: Db, id: string, now: Date): Promise<BlogPost | undefined> {
  const row = await blogs.rows.find(db, id);
  return row && isPublicPost(row, now) ? blogs.present.one(db, row) : undefined;
}

/**
 * A post that is not public at `now`, for its preview (issue 38 point 2): answered when `token` is a working
 * share-preview link of it, or the session is of someone who may change it; undefined otherwise (and for a
 * public post: its page is the public one). The session is looked up only here, never for a public page.
 */
export async function readPostPreview(
  deps: Pick<Deps, 'db' | 'clock'>,
  id: string,
  viewer: { token: string | null; sessionToken?: string },
): Promise<BlogPost | undefined> {
  const now = deps.clock.now();
  const row = await blogs.rows.find(deps.db, id);
  if (!row || isPublicPost(row, now)) return undefined;
  const allowed =
    (viewer.token !== null && (await isPreviewLink(deps.db, id, viewer.token, now))) ||
    (viewer.sessionToken !== undefined &&
      (await findSessionUser(deps.db, viewer.sessionToken, now).then((user) => !!user && mayEditPost(user, row))));
  return allowed ? blogs.present.one(deps.db, row) : undefined;
}

/**
 * A post as it would be after saving the form `fields` (issue 38 point 2, "Preview changes"), for its page only:
 * nothing is written. The fields are checked and cleaned as a save checks and cleans them (the schema, the
 * publishing fields, the rich text's sanitising), so what is shown is what a save would store; a field left out
 * keeps its stored value, the picture is the stored one. Only for a signed-in user who may change the post (as
 * its draft's preview): 404 without such a post, 403 for anyone else; a form a save would refuse, its 400.
 */
export async function previewPostChanges(
  deps: Pick<Deps, 'db' | 'clock' | 'config'>,
  id: string,
  fields: FormInput['fields'],
  sessionToken: string | undefined,
): Promise<BlogPost> {
  const now = deps.clock.now();
  const row = found(await blogs.rows.find(deps.db, id));
  const user = sessionToken === undefined ? null : await findSessionUser(deps.db, sessionToken, now);
  if (!user || !mayEditPost(user, row))
    throw new HttpError(403, 'Only staff who may change this post can preview changes of it. Please sign in.');
  const schema = blogs.def.schema({ schoolNames: deps.config.schoolNames });
  const input = parse(schema, withStoredValues(schema, fields, row));
  const values = cleanRich(blogs.def, { ...input, ...publishing(parse(publishingSchema, fields), now, row) });
  return blogs.present.one(deps.db, { ...row, ...values });
}

const found = <T>(row: T | undefined): T => {
  if (!row) throw new HttpError(404, blogs.def.notFound);
  return row;
};

/**
 * The public posts' addresses for the sitemap: one part of `size` posts, newest first, with the languages each
 * has (its original's and its translations'), and how many public posts there are. Reads only those columns;
 * a size of 0 only counts them.
 */
export async function readPostAddresses(
  deps: Pick<Deps, 'db' | 'clock' | 'cache'>,
  part: number,
  size: number,
): Promise<{ total: number; posts: PostAddress[] }> {
  const load = async () => {
    await noteNextPublication(deps);
    const now = deps.clock.now();
    const base = deps.db.selectFrom('blogs').where(publicPost(now) as never);
    const [rows, count] = await Promise.all([
      size === 0
        ? []
        : base
            .select(['_id', 'updatedAt', 'lang'])
            .orderBy(POST_TIME, 'desc')
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
          .where('outdatedSince', 'is', null)
          .execute()
      : [];
    // Each post's languages: its original's and its translations' (grouped once, not searched per post).
    const has = new Map(rows.map((row) => [row._id, new Set<string>([row.lang])]));
    for (const t of translated) has.get(t.recordId)?.add(t.lang);
    const posts = rows.map((row) => ({
      _id: row._id,
      updatedAt: row.updatedAt,
      languages: LANGUAGES.filter((lang) => has.get(row._id)!.has(lang)),
    }));
    return { total: Number(count.total), posts };
  };
  return (await deps.cache.get(`blogs?addresses&part=${part}&size=${size}`, load)).value;
}
