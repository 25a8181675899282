// /api/auth: sign in, sign out, who am I, change my password.
import { Hono, type Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { SignInChallenge, SignedInWithCode } from '../../common/api-types.ts';
import { changePasswordSchema, loginSchema, signInCodeSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';
import type { UserRow } from '../db/schema.ts';
import { setPasswordEndingSessions } from '../repositories/users.ts';
import { SERVER_RESOURCES } from '../resources/index.ts';
import { currentUser } from './guard.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { refuseWeakPassword } from './password-rules.ts';
import { SESSION_COOKIE, SESSION_DAYS, createSession, endSession } from './sessions.ts';
import { beginAttempt, clearFailures, tooManySignIns } from './throttle.ts';
import { RateLimiter, limitKey } from '../limits/rate-limiter.ts';
import { NO_SOCKET } from '../http/client-address.ts';
import { SIGN_IN_ATTEMPTS, SIGN_IN_FAILURES } from '../limits/abuse-limits.ts';
import {
  WRONG_CODE,
  beginSetup,
  challengeUser,
  checkSignInCode,
  createChallenge,
  endChallenge,
  secondStepOf,
} from './two-step.ts';
import { twoStepKey } from './two-step-key.ts';
import { wrongCodeLimits } from './wrong-codes.ts';
import { noteActivity } from '../api/activity.ts';
import { LOGIN_LOCK_MINUTES, LOGIN_MAX_FAILURES } from '../../common/constants.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function authRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const present = (user: UserRow) => SERVER_RESOURCES.users.present.one(db, user);

  async function startSession(c: Context<AppEnv>, userId: string) {
    const session = await createSession(db, userId, deps.clock.now());
    setCookie(c, SESSION_COOKIE, session.token, {
      httpOnly: true,
      sameSite: 'Lax',
      secure: deps.config.secureCookies,
      path: '/',
      maxAge: SESSION_DAYS * 24 * 60 * 60,
    });
  }

  // Per client address, across accounts and across the servers sharing the database (server/limits/).
  const attempts = new RateLimiter(deps, 'sign-in', SIGN_IN_ATTEMPTS);
  const failures = new RateLimiter(deps, 'sign-in-failures', SIGN_IN_FAILURES);
  const codeLimits = wrongCodeLimits(deps);
  const now = () => deps.clock.now();

  /** Counts an attempt at the account's password or code from this address (throttle.ts), slowed if need be. */
  async function accountAttempt(c: Context<AppEnv>, email: string) {
    const wait = await beginAttempt(db, email, c.var.clientAddress, now().getTime());
    if (wait) await sleep(wait);
  }

  /** A wrong password or code: counted against the address, and the account's lockout noted when it locks. */
  async function failed(c: Context<AppEnv>, key: string | null, user: { _id: string; email: string }) {
    if (key !== null) await failures.hit(key);
    await noteIfLocked(c, user);
  }

  /** The per-address limits (across accounts) of a sign-in request: its key, or a 429. */
  async function takeAttempt(c: Context<AppEnv>): Promise<string | null> {
    const address = c.var.clientAddress;
    // Requests made inside the process (tests, tools) have no address to limit.
    const key = address === NO_SOCKET ? null : limitKey(address);
    const refusedFor = key === null ? 0 : Math.max(await attempts.take(key), await failures.waitMs(key));
    if (refusedFor > 0) {
      deps.logger.warn('sign-in refused: too many attempts from this address', {
        requestId: c.var.requestId,
        client: address,
      });
      throw tooManySignIns(refusedFor);
    }
    return key;
  }

  /** Both steps done (or only one needed): the failures are forgotten and a fresh session starts. */
  async function signedIn(c: Context<AppEnv>, user: { _id: string; email: string; name: string }) {
    await clearFailures(db, user.email, c.var.clientAddress);
    // A fresh session id at every sign-in; the one the browser had (if any) ends.
    if (c.var.sessionToken) await endSession(db, c.var.sessionToken);
    await startSession(c, user._id);
    deps.logger.info('signed in', { requestId: c.var.requestId, userId: user._id });
    await noteActivity(
      deps,
      c,
      { action: 'sign-in', recordType: 'users', recordId: user._id, details: { title: user.name } },
      user,
    );
  }

  /** A failed attempt that used up the account's last try from this address locks it: recorded once. */
  async function noteIfLocked(c: Context<AppEnv>, user: { _id: string; email: string }) {
    const row = await db
      .selectFrom('loginFailures')
      .select('count')
      .where('email', '=', user.email)
      .where('address', '=', c.var.clientAddress)
      .executeTakeFirst();
    if (Number(row?.count) !== LOGIN_MAX_FAILURES) return;
    const details = { minutes: LOGIN_LOCK_MINUTES, attempts: LOGIN_MAX_FAILURES };
    await noteActivity(deps, c, { action: 'lockout', recordType: 'users', recordId: user._id, details }, null);
  }

  app.post('/login', async (c) => {
    const key = await takeAttempt(c);
    const input = parse(loginSchema, await readJson(c));
    const email = input.email.toLowerCase();
    const user = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
    // Only a real account is counted (and slowed) per address: unknown e-mails leave no row behind.
    if (user) await accountAttempt(c, email);
    // An unknown e-mail is checked against a dummy hash, so both failures take the same time.
    const matches = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (key !== null && (!user || !matches)) await failures.hit(key);
    // The spec's words ('not found' marks the e-mail, 'password' the password), each with its own code, which the
    // login dialog reads.
    if (!user) {
      throw new HttpError(401, 'User not found', { email: 'Email not found' }, undefined, 'unknown_email');
    }
    if (!matches) {
      await noteIfLocked(c, user);
      throw new HttpError(401, 'Incorrect password', { password: 'Incorrect password' }, undefined, 'wrong_password');
    }
    // Two-step sign-in: the password alone signs nobody in. The attempt stays counted as a failure until the
    // code is right, so new passwords-then-codes do not reset the count of wrong codes.
    const secondStep = await secondStepOf(db, user);
    if (secondStep !== 'none') {
      const challenge = await createChallenge(db, user._id, now());
      if (secondStep === 'code') {
        return c.json({
          twoStep: 'code',
          challenge,
          message: 'Enter the code from your authenticator app.',
        } satisfies SignInChallenge);
      }
      const setup = await beginSetup(db, await twoStepKey(deps.config), user, now());
      return c.json({
        twoStep: 'setup',
        challenge,
        message: 'Two-step sign-in is required for your account. Set up an authenticator app to continue.',
        ...setup,
      } satisfies SignInChallenge);
    }
    await signedIn(c, user);
    return c.json(await present(user));
  });

  // The second step: the challenge from the password step and a code of the app (or a recovery code).
  app.post('/login/code', async (c) => {
    const key = await takeAttempt(c);
    const input = parse(signInCodeSchema, await readJson(c));
    const user = await challengeUser(db, input.challenge, now());
    if (!user) throw new HttpError(401, 'The sign-in has expired. Please sign in again.');
    await accountAttempt(c, user.email);
    const counted = await codeLimits.begin(input.challenge, user);
    const check = { db, key: await twoStepKey(deps.config), now: now() };
    const result = await checkSignInCode(check, user, input.code);
    if (!result.ok) {
      await failed(c, key, user);
      await codeLimits.wrongCode(c, input.challenge, user, counted);
      throw new HttpError(401, WRONG_CODE, { code: WRONG_CODE }, undefined, 'wrong_code');
    }
    await codeLimits.rightCode(user);
    // Used once, even when the same code and challenge are sent twice at the same moment.
    if (!(await endChallenge(db, input.challenge)))
      throw new HttpError(401, 'The sign-in has expired. Please sign in again.');
    await signedIn(c, user);
    return c.json({
      ...(await present(user)),
      ...(result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {}),
    } satisfies SignedInWithCode);
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
    // The current password is guessed like a sign-in's (a session left open on a shared computer): counted by
    // the same limits, answered with the same lockout.
    const key = await takeAttempt(c);
    const input = parse(changePasswordSchema, await readJson(c));
    await refuseWeakPassword(deps, input.newPassword, 'newPassword', me);
    await accountAttempt(c, me.email);
    const row = await db.selectFrom('users').selectAll().where('_id', '=', me._id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(input.currentPassword, row.passwordHash, 'staff'))) {
      await failed(c, key, me);
      throw new HttpError(
        400,
        'The current password is not correct.',
        {
          currentPassword: 'The current password is not correct.',
        },
        undefined,
        'wrong_password',
      );
    }
    await clearFailures(db, me.email, c.var.clientAddress);
    // Every other session of this user ends; this one goes on under a fresh id.
    await setPasswordEndingSessions(db, me._id, await hashPassword(input.newPassword), now());
    await startSession(c, me._id);
    await noteActivity(deps, c, {
      action: 'password',
      recordType: 'users',
      recordId: me._id,
      details: { title: me.name, password: 'own' },
    });
    return c.json({ message: 'Password changed.' });
  });

  return app;
}
