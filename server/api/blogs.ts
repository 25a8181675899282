// /api/blogs: posts. Admin changes every post; Director, Author and Teacher only their own.
import { Hono } from 'hono';
import { blogSchema } from '../../common/schemas.ts';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { newId } from '../db/ids.ts';
import type { BlogRow } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { parse, readForm } from '../http/body.ts';
import { deleteBlog, findBlogRow, insertBlog, presentBlogs, readBlogPost, updateBlog } from '../repositories/blogs.ts';
import { deleteWithFiles, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS, readPublicList } from '../repositories/public-lists.ts';
import { deleted, found, idParam, removes, sendCached, withStoredValues } from './route-helpers.ts';

const SCHOOL_TIME_ZONE = 'Africa/Dar_es_Salaam';
const NOT_FOUND = 'Blog post not found.';
const access = API_ACCESS.blogs;

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

/** The stored post, if this user may change it (Admin every post, the others their own). */
async function ownPost(deps: Deps, user: SessionUser, id: string): Promise<BlogRow> {
  const row = found(await findBlogRow(deps.db, id), NOT_FOUND);
  if (!allows(access.writeOthers, user.role) && row.ownerId !== user._id)
    throw forbidden('You may only change your own records.');
  return row;
}

export function blogRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => sendCached(c, await readPublicList(deps, PUBLIC_LISTS.blogs)));

  app.get('/:id', allow(access.read), async (c) => {
    return c.json(found(await readBlogPost(deps.db, idParam(c)), NOT_FOUND));
  });

  app.post('/', allow(access.write), async (c) => {
    const user = currentUser(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(blogSchema, form.fields);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      // The author is whoever is signed in, whatever the form said (spec section 5).
      return insertBlog(trx, {
        _id: newId(),
        title: input.title,
        content: input.content,
        image: await replaceFile(files, null, uploads.image[0]),
        author: user.name,
        postedBy: user.name,
        ownerId: user._id,
        ...schoolDateTime(),
        createdAt: now,
        updatedAt: now,
      });
    });
    deps.cache.invalidate(PUBLIC_LISTS.blogs.key);
    return c.json(await presentBlogs.one(deps.db, row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const user = currentUser(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = await ownPost(deps, user, id);
    const input = parse(blogSchema, withStoredValues(blogSchema, form.fields, stored));
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) =>
      updateBlog(trx, id, {
        title: input.title,
        content: input.content,
        image: await replaceFile(files, stored.image, uploads.image[0], removes(form, 'image')),
        updatedAt: new Date().toISOString(),
      }),
    );
    deps.cache.invalidate(PUBLIC_LISTS.blogs.key);
    return c.json(await presentBlogs.one(deps.db, row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = await ownPost(deps, currentUser(c), id);
    await deleteWithFiles(deps.media, [stored.image], (trx) => deleteBlog(trx, id));
    deps.cache.invalidate(PUBLIC_LISTS.blogs.key);
    return deleted(c, id);
  });

  return app;
}
