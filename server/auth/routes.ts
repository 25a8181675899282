// /api/auth: sign in, sign out, who am I, change my password.
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import { changePasswordSchema, loginSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';
import { publicUser } from '../api/users.ts';
import { lookupImages } from '../api/images.ts';
import { currentUser } from './guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { SESSION_COOKIE, SESSION_DAYS, createSession, endSession, endUserSessions } from './sessions.ts';
import { beginAttempt, clearFailures } from './throttle.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const present = async (user: Parameters<typeof publicUser>[0]) =>
    publicUser(user, await lookupImages(deps.media, [user.image]));

  async function startSession(c: Context<AppEnv>, userId: string) {
    const session = await createSession(db, userId);
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.config.secureCookies,
      path: '/',
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });
  }

  app.post('/login', async (c) => {
    const input = parse(loginSchema, await readJson(c));
    const email = input.email.toLowerCase();
    const wait = await beginAttempt(db, email);
    if (wait) await sleep(wait);
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    // The spec's login dialog reads these words: "not found" marks the e-mail, "password" the password.
    if (!user) {
      throw new HttpError(401, 'User not found', { email: 'Email not found' });
    }
    if (!(await verifyPassword(input.password, user.passwordHash))) {
      throw new HttpError(401, 'Incorrect password', { password: 'Incorrect password' });
    }
    await clearFailures(db, email);
    // A fresh session id at every sign-in; the one the browser had (if any) ends.
    if (c.var.sessionToken) await endSession(db, c.var.sessionToken);
    await startSession(c, user._id);
    deps.logger.info('signed in', { requestId: c.var.requestId, userId: user._id });
    return c.json(await present(user));
  });

  app.post('/logout', async (c) => {
    if (c.var.sessionToken) await endSession(db, c.var.sessionToken);
    deleteCookie(c, SESSION_COOKIE, { path: '/' });
    return c.json({ message: 'Signed out.' });
  });

  app.get('/me', async (c) => {
    const user = currentUser(c);
    return c.json(await present({ ...user, passwordHash: '' }));
  });

  app.put('/password', async (c) => {
    const me = currentUser(c);
    const input = parse(changePasswordSchema, await readJson(c));
    const row = await db.selectFrom('users').selectAll().where('_id', '=', me._id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.currentPassword, row.passwordHash))) {
      throw new HttpError(400, 'The current password is not correct.', {
        currentPassword: 'The current password is not correct.',
      });
    }
    await db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(input.newPassword), updatedAt: new Date().toISOString() })
      .where('_id', '=', me._id)
      .execute();
    // Every other session of this user ends; this one goes on under a fresh id.
    await endUserSessions(db, me._id);
    await startSession(c, me._id);
    return c.json({ message: 'Password changed.' });
  });

  return app;
}
