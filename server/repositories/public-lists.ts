// The small public lists the pages read whole (hero pictures, schools, the director's message, the partner
// profile, documents, contact settings), kept in the response cache until that content changes, as answers (the
// pages' loaders read them in-process). The blog and the gallery, which grow for years, are read a page at a
// time instead (server/resources/lists.ts).
import type { Deps } from '../context.ts';
import { languageKey } from '../http/response-cache.ts';
import { localize } from './translations.ts';
import type { TranslatableType } from '../../common/resources/index.ts';
import type { AnswerOfResource } from '../../common/resources/resource.ts';
import type { Lang } from '../../app/i18n/languages.ts';
import type { Resources } from '../../common/resources/index.ts';
import { SERVER_RESOURCES, type ServerResource } from '../resources/index.ts';

/** The lists the pages read whole. */
export const SMALL_LISTS = [
  'headers',
  'schoolDetails',
  'directorMessage',
  'partners',
  'documents',
  'schoolSettings',
] as const;
export type SmallList = (typeof SMALL_LISTS)[number];

/**
 * Every record of a small list, from the cache or read (and kept) when the cache has none, in the resource's
 * order; in `lang`, each item's texts in that language where it has a translation (decision 021).
 */
export async function readPublicList<K extends SmallList>(
  deps: Pick<Deps, 'db' | 'cache'>,
  name: K,
  lang?: Lang,
): Promise<AnswerOfResource<Resources[K]>[]> {
  const resource = SERVER_RESOURCES[name] as ServerResource;
  const { def } = resource;
  const load = async () =>
    resource.present.many(
      deps.db,
      await resource.rows.list(deps.db, def.order === 'newest' ? 'desc' : 'asc', 'position' in def.fields),
    );
  const type = resource.def.translatable.length ? (resource.def.name as TranslatableType) : null;
  const read =
    !lang || !type
      ? deps.cache.get(resource.cacheKey, load)
      : deps.cache.get(languageKey(resource.cacheKey, lang), async () =>
          localize(deps.db, type, (await load()) as unknown as { _id: string }[], lang),
        );
  return (await read).value as unknown as AnswerOfResource<Resources[K]>[];
}
