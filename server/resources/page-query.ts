// The query of a paged list as the API reads it: `?page=&limit=` (limit at most 100), the filters of a list
// view (`q`, `status`, `language`, `category`) and `?lang=` for the language of the texts. Null when neither page
// nor limit is asked for: the list is then answered whole, as the spec's reads are.
import type { Context } from 'hono';
import { listQuerySchema } from '../../common/schemas.ts';
import type { AppEnv } from '../context.ts';
import { parse } from '../http/body.ts';
import { langParam } from '../api/translations.ts';
import type { ListQuery } from './lists.ts';

/** The page size when only `page` is given. */
const DEFAULT_LIMIT = 20;

export function pageQuery(c: Context<AppEnv>, staff?: ListQuery['staff']): ListQuery | null {
  const query = c.req.query();
  if (query.page === undefined && query.limit === undefined) return null;
  const { page, limit, q, status, language, category } = parse(listQuerySchema, query);
  return {
    page: page ?? 1,
    limit: limit ?? DEFAULT_LIMIT,
    filter: { q, status, lang: language, category },
    lang: langParam(c),
    staff,
  };
}
