import './root.css';
import fontsHref from './fonts.css?url';
import { useEffect, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useLocation,
  useRouteLoaderData,
  type ShouldRevalidateFunction,
} from 'react-router';
import type { Route } from './+types/root.ts';
import { pageContext } from './app-context.ts';
import { MuiGate } from './components/layout/mui-gate.tsx';
import { FONTS_CACHED } from './islands/wake-on-intent.ts';
import { messagesFor, type Messages } from './i18n/catalog.ts';
import { I18nProvider, translate } from './i18n/i18n.tsx';
import { DEFAULT_LANG, LANGUAGES, LANGUAGE_NAMES, languageArea, pickLanguage, type Lang } from './i18n/languages.ts';
import { languageUrl } from './lib/meta.ts';

export interface RootData {
  lang: Lang;
  messages: Messages;
  origin: string;
}

const isAdminPath = (pathname: string) => /^\/admin(\/|$)/i.test(pathname);

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  // The back office speaks its staff's own choice, the public pages the site's (app/i18n/languages.ts).
  const lang = pickLanguage(request, languageArea(new URL(request.url).pathname));
  const messages = messagesFor(lang);
  // Public pages never show the back office's texts (half of the dictionary): they stay out of their page
  // data. Entering /admin revalidates this loader (shouldRevalidate), which then sends them.
  if (!isAdminPath(new URL(request.url).pathname)) {
    const { admin: _admin, adminRecords: _adminRecords, ...publicSections } = messages;
    return { lang, messages: publicSections as Messages, origin: context.get(pageContext).origin };
  }
  return { lang, messages, origin: context.get(pageContext).origin };
}

// The dictionary only changes with the language, and when moving between the public site and /admin.
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.searchParams.get('lang') !== nextUrl.searchParams.get('lang') ||
  isAdminPath(currentUrl.pathname) !== isAdminPath(nextUrl.pathname)
    ? true
    : defaultShouldRevalidate && false;

/**
 * Runs once the page has hydrated (which starts after the page's load event: app/lib/scripts-after-load.server.ts).
 * - Marks <html data-hydrated>: from then on the page's buttons work (the browser tests wait for it).
 * - Adds Roboto's style sheet. Coming with the page, the font files would share a slow connection's first
 *   seconds with the text, the hero image and the scripts. Android phones have Roboto built in and use it
 *   from the first paint; other devices keep their own sans-serif on the first page (the files arrive after
 *   font-display: optional's 100 ms) and, the files being cached by then, get Roboto on the next one.
 */
function useAfterHydration() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    // A lean page's own script adds them once its largest paint has settled (app/islands/wake-on-intent.ts).
    if (document.querySelector('[data-fonts]') || window.__wakeLeanPage) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = fontsHref;
    link.dataset.fonts = '';
    // Once the faces this page uses have come, a lean page that follows has them from its first layout.
    link.addEventListener('load', () => {
      void document.fonts.ready.then(() => {
        try {
          localStorage.setItem(FONTS_CACHED, fontsHref);
        } catch {
          // No storage: the lean pages keep the device's font.
        }
      });
    });
    document.head.append(link);
  }, []);
}

/**
 * The blog's feeds, one per language (app/routes/seo/rss.ts), the page's language first. No hreflang on them:
 * a page's hreflang links are its own alternates (app/lib/meta.ts); the title names the feed's language.
 */
function FeedLinks({ data }: { data: RootData | undefined }) {
  const lang = data?.lang ?? DEFAULT_LANG;
  const title = data
    ? `${translate(data.messages, 'common.siteName')}: ${translate(data.messages, 'common.nav.blog')}`
    : 'Bright Schools: Blog';
  return [lang, ...LANGUAGES.filter((l) => l !== lang)].map((l) => (
    <link
      key={l}
      rel="alternate"
      type="application/rss+xml"
      href={languageUrl('', '/rss.xml', l)}
      title={`${title} (${LANGUAGE_NAMES[l]})`}
    />
  ));
}

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<RootData>('root');
  useAfterHydration();
  return (
    <html lang={data?.lang ?? DEFAULT_LANG}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#00796b" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <FeedLinks data={data} />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  // MUI's theme: here for the back office; the public layout puts it around the pages that use MUI.
  return (
    <I18nProvider lang={loaderData.lang} messages={loaderData.messages}>
      <MuiGate enabled={isAdminPath(location.pathname)}>
        <Outlet />
      </MuiGate>
    </I18nProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const data = useRouteLoaderData<RootData>('root');
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const refused =
    isRouteErrorResponse(error) && error.status < 500 && !notFound && typeof error.data === 'string'
      ? error.data
      : null;
  // Without the root data (its loader failed) the texts fall back to English.
  const text = (key: Parameters<typeof translate>[1], fallback: string) =>
    data ? translate(data.messages, key) : fallback;
  const heading = notFound
    ? text('common.states.notFoundTitle', 'Page not found')
    : text('common.states.error', 'Something went wrong.');
  return (
    <main style={{ padding: '3rem 1rem', maxWidth: 640, margin: '0 auto' }}>
      {/* React puts the title into <head>: every page, this one too, says what it is in the tab and to screen readers. */}
      <title>{`${heading} | ${text('common.siteName', 'Bright Schools')}`}</title>
      <h1>{heading}</h1>
      {notFound && <p>{text('common.states.notFoundText', 'The page you are looking for does not exist.')}</p>}
      {/* A request the page refuses says why (a post's changes a save would refuse: "Title is required"). */}
      {refused && <p role="alert">{refused}</p>}
      <p>
        <a href="/">{text('common.states.backHome', 'Back to the home page')}</a>
      </p>
    </main>
  );
}
