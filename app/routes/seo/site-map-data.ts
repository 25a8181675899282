// What the sitemap and the feed are made of: the public pages of app/routes.ts (tests/e2e/seo.test.ts
// checks that this list follows the route table), the records with pages of their own, and XML helpers.
import type { BlogPost, DocumentItem, GalleryItem, SchoolDetail } from '../../../common/api-types.ts';
import type { SiteData } from '../../app-context.ts';

interface Dated {
  updatedAt: string;
}

/** The content lists a page shows; each is read once per sitemap. */
export interface SiteContent {
  blogs: BlogPost[];
  schools: SchoolDetail[];
  gallery: GalleryItem[];
  headers: Dated[];
  directorMessage: Dated[];
  partners: Dated[];
  documents: DocumentItem[];
  schoolSettings: Dated[];
}

/** Reads every list; a list that fails counts as empty (the sitemap still names the pages). */
export async function loadSiteContent(data: SiteData): Promise<SiteContent> {
  const orEmpty = <T>(read: Promise<T[]>): Promise<T[]> => read.catch(() => []);
  const [blogs, schools, gallery, headers, directorMessage, partners, documents, schoolSettings] = await Promise.all([
    orEmpty(data.blogs()),
    orEmpty(data.schools()),
    orEmpty(data.gallery()),
    orEmpty(data.headers()),
    orEmpty(data.directorMessages()),
    orEmpty(data.partners()),
    orEmpty(data.documents()),
    orEmpty(data.schoolSettings()),
  ]);
  return { blogs, schools, gallery, headers, directorMessage, partners, documents, schoolSettings };
}

const CURRICULUM = ['Curriculum', 'Timetable'];

/**
 * The public pages without a record in their address, with what they show (for lastmod). The bare
 * /schooldetails only says 'No School Data Provided', so the schools are listed as /schooldetails/<id>.
 */
export const PUBLIC_PAGES: { path: string; shows: (c: SiteContent) => Dated[] }[] = [
  {
    path: '/',
    shows: (c) => [...c.headers, ...c.blogs, ...c.directorMessage, ...c.schools, ...c.gallery, ...c.partners],
  },
  { path: '/about', shows: () => [] },
  { path: '/blog', shows: (c) => c.blogs },
  { path: '/contact', shows: (c) => c.schoolSettings },
  { path: '/gallery', shows: (c) => c.gallery },
  { path: '/resource/transports', shows: (c) => c.gallery.filter((g) => g.category === 'Transports') },
  { path: '/resource/library', shows: (c) => c.gallery.filter((g) => g.category === 'Library Life') },
  { path: '/resource/computer-lab', shows: (c) => c.gallery.filter((g) => g.category === 'Computer Lab') },
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
