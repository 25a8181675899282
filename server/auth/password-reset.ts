// /api/auth/password-reset: "Forgot password?" from the login dialog.
// - GET: whether the site can e-mail reset links (SMTP_URL and PUBLIC_URL set); without, the dialog says to ask the
//   Admin. The link is built from PUBLIC_URL only, never from the request's Host, which the asker chooses (the
//   configuration refuses SMTP_URL without PUBLIC_URL: server/config.ts).
// - POST /request {email}: e-mails a link valid for one hour. The answer is the same, and comes as fast,
//   whether or not the address belongs to an account: the look-up and the e-mail happen after answering.
//   Limited per address and per client address.
// - POST / {token, newPassword}: sets the new password once; every session of the account ends.
// The link's token is 256 random bits; only its SHA-256 is stored, one per account, deleted when used.
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import type { PasswordResetWays } from '../../common/api-types.ts';
import { forgotPasswordSchema, passwordResetSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';
import { hashPassword } from './passwords.ts';
import { refuseWeakPassword } from './password-rules.ts';
import { endUserSessions, tokenDigest } from './sessions.ts';
import { noteActivity } from '../api/activity.ts';
import { clearFailures } from './throttle.ts';
import { countRequest } from './request-limit.ts';
import { resetEmail } from './reset-email.ts';
import { pickLanguage, type Lang } from '../../app/i18n/languages.ts';

export const RESET_LINK_MINUTES = 60;
/** Requests per hour for one e-mail address, and from one client address. */
export const RESET_LIMIT_PER_EMAIL = 3;
export const RESET_LIMIT_PER_CLIENT = 10;
/** The page the e-mailed link opens; the token travels in the fragment, so it is never sent to a server log. */
export const RESET_PAGE = '/reset-password';

const HOUR = 60 * 60 * 1000;
const SENT =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for one hour.';
const INVALID_LINK = 'This link is not valid any more. Please ask for a new one.';

export function passwordResetRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;

  const origin = deps.config.publicUrl;
  app.get('/', (c) => c.json({ byEmail: deps.mailer !== null && origin !== null } satisfies PasswordResetWays));

  app.post('/request', async (c) => {
    const mailer = deps.mailer;
    if (!mailer || !origin)
      throw new HttpError(409, 'This site cannot send e-mails. Please ask the Admin to reset your password.');
    const email = parse(forgotPasswordSchema, await readJson(c)).email.toLowerCase();
    await countRequest(
      db,
      [
        { key: `reset-client:${c.var.clientAddress}`, max: RESET_LIMIT_PER_CLIENT, windowMs: HOUR },
        { key: `reset-email:${email}`, max: RESET_LIMIT_PER_EMAIL, windowMs: HOUR },
      ],
      'password reset requests',
      deps.clock.now().getTime(),
    );
    const requestId = c.var.requestId;
    const lang = pickLanguage(c.req.raw);
    // After the answer, so its timing says nothing about whether the address has an account.
    setImmediate(() => {
      sendResetLink(deps, mailer, email, origin, lang).catch((error: unknown) =>
        deps.logger.error('password reset e-mail failed', { requestId, error: String(error) }),
      );
    });
    return c.json({ message: SENT }, 202);
  });

  app.post('/', async (c) => {
    const input = parse(passwordResetSchema, await readJson(c));
    const tokenHash = tokenDigest(input.token);
    const now = deps.clock.now().toISOString();
    // Checked before the (deliberately slow) hashing, so made-up tokens cost the server nothing.
    const known = await db
      .selectFrom('passwordResets')
      .innerJoin('users', 'users._id', 'passwordResets.userId')
      .select(['users.email', 'users.name', 'users.phone'])
      .where('passwordResets.tokenHash', '=', tokenHash)
      .where('passwordResets.expiresAt', '>', now)
      .executeTakeFirst();
    if (!known) throw new HttpError(400, INVALID_LINK, { token: INVALID_LINK }, undefined, 'invalid_link');
    await refuseWeakPassword(deps, input.newPassword, 'newPassword', known);
    const passwordHash = await hashPassword(input.newPassword, 'stranger');
    const user = await db.transaction().execute(async (trx) => {
      // Deleting first makes the link single-use even when it is sent twice at the same moment.
      const link = await trx
        .deleteFrom('passwordResets')
        .where('tokenHash', '=', tokenHash)
        .returning(['userId', 'expiresAt'])
        .executeTakeFirst();
      if (!link || link.expiresAt <= now) return null;
      const row = await trx
        .updateTable('users')
        .set({ passwordHash, updatedAt: now })
        .where('_id', '=', link.userId)
        .returning(['_id', 'email', 'name'])
        .executeTakeFirst();
      if (row) await endUserSessions(trx, row._id);
      return row ?? null;
    });
    if (!user) throw new HttpError(400, INVALID_LINK, { token: INVALID_LINK }, undefined, 'invalid_link');
    await clearFailures(db, user.email);
    deps.logger.info('password reset by e-mailed link', { requestId: c.var.requestId, userId: user._id });
    const details = { title: user.name, password: 'link' } as const;
    await noteActivity(deps, c, { action: 'password', recordType: 'users', recordId: user._id, details }, user);
    return c.json({ message: 'Your password has been changed. Please sign in with the new password.' });
  });

  return app;
}

async function sendResetLink(
  deps: Deps,
  mailer: NonNullable<Deps['mailer']>,
  email: string,
  origin: string,
  lang: Lang,
): Promise<void> {
  const user = await deps.db.selectFrom('users').select(['_id', 'name']).where('email', '=', email).executeTakeFirst();
  if (!user) return;
  const token = randomBytes(32).toString('base64url');
  const now = deps.clock.now().getTime();
  const row = {
    userId: user._id,
    tokenHash: tokenDigest(token),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + RESET_LINK_MINUTES * 60 * 1000).toISOString(),
  };
  // One active link per account: a new request replaces the earlier link.
  await deps.db
    .insertInto('passwordResets')
    .values(row)
    .onConflict((oc) => oc.column('userId').doUpdateSet(row))
    .execute();
  const link = `${origin}${RESET_PAGE}?lang=${lang}#token=${token}`;
  await mailer.send({ to: email, ...resetEmail(lang, user.name, link) });
}
