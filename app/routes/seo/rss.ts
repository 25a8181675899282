// GET /rss.xml: the blog as an RSS 2.0 feed, newest first, each post linking to its own page. One feed per
// language (decision 021): /rss.xml in English, /rss.xml?lang=de and ?lang=sw, each listing only the posts
// that really have that language (original or translation), in it; the channel's texts are in it too. The
// address names the language, not the reader's cookie or browser: a feed reader's subscription stays one feed.
import type { BlogPost } from '../../../common/api-types.ts';
import { publishedAt } from '../../../common/publishing.ts';
import { pageContext } from '../../app-context.ts';
import { messagesFor } from '../../i18n/catalog.ts';
import { translate } from '../../i18n/i18n.tsx';
import { DEFAULT_LANG, isLang } from '../../i18n/languages.ts';
import { languageUrl } from '../../lib/meta.ts';
import { postHtml } from '../../components/blog/post-full.server.ts';
import type { Route } from './+types/rss.ts';
import { newest, xml, xmlSafe } from './site-map-data.ts';

/** Posts in the feed: enough for any reader catching up, small enough to fetch often. */
const FEED_SIZE = 30;

/** The variant closest to 800 px wide, for the picture in a reader. */
function pictureUrl(post: BlogPost): string | null {
  const sources = post.imageVariants?.sources ?? [];
  if (!sources.length) return post.image;
  const closest = [...sources].sort((a, b) => Math.abs(a.width - 800) - Math.abs(b.width - 800))[0];
  return closest?.url ?? post.image;
}

const absolute = (origin: string, url: string) => (/^https?:\/\//.test(url) ? url : origin + url);

/** A post's formatted text (sanitised, as its page shows it) with the site's own addresses made absolute. */
const feedHtml = (origin: string, post: BlogPost) =>
  postHtml(post.content, post.pictureSizes).replace(/(<(?:a|img) (?:href|src)=")\//g, `$1${origin}/`);

export async function loader({ request, context }: Route.LoaderArgs) {
  const { data, origin } = context.get(pageContext);
  const asked = new URL(request.url).searchParams.get('lang');
  const lang = isLang(asked) ? asked : DEFAULT_LANG;
  const messages = messagesFor(lang);
  const siteName = translate(messages, 'common.siteName');
  let posts: BlogPost[] = [];
  try {
    // The newest posts that have this language (the original's or a translation), read as such.
    const page = await data.inLanguage(lang).blogPage(1, FEED_SIZE, { language: lang, count: false });
    posts = page.items.filter((post) => post.lang === lang);
  } catch {
    // An empty feed is still a valid feed; readers try again later.
  }
  posts = [...posts]
    .sort((a, b) => (publishedAt(a) < publishedAt(b) ? 1 : publishedAt(a) > publishedAt(b) ? -1 : 0))
    .slice(0, FEED_SIZE);

  const items = posts.map((post) => {
    const link = languageUrl(origin, `/blog/${encodeURIComponent(post._id)}`, lang);
    const picture = pictureUrl(post);
    const html =
      (picture ? `<p><img src="${xml(absolute(origin, picture))}" alt="${xml(post.title)}"/></p>` : '') +
      feedHtml(origin, post);
    return [
      '<item>',
      `<title>${xml(xmlSafe(post.title))}</title>`,
      `<link>${xml(link)}</link>`,
      `<guid isPermaLink="true">${xml(link)}</guid>`,
      `<pubDate>${new Date(publishedAt(post)).toUTCString()}</pubDate>`,
      post.author ? `<dc:creator>${xml(xmlSafe(post.author))}</dc:creator>` : '',
      `<description>${xml(xmlSafe(html))}</description>`,
      '</item>',
    ].join('');
  });

  const updated = newest(posts);
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${xml(`${siteName}: ${translate(messages, 'common.nav.blog')}`)}</title>
<link>${xml(languageUrl(origin, '/blog', lang))}</link>
<description>${xml(translate(messages, 'common.siteDescription'))}</description>
<language>${lang}</language>
<atom:link href="${xml(languageUrl(origin, '/rss.xml', lang))}" rel="self" type="application/rss+xml"/>
${updated ? `<lastBuildDate>${new Date(updated).toUTCString()}</lastBuildDate>\n` : ''}${items.join('\n')}
</channel>
</rss>
`;
  return new Response(body, {
    headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' },
  });
}
