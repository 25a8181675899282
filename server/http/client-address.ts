// Who sent a request: the socket's address, unless that socket is a reverse proxy named by TRUST_PROXY, whose
// X-Forwarded-For is then believed (read from the right, skipping trusted proxies). Anyone else's
// X-Forwarded-For is ignored, so a client cannot pass for another address.
// (The same exports as the hardening branch's version of this file, which may replace it.)
import { isIP } from 'node:net';

/** The client of a request that came through no socket (made inside the process, as in tests). */
export const NO_SOCKET = 'unknown';

/** TRUST_PROXY's entries (IP addresses, separated by commas) and those that are not addresses. */
export function parseTrustedProxies(text: string): { entries: string[]; invalid: string[] } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { entries: entries.map(plain), invalid: entries.filter((entry) => isIP(entry) === 0) };
}

/** ::ffff:127.0.0.1 (IPv4 on a dual-stack socket) is 127.0.0.1. */
function plain(address: string): string {
  return address.toLowerCase().startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;
}

export type ClientAddressOf = (socketAddress: string | undefined, forwardedFor: string | undefined) => string;

export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  const trusted = new Set(trustedProxies.map(plain));
  return (socketAddress, forwardedFor) => {
    if (!socketAddress) return NO_SOCKET;
    const peer = plain(socketAddress);
    if (!trusted.has(peer)) return peer;
    const hops = (forwardedFor ?? '').split(',').map((hop) => plain(hop.trim()));
    // The proxy appended the address it saw: the rightmost hop that is not a trusted proxy is the client.
    for (let i = hops.length - 1; i >= 0; i--) {
      if (isIP(hops[i]) === 0) break;
      if (!trusted.has(hops[i])) return hops[i];
    }
    return peer;
  };
}
