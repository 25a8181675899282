// Test accounts only: a password in the server's own hash format ("scrypt$N$r$p$salt$hash") at a low scrypt
// cost. The stored hash names its cost, so the server checks it in about a millisecond instead of a third of
// a second (more on a busy machine), and nothing in the server changes for tests.
import { randomBytes, scryptSync } from 'node:crypto';

/** The low cost (about a millisecond of hashing); the API tests' server code hashes at it too (test-app.ts). */
export const CHEAP_HASH_COST = { N: 1024, r: 8, p: 1 };

export function cheapHash(password: string): string {
  const { N, r, p } = CHEAP_HASH_COST;
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N, r, p });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}
