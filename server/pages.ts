// Mounts the built React Router app: static assets with long-lived caching, and every other path
// rendered by the server. Rendered public pages are kept in memory until any content changes or a scheduled
// post's time comes (deps.cache.version), and, with PostgreSQL, where another server may change it, no longer
// than the API's own cache. A page rendered
// while one of its data reads failed is never kept: a passing fault must not be served until the next edit.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Hono } from 'hono';
import { createRequestHandler, RouterContextProvider, type RouterContext, type ServerBuild } from 'react-router';
import type { PageContext } from '../app/app-context.ts';
import { LANG_COOKIE, isLang, pickLanguage } from '../app/i18n/languages.ts';
import type { AppEnv, Deps } from './context.ts';
import { HttpError } from './http/errors.ts';
import { MIN_COMPRESS_BYTES, addVary, compress, isCompressible, negotiate, type Encoding } from './http/compression.ts';
import { pageCsp } from './http/security-headers.ts';
import { inlineStyleSheets } from './first-view-css.ts';
import { siteData } from './page-data.ts';
import { compressedWhenAccepted, loadStaticFiles, precompressMissing } from './static-files.ts';

interface CachedPage {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  /** Compressed forms, made on the first request that accepts them and kept with the page. */
  encoded: Partial<Record<Encoding, Uint8Array<ArrayBuffer>>>;
  /** When it was rendered (deps.clock, in milliseconds). */
  at: number;
}

const MAX_CACHED_PAGES = 500;

export async function mountPages(app: Hono<AppEnv>, deps: Deps, buildDir = path.resolve('build')): Promise<void> {
  const serverEntry = path.join(buildDir, 'server', 'index.js');
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`The pages are not built yet (${serverEntry} is missing): run "npm run build" first.`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  const contextKey = (build.entry.module as unknown as { pageContext: RouterContext<PageContext> }).pageContext;
  const handler = createRequestHandler(build, 'production');
  const statics = loadStaticFiles(path.join(buildDir, 'client'));
  const builtCss = (href: string) => {
    const file = statics.get(href);
    return file?.type.startsWith('text/css') ? new TextDecoder().decode(file.body) : undefined;
  };
  precompressMissing(statics).catch((error: unknown) =>
    deps.logger.error('compressing the built files failed', { error: String(error) }),
  );

  // Pages depend only on the content and the language, so one render serves every visitor until a change.
  const pages = new Map<string, CachedPage>();
  let version = deps.cache.version;

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

  app.all('*', async (c) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/uploads/'))
      throw new HttpError(404, 'Not found.');
    const lang = pickLanguage(request);
    const chosen = url.searchParams.get('lang');
    const setLang = isLang(chosen) ? `${LANG_COOKIE}=${chosen}; Path=/; Max-Age=31536000; SameSite=Lax` : null;

    const cacheable = request.method === 'GET';
    // Absolute links (canonical, og:url, hreflang, sitemap.xml, rss.xml, robots.txt) use PUBLIC_URL. Without it
    // they follow the request's Host header, which anybody can forge: each origin then has pages of its own, so
    // a forged Host only ever reaches the one who sent it, never a later visitor.
    const origin = deps.config.publicUrl ?? url.origin;
    const key = `${deps.config.publicUrl ? '' : `${origin} `}${lang} ${url.pathname}${url.search}`;
    if (deps.cache.version !== version) {
      pages.clear();
      version = deps.cache.version;
    }
    let page = cacheable ? pages.get(key) : undefined;
    if (page && !deps.cache.fresh(page.at)) {
      pages.delete(key);
      page = undefined;
    }
    if (!page) {
      let readFailed = false;
      const context = new RouterContextProvider();
      context.set(contextKey, {
        origin,
        partnerSchoolUrl: deps.config.partnerSchoolUrl,
        // The loaders read in-process, in the page's language; a failure is logged under the visit's request id.
        data: siteData(deps, { requestId: c.var.requestId, onFailure: () => (readFailed = true) }, lang),
      });
      const renderedAt = deps.cache.version;
      const response = await handler(request, context);
      const headers = new Headers(response.headers);
      const type = response.headers.get('content-type') ?? '';
      // A page's style sheets come inline: they no longer hold its first paint (server/first-view-css.ts).
      let body = await response.arrayBuffer();
      if (type.startsWith('text/html')) {
        body = new TextEncoder().encode(inlineStyleSheets(new TextDecoder().decode(body), builtCss)).buffer;
        headers.delete('Content-Length');
      }
      // Made from the HTML as sent, so it stays valid while the page is kept (server/http/security-headers.ts).
      headers.set('Content-Security-Policy', pageCsp(new TextDecoder().decode(body), deps.config));
      const at = deps.clock.now().getTime();
      page = { status: response.status, headers: [...headers.entries()], body, encoded: {}, at };
      if (
        cacheable &&
        !readFailed &&
        response.status === 200 &&
        !response.headers.has('set-cookie') &&
        renderedAt === deps.cache.version &&
        /text\/html|text\/x-script|octet-stream|xml|text\/plain/.test(type)
      ) {
        if (pages.size >= MAX_CACHED_PAGES) pages.clear();
        pages.set(key, page);
      }
    }
    const headers = new Headers(page.headers);
    headers.set('Vary', 'Cookie, Accept-Language');
    // The back office's pages are for signed-in staff: never kept by a browser or a proxy.
    if (/^\/admin(\/|\.data$|$)/i.test(url.pathname)) headers.set('Cache-Control', 'no-store');
    else if (!headers.has('cache-control')) headers.set('Cache-Control', 'no-cache');
    if (setLang) headers.append('Set-Cookie', setLang);
    let body: ArrayBuffer | Uint8Array<ArrayBuffer> = page.body;
    if (isCompressible(headers.get('content-type'))) {
      addVary(headers, 'Accept-Encoding');
      const encoding = negotiate(request.headers.get('accept-encoding'));
      if (encoding && page.body.byteLength >= MIN_COMPRESS_BYTES) {
        body = page.encoded[encoding] ??= await compress(new Uint8Array(page.body), encoding, 'fast');
        headers.set('Content-Encoding', encoding);
        headers.delete('Content-Length');
      }
    }
    return new Response(request.method === 'HEAD' ? null : body, { status: page.status, headers });
  });
}
