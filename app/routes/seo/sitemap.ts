// GET /sitemap.xml: every public page, blog post and school, each language version with its hreflang
// alternates (the same addresses as the pages' own head tags, app/lib/meta.ts) and lastmod from updatedAt.
// A post or a school is listed in the languages it really has (its original and translations, decision 021).
// Made from small queries (a post's id, time and languages), split into parts as the site grows (decision 028).
import { pageContext, type PostAddress, type SiteData } from '../../app-context.ts';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { languagesOf } from '../../lib/content-languages.ts';
import { languageUrl } from '../../lib/meta.ts';
import type { Route } from './+types/sitemap.ts';
import { PUBLIC_PAGES, loadSiteContent, newest, xml } from './site-map-data.ts';

function entries(
  origin: string,
  path: string,
  lastmod: string | undefined,
  languages: readonly Lang[] = LANGUAGES,
): string {
  const alternates = [
    ...languages.map(
      (l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${xml(languageUrl(origin, path, l))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(origin + path)}"/>`,
  ].join('');
  const modified = lastmod ? `<lastmod>${xml(lastmod)}</lastmod>` : '';
  const locs = languages.map((l) => languageUrl(origin, path, l));
  return locs.map((loc) => `<url><loc>${xml(loc)}</loc>${modified}${alternates}</url>`).join('\n');
}

/**
 * Posts per part of a sitemap split into parts: with up to three languages each, at most 15,000 addresses a part
 * (the protocol allows 50,000 and 50 MB), each made from one small query in well under a second.
 */
export const POSTS_PER_PART = 5000;

const urlset = (urls: string[]) => `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;

const xmlAnswer = (body: string) =>
  new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });

/**
 * /sitemap.xml: one list of every address while the site is small; once its posts need more than one part, an
 * index of parts: `?part=pages` (the pages and schools) and `?part=1`, `?part=2`, … (the posts, newest first).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const { data, origin } = context.get(pageContext);
  return sitemap(data, origin, new URL(request.url).searchParams.get('part'));
}

/** The sitemap or its part `part` (null: /sitemap.xml itself); tests give a smaller `postsPerPart`. */
export async function sitemap(data: SiteData, origin: string, part: string | null, postsPerPart = POSTS_PER_PART) {
  const postsOf = (n: number) => data.postAddresses(n, postsPerPart).catch(() => ({ total: 0, posts: [] }));
  // Written only for a list that shows them (the index needs the total alone).
  const urlsOf = (posts: PostAddress[]) =>
    posts.map((post) => entries(origin, `/blog/${encodeURIComponent(post._id)}`, post.updatedAt, post.languages));
  const pages = async () => {
    const [content, schoolLanguages] = await Promise.all([
      loadSiteContent(data),
      languagesOf(data, (inLanguage) => inLanguage.schools().catch(() => [])),
    ]);
    return [
      ...PUBLIC_PAGES.map((page) => entries(origin, page.path, newest(page.shows(content)))),
      ...content.schools.map((school) =>
        entries(
          origin,
          `/schooldetails/${encodeURIComponent(school._id)}`,
          school.updatedAt,
          schoolLanguages.get(school._id),
        ),
      ),
    ];
  };

  if (part === 'pages') return xmlAnswer(urlset(await pages()));
  const n = Number(part);
  if (part !== null && Number.isSafeInteger(n) && n >= 1) return xmlAnswer(urlset(urlsOf((await postsOf(n)).posts)));
  // The index needs the number of posts alone: a part of 0 counts them without reading any.
  const parts = Math.ceil((await data.postAddresses(1, 0).catch(() => ({ total: 0 }))).total / postsPerPart);
  if (parts <= 1) return xmlAnswer(urlset([...(await pages()), ...urlsOf((await postsOf(1)).posts)]));
  const names = ['pages', ...Array.from({ length: parts }, (_, i) => String(i + 1))];
  return xmlAnswer(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${names.map((name) => `<sitemap><loc>${xml(`${origin}/sitemap.xml?part=${name}`)}</loc></sitemap>`).join('\n')}
</sitemapindex>
`);
}
