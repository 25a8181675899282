// The public lists: what GET /api/<resource> answers and the public pages show, kept in the response cache
// until that content changes. One entry per cache key, read by the API handlers and the page loaders alike.
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import type { CachedBody } from '../http/response-cache.ts';
import { listBlogPosts, type Schedule } from './blogs.ts';
import { listDirectorMessages } from './director-message.ts';
import { listDocuments } from './documents.ts';
import { listGalleryItems } from './gallery.ts';
import { listHeaders } from './headers.ts';
import { listPartners } from './partners.ts';
import { listSchools } from './school-details.ts';
import { listSchoolSettings } from './school-settings.ts';

export interface PublicList<T> {
  /** The response cache's key, invalidated by every change of the list's table. */
  key: string;
  /** Reads the list; a list that changes by itself in time (the blog) reads `schedule`. */
  load(db: Db, schedule: Schedule): Promise<T[]>;
}

const list = <T>(key: string, load: PublicList<T>['load']): PublicList<T> => ({ key, load });

export const PUBLIC_LISTS = {
  blogs: list('blogs', listBlogPosts),
  gallery: list('gallery', listGalleryItems),
  headers: list('headers', listHeaders),
  schools: list('schoolDetails', listSchools),
  directorMessages: list('directorMessage', listDirectorMessages),
  partners: list('partners', listPartners),
  documents: list('documents', listDocuments),
  schoolSettings: list('schoolSettings', listSchoolSettings),
};

/** The list from the cache, or read (and kept) when the cache has none. */
export function readPublicList<T>(
  deps: Pick<Deps, 'db' | 'cache' | 'clock'>,
  list: PublicList<T>,
): Promise<CachedBody<T[]>> {
  return deps.cache.get(list.key, () =>
    list.load(deps.db, { now: deps.clock.now(), expireAt: (time) => deps.cache.expireAt(time) }),
  );
}
