// The two lines of password hashing (issue 35): a flood of strangers' sign-ins fills theirs and is answered 503,
// while signed-in staff wait in their own line and get the next free place.
import { afterEach, describe, expect, it } from 'vitest';
import { HASHING, hashPassword, setHashCostForTests, verifyPassword } from './passwords.ts';
import { HttpError } from '../http/errors.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing lines', () => {
  const releases: (() => void)[] = [];
  /** Lets every task of the flood end, those still waiting included once they run. */
  async function endFlood() {
    while (releases.length > 0) {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  }
  afterEach(endFlood);

  it('a full strangers’ line answers a sign-in 503; staff still hash, served before the strangers waiting', async () => {
    setHashCostForTests(CHEAP);
    const stored = await hashPassword('a staff password');
    // A flood: every place taken and the strangers' whole line waiting.
    const flood = Array.from({ length: HASHING.limit + HASHING.maxWaiting.stranger }, () =>
      HASHING.use('stranger', () => new Promise<void>((resolve) => releases.push(resolve))),
    );
    const signIn = verifyPassword('a guess', stored).catch((error: unknown) => error);
    expect(await signIn).toBeInstanceOf(HttpError);
    expect((await signIn) as HttpError).toMatchObject({ status: 503 });
    // Staff wait in their own line: the first place freed is theirs, while the strangers still wait.
    const order: string[] = [];
    const strangersDone = Promise.all(flood).then(() => order.push('strangers'));
    const staff = hashPassword('another staff password').then((hash) => order.push('staff') && hash);
    releases.shift()!();
    expect(await staff).toBeTruthy();
    expect(order).toEqual(['staff']);
    await endFlood();
    await strangersDone;
    // Once the flood is over, strangers are served again.
    expect(await verifyPassword('a staff password', stored)).toBe(true);
  });
});
