// The limits of the code step of a two-step sign-in beyond those of one account from one address (throttle.ts):
// - a challenge (one right password) takes CODES_PER_CHALLENGE codes, then the password is asked again;
// - an account takes WRONG_CODES_PER_ACCOUNT wrong codes from all addresses together, counted in the database
//   (every server counts together); when it trips, the owner is warned by e-mail (with SMTP_URL) and in the
//   activity log, since whoever tries codes knows the password.
// Both count a code before it is checked, so codes sent at the same moment cannot slip past; a right code is
// given back to the account's count.
import type { Context } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError } from '../http/errors.ts';
import { CODES_PER_CHALLENGE, WRONG_CODES_PER_ACCOUNT, minutesOf } from '../limits/abuse-limits.ts';
import { RateLimiter } from '../limits/rate-limiter.ts';
import { noteActivity } from '../api/activity.ts';
import { tooManySignIns } from './throttle.ts';
import { CHALLENGE_MINUTES, endChallenge } from './two-step.ts';
import { tokenDigest } from './sessions.ts';
import { wrongCodesEmail } from './wrong-codes-email.ts';

export const TOO_MANY_CODES = 'Too many wrong codes. Please sign in with your password again.';

/** What `begin` counted: whether this is the challenge's last try, and the account's count with this code. */
interface Counted {
  lastTry: boolean;
  accountCount: number;
}

interface Account {
  _id: string;
  email: string;
  name: string;
}

export function wrongCodeLimits(deps: Deps) {
  const tries = new RateLimiter(deps, 'challenge-codes', {
    max: CODES_PER_CHALLENGE,
    windowMs: CHALLENGE_MINUTES * 60_000,
  });
  const wrong = new RateLimiter(deps, 'account-wrong-codes', WRONG_CODES_PER_ACCOUNT);

  /** The challenge is used up: it ends, and the answer says to sign in with the password again. */
  async function endUsedUp(challenge: string): Promise<never> {
    await endChallenge(deps.db, challenge);
    throw new HttpError(401, TOO_MANY_CODES, undefined, undefined, 'too_many_codes');
  }

  /** Warns the owner (e-mail, after answering) and the Admin (activity log) that the account's limit tripped. */
  async function warn(c: Context<AppEnv>, user: Account): Promise<void> {
    const minutes = minutesOf(WRONG_CODES_PER_ACCOUNT.windowMs);
    const attempts = WRONG_CODES_PER_ACCOUNT.max;
    deps.logger.warn('two-step codes refused for an account: too many wrong codes from all addresses', {
      requestId: c.var.requestId,
      userId: user._id,
      client: c.var.clientAddress,
    });
    const details = { minutes, attempts, codes: true };
    await noteActivity(deps, c, { action: 'lockout', recordType: 'users', recordId: user._id, details }, null);
    const { mailer } = deps;
    const site = deps.config.publicUrl;
    if (!mailer || !site) return;
    const requestId = c.var.requestId;
    setImmediate(() => {
      mailer
        .send({ to: user.email, ...wrongCodesEmail(user.name, attempts, minutes, site) })
        .catch((error: unknown) =>
          deps.logger.error('wrong-codes warning e-mail failed', { requestId, error: String(error) }),
        );
    });
  }

  return {
    /** Counts a code about to be checked; refuses (and ends the challenge) when a limit is used up. */
    async begin(challenge: string, user: Account): Promise<Counted> {
      const digest = tokenDigest(challenge);
      const { count } = await tries.count(digest);
      if (count > CODES_PER_CHALLENGE) await endUsedUp(challenge);
      const account = await wrong.count(user._id);
      if (account.waitMs > 0) throw tooManySignIns(account.waitMs);
      return { lastTry: count >= CODES_PER_CHALLENGE, accountCount: account.count };
    },

    /** A wrong code: warns when it was the account's last, and ends a challenge that has had its last try. */
    async wrongCode(c: Context<AppEnv>, challenge: string, user: Account, counted: Counted) {
      if (counted.accountCount === WRONG_CODES_PER_ACCOUNT.max) await warn(c, user);
      if (counted.lastTry) await endUsedUp(challenge);
    },

    /** A right code is no guess: the account's count gets it back. */
    rightCode: (user: Account) => wrong.refund(user._id),
  };
}
