// GET /sitemap.xml: every public page, blog post and school, each language version with its hreflang
// alternates (the same addresses as the pages' own head tags, app/lib/meta.ts) and lastmod from updatedAt.
// A post or a school is listed in the languages it really has (its original and translations, decision 021).
import { pageContext } from '../../app-context.ts';
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

export async function loader({ context }: Route.LoaderArgs) {
  const { data, origin } = context.get(pageContext);
  const [content, postLanguages, schoolLanguages] = await Promise.all([
    loadSiteContent(data),
    languagesOf(data, (inLanguage) => inLanguage.blogs().catch(() => [])),
    languagesOf(data, (inLanguage) => inLanguage.schools().catch(() => [])),
  ]);
  const urls = [
    ...PUBLIC_PAGES.map((page) => entries(origin, page.path, newest(page.shows(content)))),
    ...content.blogs.map((post) =>
      entries(origin, `/blog/${encodeURIComponent(post._id)}`, post.updatedAt, postLanguages.get(post._id)),
    ),
    ...content.schools.map((school) =>
      entries(
        origin,
        `/schooldetails/${encodeURIComponent(school._id)}`,
        school.updatedAt,
        schoolLanguages.get(school._id),
      ),
    ),
  ];
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
