// Who may do what (DESIGN.md section 5), checked on the server for every request.
import type { MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { allows, type Who } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { HttpError, forbidden, unauthorised } from '../http/errors.ts';
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

/** Refuses state-changing requests sent by another site (CSRF). */
export function sameOriginOnly(deps: Deps): MiddlewareHandler<AppEnv> {
  const allowed = deps.config.publicUrl ? new URL(deps.config.publicUrl).host : null;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      const host = c.req.header('host') ?? new URL(c.req.url).host;
      let ok = true;
      if (origin) {
        let originHost: string | null = null;
        try {
          originHost = origin === 'null' ? null : new URL(origin).host;
        } catch {
          originHost = null;
        }
        ok = originHost !== null && (originHost === host || originHost === allowed);
      } else if (site) {
        ok = site === 'same-origin' || site === 'none';
      }
      if (!ok) throw new HttpError(403, 'Requests from other websites are not allowed.');
    }
    await next();
  };
}
