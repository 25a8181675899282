// GET /robots.txt: everything public may be crawled; the back office and the API may not.
import { pageContext } from '../../app-context.ts';
import type { Route } from './+types/robots.ts';

export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(pageContext);
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /api/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=86400' },
  });
}
