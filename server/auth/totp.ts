// Time-based one-time passwords (RFC 6238 over RFC 4226's HOTP) as authenticator apps make them: HMAC-SHA-1,
// 6 digits, 30-second steps. Small enough to write with node:crypto rather than take a dependency.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** Codes of one step before and after the current one are accepted too (clocks drift, people type slowly). */
export const TOTP_WINDOW = 1;
/** 160 bits, the HMAC-SHA-1 key size RFC 4226 recommends. */
export const TOTP_SECRET_BYTES = 20;

/** RFC 4226 section 5.3: HMAC over the 8-byte big-endian counter, dynamic truncation, the low decimal digits. */
export function hotp(key: Buffer, counter: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const value = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(value % 10 ** digits).padStart(digits, '0');
}

/** RFC 6238's time step T: whole periods since the Unix epoch. */
export function timeStep(ms: number, periodSeconds = TOTP_PERIOD_SECONDS): number {
  return Math.floor(ms / 1000 / periodSeconds);
}

/** The code an app shows at `ms`. */
export function totp(key: Buffer, ms: number, digits = TOTP_DIGITS, algorithm = 'sha1'): string {
  return hotp(key, timeStep(ms), digits, algorithm);
}

/**
 * The time step whose code `code` is, within TOTP_WINDOW steps of now, or null. Every candidate is compared
 * in constant time; the caller refuses a step at or before the last one accepted (a code is used once).
 */
export function matchingStep(key: Buffer, code: string, ms: number): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const now = timeStep(ms);
  let found: number | null = null;
  for (let step = now - TOTP_WINDOW; step <= now + TOTP_WINDOW; step++) {
    if (timingSafeEqual(Buffer.from(hotp(key, step)), Buffer.from(code)) && found === null) found = step;
  }
  return found;
}

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** RFC 4648 base32 without padding: how otpauth:// links and manual entry carry the secret. */
export function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

/** The Key Uri Format authenticator apps read from the QR code. */
export function otpauthUri(issuer: string, account: string, secret: Buffer): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const query = new URLSearchParams({
    secret: base32(secret),
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${query.toString().replace(/\+/g, '%20')}`;
}
