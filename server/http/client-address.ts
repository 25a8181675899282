// Who sent a request: the socket's address, unless that socket is a reverse proxy named in TRUST_PROXY, in
// which case the address that proxy wrote into X-Forwarded-For. Nobody else's X-Forwarded-For is believed:
// a client that writes the header itself only adds entries to the left of what our proxy appends.
import { BlockList, isIP } from 'node:net';

/** Socket address when the request did not come through a socket (in-process requests, tests). */
export const NO_SOCKET = 'unknown';

/** Entries of TRUST_PROXY: addresses ("127.0.0.1", "::1") or ranges ("10.0.0.0/8", "fd00::/8"). */
export function parseTrustedProxies(text: string): { entries: string[]; invalid: string[] } {
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return { entries, invalid: entries.filter((entry) => !validEntry(entry)) };
}

function validEntry(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

/** "::ffff:203.0.113.5" (an IPv4 client on a dual-stack socket) is 203.0.113.5. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/** Names the client from the socket's address and the request's X-Forwarded-For header. */
export type ClientAddressOf = (socketAddress: string | undefined, forwardedFor: string | undefined) => string;

/** Whether an address (a socket's) is one of the proxies TRUST_PROXY lists (checked by config.ts). */
export function proxyTrust(trustedProxies: readonly string[]): (address: string | undefined) => boolean {
  const trusted = new BlockList();
  for (const entry of trustedProxies) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) trusted.addAddress(address, type);
    else trusted.addSubnet(address, Number(bits), type);
  }
  return (address) => {
    const ip = plain(address ?? '');
    const family = isIP(ip);
    return family !== 0 && trusted.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Builds the function that names a request's client, for the proxies TRUST_PROXY lists. */
export function clientAddressResolver(trustedProxies: readonly string[]): ClientAddressOf {
  const isTrusted = proxyTrust(trustedProxies);

  return (socketAddress, forwardedFor) => {
    if (!socketAddress) return NO_SOCKET;
    let client = plain(socketAddress);
    if (trustedProxies.length === 0 || !isTrusted(client)) return client;
    // Several X-Forwarded-For headers arrive joined by commas, in order.
    const hops = (forwardedFor ?? '').split(',');
    // From the right: each trusted proxy appended the address it saw; the first untrusted one is the client.
    for (const entry of hops.toReversed()) {
      const hop = plain(entry.trim());
      if (isIP(hop) === 0) break; // garbage: keep the last address a trusted proxy vouched for
      client = hop;
      if (!isTrusted(hop)) break;
    }
    return client;
  };
}
