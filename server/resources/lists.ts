// The one way a list is read (issue 37, decision 028): the rows a page or an admin view shows, from an index, and
// how many there are in all (COUNT), never the whole table to show a few. Public reads are kept in the response
// cache (one build per change, dropped with the resource's answers); staff reads are not kept (they depend on
// who asks and change with every save).
//   readPage(deps, resource, { page: 2, limit: 8, lang: 'de' })            a page of the public list
//   readPage(deps, resource, { page: 1, limit: 20, staff: { ownerId }, filter: { status: 'draft', q: 'exam' } })
import { sql, type ExpressionBuilder, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Lang } from '../../app/i18n/languages.ts';
import type { ListPage } from '../../common/api-types.ts';
import type { AnswerOfResource, Resource, RowOfResource } from '../../common/resources/resource.ts';
import type { TranslatableType } from '../../common/resources/index.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { localize } from '../repositories/translations.ts';
import type { ServerResource } from './index.ts';
import { wholeListsOf, type ListFile } from './whole-lists.ts';

/** What a list view narrows the rows to (each applies where the resource has the column). */
export interface ListFilter {
  /** Words in the title (a post's title or author, a picture's title or category, a user's name). */
  q?: string;
  /** A post's state: draft, scheduled (published, time still to come) or published (public now). */
  status?: 'draft' | 'scheduled' | 'published';
  /** Records written in this language, or (public lists) having it: their original or a translation. */
  lang?: Lang;
  /** A gallery picture's or a document's category. */
  category?: string;
  /** Any of these categories (a resource page's: /resource/library shows 'Library Life' and 'Library'). */
  categories?: readonly string[];
  /** Only the records this user owns (a staff member's own posts). */
  owner?: string;
}

export interface ListQuery {
  page: number;
  limit: number;
  filter?: ListFilter;
  /** The language the texts are answered in (translated where they are, decision 021). */
  lang?: Lang;
  /** A staff view: drafts too, and where the user may change only their own, theirs and the public ones. */
  staff?: { ownerId: string | null };
  /** false: the rows without counting them all (a feed, the home page's newest few); the total is then -1. */
  count?: false;
}

/**
 * Kysely cannot follow columns through a table named at run time: the queries below are written against tables of
 * loose rows, and the resource's own row type is given back at the end.
 */
type Cell = string | number | null;
type LooseDb = Record<string, Record<string, Cell>>;
type Builder = SelectQueryBuilder<LooseDb, string, object>;
type Where = ExpressionBuilder<LooseDb, string>;

/** A post's publication time in SQL (common/publishing.ts publicationTime): the order of the blog's lists. */
export const POST_TIME = sql<string>`coalesce("publishAt", "createdAt")`;

/** Published posts whose time has come at `now` (common/publishing.ts: postState is 'published'). */
export const publicPost = (now: Date) => (eb: Where) =>
  eb.and([eb('status', '=', 'published'), eb(POST_TIME, '<=', now.toISOString())]);

/** A LIKE pattern matching `words` anywhere, case aside (% and _ in them matched as themselves). */
const containing = (words: string) => `%${words.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The columns `q` searches, per resource. */
const SEARCHED: Partial<Record<string, string[]>> = {
  blogs: ['title', 'author'],
  gallery: ['title', 'category'],
  headers: ['title'],
  users: ['name', 'email'],
  documents: ['documentName', 'description'],
};

/** The rows a query asks for, before order and paging. */
function filtered(db: Db, def: Resource, query: ListQuery, now: Date): Builder {
  let rows: Builder = (db as unknown as Kysely<LooseDb>).selectFrom(def.table);
  const filter = query.filter ?? {};
  const column = (name: string) => sql.ref(name);
  if (def.name === 'blogs') {
    const staff = query.staff;
    if (!staff) rows = rows.where(publicPost(now));
    else if (staff.ownerId !== null) {
      const owner = staff.ownerId;
      rows = rows.where((eb) => eb.or([eb('ownerId', '=', owner), publicPost(now)(eb)]));
    }
    if (filter.status === 'draft') rows = rows.where('status', '=', 'draft');
    if (filter.status === 'published') rows = rows.where(publicPost(now));
    if (filter.status === 'scheduled')
      rows = rows.where((eb) => eb.and([eb('status', '=', 'published'), eb(POST_TIME, '>', now.toISOString())]));
  }
  if (filter.category && 'category' in def.fields) rows = rows.where('category', '=', filter.category);
  if (filter.owner && 'ownerId' in def.fields) rows = rows.where('ownerId', '=', filter.owner);
  if (filter.categories?.length && 'category' in def.fields)
    rows = rows.where('category', 'in', [...filter.categories]);
  if (filter.lang && 'lang' in def.fields) {
    const lang = filter.lang;
    // A staff view asks for the original's language; a public list for the records a reader has in it.
    rows = query.staff
      ? rows.where('lang', '=', lang)
      : rows.where((eb) =>
          eb.or([
            eb('lang', '=', lang),
            eb.exists(
              eb
                .selectFrom('translations')
                .select('translations._id')
                .where('translations.recordType', '=', def.name)
                .where('translations.lang', '=', lang)
                .where('translations.outdatedSince', 'is', null)
                .whereRef('translations.recordId', '=', `${def.table}._id`),
            ),
          ]),
        );
  }
  const searched = SEARCHED[def.name];
  if (filter.q?.trim() && searched) {
    const pattern = containing(filter.q.trim());
    rows = rows.where((eb) =>
      eb.or(searched.map((name) => eb(eb.fn('lower', [column(name)]), 'like', sql<string>`${pattern} escape '\\'`))),
    );
  }
  return rows;
}

/**
 * The order of a resource's lists: the blog by publication, others by creation (newest or oldest first), after
 * the position staff chose where they order the list (server/resources/order.ts).
 */
function ordered(def: Resource, rows: Builder): Builder {
  if (def.name === 'blogs') return rows.orderBy(POST_TIME, 'desc').orderBy('createdAt', 'desc').orderBy('_id', 'desc');
  const direction = def.order === 'newest' ? 'desc' : 'asc';
  const placed = 'position' in def.fields ? rows.orderBy('position', 'asc') : rows;
  return placed.orderBy('createdAt', direction).orderBy('_id', direction);
}

/** The rows of one page and (unless `count` is false) the count of all, read in one go. */
async function readRows<R extends Resource>(
  deps: Pick<Deps, 'db' | 'clock'>,
  resource: ServerResource<R>,
  query: ListQuery,
  count = true,
): Promise<{ rows: RowOfResource<R>[]; total: number }> {
  const now = deps.clock.now();
  const base = filtered(deps.db, resource.def, query, now);
  const [rows, counted] = await Promise.all([
    ordered(resource.def, base.selectAll())
      .limit(query.limit)
      .offset((query.page - 1) * query.limit)
      .execute(),
    count ? base.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirst() : undefined,
  ]);
  const total = count ? Number((counted as { total?: number } | undefined)?.total ?? 0) : -1;
  return { rows: rows as RowOfResource<R>[], total };
}

/** Records read at a time for a whole list. */
const BATCH = 500;

/**
 * Every record of a public list as answers (in `lang`), a batch at a time: the spec's unpaged reads, made without
 * holding the whole table in memory at once.
 */
export async function* everyRecord<R extends Resource>(
  deps: Pick<Deps, 'db' | 'clock'>,
  resource: ServerResource<R>,
  lang?: Lang,
  view: Pick<ListQuery, 'staff' | 'filter'> = {},
): AsyncGenerator<AnswerOfResource<R>[]> {
  for (let page = 1; ; page++) {
    const { rows } = await readRows(deps, resource, { ...view, page, limit: BATCH }, false);
    let items = await resource.present.many(deps.db, rows);
    if (lang && resource.def.translatable.length)
      items = (await localize(
        deps.db,
        resource.def.name as TranslatableType,
        items as unknown as { _id: string }[],
        lang,
      )) as never;
    if (items.length) yield items;
    if (rows.length < BATCH) return;
  }
}

/**
 * A public list whole, as the API answers it unpaged (spec section 7): its JSON written a batch at a time to files
 * (plain and compressed) once per change, which every request until the next change is answered from
 * (server/resources/whole-lists.ts); many requests at once share one build.
 */
export function readWholeList(
  deps: Pick<Deps, 'db' | 'clock' | 'cache' | 'config'>,
  resource: ServerResource,
  lang?: Lang,
): Promise<ListFile> {
  const lists = wholeListsOf(deps.cache, deps.config.dataDir);
  return lists.get(`${resource.cacheKey}?whole&lang=${lang ?? ''}`, async (write) => {
    if (resource.def.name === 'blogs') await noteNextPublication(deps);
    let first = true;
    await write('[');
    for await (const items of everyRecord(deps, resource, lang)) {
      const parts = items.map((item) => JSON.stringify(item));
      await write(`${first ? '' : ','}${parts.join(',')}`);
      first = false;
    }
    await write(']');
  });
}

/** The canonical cache key of a public query: the resource's group, then every parameter in a fixed order. */
const keyOf = (resource: ServerResource, query: ListQuery) =>
  `${resource.cacheKey}?page=${query.page}&limit=${query.limit}&lang=${query.lang ?? ''}` +
  `&status=${query.filter?.status ?? ''}&flang=${query.filter?.lang ?? ''}&category=${query.filter?.category ?? ''}` +
  `&categories=${encodeURIComponent(JSON.stringify(query.filter?.categories ?? null))}` +
  `&owner=${query.filter?.owner ?? ''}` +
  `&q=${encodeURIComponent(query.filter?.q ?? '')}${query.count === false ? '&uncounted' : ''}`;

/**
 * One page of a resource's list and the total, as answers (in `query.lang` where translated). A page past the
 * last is empty (its total says where the last one is).
 */
export async function readPage<R extends Resource>(
  deps: Pick<Deps, 'db' | 'clock' | 'cache'>,
  resource: ServerResource<R>,
  query: ListQuery,
): Promise<ListPage<AnswerOfResource<R>>> {
  const load = async (): Promise<ListPage<AnswerOfResource<R>>> => {
    // A public read of the blog learns when the next scheduled post goes public (the answer kept till then).
    if (resource.def.name === 'blogs' && !query.staff) await noteNextPublication(deps);
    const { rows, total } = await readRows(deps, resource, query, query.count !== false);
    let items = await resource.present.many(deps.db, rows);
    if (query.lang && resource.def.translatable.length)
      items = (await localize(
        deps.db,
        resource.def.name as TranslatableType,
        items as unknown as { _id: string }[],
        query.lang,
      )) as never;
    return { items, total, page: query.page, limit: query.limit };
  };
  if (query.staff) return load();
  return (await deps.cache.get(keyOf(resource as ServerResource, query), load)).value;
}

/** When the newest change of a public list's records was (max updatedAt), for the sitemap's lastmod. */
export async function newestChange(
  deps: Pick<Deps, 'db' | 'clock' | 'cache'>,
  resource: ServerResource,
  filter: ListFilter = {},
): Promise<string | null> {
  const query: ListQuery = { page: 1, limit: 1, filter };
  const load = async () => {
    const row = await filtered(deps.db, resource.def, query, deps.clock.now())
      .select((eb) => eb.fn.max('updatedAt').as('at'))
      .executeTakeFirst();
    return ((row as { at?: string | null } | undefined)?.at ?? null) as string | null;
  };
  return (await deps.cache.get(`${keyOf(resource, query)}&newest`, load)).value;
}

/** Tells the cache when the next scheduled post goes public: every answer kept until then is dropped at that time. */
export async function noteNextPublication(deps: Pick<Deps, 'db' | 'clock' | 'cache'>): Promise<void> {
  const next = await deps.db
    .selectFrom('blogs')
    .select((eb) => eb.fn.min('publishAt').as('at'))
    .where('status', '=', 'published')
    .where('publishAt', '>', deps.clock.now().toISOString())
    .executeTakeFirst();
  if (next?.at) deps.cache.expireAt(new Date(next.at));
}
