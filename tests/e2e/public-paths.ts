// Every public page of a running demo site, one address per route (the first blog post and school stand for
// the records' pages; /no-such-page for the 404 page). Shared by the sweeps over all pages.
import type { BlogPost, SchoolDetail } from '../../common/api-types.ts';
import { nth } from '../helpers/nth.ts';

export async function publicPaths(url: string): Promise<string[]> {
  const [posts, schools] = await Promise.all([
    fetch(`${url}/api/blogs`).then((r) => r.json() as Promise<BlogPost[]>),
    fetch(`${url}/api/brightSchoolDetails`).then((r) => r.json() as Promise<SchoolDetail[]>),
  ]);
  return [
    '/',
    '/about',
    '/blog',
    `/blog/${nth(posts, 0)._id}`,
    '/contact',
    '/gallery',
    '/resource/transports',
    '/resource/library',
    '/resource/computer-lab',
    '/schooldetails',
    `/schooldetails/${nth(schools, 0)._id}`,
    '/PartnerClientView',
    '/resource/JoiningForm',
    '/resource/curriculum',
    '/no-such-page',
  ];
}
