// Two-step sign-in with an authenticator app (issue 11 section 5). Any staff member may turn it on; the Admin
// may require it for Admin and Director accounts, which then set it up at their next sign-in.
// - The secret is shown once, while it is set up (QR code and text); afterwards it never leaves the server,
//   and it is stored encrypted with the server key (two-step-key.ts).
// - A code is accepted one 30-second step either side of now, and only once: lastStep only grows.
// - Ten recovery codes, each usable once, stored as keyed digests.
// - Wrong codes count as failed sign-ins of the account from that address (throttle.ts), as wrong passwords do.
import { randomBytes, randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { renderSVG } from 'uqr';
import type { NewRecoveryCodes, TwoStepRequirement, TwoStepSetup, TwoStepStatus } from '../../common/api-types.ts';
import { API_ACCESS, allows, type Role } from '../../common/permissions.ts';
import { twoStepEnableSchema, twoStepPasswordSchema, twoStepRequirementSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';
import { allow, currentUser } from './guard.ts';
import { verifyPassword } from './passwords.ts';
import { endUserSessions, tokenDigest } from './sessions.ts';
import { beginAttempt, clearFailures } from './throttle.ts';
import { twoStepKey, type TwoStepKey } from './two-step-key.ts';
import { TOTP_SECRET_BYTES, base32, matchingStep, otpauthUri } from './totp.ts';
import type { Trx } from '../media/media-store.ts';
import { SITE_NAME } from '../../common/constants.ts';

export const RECOVERY_CODE_COUNT = 10;
/** How long the code step of a sign-in may take (setting up an app on the phone included). */
export const CHALLENGE_MINUTES = 10;
/** The name authenticator apps show above the account's codes. */
export const TWO_STEP_ISSUER = SITE_NAME;
const REQUIRED_OPTION = 'twoStepRequired';
/** No 0/1/i/l/o: a recovery code read off paper is not misread. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export const WRONG_CODE = 'The code is not correct.';
const REQUIRED_MESSAGE =
  'Two-step sign-in is required for Admin and Director accounts, so it cannot be turned off. An Admin can reset it.';

type DbOrTrx = Db | Trx;

/** Whether the Admin requires two-step sign-in for Admin and Director accounts. */
export async function twoStepRequired(db: DbOrTrx): Promise<boolean> {
  const row = await db.selectFrom('siteOptions').select('value').where('key', '=', REQUIRED_OPTION).executeTakeFirst();
  return row?.value === 'true';
}

export async function isRequiredFor(db: DbOrTrx, role: Role): Promise<boolean> {
  return allows(API_ACCESS.twoStep.requiredFor, role) && (await twoStepRequired(db));
}

/** The account's authenticator, set up (enabledAt) or being set up. */
export function twoStepOf(db: DbOrTrx, userId: string) {
  return db.selectFrom('twoStep').selectAll().where('userId', '=', userId).executeTakeFirst();
}

export interface NewSecret {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The same link as a QR code, an SVG document. */
  qrSvg: string;
}

/** Starts (or starts again) setting up an authenticator: a fresh secret, not yet enabled. */
export async function beginSetup(
  db: Db,
  key: TwoStepKey,
  user: { _id: string; email: string },
  now: Date,
): Promise<NewSecret> {
  const secret = randomBytes(TOTP_SECRET_BYTES);
  const row = { userId: user._id, secret: key.seal(secret, user._id), enabledAt: null, lastStep: null };
  await db
    .insertInto('twoStep')
    .values({ ...row, createdAt: now.toISOString() })
    .onConflict((oc) => oc.column('userId').doUpdateSet(row))
    .execute();
  const uri = otpauthUri(TWO_STEP_ISSUER, user.email, secret);
  return { secret: base32(secret), otpauthUri: uri, qrSvg: renderSVG(uri, { border: 2 }) };
}

/** What checking a code needs: the database, the server key and the site's clock's time. */
interface CodeCheck {
  db: Db;
  key: TwoStepKey;
  now: Date;
}

/**
 * Accepts a six-digit code of the account's authenticator (enabled, or being set up when `setup` is true) once:
 * the step is recorded in the same statement that checks it was not used yet, so two requests with one code
 * cannot both pass.
 */
async function acceptTotp({ db, key, now }: CodeCheck, userId: string, code: string, setup: boolean): Promise<boolean> {
  const row = await twoStepOf(db, userId);
  if (!row || (row.enabledAt === null) !== setup) return false;
  const secret = key.open(row.secret, userId);
  if (!secret) return false;
  const step = matchingStep(secret, code, now.getTime());
  if (step === null) return false;
  const updated = await db
    .updateTable('twoStep')
    .set({ lastStep: step, ...(setup ? { enabledAt: now.toISOString() } : {}) })
    .where('userId', '=', userId)
    .where('secret', '=', row.secret)
    .where((eb) => eb.or([eb('lastStep', 'is', null), eb('lastStep', '<', step)]))
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Uses up one recovery code of the account, if `code` is one not used yet. */
async function acceptRecoveryCode({ db, key, now }: CodeCheck, userId: string, code: string): Promise<boolean> {
  if (!/^[a-z0-9]{10}$/.test(code)) return false;
  const updated = await db
    .updateTable('recoveryCodes')
    .set({ usedAt: now.toISOString() })
    .where('userId', '=', userId)
    .where('codeHash', '=', key.recoveryDigest(code, userId))
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) === 1;
}

/** Ten new recovery codes for the account (the earlier ones stop working), shown as "abcde-fghjk". */
export async function newRecoveryCodes(db: Db, key: TwoStepKey, userId: string): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(''),
  );
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
    await trx
      .insertInto('recoveryCodes')
      .values(codes.map((code) => ({ userId, codeHash: key.recoveryDigest(code, userId), usedAt: null })))
      .execute();
  });
  return codes.map((code) => `${code.slice(0, 5)}-${code.slice(5)}`);
}

export async function recoveryCodesLeft(db: DbOrTrx, userId: string): Promise<number> {
  const row = await db
    .selectFrom('recoveryCodes')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('userId', '=', userId)
    .where('usedAt', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Turns two-step sign-in off for the account (by its owner with the password, or by an Admin). */
export async function removeTwoStep(db: DbOrTrx, userId: string): Promise<boolean> {
  const removed = await db.deleteFrom('twoStep').where('userId', '=', userId).executeTakeFirst();
  await db.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await db.deleteFrom('signInChallenges').where('userId', '=', userId).execute();
  return Number(removed.numDeletedRows) > 0;
}

/**
 * Turns off an account's two-step sign-in on someone else's word (an Admin from the Users page, an operator
 * with `cli reset-two-step`) and signs the account out everywhere, in one transaction. Answers whether it was on.
 */
export async function resetTwoStepOf(db: Db, userId: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const had = await removeTwoStep(trx, userId);
    await endUserSessions(trx, userId);
    return had;
  });
}

/** What the second step of a sign-in is: none, a code of the app, or setting the app up first. */
export async function secondStepOf(db: Db, user: { _id: string; role: Role }): Promise<'none' | 'code' | 'setup'> {
  const row = await twoStepOf(db, user._id);
  if (row?.enabledAt) return 'code';
  return (await isRequiredFor(db, user.role)) ? 'setup' : 'none';
}

/** A password accepted: the token the code step brings back (valid CHALLENGE_MINUTES). */
export async function createChallenge(db: Db, userId: string, at: Date): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  const now = at.getTime();
  await db.deleteFrom('signInChallenges').where('expiresAt', '<', at.toISOString()).execute();
  await db
    .insertInto('signInChallenges')
    .values({
      tokenHash: tokenDigest(token),
      userId,
      createdAt: new Date(now).toISOString(),
      expiresAt: new Date(now + CHALLENGE_MINUTES * 60 * 1000).toISOString(),
    })
    .execute();
  return token;
}

export async function challengeUser(db: Db, token: string, now: Date) {
  return db
    .selectFrom('signInChallenges')
    .innerJoin('users', 'users._id', 'signInChallenges.userId')
    .selectAll('users')
    .where('signInChallenges.tokenHash', '=', tokenDigest(token))
    .where('signInChallenges.expiresAt', '>', now.toISOString())
    .executeTakeFirst();
}

/** Ends a challenge (used once); false when another request ended it first. */
export async function endChallenge(db: Db, token: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('signInChallenges')
    .where('tokenHash', '=', tokenDigest(token))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows) === 1;
}

/**
 * Checks the code of a sign-in's second step: the app's code (completing the set-up when it was being set up)
 * or, once set up, a recovery code. Answers the recovery codes made when this completed a set-up.
 */
export async function checkSignInCode(
  check: CodeCheck,
  user: { _id: string; role: Role },
  code: string,
): Promise<{ ok: false } | { ok: true; recoveryCodes?: string[] }> {
  const row = await twoStepOf(check.db, user._id);
  if (!row) return { ok: false };
  if (row.enabledAt === null) {
    if (!(await acceptTotp(check, user._id, code, true))) return { ok: false };
    return { ok: true, recoveryCodes: await newRecoveryCodes(check.db, check.key, user._id) };
  }
  if (/^\d{6}$/.test(code)) return { ok: await acceptTotp(check, user._id, code, false) };
  return { ok: await acceptRecoveryCode(check, user._id, code) };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** /api/auth/two-step: the signed-in user's own two-step sign-in, and the Admin's requirement setting. */
export function twoStepRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const key = () => twoStepKey(deps.config);

  /** Counts an attempt of the signed-in user like a sign-in (throttle.ts) and waits if it should be slowed. */
  async function attempt(email: string, address: string) {
    const wait = await beginAttempt(db, email, address, deps.clock.now().getTime());
    if (wait) await sleep(wait);
  }

  app.get('/', async (c) => {
    const me = currentUser(c);
    const row = await twoStepOf(db, me._id);
    const enabled = Boolean(row?.enabledAt);
    return c.json({
      enabled,
      requiredForMe: await isRequiredFor(db, me.role),
      requiredForAdminsAndDirectors: await twoStepRequired(db),
      recoveryCodesLeft: enabled ? await recoveryCodesLeft(db, me._id) : 0,
    } satisfies TwoStepStatus);
  });

  app.post('/setup', async (c) => {
    const me = currentUser(c);
    if ((await twoStepOf(db, me._id))?.enabledAt)
      throw new HttpError(409, 'Two-step sign-in is already on. Turn it off first to set up another app.');
    return c.json((await beginSetup(db, await key(), me, deps.clock.now())) satisfies TwoStepSetup);
  });

  app.post('/enable', async (c) => {
    const me = currentUser(c);
    const { code } = parse(twoStepEnableSchema, await readJson(c));
    const row = await twoStepOf(db, me._id);
    if (!row) throw new HttpError(409, 'Start the set-up first.');
    if (row.enabledAt) throw new HttpError(409, 'Two-step sign-in is already on.');
    await attempt(me.email, c.var.clientAddress);
    const k = await key();
    if (!(await acceptTotp({ db, key: k, now: deps.clock.now() }, me._id, code, true)))
      throw new HttpError(400, WRONG_CODE, { code: WRONG_CODE }, undefined, 'wrong_code');
    await clearFailures(db, me.email, c.var.clientAddress);
    const recoveryCodes = await newRecoveryCodes(db, k, me._id);
    deps.logger.info('two-step sign-in turned on', { requestId: c.var.requestId, userId: me._id });
    return c.json({ message: 'Two-step sign-in is on.', recoveryCodes } satisfies NewRecoveryCodes);
  });

  /** Checks the password of the signed-in user, counted like a sign-in. */
  async function confirmPassword(me: { _id: string; email: string }, password: string, address: string) {
    await attempt(me.email, address);
    const row = await db.selectFrom('users').select('passwordHash').where('_id', '=', me._id).executeTakeFirstOrThrow();
    if (!(await verifyPassword(password, row.passwordHash, 'staff'))) {
      throw new HttpError(
        400,
        'The password is not correct.',
        { password: 'The password is not correct.' },
        undefined,
        'wrong_password',
      );
    }
    await clearFailures(db, me.email, address);
  }

  app.post('/disable', async (c) => {
    const me = currentUser(c);
    const { password } = parse(twoStepPasswordSchema, await readJson(c));
    if (await isRequiredFor(db, me.role)) throw new HttpError(409, REQUIRED_MESSAGE);
    await confirmPassword(me, password, c.var.clientAddress);
    await removeTwoStep(db, me._id);
    deps.logger.info('two-step sign-in turned off', { requestId: c.var.requestId, userId: me._id });
    return c.json({ message: 'Two-step sign-in is off.' });
  });

  app.post('/recovery-codes', async (c) => {
    const me = currentUser(c);
    const { password } = parse(twoStepPasswordSchema, await readJson(c));
    if (!(await twoStepOf(db, me._id))?.enabledAt) throw new HttpError(409, 'Two-step sign-in is not on.');
    await confirmPassword(me, password, c.var.clientAddress);
    const recoveryCodes = await newRecoveryCodes(db, await key(), me._id);
    return c.json({
      message: 'New recovery codes made; the earlier ones no longer work.',
      recoveryCodes,
    } satisfies NewRecoveryCodes);
  });

  app.put('/requirement', allow(API_ACCESS.twoStep.setRequirement), async (c) => {
    const { required } = parse(twoStepRequirementSchema, await readJson(c));
    const row = { value: String(required), updatedAt: deps.clock.now().toISOString() };
    await db
      .insertInto('siteOptions')
      .values({ key: REQUIRED_OPTION, ...row })
      .onConflict((oc) => oc.column('key').doUpdateSet(row))
      .execute();
    deps.logger.info('two-step sign-in requirement changed', {
      requestId: c.var.requestId,
      required,
      by: c.var.user?._id,
    });
    return c.json({ required } satisfies TwoStepRequirement);
  });

  return app;
}
