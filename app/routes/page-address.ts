// The query parameters the server-rendered pages read (their loaders, and components that read the address while
// rendering on the server), each in the one spelling that shows the same thing. server/pages.ts renders and keeps
// a page under this address alone: a parameter no page reads (`/?r=<random>`) changes neither what is rendered
// nor what is kept, and `?page=01` is `?page=1` is no page parameter at all. A route that starts reading another
// parameter while rendering on the server adds it here. (The back office renders its lists in the browser, from
// the address the browser has: its parameters need no place here.)
import { PICTURE_PARAM } from '../components/gallery/use-opened-picture.ts';
import { parseCategory } from '../components/gallery/categories.ts';
import { isLang } from '../i18n/languages.ts';

/** The spelling of a parameter that shows what `value` shows, or null when it shows what no parameter shows. */
type Normalise = (value: string) => string | null;

/** The languages (the root loader, rss.xml); an unknown one is no language at all (pickLanguage). */
const lang: Normalise = (value) => (isLang(value) ? value : null);
/** How a plain (JavaScript-free) post of a contact form went: the footer's form on every page reads it. */
const CONTACT_RESULTS = new Set(['footer', 'page'].flatMap((form) => [form, `${form}-failed`, `${form}-limited`]));
const contactSent: Normalise = (value) => (CONTACT_RESULTS.has(value) ? value : null);
/** A list's page number as the loaders read it (parseInt, within 1 to 1,000,000): page 1 is the bare address. */
const page: Normalise = (value) => {
  const asked = Number.parseInt(value, 10);
  if (!Number.isFinite(asked)) return null;
  const n = Math.min(Math.max(asked, 1), 1_000_000);
  return n === 1 ? null : String(n);
};
/** A gallery's picture opened in the lightbox once hydrated: only that one is asked for changes the render. */
const picture: Normalise = () => '';
const category: Normalise = (value) => {
  const known = parseCategory(value);
  return known === parseCategory(null) ? null : known;
};
/** sitemap.xml's parts: `pages` or a post part's number; anything else is the index. */
const part: Normalise = (value) => {
  const n = Number(value);
  return value === 'pages' ? value : value !== '' && Number.isSafeInteger(n) && n >= 1 ? String(n) : null;
};

const EVERY_PAGE = { lang, contactSent };
const PICTURES = { ...EVERY_PAGE, page, [PICTURE_PARAM]: picture };

/** What each address reads besides EVERY_PAGE (paths in lower case without a trailing slash, as routes match). */
const BY_PATH: Record<string, Record<string, Normalise>> = {
  '/blog': { ...EVERY_PAGE, page },
  '/gallery': { ...PICTURES, category },
  '/resource/transports': PICTURES,
  '/resource/library': PICTURES,
  '/resource/computer-lab': PICTURES,
  '/sitemap.xml': { part },
};

/** React Router's own parameters of a page's data (`<path>.data?_routes=`), read as sent. */
const DATA = { _routes: (value: string) => value };

/**
 * The query a page is rendered and kept under ('' or '?…'): in a fixed order, only what its route reads. A page's
 * data (`/blog.data`, `/_root.data` for the home page) reads what its page reads; React Router's route discovery
 * (`/__manifest`, never kept) reads its own.
 */
export function pageQuery(url: URL): string {
  if (url.pathname === '/__manifest') return url.search;
  let path = url.pathname.toLowerCase().replace(/(.)\/+$/, '$1');
  const data = path.endsWith('.data');
  if (data) path = path === '/_root.data' ? '/' : path.slice(0, -'.data'.length);
  const kept = new URLSearchParams();
  for (const [name, normalise] of Object.entries({ ...(BY_PATH[path] ?? EVERY_PAGE), ...(data ? DATA : {}) })) {
    const value = url.searchParams.get(name);
    const spelled = value === null ? null : normalise(value);
    if (spelled !== null) kept.set(name, spelled);
  }
  const search = kept.toString();
  return search ? `?${search}` : '';
}
