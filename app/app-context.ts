// What the server hands to page loaders: the site's content, read in-process by the same functions the API
// answers with (server/page-data.ts, from the same cache), and the site's public address for absolute links.
import { createContext } from 'react-router';
import type {
  ListPage,
  BlogPost,
  DirectorMessage,
  DocumentItem,
  GalleryItem,
  HeaderImage,
  Partner,
  SchoolDetail,
  SchoolSettings,
} from '../common/api-types.ts';
import type { Lang } from './i18n/languages.ts';

/** A record as a page reads it: `lang` is the language its texts are in (when read in a language, decision 021). */
export type Shown<T> = T & { lang?: Lang };

/**
 * The public content, as GET /api/<resource>?lang=<the page's language> answers it: translated fields where a
 * translation exists, `lang` saying which language each record's texts are in. A read that fails throws (and
 * the page rendered with it is not kept); a record that does not exist, or an id that cannot be one, is null.
 */
export interface SiteData {
  /**
   * A page of the public posts, newest first, and how many there are (a page past the last is empty); with
   * `language`, only the posts that have it, the original's or a translation (the feeds); `count: false` when
   * the page needs the newest few alone (the total is then -1: counting reads every post).
   */
  blogPage(
    page: number,
    limit: number,
    options?: { language?: Lang; count?: false },
  ): Promise<ListPage<Shown<BlogPost>>>;
  blog(id: string): Promise<Shown<BlogPost> | null>;
  /**
   * A post not public yet (a draft or a scheduled post), shown as a preview to a signed-in member of staff who may
   * change it, or to whoever holds a working share-preview link's `token`; null for anyone else, as for a visitor.
   * A page that shows one is never kept or cached (server/pages.ts).
   */
  blogPreview(id: string, token: string | null): Promise<Shown<BlogPost> | null>;
  /**
   * The post as the back office's form sent it to be previewed, unsaved ("Preview changes", a POST to the post's
   * address): checked and cleaned as a save would, for staff who may change it; `refused` with the status and
   * sentence a save would answer. Null when the request sent no changes (every GET).
   */
  blogChanges(id: string): Promise<{ post: Shown<BlogPost> } | { refused: { status: number; message: string } } | null>;
  /** A page of the gallery's pictures, newest first: of these categories, or of all (null). */
  galleryPage(categories: readonly string[] | null, page: number, limit: number): Promise<ListPage<Shown<GalleryItem>>>;
  headers(): Promise<Shown<HeaderImage>[]>;
  schools(): Promise<Shown<SchoolDetail>[]>;
  school(id: string): Promise<Shown<SchoolDetail> | null>;
  directorMessages(): Promise<Shown<DirectorMessage>[]>;
  partners(): Promise<Shown<Partner>[]>;
  documents(): Promise<Shown<DocumentItem>[]>;
  schoolSettings(): Promise<SchoolSettings[]>;
  /** When the public posts, or the pictures of these categories (null: all), last changed (the sitemap). */
  newestChange(list: 'blogs' | 'gallery', categories?: readonly string[]): Promise<string | null>;
  /**
   * The public posts' addresses for the sitemap, a part at a time (newest first), with their languages; a size of
   * 0 reads none, only their count.
   */
  postAddresses(part: number, size: number): Promise<{ total: number; posts: PostAddress[] }>;
  /** The same content read in another language (the feeds, a record's languages). */
  inLanguage(lang: Lang): SiteData;
}

/** What the sitemap names of a post: its address, when it changed, and the languages it has. */
export interface PostAddress {
  _id: string;
  updatedAt: string;
  languages: Lang[];
}

export interface PageContext {
  data: SiteData;
  /** Absolute origin for canonical links, sitemap and previews, e.g. https://school.example */
  origin: string;
  /** The partner school's own website (PARTNER_SCHOOL_URL), opened by the home page's partner strip. */
  partnerSchoolUrl: string;
}

export const pageContext = createContext<PageContext>();
