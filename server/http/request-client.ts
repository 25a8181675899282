// The client address of a request, for the access log: from its socket (server/http/client-address.ts), or
// for the API reads a page render makes inside the process, the visit's own (server/pages.ts).
import type { Context } from 'hono';
import { clientAddressResolver, type ClientAddressOf } from './client-address.ts';

/** What a request made inside the process carries instead of a socket. */
export interface InProcessEnv {
  visitClient: string;
}

const resolvers = new WeakMap<readonly string[], ClientAddressOf>();

export function requestClient(c: Context, trustProxy: readonly string[]): string {
  const env = c.env as (Partial<InProcessEnv> & { incoming?: { socket?: { remoteAddress?: string } } }) | undefined;
  if (env?.visitClient !== undefined) return env.visitClient;
  let resolve = resolvers.get(trustProxy);
  if (!resolve) resolvers.set(trustProxy, (resolve = clientAddressResolver(trustProxy)));
  return resolve(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'));
}
