// /api/blogs: posts. Admin changes every post; Director, Author and Teacher only their own.
// A post is a draft or published, and a published post goes public at its publishAt (docs/decisions/019):
// the public list and single reads show only those whose time has come; staff see their drafts with ?view=staff.
import { Hono } from 'hono';
import { schoolDateTime } from '../../common/school-time.ts';
import { blogSchema, publishingSchema, type PublishingInput } from '../../common/schemas.ts';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { newId } from '../db/ids.ts';
import type { BlogRow } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { keepVersion } from '../repositories/versions.ts';
import { parse, readForm } from '../http/body.ts';
import {
  findBlogRow,
  insertBlog,
  isPublicPost,
  listStaffPosts,
  presentBlogs,
  updateBlog,
} from '../repositories/blogs.ts';
import { prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { withTranslations } from '../repositories/translations.ts';
import { found, idParam, removes, withStoredValues } from './route-helpers.ts';
import { answerList, answerRecord, readTranslationForm, saveTranslations } from './translations.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'Blog post not found.';
const access = API_ACCESS.blogs;

/** Whether this user may change the post (Admin every post, the others their own). */
const mayChange = (user: SessionUser | null, row: BlogRow) =>
  !!user && allows(access.write, user.role) && (allows(access.writeOthers, user.role) || row.ownerId === user._id);

/** The stored post, if this user may change it. */
async function ownPost(deps: Deps, user: SessionUser, id: string): Promise<BlogRow> {
  const row = found(await findBlogRow(deps.db, id), NOT_FOUND);
  if (!mayChange(user, row)) throw forbidden('You may only change your own records.');
  return row;
}

type Publishing = Pick<BlogRow, 'status' | 'publishAt' | 'date' | 'time'>;

/** The stored post's publication time; published posts from before drafts existed count from their creation. */
const storedPublishAt = (row: BlogRow) => row.publishAt ?? (row.status === 'published' ? row.createdAt : null);

/**
 * Status, publication time and the spec's date/time of a post after a save. Left out, a new post is published
 * now and an edit keeps what is stored; a draft published without a time (or with one gone by) goes public now.
 * The date and time then show the publication time in East Africa Time.
 */
function publishing(input: PublishingInput, now: Date, stored?: BlogRow): Publishing {
  const status = input.status ?? stored?.status ?? 'published';
  const before = stored ? storedPublishAt(stored) : null;
  let publishAt = input.publishAt !== undefined ? input.publishAt : before;
  const nowIso = now.toISOString();
  const publishedNow = status === 'published' && stored?.status !== 'published' && input.publishAt === undefined;
  if (status === 'published' && (publishAt === null || (publishedNow && publishAt < nowIso))) publishAt = nowIso;
  if (stored && publishAt === before && status === stored.status)
    return { status, publishAt: stored.publishAt, date: stored.date, time: stored.time };
  return { status, publishAt, ...schoolDateTime(publishAt ? new Date(publishAt) : now) };
}

/** How a new post was saved, for the activity log: ' (draft)' or ' (to be published 2027-03-01 07:00 EAT)'. */
function publishingNote(row: BlogRow): string {
  if (row.status === 'draft') return ' (draft)';
  return row.publishAt && row.publishAt > row.createdAt ? ` (to be published ${row.date} ${row.time} EAT)` : '';
}

export function blogRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => {
    if (c.req.query('view') !== 'staff')
      return answerList(c, deps, PUBLIC_LISTS.blogs, () => allows(access.writeOthers, c.var.user?.role));
    // The back office's list: drafts and scheduled posts too (every post for an Admin, else also one's own).
    const user = currentUser(c);
    if (!allows(access.write, user.role)) throw forbidden();
    const owner = allows(access.writeOthers, user.role) ? null : user._id;
    const posts = await listStaffPosts(deps.db, deps.clock.now(), owner);
    return c.json(c.req.query('with') === 'translations' ? await withTranslations(deps.db, 'blogs', posts) : posts);
  });

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findBlogRow(deps.db, idParam(c)), NOT_FOUND);
    // A draft or a post not yet due is not found, except by whoever may change it.
    if (!isPublicPost(row, deps.clock.now()) && !mayChange(c.var.user, row)) throw notFound(NOT_FOUND);
    return answerRecord(c, deps.db, 'blogs', await presentBlogs.one(deps.db, row), mayChange(c.var.user, row));
  });

  app.post('/', allow(access.write), async (c) => {
    const user = currentUser(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(blogSchema, form.fields);
    const when = parse(publishingSchema, form.fields);
    const languages = readTranslationForm(c, 'blogs', form.fields);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const clock = deps.clock.now();
      const now = clock.toISOString();
      // The author is whoever is signed in, whatever the form said (spec section 5).
      const saved = await insertBlog(trx, {
        _id: newId(),
        lang: languages.originalLang,
        title: input.title,
        content: input.content,
        image: await replaceFile(files, null, uploads.image[0]),
        author: user.name,
        postedBy: user.name,
        ownerId: user._id,
        ...publishing(when, clock),
        createdAt: now,
        updatedAt: now,
      });
      await saveTranslations(trx, c, 'blogs', saved, languages, clock);
      return saved;
    });
    deps.cache.invalidate(PUBLIC_LISTS.blogs.key);
    await noteCreated(deps, c, 'blogs', row, `${row.title}${publishingNote(row)}`);
    return answerRecord(c, deps.db, 'blogs', await presentBlogs.one(deps.db, row), true, 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = await ownPost(deps, user, id);
    const input = parse(blogSchema, withStoredValues(blogSchema, form.fields, stored));
    const when = parse(publishingSchema, form.fields);
    const languages = readTranslationForm(c, 'blogs', form.fields, stored);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = deps.clock.now();
      const saved = await updateBlog(trx, id, {
        lang: languages.originalLang,
        title: input.title,
        content: input.content,
        image: await replaceFile(files, stored.image, uploads.image[0], removes(form, 'image')),
        ...publishing(when, now, stored),
        updatedAt: now.toISOString(),
      });
      await keepVersion(trx, { type: 'blogs', before: stored, after: saved, by: user, at: now });
      await saveTranslations(trx, c, 'blogs', saved, languages, now);
      return saved;
    });
    deps.cache.invalidate(PUBLIC_LISTS.blogs.key);
    const published =
      row.status === 'published' && (stored.status !== 'published' || stored.publishAt !== row.publishAt);
    await noteUpdated(deps, c, 'blogs', stored, row, published ? 'publish' : 'update');
    return answerRecord(c, deps.db, 'blogs', await presentBlogs.one(deps.db, row), true);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = await ownPost(deps, currentUser(c), id);
    return deleteToTrash(deps, c, 'blogs', stored);
  });

  return app;
}
