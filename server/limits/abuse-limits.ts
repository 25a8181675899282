// Per-client-address limits of the unauthenticated writes (docs/decisions/007-abuse-limits-and-costs.md).
// The address is the one server/http/client-address.ts names (TRUST_PROXY); IPv6 counts per /64.
import type { RateLimit } from './rate-limiter.ts';

const MINUTE = 60_000;

/** Sign-in requests of any outcome: enough for a staff room behind one address, not for a password sprayer. */
export const SIGN_IN_ATTEMPTS: RateLimit = { max: 30, windowMs: MINUTE };
/** Failed sign-ins across all accounts (each account also locks per address after LOGIN_MAX_FAILURES). */
export const SIGN_IN_FAILURES: RateLimit = { max: 30, windowMs: 15 * MINUTE };
/**
 * Two-step codes of one sign-in (its challenge, server/auth/wrong-codes.ts): after this many the password is
 * asked again, so a stranger who knows it cannot try codes from many addresses under one challenge.
 */
export const CODES_PER_CHALLENGE = 5;
/**
 * Wrong two-step codes for one account from all addresses together: a stranger with the password and a few
 * thousand addresses gets 10 guesses an hour (of a million codes), and the owner is warned when it trips.
 */
export const WRONG_CODES_PER_ACCOUNT: RateLimit = { max: 10, windowMs: 60 * MINUTE };
/** Contact messages (each may also be e-mailed to the school). */
export const CONTACT_MESSAGES: RateLimit = { max: 5, windowMs: 10 * MINUTE };

/** Whole minutes to wait, at least one, for a sentence. */
export const minutesOf = (waitMs: number) => Math.max(1, Math.ceil(waitMs / MINUTE));
/** The Retry-After header (seconds, at least one). */
export const retryAfter = (waitMs: number) => ({ 'Retry-After': String(Math.max(1, Math.ceil(waitMs / 1000))) });
