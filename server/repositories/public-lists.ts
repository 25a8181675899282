// The public lists: what GET /api/<resource> answers and the public pages show, kept in the response cache
// until that content changes. One entry per cache key, read by the API handlers and the page loaders alike.
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { languageKey, type CachedBody } from '../http/response-cache.ts';
import { listBlogPosts, type Schedule } from './blogs.ts';
import { listDirectorMessages } from './director-message.ts';
import { listDocuments } from './documents.ts';
import { listGalleryItems } from './gallery.ts';
import { listHeaders } from './headers.ts';
import { listPartners } from './partners.ts';
import { listSchools } from './school-details.ts';
import { listSchoolSettings } from './school-settings.ts';
import { localize } from './translations.ts';
import type { TranslatableType } from '../../common/schemas.ts';
import type { Lang } from '../../app/i18n/languages.ts';

export interface PublicList<T> {
  /** The response cache's key, invalidated by every change of the list's table (and of its translations). */
  key: string;
  /** Reads the list; a list that changes by itself in time (the blog) reads `schedule`. */
  load(db: Db, schedule: Schedule): Promise<T[]>;
  /** The record type whose translations `?lang=` answers (docs/decisions/021); absent: the list has none. */
  translated?: TranslatableType;
}

const list = <T>(key: string, load: PublicList<T>['load']): PublicList<T> => ({ key, load });
const translated = <T, K extends TranslatableType>(key: string, type: K, load: PublicList<T>['load']) => ({
  key,
  load,
  translated: type,
});

export const PUBLIC_LISTS = {
  blogs: translated('blogs', 'blogs', listBlogPosts),
  gallery: translated('gallery', 'gallery', listGalleryItems),
  headers: translated('headers', 'headers', listHeaders),
  schools: translated('schoolDetails', 'schoolDetails', listSchools),
  directorMessages: translated('directorMessage', 'directorMessage', listDirectorMessages),
  partners: translated('partners', 'partners', listPartners),
  documents: list('documents', listDocuments),
  schoolSettings: list('schoolSettings', listSchoolSettings),
};

/**
 * The list from the cache, or read (and kept) when the cache has none; in `lang`, each item's texts in that
 * language where it has a translation (kept under its own key, dropped with the list's: ResponseCache.invalidate).
 */
export function readPublicList<T extends { _id: string }>(
  deps: Pick<Deps, 'db' | 'cache' | 'clock'>,
  list: PublicList<T>,
  lang?: Lang,
): Promise<CachedBody<T[]>> {
  const type = list.translated;
  const schedule = { now: deps.clock.now(), expireAt: (time: Date) => deps.cache.expireAt(time) };
  if (!lang || !type) return deps.cache.get(list.key, () => list.load(deps.db, schedule));
  return deps.cache.get(languageKey(list.key, lang), async () =>
    localize(deps.db, type, await list.load(deps.db, schedule), lang),
  );
}
