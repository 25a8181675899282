// Per-page head tags: title, description, canonical URL, Open Graph and Twitter card, hreflang alternates.
import type { MetaDescriptor } from 'react-router';
import type { RootData } from '../root.tsx';
import { DEFAULT_LANG, LANGUAGES, OG_LOCALES, type Lang } from '../i18n/languages.ts';
import { translate, type MessageKey } from '../i18n/i18n.tsx';

interface MetaArgsLike {
  location: { pathname: string };
  matches: ({ id: string; data?: unknown; loaderData?: unknown } | undefined)[];
}

export function rootData(args: MetaArgsLike): RootData | undefined {
  const root = args.matches.find((m) => m?.id === 'root');
  return (root?.loaderData ?? root?.data) as RootData | undefined;
}

export interface PageMetaInput {
  /** Page title (without the site name), already translated, or a message key. */
  title: string;
  description?: string;
  /** Absolute or site-relative image for link previews. */
  image?: string | null;
  type?: 'website' | 'article';
  /** Canonical path; defaults to the current path. */
  path?: string;
  noindex?: boolean;
  /**
   * A record's page: the languages its content really has (lib/content-languages.ts), the only ones its
   * hreflang alternates name (all three when not given), and the language its texts are shown in. A page in
   * a language the record does not have shows the original and names that language's address as canonical.
   */
  content?: { languages: readonly Lang[]; lang?: Lang };
}

/** The address of a page in one language: the bare path for English, `?lang=` for the others. */
export function languageUrl(origin: string, path: string, lang: Lang): string {
  if (lang === DEFAULT_LANG) return `${origin}${path}`;
  return `${origin}${path}${path.includes('?') ? '&' : '?'}lang=${lang}`;
}

export const DEFAULT_PREVIEW_IMAGE = '/images/og-default.png';

/** Builds the head tags; texts given as message keys are translated into the page's language. */
export function pageMeta(args: MetaArgsLike, input: PageMetaInput): MetaDescriptor[] {
  const root = rootData(args);
  const lang = root?.lang ?? 'en';
  const origin = root?.origin ?? '';
  const t = (text: string) =>
    root && /^[a-z]+\.[\w.]+$/.test(text) ? translate(root.messages, text as MessageKey) : text;
  const siteName = root ? translate(root.messages, 'common.siteName') : 'Bright Schools';
  const title = `${t(input.title)} | ${siteName}`;
  const description = t(input.description ?? 'common.siteDescription');
  const path = input.path ?? args.location.pathname;
  const href = (l: Lang) => languageUrl(origin, path, l);
  const available = input.content?.languages.length
    ? LANGUAGES.filter((l) => input.content!.languages.includes(l))
    : LANGUAGES;
  const shown = input.content?.lang;
  const canonicalLang = available.includes(lang) ? lang : shown && available.includes(shown) ? shown : available[0]!;
  const canonical = href(canonicalLang);
  const image = input.image
    ? input.image.startsWith('http')
      ? input.image
      : `${origin}${input.image}`
    : `${origin}${DEFAULT_PREVIEW_IMAGE}`;

  return [
    { title },
    { name: 'description', content: description },
    ...(input.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { tagName: 'link', rel: 'canonical', href: canonical },
    ...available.map((l) => ({ tagName: 'link', rel: 'alternate', hrefLang: l, href: href(l) })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: `${origin}${path}` },
    { property: 'og:site_name', content: siteName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: OG_LOCALES[canonicalLang] },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
}
