// The tests' own RFC 6238 computation, written apart from the server's (server/auth/totp.ts), so a test signs
// in with the codes a real authenticator app would show for the secret the server handed out.
import { createHmac } from 'node:crypto';

/** RFC 4648 base32 (the otpauth:// secret) to bytes; spaces and padding are ignored. */
export function fromBase32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const ch of text.toUpperCase().replace(/[\s=]/g, '')) {
    const index = alphabet.indexOf(ch);
    if (index < 0) throw new Error(`not base32: ${ch}`);
    buffer = (buffer << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((buffer >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP with RFC 6238's choice of hash. */
export function hotpCode(
  key: Buffer,
  counter: number,
  digits = 6,
  hash: 'sha1' | 'sha256' | 'sha512' = 'sha1',
): string {
  const counterBytes = Buffer.alloc(8);
  // Written as two 32-bit halves, unlike the server's writeBigUInt64BE.
  counterBytes.writeUInt32BE(Math.floor(counter / 2 ** 32), 0);
  counterBytes.writeUInt32BE(counter % 2 ** 32, 4);
  const hmac = createHmac(hash, key).update(counterBytes).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  const binary =
    ((hmac[offset]! & 0x7f) << 24) | (hmac[offset + 1]! << 16) | (hmac[offset + 2]! << 8) | hmac[offset + 3]!;
  return (binary % 10 ** digits).toString().padStart(digits, '0');
}

/** The step number (30 s each) of a moment. */
export const stepAt = (ms: number) => Math.floor(ms / 30_000);

/** The app's code for the base32 secret at a step (the current one unless given). */
export function codeFor(secretBase32: string, step = stepAt(Date.now())): string {
  return hotpCode(fromBase32(secretBase32), step);
}

/**
 * The current step, after waiting out the last 5 seconds of a step if need be: the code of the step before
 * stays inside the server's ±1 window for at least 5 more seconds, this step's for 35, the next one's for 65.
 */
export async function steadyStep(): Promise<number> {
  const intoStep = Date.now() % 30_000;
  if (intoStep > 25_000) await new Promise((resolve) => setTimeout(resolve, 30_000 - intoStep + 50));
  return stepAt(Date.now());
}
