// What the sitemap and the feed are made of: the public pages of app/routes.ts (tests/e2e/seo.test.ts
// checks that this list follows the route table), the records with pages of their own, and XML helpers.
import type { DocumentItem, SchoolDetail } from '../../../common/api-types.ts';
import type { SiteData } from '../../app-context.ts';

interface Dated {
  updatedAt: string;
}

/**
 * What the sitemap's pages show, enough for their lastmod: the small lists whole, and of the blog and the gallery
 * (which grow for years) only when they last changed. Each is read once per sitemap; a read that fails counts as
 * nothing (the sitemap still names the pages).
 */
export interface SiteContent {
  blogsChanged: Dated[];
  galleryChanged: (categories?: readonly string[]) => Dated[];
  schools: SchoolDetail[];
  headers: Dated[];
  directorMessage: Dated[];
  partners: Dated[];
  documents: DocumentItem[];
  schoolSettings: Dated[];
}

/** The categories of the resource gallery pages (app/routes/public/resource-gallery.tsx). */
const RESOURCE_GALLERIES = [['Transports'], ['Library Life', 'Library'], ['Computer Lab']] as const;

export async function loadSiteContent(data: SiteData): Promise<SiteContent> {
  const orEmpty = <T>(read: Promise<T[]>): Promise<T[]> => read.catch(() => []);
  const changed = (read: Promise<string | null>): Promise<Dated[]> =>
    read.then(
      (at) => (at ? [{ updatedAt: at }] : []),
      () => [],
    );
  const [blogsChanged, gallery, byCategory, schools, headers, directorMessage, partners, documents, schoolSettings] =
    await Promise.all([
      changed(data.newestChange('blogs')),
      changed(data.newestChange('gallery')),
      Promise.all(RESOURCE_GALLERIES.map((categories) => changed(data.newestChange('gallery', categories)))),
      orEmpty(data.schools()),
      orEmpty(data.headers()),
      orEmpty(data.directorMessages()),
      orEmpty(data.partners()),
      orEmpty(data.documents()),
      orEmpty(data.schoolSettings()),
    ]);
  const galleryChanged = (categories?: readonly string[]) => {
    const at = RESOURCE_GALLERIES.findIndex((c) => c[0] === categories?.[0]);
    return at >= 0 ? (byCategory[at] ?? []) : gallery;
  };
  return { blogsChanged, galleryChanged, schools, headers, directorMessage, partners, documents, schoolSettings };
}

const CURRICULUM = ['Curriculum', 'Timetable'];

/**
 * The public pages without a record in their address, with what they show (for lastmod). The bare
 * /schooldetails only says 'No School Data Provided', so the schools are listed as /schooldetails/<id>.
 */
export const PUBLIC_PAGES: { path: string; shows: (c: SiteContent) => Dated[] }[] = [
  {
    path: '/',
    shows: (c) => [
      ...c.headers,
      ...c.blogsChanged,
      ...c.directorMessage,
      ...c.schools,
      ...c.galleryChanged(),
      ...c.partners,
    ],
  },
  { path: '/about', shows: () => [] },
  { path: '/blog', shows: (c) => c.blogsChanged },
  { path: '/contact', shows: (c) => c.schoolSettings },
  { path: '/gallery', shows: (c) => c.galleryChanged() },
  { path: '/resource/transports', shows: (c) => c.galleryChanged(['Transports']) },
  { path: '/resource/library', shows: (c) => c.galleryChanged(['Library Life', 'Library']) },
  { path: '/resource/computer-lab', shows: (c) => c.galleryChanged(['Computer Lab']) },
  { path: '/PartnerClientView', shows: (c) => c.partners },
  { path: '/resource/JoiningForm', shows: (c) => c.documents.filter((d) => !CURRICULUM.includes(d.category)) },
  { path: '/resource/curriculum', shows: (c) => c.documents.filter((d) => CURRICULUM.includes(d.category)) },
];

/** The newest updatedAt of some records, or undefined when there are none. */
export function newest(records: Dated[]): string | undefined {
  let best: string | undefined;
  for (const r of records) if (r.updatedAt && (!best || r.updatedAt > best)) best = r.updatedAt;
  return best;
}

/** Escapes text for XML content and attribute values. */
export function xml(text: string): string {
  return text.replace(
    /[<>&'"]/g,
    (ch) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[ch]!,
  );
}

/** Drops characters XML 1.0 does not allow (control characters pasted into a post would break the file). */
export function xmlSafe(text: string): string {
  return text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');
}
