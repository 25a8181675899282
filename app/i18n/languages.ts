// The interface languages: English and German (spec), Kiswahili (the parents' language).
export const LANGUAGES = ['en', 'de', 'sw'] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = 'en';
export const LANG_COOKIE = 'lang';
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

/** ?lang= first (links and hreflang alternates), then the saved choice, then the browser's languages. */
export function pickLanguage(request: Request): Lang {
  const url = new URL(request.url);
  const fromQuery = url.searchParams.get('lang');
  if (isLang(fromQuery)) return fromQuery;
  const fromCookie = cookieValue(request.headers.get('cookie'), LANG_COOKIE);
  if (isLang(fromCookie)) return fromCookie;
  for (const entry of (request.headers.get('accept-language') ?? '').split(',')) {
    const code = (entry.split(';')[0] ?? '').trim().slice(0, 2).toLowerCase();
    if (isLang(code)) return code;
  }
  return DEFAULT_LANG;
}
