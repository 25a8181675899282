// The public lists: what GET /api/<resource> answers and the public pages show, kept in the response cache
// until that content changes. One entry per resource that the public reads, derived from the resources
// (server/resources/): every record in the resource's order, or the resource's own reading (the blog's public
// posts). Read by the API handlers and the page loaders alike.
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { languageKey, type CachedBody } from '../http/response-cache.ts';
import { localize } from './translations.ts';
import type { TranslatableType } from '../../common/resources/index.ts';
import type { AnswerOfResource } from '../../common/resources/resource.ts';
import type { Lang } from '../../app/i18n/languages.ts';
import { SERVER_RESOURCES, type ServerResource, type ServerResources } from '../resources/index.ts';
import { listBlogPosts, type Schedule } from '../resources/blogs.ts';

export type { Schedule };

export interface PublicList<T> {
  /** The response cache's key, invalidated by every change of the list's table (and of its translations). */
  key: string;
  /** Reads the list; a list that changes by itself in time (the blog) reads `schedule`. */
  load(db: Db, schedule: Schedule): Promise<T[]>;
  /** The record type whose translations `?lang=` answers (docs/decisions/021); absent: the list has none. */
  translated?: TranslatableType;
}

/** Every record of a resource, in its order (newest or oldest first), as answers. */
function wholeList<R extends ServerResource>(resource: R): PublicList<AnswerOfResource<R['def']>> {
  return {
    key: resource.cacheKey,
    load: async (db) =>
      resource.present.many(
        db,
        await resource.rows.list(db, resource.def.order === 'newest' ? 'desc' : 'asc'),
      ) as never,
    ...(resource.def.translatable.length ? { translated: resource.def.name as TranslatableType } : {}),
  };
}

type PublicName =
  'blogs' | 'gallery' | 'headers' | 'schoolDetails' | 'directorMessage' | 'partners' | 'documents' | 'schoolSettings';
type Answers = { [K in PublicName]: PublicList<AnswerOfResource<ServerResources[K]['def']>> };

export const PUBLIC_LISTS: Answers = {
  blogs: { ...wholeList(SERVER_RESOURCES.blogs), load: listBlogPosts },
  gallery: wholeList(SERVER_RESOURCES.gallery),
  headers: wholeList(SERVER_RESOURCES.headers),
  schoolDetails: wholeList(SERVER_RESOURCES.schoolDetails),
  directorMessage: wholeList(SERVER_RESOURCES.directorMessage),
  partners: wholeList(SERVER_RESOURCES.partners),
  documents: wholeList(SERVER_RESOURCES.documents),
  schoolSettings: wholeList(SERVER_RESOURCES.schoolSettings),
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
