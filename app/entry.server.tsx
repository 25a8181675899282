// Server rendering: the whole page is rendered at once (loaders have fetched everything), MUI's styles are
// collected and put in <head>, so the first paint is complete and styled without JavaScript.
import { PassThrough } from 'node:stream';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToPipeableStream } from 'react-dom/server';
import { preloadMuiTheme } from './components/layout/mui-gate.tsx';
import fontsCss from './fonts.css?inline';
import fontsHref from './fonts.css?url';
import { leanFonts, pageScripts } from './islands/lean-page.server.ts';

export { pageContext } from './app-context.ts';

export const streamTimeout = 5_000;

const fonts = leanFonts(fontsHref, fontsCss);

function renderToString(element: React.ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown = null;
    const { pipe, abort } = renderToPipeableStream(element, {
      // The page is sent whole (onAllReady), so no <Suspense> content is ever sent after a placeholder to be
      // swapped in by a script (React does that for big boundaries by default, e.g. around a page's MUI theme).
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (c: Buffer) => chunks.push(c));
        sink.on('end', () => (failed ? reject(failed) : resolve(Buffer.concat(chunks).toString('utf8'))));
        pipe(sink);
      },
      onShellError: reject,
      onError(error) {
        failed ??= error;
      },
    });
    setTimeout(abort, streamTimeout);
  });
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD')
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  // MUI's theme is loaded on demand (mui-gate.tsx); have it ready so rendering never waits for it.
  await preloadMuiTheme();

  // compat: styles are kept in the cache instead of being written next to each element.
  const cache = createCache({ key: 'css' });
  cache.compat = true;
  const html = await renderToString(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </CacheProvider>,
  );
  const ids = Object.keys(cache.inserted).filter((id) => typeof cache.inserted[id] === 'string');
  const css = ids.map((id) => cache.inserted[id]).join('');
  // (None on pages built without MUI, such as the home page.)
  const styleTag = ids.length ? `<style data-emotion="css ${ids.join(' ')}">${css}</style>` : '';
  const page =
    '<!DOCTYPE html>' +
    pageScripts(html, routerContext, fonts)
      .replace(/^<!DOCTYPE html>/i, '')
      .replace('</head>', `${styleTag}</head>`);
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(page, { status: responseStatusCode, headers: responseHeaders });
}
