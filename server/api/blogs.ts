// /api/blogs: posts (common/resources/blogs.ts). Admin changes every post; Director, Author and Teacher only their
// own. A post is a draft or published, and a published post goes public at its publishAt (common/publishing.ts):
// the public list and single reads show only those whose time has come; staff see their drafts with ?view=staff.
import type { Context, Hono } from 'hono';
import type { ActivityDetails } from '../../common/activity.ts';
import type { PreviewLink, PreviewSharing } from '../../common/api-types.ts';
import { PREVIEW_PARAM } from '../../common/constants.ts';
import { allows, mayEditPost } from '../../common/permissions.ts';
import { isPublicPost, postState, publishing } from '../../common/publishing.ts';
import { publishingSchema } from '../../common/schemas.ts';
import type { Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { AppEnv } from '../context.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { BlogRow } from '../db/schema.ts';
import { forbidden } from '../http/errors.ts';
import { parse } from '../http/body.ts';
import { withTranslations } from '../repositories/translations.ts';
import { recordActivity } from '../repositories/activity.ts';
import { createPreviewLink, previewSharing, revokePreviewLinks } from '../repositories/preview-links.ts';
import { found, idParam } from './route-helpers.ts';
import { listStaffPosts } from '../resources/blogs.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import { actorOf, resourceRoutes } from '../resources/routes.ts';
import { readPage } from '../resources/lists.ts';
import { pageQuery } from '../resources/page-query.ts';

const blogs = SERVER_RESOURCES.blogs;
const access = blogs.def.access;

/** Whether this user may change the post (Admin every post, the others their own). */
const mayChange = (user: SessionUser, row: BlogRow) => mayEditPost(user, row);

export function blogRoutes(deps: Deps) {
  const routes = resourceRoutes(deps, blogs, {
    mayChange,
    // The author is whoever is signed in, whatever the form said (spec section 5); the publishing fields set
    // the status, the publication time and the spec's date and time.
    values: (_input, form, user, stored) => ({
      ...(stored ? {} : { author: user.name, postedBy: user.name, ownerId: user._id }),
      ...publishing(parse(publishingSchema, form.fields), deps.clock.now(), stored),
    }),
    action: ({ stored, row }) =>
      stored && row.status === 'published' && (stored.status !== 'published' || stored.publishAt !== row.publishAt)
        ? 'publish'
        : stored
          ? 'update'
          : 'create',
    // A new post's log entry says when it is not public at once.
    details: ({ stored, row }) => {
      if (stored) return {};
      const state = postState(row, deps.clock.now());
      if (state === 'draft') return { draft: true };
      return state === 'scheduled' ? { scheduledFor: `${row.date} ${row.time}` } : {};
    },
    readable: (c, row) => isPublicPost(row, deps.clock.now()) || (!!c.var.user && mayChange(c.var.user, row)),
    // The back office's list: drafts and scheduled posts too (every post for an Admin, else also one's own).
    list: async (c) => {
      if (c.req.query('view') !== 'staff') return null;
      const user = currentUser(c);
      if (!allows(access.write, user.role)) throw forbidden();
      const owner = allows(access.writeOthers!, user.role) ? null : user._id;
      const withLanguages = c.req.query('with') === 'translations';
      // A page of the staff's posts, searched and filtered on the server (the admin's list).
      const paged = pageQuery(c, { ownerId: owner });
      if (paged) {
        const page = await readPage(deps, blogs, paged);
        return c.json(withLanguages ? { ...page, items: await withTranslations(deps.db, 'blogs', page.items) } : page);
      }
      const posts = await listStaffPosts(deps, owner);
      return c.json(withLanguages ? await withTranslations(deps.db, 'blogs', posts) : posts);
    },
  });
  return withPreviewLinks(deps, routes);
}

/**
 * A post's share-preview links (issue 38 point 2), for those who may change the post: GET says until when it is
 * shared, POST makes a new link (working PREVIEW_LINK_DAYS), DELETE revokes every link of the post ("Stop
 * sharing"). Each change is an activity entry.
 */
function withPreviewLinks(deps: Deps, routes: Hono<AppEnv>) {
  const editable = async (c: Context<AppEnv>) => {
    const user = currentUser(c);
    const row = found(await blogs.rows.find(deps.db, idParam(c)), blogs.def.notFound);
    if (!mayChange(user, row)) throw forbidden();
    return row;
  };
  const log = (c: Context<AppEnv>, row: BlogRow, details: ActivityDetails) =>
    recordActivity(deps.db, deps.clock.now(), actorOf(c), {
      action: 'share-preview',
      recordType: 'blogs',
      recordId: row._id,
      recordOwnerId: row.ownerId,
      details: { title: row.title, ...details },
    });
  const path = '/:id/preview-links';
  routes.get(path, allow(access.write), async (c) => {
    const row = await editable(c);
    return c.json(await previewSharing(deps.db, row._id, deps.clock.now()));
  });
  routes.post(path, allow(access.write), async (c) => {
    const row = await editable(c);
    const link = await createPreviewLink(deps.db, row._id, currentUser(c)._id, deps.clock.now());
    await log(c, row, { sharedUntil: link.expiresAt });
    const url = `/blog/${row._id}?${PREVIEW_PARAM}=${link.token}`;
    return c.json({ url, expiresAt: link.expiresAt } satisfies PreviewLink, 201);
  });
  routes.delete(path, allow(access.write), async (c) => {
    const row = await editable(c);
    const revoked = await revokePreviewLinks(deps.db, row._id, deps.clock.now());
    if (revoked) await log(c, row, { stoppedSharing: true });
    return c.json({ sharedUntil: null } satisfies PreviewSharing);
  });
  return routes;
}
