// The client's address: the socket's, unless the socket is a reverse proxy named by TRUST_PROXY, whose
// X-Forwarded-For is then believed (read from the right, skipping the trusted proxies themselves). Anyone
// else's X-Forwarded-For is ignored, so a client cannot pass for another address.
import { isIP } from 'node:net';
import type { Context } from 'hono';
import type { Config } from '../config.ts';

/** 127.0.0.1 and ::ffff:127.0.0.1 are the same client. */
export function normaliseAddress(address: string): string {
  const trimmed = address.trim();
  return trimmed.toLowerCase().startsWith('::ffff:') && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
}

/**
 * What a request made inside the process carries instead of a connection: the API reads of a page render are
 * the visit's (server/pages.ts), so they get its client address.
 */
export interface InProcessEnv {
  visitClient: string | null;
}

/** The connection's peer, or null for a request made inside the process (tests). */
function socketAddress(c: Context): string | null {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  const address = env?.incoming?.socket?.remoteAddress;
  return address ? normaliseAddress(address) : null;
}

export function clientAddress(c: Context, config: Pick<Config, 'trustProxy'>): string | null {
  const visit = (c.env as Partial<InProcessEnv> | undefined)?.visitClient;
  if (visit !== undefined) return visit;
  const peer = socketAddress(c);
  if (peer === null || !config.trustProxy.includes(peer)) return peer;
  const forwarded = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map(normaliseAddress)
    .filter((a) => isIP(a) !== 0);
  // The proxy appends the address it saw; the rightmost one that is not a trusted proxy is the client.
  for (let i = forwarded.length - 1; i >= 0; i--) {
    if (!config.trustProxy.includes(forwarded[i])) return forwarded[i];
  }
  return peer;
}
