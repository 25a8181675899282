// Share-preview links of blog posts (issue 38 point 2): a random token in the link, its SHA-256 in the
// `previewLinks` table with the post and an expiry. A stored token rather than an HMAC-signed one: revoking
// ("Stop sharing") needs state in the database anyway, servers sharing PostgreSQL then need no common secret,
// and a copy of the database opens no draft.
import { randomBytes } from 'node:crypto';
import type { PreviewSharing } from '../../common/api-types.ts';
import { PREVIEW_LINK_DAYS } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import { tokenDigest } from '../auth/sessions.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link's token for the post, working for PREVIEW_LINK_DAYS from `now`. */
export async function createPreviewLink(
  db: Db,
  postId: string,
  userId: string | null,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + PREVIEW_LINK_DAYS * DAY_MS).toISOString();
  await db
    .insertInto('previewLinks')
    .values({ tokenDigest: tokenDigest(token), postId, createdAt: now.toISOString(), expiresAt, createdById: userId })
    .execute();
  // Expired links are swept whenever one is made, so the table does not grow for ever.
  await db.deleteFrom('previewLinks').where('expiresAt', '<=', now.toISOString()).execute();
  return { token, expiresAt };
}

/** Revokes every link of the post; answers how many still worked. */
export async function revokePreviewLinks(db: Db, postId: string, now: Date): Promise<number> {
  const working = await previewSharing(db, postId, now);
  const result = await db.deleteFrom('previewLinks').where('postId', '=', postId).executeTakeFirst();
  return working.sharedUntil ? Number(result.numDeletedRows) : 0;
}

export async function previewSharing(db: Db, postId: string, now: Date): Promise<PreviewSharing> {
  const row = await db
    .selectFrom('previewLinks')
    .select((eb) => eb.fn.max('expiresAt').as('until'))
    .where('postId', '=', postId)
    .where('expiresAt', '>', now.toISOString())
    .executeTakeFirst();
  return { sharedUntil: row?.until ?? null };
}

/** Whether `token` is a working link of the post at `now` (wrong, expired and revoked ones are not). */
export async function isPreviewLink(db: Db, postId: string, token: string, now: Date): Promise<boolean> {
  if (!/^[A-Za-z0-9_-]{16,64}$/.test(token)) return false;
  const row = await db
    .selectFrom('previewLinks')
    .select('expiresAt')
    .where('tokenDigest', '=', tokenDigest(token))
    .where('postId', '=', postId)
    .executeTakeFirst();
  return !!row && row.expiresAt > now.toISOString();
}
