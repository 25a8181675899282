// Mounts the built React Router app: static assets with long-lived caching, and every other path
// rendered by the server. Rendered public pages are kept in memory until any content changes (here, or on
// another server sharing the PostgreSQL database: server/db/change-feed.ts) or a scheduled post's time comes
// (deps.cache.version). A page rendered while one of its data reads failed is never kept: a passing fault must
// not be served until the next edit. What a stranger can make the server do stays bounded (issue 35): a page is
// rendered and kept under its address as the page reads it (app/routes/page-address.ts), so a random query
// string is the same page; a page asked for while it renders waits for that render; only a few renders run at
// once (the rest wait in a short line, then 503); the kept pages are bounded by their bytes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { PageContext } from '../app/app-context.ts';
import {
  LANG_COOKIE,
  cookieValue,
  isLang,
  languageArea,
  languageCookie,
  pickLanguage,
  type Lang,
} from '../app/i18n/languages.ts';
import { PREVIEW_PARAM } from '../common/constants.ts';
import { SESSION_COOKIE } from './auth/sessions.ts';
import { sameOriginOnly } from './auth/guard.ts';
import { readForm, type FormInput } from './http/body.ts';
import { isBackOfficePath } from '../common/back-office-path.ts';
import type { AppEnv, Deps } from './context.ts';
import { HttpError } from './http/errors.ts';
import { ByteBoundMap } from './http/response-cache.ts';
import { QueueFullError, Semaphore } from './limits/semaphore.ts';
import { pageQuery } from '../app/routes/page-address.ts';
import { MIN_COMPRESS_BYTES, addVary, compress, isCompressible, negotiate, type Encoding } from './http/compression.ts';
import { BACK_OFFICE_OPENER_POLICY, pageCsp } from './http/security-headers.ts';
import { classesIn, inlineStyleSheets } from './first-view-css.ts';
import { siteData } from './page-data.ts';
import { PAGE_DATA_PATH, isLeanHtml, moveRouteData, scriptMadeClasses } from '../app/islands/lean-page.server.ts';
import { compressedWhenAccepted, loadStaticFiles, precompressMissing } from './static-files.ts';

/** A body kept in memory with its compressed forms (made on the first request that accepts one). */
interface KeptBody {
  bytes: Uint8Array<ArrayBuffer>;
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** Kept for later requests (a cached page): made again at the strongest setting once asked for again. */
  kept?: boolean;
  /** How many times it has been sent compressed. */
  sent?: number;
  /** Encodings made again, or being made, at the strongest setting. */
  improved?: Set<Encoding>;
  /** Fast encodings under way: requests at once for a page just rendered share one. */
  making?: Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>;
}

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: KeptBody;
  /** A lean page's route data, as the script its wake-up imports (app/islands/lean-page.server.ts). */
  routeData?: KeptBody;
  /** When it was rendered (deps.clock, in milliseconds). */
  at: number;
  /**
   * A preview of a post that is not public, or of a post's unsaved changes (issue 38 point 2): for this request
   * only, never kept or cached.
   */
  preview?: boolean;
}

/** A post's address (/blog/<id>): the only public page with a preview, for staff or a share link. */
const POST_PAGE = /^\/blog\/[^/]+\/?$/i;

/** The session cookie of a request for a post's address (a preview's reader), read for nothing else. */
const postPageSession = (url: URL, request: Request) =>
  POST_PAGE.test(url.pathname) ? (cookieValue(request.headers.get('cookie'), SESSION_COOKIE) ?? undefined) : undefined;

/** Whether the request may be for a preview: a post's address with a session or a share link's token. */
const mayBePreview = (url: URL, request: Request) =>
  POST_PAGE.test(url.pathname) && (url.searchParams.has(PREVIEW_PARAM) || !!postPageSession(url, request));

/**
 * The bytes the kept pages may take (the least recently asked for go first), with their route data and about a
 * quarter more for their compressed forms, made later.
 */
const MAX_CACHED_PAGE_BYTES = 40 * 1024 * 1024;
const weightOf = (page: CachedPage) => (page.body.bytes.byteLength + (page.routeData?.bytes.byteLength ?? 0)) * 1.25;

/**
 * Renders at once: a render is mostly the main thread's work, so more at once only share the same two cores;
 * a few let one page's data reads overlap another's. Requests beyond them wait in a line of RENDER_QUEUE, and past
 * that are refused with 503 (kept pages are still answered at once).
 */
export const RENDER_CONCURRENCY = 4;
export const RENDER_QUEUE = 64;
export const PAGES_BUSY = 'The server is busy. Please try again in a moment.';

/**
 * Route data of lean pages by render token, beyond the page cache (which a change empties): a visitor's
 * wake-up gets the data of the page it has, even after an edit. About 30 KB each.
 */
const MAX_KEPT_ROUTE_DATA = 200;

/**
 * A kept page sent this many times is made again at Brotli 11 (about 90 ms of CPU for 10-12 % fewer bytes):
 * worth it for the pages visitors come back to, not for each page a crawler or a test asks for once or twice.
 */
const IMPROVE_AFTER_SENDS = 3;

/** A preview's answers: for the one who asked, kept by no browser cache or proxy. */
const PRIVATE = 'private, no-store';

/** The longest page address /__page-data answers for (characters). */
const MAX_PAGE_ADDRESS = 2048;

/**
 * The declared spelling of each page address without parameters (`/PartnerClientView`), by its lower-case form
 * without a trailing slash: routes match in any case, so `/partnerclientview/` is that page, rendered and kept
 * once under its own address (and its canonical link names it).
 */
function declaredPaths(build: ServerBuild): Map<string, string> {
  const pathOf = (id: string | undefined): string | null => {
    const route = id ? build.routes[id] : undefined;
    if (!route) return '';
    const parent = pathOf(route.parentId);
    if (parent === null || /[:*]/.test(route.path ?? '')) return null;
    return route.path ? `${parent}/${route.path}` : parent;
  };
  const paths = new Map<string, string>();
  for (const id of Object.keys(build.routes)) {
    const path = pathOf(id);
    if (path !== null) paths.set((path || '/').toLowerCase(), path || '/');
  }
  return paths;
}

/** How the page cache works, for tests and benchmarks. */
export interface PageStats {
  /** Pages rendered (not found kept, nor waited for while another request rendered them). */
  renders: number;
  /** The most renders that ran at once. */
  peakAtOnce: number;
  /** The bytes the kept pages take (as counted for their bound). */
  readonly keptBytes: number;
}

export async function mountPages(app: Hono<AppEnv>, deps: Deps, buildDir = path.resolve('build')): Promise<PageStats> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The pages are not built yet (${serverEntry} is missing): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const contextKey = (build.entry.module as unknown as { pageContext: RouterContext<PageContext> }).pageContext;
  const handler = createRequestHandler(build, 'production');
  const declared = declaredPaths(build);
  const statics = loadStaticFiles(path.join(buildDir, 'client'));
  const builtCss = (href: string) => {
    const file = statics.get(href);
    return file?.type.startsWith('text/css') ? new TextDecoder().decode(file.body) : undefined;
  };
  precompressMissing(statics).catch((error: unknown) =>
    deps.logger.error('compressing the built files failed', { error: String(error) }),
  );

  // Pages depend only on the content, the language and the address as the page reads it, so one render serves
  // every visitor until a change.
  const pages = new ByteBoundMap<CachedPage>(MAX_CACHED_PAGE_BYTES, weightOf);
  /** Renders under way, by key: a request for the same page waits for it (single flight). */
  const rendering = new Map<string, Promise<CachedPage>>();
  const renderSlots = new Semaphore(RENDER_CONCURRENCY, RENDER_QUEUE);
  let atOnce = 0;
  const stats: PageStats = {
    renders: 0,
    peakAtOnce: 0,
    get keptBytes() {
      return pages.bytes;
    },
  };
  let version = deps.cache.version;
  const routeDataByToken = new Map<string, KeptBody>();
  const keepRouteData = (token: string, body: KeptBody) => {
    routeDataByToken.delete(token);
    routeDataByToken.set(token, body);
    if (routeDataByToken.size > MAX_KEPT_ROUTE_DATA) routeDataByToken.delete(routeDataByToken.keys().next().value!);
  };
  // Pages made again at the strongest compression, one at a time (the fast forms are sent meanwhile).
  let improving = Promise.resolve();

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const file = statics.get(c.req.path);
    if (!file) return next();
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=86400');
    c.header('Content-Type', file.type);
    // Pictures may be shown by other sites (link previews, feed readers); scripts and styles only by this one.
    if (file.type.startsWith('image/')) c.header('Cross-Origin-Resource-Policy', 'cross-origin');
    if (isCompressible(file.type)) c.header('Vary', 'Accept-Encoding');
    const encoding = compressedWhenAccepted(file) ? negotiate(c.req.header('accept-encoding')) : null;
    if (!encoding || file.encoded[encoding] === null) return c.body(file.body);
    c.header('Content-Encoding', encoding);
    return c.body(file.encoded[encoding] ?? (await compress(file.body, encoding, 'fast')));
  });

  /**
   * The page of a request, from the cache, from the render under way, or rendered (and kept when it can be).
   * `changes`: a post's form fields sent to be previewed, unsaved: rendered for this request alone.
   */
  async function pageFor(request: Request, requestId: string, changes?: FormInput['fields']): Promise<CachedPage> {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/'))
      throw new HttpError(404, 'Not found.');
    url.pathname = declared.get(url.pathname.toLowerCase().replace(/(.)\/+$/, '$1')) ?? url.pathname;
    // As the root loader reads it: the back office's own choice never keys (nor splits) a public page.
    const lang = pickLanguage(request, languageArea(url.pathname));
    // A HEAD is answered with the GET's page, without its body.
    const cacheable = request.method === 'GET' || request.method === 'HEAD';
    // Absolute links (canonical, og:url, hreflang, sitemap.xml, rss.xml, robots.txt) use PUBLIC_URL. Without it
    // they follow the request's Host header, which anybody can forge: each origin then has pages of its own, so
    // a forged Host only ever reaches the one who sent it, never a later visitor.
    const origin = deps.config.publicUrl ?? url.origin;
    const query = pageQuery(url);
    const key = `${deps.config.publicUrl ? '' : `${origin} `}${lang} ${url.pathname}${query}`;
    if (deps.cache.version !== version) {
      pages.clear();
      rendering.clear();
      version = deps.cache.version;
    }
    // A post's address asked for with a session or a share link may be a preview: rendered for this request
    // alone, never answered from the cache, a render under way, nor kept.
    if (!cacheable || changes || mayBePreview(url, request))
      return renderLimited(request, requestId, lang, origin, false, changes);
    const kept = pages.get(key) ?? rendering.get(key);
    if (kept) return kept;
    // Rendered at the address as the page reads it: what is kept is what any address of this key would show.
    const address = new URL(url);
    address.search = query;
    const page = renderLimited(new Request(address, { headers: request.headers }), requestId, lang, origin, key);
    rendering.set(key, page);
    const done = () => {
      if (rendering.get(key) === page) rendering.delete(key);
    };
    page.then(done, done);
    return page;
  }

  /** A render in its turn among the few at once; a full line answers 503. */
  async function renderLimited(...args: Parameters<typeof render>): Promise<CachedPage> {
    try {
      return await renderSlots.use(async () => {
        stats.peakAtOnce = Math.max(stats.peakAtOnce, ++atOnce);
        try {
          return await render(...args);
        } finally {
          atOnce--;
        }
      });
    } catch (error) {
      if (error instanceof QueueFullError) throw new HttpError(503, PAGES_BUSY, undefined, { 'Retry-After': '5' });
      throw error;
    }
  }

  /** Renders a page; keeps it under `key` (false: never) when it may be kept. */
  async function render(
    request: Request,
    requestId: string,
    lang: Lang,
    origin: string,
    key: string | false,
    changes?: FormInput['fields'],
  ): Promise<CachedPage> {
    stats.renders++;
    let readFailed = false;
    let preview = false;
    // The session is read only by a render never kept (a post's possible preview), never for a page kept for all.
    const sessionToken = key === false ? postPageSession(new URL(request.url), request) : undefined;
    const context = new RouterContextProvider();
    context.set(contextKey, {
      origin,
      partnerSchoolUrl: deps.config.partnerSchoolUrl,
      // The loaders read in-process, in the page's language; a failure is logged under the visit's request id.
      data: siteData(
        deps,
        { requestId, onFailure: () => (readFailed = true), sessionToken, onPreview: () => (preview = true), changes },
        lang,
      ),
    });
    const renderedAt = deps.cache.version;
    const response = await handler(request, context);
    const headers = new Headers(response.headers);
    const type = response.headers.get('content-type') ?? '';
    let body = new Uint8Array(await response.arrayBuffer());
    let text = new TextDecoder().decode(body);
    let routeData: { data: string; token: string } | undefined;
    if (type.startsWith('text/html')) {
      // A page's style sheets come inline: they no longer hold its first paint (server/first-view-css.ts).
      // A lean page's route data goes out of it, to be fetched at its wake-up.
      let html = text;
      // A lean page carries only the rules that can match it: its script fetches the whole sheets at its wake-up.
      const lean = isLeanHtml(html);
      const classes = lean ? new Set([...classesIn(html), ...scriptMadeClasses(html)]) : undefined;
      html = inlineStyleSheets(html, builtCss, { classes });
      // A preview of unsaved changes keeps its route data in the page: no later request could make it again.
      const moved = changes ? null : moveRouteData(html);
      if (moved) ({ html, ...routeData } = moved);
      text = html;
      body = new TextEncoder().encode(html);
      headers.delete('Content-Length');
    }
    // Made from the HTML as sent, so it stays valid while the page is kept (server/http/security-headers.ts).
    headers.set('Content-Security-Policy', pageCsp(text, deps.config));
    const page: CachedPage = {
      status: response.status,
      headers: [...headers.entries()],
      body: { bytes: body, encoded: {} },
      at: deps.clock.now().getTime(),
      preview,
    };
    if (routeData) {
      page.routeData = { bytes: new TextEncoder().encode(routeData.data), encoded: {} };
      // A preview's data is fetched again with the visit's own session or link (/__page-data renders it).
      if (!preview) keepRouteData(routeData.token, page.routeData);
    }
    if (
      key !== false &&
      !preview &&
      !readFailed &&
      response.status === 200 &&
      !response.headers.has('set-cookie') &&
      renderedAt === deps.cache.version &&
      /text\/html|text\/x-script|octet-stream|xml|text\/plain/.test(type)
    ) {
      if (pages.set(key, page)) {
        page.body.kept = true;
        if (page.routeData) page.routeData.kept = true;
      }
    }
    return page;
  }

  /**
   * A body in the encoding the request accepts: made fast the first time; a body kept for later requests and
   * asked for again is then made again at the strongest setting, off the main thread and one at a time (a kept
   * page is sent until the next change: later visitors get about 10 % fewer bytes).
   */
  async function encodedBody(body: KeptBody, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    body.sent = (body.sent ?? 0) + 1;
    body.improved ??= new Set();
    if (body.kept && body.sent >= IMPROVE_AFTER_SENDS && !body.improved.has(encoding)) {
      body.improved.add(encoding);
      improving = improving.then(() =>
        compress(body.bytes, encoding, 'max').then(
          (best) => void (body.encoded[encoding] = best),
          (error: unknown) => deps.logger.error('compressing a page failed', { error: String(error) }),
        ),
      );
    }
    const ready = body.encoded[encoding];
    if (ready) return ready;
    body.making ??= {};
    return (body.making[encoding] ??= compress(body.bytes, encoding, 'fast').then(
      (fast) => (body.encoded[encoding] ??= fast),
    ));
  }

  /** The body to send, compressed when the request accepts it and it is worth it; sets the headers for that. */
  async function sendable(kept: KeptBody, request: Request, headers: Headers) {
    if (!isCompressible(headers.get('content-type'))) return kept.bytes;
    addVary(headers, 'Accept-Encoding');
    const encoding = negotiate(request.headers.get('accept-encoding'));
    if (!encoding || kept.bytes.byteLength < MIN_COMPRESS_BYTES) return kept.bytes;
    headers.set('Content-Encoding', encoding);
    headers.delete('Content-Length');
    return encodedBody(kept, encoding);
  }

  // A lean page's route data (app/islands/lean-page.server.ts): the render named by `v` when it is still kept,
  // else the page named by `page` (a path on this site, with its query) in the language `lang`, from the page
  // cache or rendered.
  app.get(PAGE_DATA_PATH, async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    const path = url.searchParams.get('page') ?? '';
    // A page's address is short (its path and query); anything long is not one of this site's pages.
    const target = path.startsWith('/') && path.length <= MAX_PAGE_ADDRESS ? URL.parse(path, url.origin) : null;
    if (!target || target.origin !== url.origin) throw new HttpError(400, 'page must be a path on this site.');
    let routeData = routeDataByToken.get(url.searchParams.get('v') ?? '');
    let preview = false;
    if (!routeData) {
      const headers = new Headers(request.headers);
      const lang = url.searchParams.get('lang');
      if (isLang(lang)) headers.set('cookie', `${LANG_COOKIE}=${lang}`);
      ({ routeData, preview = false } = await pageFor(new Request(target, { headers }), c.var.requestId));
    }
    if (!routeData) throw new HttpError(404, 'Not found.');
    const headers = new Headers({
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': preview ? PRIVATE : 'no-cache',
      Vary: 'Cookie, Accept-Language',
    });
    return new Response(await sendable(routeData, request, headers), { headers });
  });

  const sameOrigin = sameOriginOnly(deps);
  app.all('*', async (c) => {
    let request = c.req.raw;
    const url = new URL(request.url);
    // "Preview changes" (issue 38 point 2, docs/decisions/019): the back office's form POSTed to the post's own
    // address, from this site only (as the API's changes), its text fields read (the urlencoded form's ceiling)
    // and shown as the GET's page would show them, never kept.
    let changes: FormInput['fields'] | undefined;
    if (request.method === 'POST' && POST_PAGE.test(url.pathname)) {
      await sameOrigin(c, async () => {});
      changes = (await readForm(c, { fileFields: [] })).fields;
      const headers = new Headers(request.headers);
      for (const name of ['content-type', 'content-length']) headers.delete(name);
      request = new Request(url, { headers });
    }
    const chosen = url.searchParams.get('lang');
    // The admin's switch remembers the admin's language, the public one the site's (app/i18n/languages.ts).
    const setLang = isLang(chosen) ? languageCookie(languageArea(url.pathname), chosen) : null;
    const page = await pageFor(request, c.var.requestId, changes);
    const headers = new Headers(page.headers);
    headers.set('Vary', 'Cookie, Accept-Language');
    // The back office's pages are for signed-in staff: never kept by a browser or a proxy, and, loaded as a
    // document, in a browsing context group of their own (no other window keeps a handle to it).
    if (isBackOfficePath(url.pathname)) {
      headers.set('Cache-Control', 'no-store');
      headers.set('Cross-Origin-Opener-Policy', BACK_OFFICE_OPENER_POLICY);
    } else if (page.preview) headers.set('Cache-Control', PRIVATE);
    else if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-cache');
    if (setLang) headers.append('Set-Cookie', setLang);
    const body = await sendable(page.body, request, headers);
    // A 204 (React Router's route discovery after a new build) has no body to send.
    const bodiless = request.method === 'HEAD' || page.status === 204 || page.status === 304;
    return new Response(bodiless ? null : body, { status: page.status, headers });
  });
  return stats;
}
