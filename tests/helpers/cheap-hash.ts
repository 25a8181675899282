// Test accounts only: a password in the server's own hash format ("scrypt$N$r$p$salt$hash") at a low scrypt
// cost. The stored hash names its cost, so the server checks it in about a millisecond instead of a third of
// a second (more on a busy machine), and nothing in the server changes for tests.
import { randomBytes, scryptSync } from 'node:crypto';

export function cheapHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFC'), salt, 32, { N: 1024, r: 8, p: 1 });
  return ['scrypt', 1024, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}
