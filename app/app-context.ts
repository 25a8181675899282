// What the server hands to page loaders: the site's content, read in-process by the same functions the API
// answers with (server/page-data.ts, from the same cache), and the site's public address for absolute links.
import { createContext } from 'react-router';
import type {
  BlogPost,
  DirectorMessage,
  DocumentItem,
  GalleryItem,
  HeaderImage,
  Partner,
  SchoolDetail,
  SchoolSettings,
} from '../common/api-types.ts';

/**
 * The public content, as GET /api/<resource> answers it. A read that fails throws (and the page rendered
 * with it is not kept); a record that does not exist, or an id that cannot be one, is null.
 */
export interface SiteData {
  blogs(): Promise<BlogPost[]>;
  blog(id: string): Promise<BlogPost | null>;
  gallery(): Promise<GalleryItem[]>;
  headers(): Promise<HeaderImage[]>;
  schools(): Promise<SchoolDetail[]>;
  school(id: string): Promise<SchoolDetail | null>;
  directorMessages(): Promise<DirectorMessage[]>;
  partners(): Promise<Partner[]>;
  documents(): Promise<DocumentItem[]>;
  schoolSettings(): Promise<SchoolSettings[]>;
}

export interface PageContext {
  data: SiteData;
  /** Absolute origin for canonical links, sitemap and previews, e.g. https://school.example */
  origin: string;
  /** The partner school's own website (PARTNER_SCHOOL_URL), opened by the home page's partner strip. */
  partnerSchoolUrl: string;
}

export const pageContext = createContext<PageContext>();
