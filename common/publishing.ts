// The blog's publishing rules (decision 019), written once for the server, the pages and the back office:
// whether a post is public, and what a save does to its status and publication time. The database's query of the
// same rule is server/resources/blogs.ts `publicPosts`, which follows `postState` below.
import type { BlogStatus } from './constants.ts';
import { schoolDateTime } from './school-time.ts';

/** The publishing columns of a post (row or answer). */
export interface Publishing {
  status: BlogStatus;
  /** When a published post goes public (ISO 8601 UTC); null for a draft without a time. */
  publishAt: string | null;
}

/**
 * The post's publication time: its publishAt, or for a published post from before drafts existed (no
 * publishAt), its creation.
 */
export const publicationTime = (post: Publishing & { createdAt: string }): string | null =>
  post.publishAt ?? (post.status === 'published' ? post.createdAt : null);

/** When a public post went public (its answer's publishAt; an answer of an older server has only createdAt). */
export const publishedAt = (post: { publishAt: string | null; createdAt: string }): string =>
  post.publishAt ?? post.createdAt;

export type PostState = 'draft' | 'scheduled' | 'published';

/** A post's state at `now`: a draft, published with a time still to come (scheduled), or public. */
export function postState(post: Publishing & { createdAt?: string }, now: Date | number = Date.now()): PostState {
  if (post.status === 'draft') return 'draft';
  const at = post.publishAt ?? post.createdAt;
  return at && Date.parse(at) > Number(now) ? 'scheduled' : 'published';
}

/** Whether the public may see the post at `now` (every public list, page, feed and the sitemap). */
export const isPublicPost = (post: Publishing & { createdAt: string }, now: Date) =>
  postState(post, now) === 'published';

/** What a save asks of a post's publishing: both optional (left out: a new post is published now). */
export interface PublishingInput {
  status?: BlogStatus;
  /** A time, or null for "none chosen"; undefined when not sent. */
  publishAt?: string | null;
}

/**
 * Status, publication time and the spec's date/time of a post after a save. Left out, a new post is published
 * now and an edit keeps what is stored; a draft published without a time (or with one gone by) goes public now.
 * The date and time then show the publication time in East Africa Time.
 */
export function publishing(
  input: PublishingInput,
  now: Date,
  stored?: Publishing & { createdAt: string; date: string; time: string },
): Publishing & { date: string; time: string } {
  const status = input.status ?? stored?.status ?? 'published';
  const before = stored ? publicationTime(stored) : null;
  let publishAt = input.publishAt !== undefined ? input.publishAt : before;
  const nowIso = now.toISOString();
  const publishedNow = status === 'published' && stored?.status !== 'published' && input.publishAt === undefined;
  if (status === 'published' && (publishAt === null || (publishedNow && publishAt < nowIso))) publishAt = nowIso;
  if (stored && publishAt === before && status === stored.status)
    return { status, publishAt: stored.publishAt, date: stored.date, time: stored.time };
  return { status, publishAt, ...schoolDateTime(publishAt ? new Date(publishAt) : now) };
}
