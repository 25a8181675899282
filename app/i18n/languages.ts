// The interface languages: English and German (spec), Kiswahili (the parents' language).
// The public pages and the back office each keep their own choice (issue 38): a teacher reading the school's
// site in German still finds the admin in the language chosen there, as WordPress keeps a user's admin language.
import { isBackOfficePath } from '../../common/back-office-path.ts';

export const LANGUAGES = ['en', 'de', 'sw'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';
/** The back office's own choice: never read by a public page, so it splits no page kept for all visitors. */
export const ADMIN_LANG_COOKIE = 'admin_lang';
/** Whose choice a request reads: the public pages' or the back office's. */
export type LanguageArea = 'site' | 'admin';
const COOKIES: Record<LanguageArea, string> = { site: LANG_COOKIE, admin: ADMIN_LANG_COOKIE };
export const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', de: 'Deutsch', sw: 'Kiswahili' };
/** Open Graph locale per language. */
export const OG_LOCALES: Record<Lang, string> = { en: 'en_GB', de: 'de_DE', sw: 'sw_TZ' };

export function isLang(value: string | null | undefined): value is Lang {
  return !!value && (LANGUAGES as readonly string[]).includes(value);
}

export function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [k, ...v] = part.trim().split('=');
    if (k !== name) continue;
    try {
      return decodeURIComponent(v.join('='));
    } catch {
      return null; // not a value this site wrote (a malformed %-escape): as if there were none
    }
  }
  return null;
}

/** The area of a page address (as requested): the back office's pages and their .data, else the public site. */
export const languageArea = (pathname: string): LanguageArea => (isBackOfficePath(pathname) ? 'admin' : 'site');

/** The area's saved choice, then the browser's languages, then English. */
export function savedLanguage(request: Request, area: LanguageArea = 'site'): Lang {
  const fromCookie = cookieValue(request.headers.get('cookie'), COOKIES[area]);
  if (isLang(fromCookie)) return fromCookie;
  for (const entry of (request.headers.get('accept-language') ?? '').split(',')) {
    const code = (entry.split(';')[0] ?? '').trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}

/** ?lang= first (links, hreflang alternates, each area's own switch), then the area's saved choice. */
export function pickLanguage(request: Request, area: LanguageArea = 'site'): Lang {
  const fromQuery = new URL(request.url).searchParams.get('lang');
  return isLang(fromQuery) ? fromQuery : savedLanguage(request, area);
}

/** The Set-Cookie that remembers a choice made with ?lang= in its area, for a year. */
export const languageCookie = (area: LanguageArea, lang: Lang) =>
  `${COOKIES[area]}=${lang}; Path=/; Max-Age=31536000; SameSite=Lax`;
