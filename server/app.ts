// Builds the HTTP application; the process entry and the tests share it.
import { Hono, type Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { requestId } from 'hono/request-id';
import type { AppEnv, Deps } from './context.ts';
import { loadSession, sameOriginOnly } from './auth/guard.ts';
import { authRoutes } from './auth/routes.ts';
import { passwordResetRoutes } from './auth/password-reset.ts';
import { twoStepRoutes } from './auth/two-step.ts';
import { SESSION_COOKIE, findSessionUser, type SessionUser } from './auth/sessions.ts';
import { DISK_FULL_MESSAGE, HttpError, errorBody, isDiskFull, sendError } from './http/errors.ts';
import { bodyGuard } from './http/body-guard.ts';
import { compression } from './http/compression.ts';
import { clientAddressResolver } from './http/client-address.ts';
import { securityHeaders } from './http/security-headers.ts';
import { freeDiskMb } from './http/disk-space.ts';
import { activityRoutes } from './api/activity.ts';
import { versionRoutes } from './api/versions.ts';
import { outdatedTranslationRoutes } from './api/translations.ts';
import { trashRoutes } from './api/trash.ts';
import { blogRoutes } from './api/blogs.ts';
import { CONTACT_BODY_LIMIT, contactRoutes } from './api/contact.ts';
import { documentRoutes } from './api/documents.ts';
import { uploadRoutes } from './api/uploads.ts';
import { userRoutes } from './api/users.ts';
import { RESOURCE_NAMES, type ResourceName } from '../common/resources/index.ts';
import { SERVER_RESOURCES, type ServerResource } from './resources/index.ts';
import { bodyLimitMb, resourceRoutes } from './resources/routes.ts';
import { sql } from 'kysely';
import { releaseUploadSlot } from './limits/upload-slots.ts';

const MB = 1024 * 1024;
export const AUTH_BODY_MAX = 16 * 1024;
export const AUTH_BODY_TOO_LARGE = 'The request is too large: at most 16 KB.';

/**
 * Whole-request ceilings, with the minimum rate of every body (server/http/body-guard.ts); each file is also
 * checked against its own limit (20 MB image, 25 MB document).
 */
const limit = (maxMb: number) => bodyGuard(maxMb * MB, `The upload is too large: at most ${maxMb} MB in one request.`);

/**
 * Who made the request, for the access log: read by the API's session middleware, or (pages, built files)
 * looked up here when a session cookie came with the request.
 */
async function signedInUser(c: Context<AppEnv>, deps: Deps): Promise<SessionUser | null> {
  if (c.var.user !== undefined) return c.var.user;
  const token = getCookie(c, SESSION_COOKIE);
  return token ? findSessionUser(deps.db, token, deps.clock.now()).catch(() => null) : null;
}

export function buildApp(deps: Deps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const clientAddressOf = clientAddressResolver(deps.config.trustProxy);

  // Request id (an incoming X-Request-Id of at most 64 word characters is kept, as a proxy's), security
  // headers, client address, and the structured access log of every answer.
  app.use('*', requestId({ limitLength: 64 }));
  app.use('*', securityHeaders(deps.config));
  app.use('*', async (c, next) => {
    // @hono/node-server hands over the Node request as `incoming`; in-process requests have none.
    const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
    const client = clientAddressOf(env?.incoming?.socket?.remoteAddress, c.req.header('x-forwarded-for'));
    c.set('clientAddress', client);
    const started = performance.now();
    await next();
    // A handler answering with a Response of its own (the pages) loses headers set before it ran.
    if (!c.res.headers.has('x-request-id')) c.res.headers.set('X-Request-Id', c.var.requestId);
    deps.logger.log(c.res.status >= 500 ? 'error' : 'info', 'request', {
      requestId: c.var.requestId,
      client,
      method: c.req.method,
      path: c.req.path,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
      userId: (await signedInUser(c, deps))?._id ?? null,
    });
  });

  // Brotli or gzip for text answers (server/http/compression.ts); pages and built files come compressed already.
  app.use('*', compression(deps.cache.encoded));

  app.onError((error, c) => {
    if (error instanceof HttpError) return sendError(c, error);
    if (isDiskFull(error)) {
      deps.logger.error('the disk or the database is full', {
        requestId: c.var.requestId,
        error: error.stack ?? String(error),
      });
      return c.json(errorBody(DISK_FULL_MESSAGE, 'disk_full'), 507);
    }
    deps.logger.error('unhandled error', { requestId: c.var.requestId, error: error.stack ?? String(error) });
    return c.json(errorBody('Something went wrong on the server. Please try again.', 'server_error'), 500);
  });

  const api = new Hono<AppEnv>();
  api.use('*', sameOriginOnly(deps));
  api.use('*', loadSession(deps));
  api.use('*', async (c, next) => {
    await next();
    // An answer to a signed-in request (or about signing in) may depend on who asked: no browser or proxy keeps it.
    if (c.var.sessionToken || c.req.path.startsWith('/api/auth/')) c.res.headers.set('Cache-Control', 'no-store');
  });

  api.get('/health', async (c) => {
    try {
      await sql`select 1`.execute(deps.db);
    } catch (error) {
      // A monitor or load balancer reads 503 as "not ready": the process runs, its database does not answer.
      deps.logger.error('health check: the database does not answer', {
        requestId: c.var.requestId,
        error: String(error),
      });
      return c.json(errorBody('The database is not reachable.', 'unavailable'), 503);
    }
    const free = await freeDiskMb(deps.config.dataDir).catch(() => null);
    if (free !== null && free < deps.config.minFreeDiskMb) {
      deps.logger.error('health check: the disk is nearly full', { requestId: c.var.requestId, freeDiskMb: free });
      return c.json(
        {
          ...errorBody(
            `Only ${free} MB of disk space is left for the data (at least ${deps.config.minFreeDiskMb} MB wanted).`,
            'unavailable',
          ),
          freeDiskMb: free,
        },
        503,
      );
    }
    return c.json({ status: 'ok', database: deps.dbKind, freeDiskMb: free });
  });
  api.get('/schoolNames', (c) => c.json(deps.config.schoolNames));

  api.use('*', releaseUploadSlot);
  // Sign-in, codes and passwords: a few short JSON fields, mostly from strangers; 16 KB holds the longest.
  api.use('/auth/*', bodyGuard(AUTH_BODY_MAX, AUTH_BODY_TOO_LARGE));
  api.route('/auth/password-reset', passwordResetRoutes(deps));
  api.route('/auth/two-step', twoStepRoutes(deps));
  api.route('/auth', authRoutes(deps));
  /** A resource's routes under `path`, behind its body-size ceiling in MB. */
  const mount = (path: string, mb: number, routes: Hono<AppEnv>) => {
    api.use(`${path}/*`, limit(mb));
    api.route(path, routes);
  };
  // Every resource at its path (common/resources/), with the routes its definition makes or its own.
  const OWN_ROUTES: Partial<Record<ResourceName, (deps: Deps) => Hono<AppEnv>>> = {
    blogs: blogRoutes,
    documents: documentRoutes,
    users: userRoutes,
    contactMessages: contactRoutes,
  };
  for (const name of RESOURCE_NAMES) {
    const resource = SERVER_RESOURCES[name] as ServerResource;
    const routes = OWN_ROUTES[name]?.(deps) ?? resourceRoutes(deps, resource);
    if (name === 'contactMessages') {
      // A stranger's form: only as much as its fields can hold (server/api/contact.ts).
      api.use(`${resource.def.path}/*`, CONTACT_BODY_LIMIT);
      api.route(resource.def.path, routes);
    } else mount(resource.def.path, bodyLimitMb(resource.def), routes);
  }
  mount('/activity', 1, activityRoutes(deps));
  mount('/trash', 1, trashRoutes(deps));
  mount('/versions', 1, versionRoutes(deps));
  mount('/translations', 1, outdatedTranslationRoutes(deps));

  // Last: any other /api address. (A mounted sub-app's notFound() is never called, so this is a route.)
  api.all('*', (c) => c.json(errorBody('No such API address.', 'not_found'), 404));

  app.route('/api', api);
  app.route('/uploads', uploadRoutes(deps));
  return app;
}
