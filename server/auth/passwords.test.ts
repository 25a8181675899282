// The two lines of password hashing (issue 35): a flood of strangers' sign-ins fills theirs and is answered 503,
// while signed-in staff still get their hashes from their own line.
import { afterEach, describe, expect, it } from 'vitest';
import { HASH_LANES, hashPassword, setHashCostForTests, verifyPassword } from './passwords.ts';
import { HttpError } from '../http/errors.ts';

const CHEAP = { N: 2 ** 10, r: 8, p: 1 };

describe('password hashing lines', () => {
  const releases: (() => void)[] = [];
  afterEach(() => {
    for (const release of releases.splice(0)) release();
  });

  /** Takes every place of the strangers' line (running and waiting) until the test ends. */
  function fillStrangersLine(): Promise<unknown>[] {
    const line = HASH_LANES.stranger;
    return Array.from({ length: line.limit + line.maxWaiting }, () =>
      line.use(() => new Promise<void>((resolve) => releases.push(resolve))),
    );
  }

  it('a full strangers’ line answers a sign-in 503, and staff still hash and check passwords', async () => {
    setHashCostForTests(CHEAP);
    const stored = await hashPassword('a staff password');
    const held = fillStrangersLine();
    const signIn = verifyPassword('a guess', stored).catch((error: unknown) => error);
    expect(await signIn).toBeInstanceOf(HttpError);
    expect((await signIn) as HttpError).toMatchObject({ status: 503 });
    // The staff's own line: a new account's password, and one's own current password.
    expect(await hashPassword('another staff password')).toMatch(/^scrypt\$/);
    expect(await verifyPassword('a staff password', stored, 'staff')).toBe(true);
    // Let the flood end: each waiting task, once it runs, is let go too.
    const done = Promise.all(held);
    while (releases.length > 0) {
      for (const release of releases.splice(0)) release();
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await done;
    // Once the flood is over, strangers are served again.
    expect(await verifyPassword('a staff password', stored)).toBe(true);
  });
});
