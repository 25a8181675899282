// Password hashing with scrypt from node:crypto, at OWASP's recommended cost (N=2^16, r=8, p=2: 64 MiB and
// about 0.3 s on one core of the 2-core server; docs/decisions/007-abuse-limits-and-costs.md).
// Hashes run a bounded number at a time: each holds a core and a libuv thread for its whole run, so a burst
// of sign-ins would otherwise take every core (and the threads file reads need) from the rest of the site.
import { availableParallelism } from 'node:os';
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { HttpError } from '../http/errors.ts';
import { QueueFullError, SharedPlaces } from '../limits/semaphore.ts';

const KEY_LENGTH = 32;

export interface HashCost {
  N: number;
  r: number;
  p: number;
}
/** The cost every new hash is made at in the server and the command-line tool. */
export const PASSWORD_HASH_COST: Readonly<HashCost> = { N: 2 ** 16, r: 8, p: 2 };
let cost: Readonly<HashCost> = PASSWORD_HASH_COST;

/**
 * Tests only, inside the test's own process: the cost of the hashes made from now on. The API tests lower it
 * (tests/helpers/test-app.ts), so that the accounts and passwords they make cost a millisecond of hashing
 * instead of a third of a second; the tests of hashing itself keep the real cost. Nothing in the server or the
 * command-line tool calls it, and no setting or environment variable reaches it.
 */
export function setHashCostForTests(next: Readonly<HashCost>): void {
  cost = next;
  dummyHash = null;
}

/** One core stays free for the event loop; at least one hash at a time. */
export const HASH_CONCURRENCY = Math.max(1, availableParallelism() - 1);
/** Sign-ins waiting for a hash; beyond this the server answers 503 (each waits about 0.3 s per place ahead). */
export const HASH_QUEUE = 32;
/**
 * Who a hash is for. Strangers (a sign-in, a reset link) wait in one line, which a flood of sign-ins from many
 * addresses can fill; signed-in staff (their own password change, an account the Admin creates) in a short line
 * of their own, served first, so such a flood never keeps them from their work (issue 35). Both share the same
 * places, so the memory scrypt takes (64 MiB a hash) stays what it was.
 */
export type HashLane = 'staff' | 'stranger';
export const HASHING = new SharedPlaces<HashLane>(HASH_CONCURRENCY, { staff: 8, stranger: HASH_QUEUE });

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCallback(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

async function bounded(password: string, salt: Buffer, options: ScryptOptions, lane: HashLane): Promise<Buffer> {
  try {
    return await HASHING.use(lane, () => scrypt(password, salt, options));
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new HttpError(
        503,
        'The server is busy checking other passwords. Please try again in a few seconds.',
        undefined,
        { 'Retry-After': '5' },
      );
    }
    throw error;
  }
}

/** Answers "scrypt$N$r$p$salt$hash" (base64url parts), so the cost can grow later. */
export async function hashPassword(password: string, lane: HashLane = 'staff'): Promise<string> {
  const salt = randomBytes(16);
  const { N, r, p } = cost;
  const key = await bounded(password, salt, { N, r, p }, lane);
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** A hash of a random password at the current cost, checked when the e-mail belongs to nobody. */
let dummyHash: Promise<string> | null = null;

/** Makes the dummy hash ahead of the first sign-in with an unknown e-mail (which would otherwise take longer). */
export function prepareDummyHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('base64url'), 'stranger');
  return dummyHash;
}

/**
 * Whether the password matches the stored hash. With no stored hash (unknown e-mail) it checks against a
 * dummy hash of the same cost and answers false, so both cases take the same time.
 */
export async function verifyPassword(
  password: string,
  stored: string | null,
  lane: HashLane = 'stranger',
): Promise<boolean> {
  if (stored === null) {
    await verifyPassword(password, await prepareDummyHash(), lane);
    return false;
  }
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const options = { N: Number(n), r: Number(r), p: Number(p) };
  const actual = await bounded(password, Buffer.from(salt, 'base64url'), options, lane);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
