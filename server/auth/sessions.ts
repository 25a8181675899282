// Server-side sessions: the cookie holds a random 128-bit value; the table holds its SHA-256.
import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '../../common/permissions.ts';
import type { Db } from '../db/database.ts';

export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 14;

export interface SessionUser {
  _id: string;
  name: string;
  email: string;
  phone: string;
  role: Role;
  image: string | null;
  createdAt: string;
  updatedAt: string;
}

/**
 * What the database keeps of a secret token (session, password-reset link, sign-in challenge): its SHA-256,
 * so that a copy of the database lets nobody in.
 */
export const tokenDigest = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: string, now: Date): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db
    .insertInto('sessions')
    .values({ id: tokenDigest(token), userId, createdAt: now.toISOString(), expiresAt: expiresAt.toISOString() })
    .execute();
  // Old sessions are swept whenever someone signs in, so the table does not grow for ever.
  await db.deleteFrom('sessions').where('expiresAt', '<', now.toISOString()).execute();
  return { token, expiresAt };
}

export async function findSessionUser(db: Db, token: string, now: Date): Promise<SessionUser | null> {
  if (!/^[A-Za-z0-9_-]{10,64}$/.test(token)) return null;
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users._id', 'sessions.userId')
    .select([
      'users._id',
      'users.name',
      'users.email',
      'users.phone',
      'users.role',
      'users.image',
      'users.createdAt',
      'users.updatedAt',
      'sessions.expiresAt',
    ])
    .where('sessions.id', '=', tokenDigest(token))
    .executeTakeFirst();
  if (!row || row.expiresAt < now.toISOString()) return null;
  const { expiresAt: _expires, ...user } = row;
  return user;
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', tokenDigest(token)).execute();
}

export async function endUserSessions(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('sessions').where('userId', '=', userId).execute();
}
