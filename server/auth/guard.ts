// Who may do what (DESIGN.md section 5), checked on the server for every request.
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { allows, type Who } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError, forbidden, unauthorised } from '../http/errors.ts';
import { proxyTrust } from '../http/client-address.ts';
import { SESSION_COOKIE, findSessionUser, type SessionUser } from './sessions.ts';

/** Reads the session cookie (if any) into c.var.user. */
export function loadSession(deps: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE) ?? null;
    c.set('sessionToken', token);
    c.set('user', token ? await findSessionUser(deps.db, token, deps.clock.now()) : null);
    await next();
  };
}

export function currentUser(c: { var: { user: SessionUser | null } }): SessionUser {
  const user = c.var.user;
  if (!user) throw unauthorised();
  return user;
}

/** Lets through whoever `who` names (an entry of common/permissions.ts): 401 without a session, 403 for another role. */
export function allow(who: Who): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (who !== 'public' && !allows(who, currentUser(c).role)) throw forbidden();
    await next();
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests sent by another site (CSRF). An Origin must be this site's own: scheme, host and
 * port (an https page is not the same site as an http one). This site is PUBLIC_URL's origin, or the one the
 * request was sent to: its Host, over the scheme a trusted proxy (TRUST_PROXY) says in X-Forwarded-Proto (Caddy
 * ends TLS and passes the request on over http), else the connection's own.
 */
export function sameOriginOnly(deps: Deps): MiddlewareHandler<AppEnv> {
  const configured = deps.config.publicUrl ? new URL(deps.config.publicUrl).origin : null;
  const isProxy = proxyTrust(deps.config.trustProxy);
  /** The origin the request was sent to. */
  const ownOrigin = (c: Context<AppEnv>) => {
    const url = new URL(c.req.url);
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const forwarded = isProxy(env?.incoming?.socket?.remoteAddress)
      ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
      : undefined;
    const scheme = forwarded === 'https' || forwarded === 'http' ? forwarded : url.protocol.slice(0, -1);
    return URL.parse(`${scheme}://${c.req.header('host') ?? url.host}`)?.origin;
  };
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      let ok = true;
      if (origin) {
        // 'null' (a sandboxed or local page) parses to the origin "null": never this site's.
        const sent = URL.parse(origin)?.origin;
        ok = sent !== undefined && sent !== 'null' && (sent === configured || sent === ownOrigin(c));
      } else if (site) {
        ok = site === 'same-origin' || site === 'none';
      }
      if (!ok) throw new HttpError(403, 'Requests from other websites are not allowed.');
    }
    await next();
  };
}
