// A list page read a page at a time from the server (issue 37): its search and filters live in the page's address
// (?q=&status=&language=&category=&page=), so Back and a shared link show the same page; the server searches,
// filters and counts (GET /api/<resource>?page=&limit=&q=...), so a list costs the same at 20,000 records as at 20.
//   clientLoader: adminGet<ListPage<T>>(page, `/api/blogs?view=staff&${listQueryOf(request)}`)
//   <ServerFilters area filters={['status', 'language']} />, <ListPager page={...} />
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { ListPage } from '../../../common/api-types.ts';
import { GALLERY_CATEGORIES } from '../../../common/constants.ts';
import { LANGUAGES } from '../../i18n/languages.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { pageLinks } from '../../lib/page-links.ts';

/** The items a page of an admin list shows. */
export const ADMIN_PAGE_SIZE = 24;

export type ListFilterName = 'status' | 'language' | 'category';
/** The search and filters of a list page's address, which its API query carries too. */
export const LIST_PARAMS = ['q', 'status', 'language', 'category'] as const;
const PARAMS = LIST_PARAMS;

/** The API query of the list page at this address: its page, the page size, the search and the filters. */
export function listQueryOf(request: Request, limit = ADMIN_PAGE_SIZE): string {
  const address = new URL(request.url).searchParams;
  const query = new URLSearchParams({
    page: String(Math.max(1, Number(address.get('page')) || 1)),
    limit: String(limit),
  });
  for (const name of PARAMS) {
    const value = address.get(name)?.trim();
    if (value) query.set(name, value);
  }
  return query.toString();
}

const STATUSES: [string, MessageKey][] = [
  ['draft', 'admin.lists.draft'],
  ['scheduled', 'admin.lists.scheduled'],
  ['published', 'admin.lists.published'],
];

/** How long typing pauses before the list is searched. */
const TYPING_PAUSE_MS = 300;

/**
 * The search box and the filters of a list, written into the address (page 1) as they change: a filter at once,
 * the search text once typing pauses (or at Enter), replacing the address so Back leaves the page.
 */
export function ServerFilters({ searchLabel, filters = [] }: { searchLabel: string; filters?: ListFilterName[] }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const [values, setValues] = useState(() => Object.fromEntries(PARAMS.map((name) => [name, params.get(name) ?? ''])));
  const show = useCallback(
    (next: Record<string, string>) =>
      setParams(Object.fromEntries(Object.entries(next).filter(([, value]) => value.trim())), { replace: true }),
    [setParams],
  );
  // The search text, once typing pauses.
  const asked = params.get('q') ?? '';
  useEffect(() => {
    if (values.q === asked) return;
    const timer = setTimeout(() => show(values), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [values, asked, show]);
  const change = (name: string, value: string) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (name !== 'q') show(next);
  };
  const select = (name: ListFilterName, label: MessageKey, any: MessageKey, options: [string, string][]) => (
    <TextField
      select
      size="small"
      label={t(label)}
      value={values[name]}
      onChange={(event) => change(name, event.target.value)}
      sx={{ minWidth: 160 }}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
    >
      <MenuItem value="">{t(any)}</MenuItem>
      {options.map(([value, text]) => (
        <MenuItem key={value} value={value}>
          {text}
        </MenuItem>
      ))}
    </TextField>
  );
  const apply = (event: FormEvent) => {
    event.preventDefault();
    show(values);
  };
  const clear = () => {
    setValues(Object.fromEntries(PARAMS.map((name) => [name, ''])));
    setParams({});
  };
  return (
    <Paper
      component="form"
      role="search"
      variant="outlined"
      aria-label={t('admin.lists.filters')}
      onSubmit={apply}
      sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}
    >
      <TextField
        type="search"
        size="small"
        label={searchLabel}
        value={values.q}
        onChange={(event) => change('q', event.target.value)}
        sx={{ flex: { xs: '1 1 100%', sm: '0 1 320px' } }}
      />
      {filters.includes('status') &&
        select(
          'status',
          'admin.lists.status',
          'admin.lists.anyStatus',
          STATUSES.map(([v, k]) => [v, t(k)]),
        )}
      {filters.includes('language') &&
        select(
          'language',
          'admin.lists.language',
          'admin.lists.anyLanguage',
          LANGUAGES.map((lang) => [lang, t(`admin.translations.languageName.${lang}`)]),
        )}
      {filters.includes('category') &&
        select(
          'category',
          'admin.lists.category',
          'admin.lists.anyCategory',
          GALLERY_CATEGORIES.map((c) => [c, c]),
        )}
      <FilterButtons apply="admin.lists.apply" clear="admin.lists.clear" onClear={clear} />
    </Paper>
  );
}

/** Previous, the first, a few around this page, the last, next; and "Page 2 of 5 (103 in all)". */
/** A filter form's two buttons: apply (the form's submit) and clear. */
export function FilterButtons({ apply, clear, onClear }: { apply: MessageKey; clear: MessageKey; onClear(): void }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <Button type="submit" variant="contained">
        {t(apply)}
      </Button>
      <Button onClick={onClear}>{t(clear)}</Button>
    </Box>
  );
}

export function ListPager({ list }: { list: ListPage<unknown> }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const pages = Math.max(1, Math.ceil(list.total / list.limit));
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };
  return (
    <Box
      component="nav"
      aria-label={t('admin.lists.pages')}
      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}
    >
      {pages > 1 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <li>
            <Button component={Link} to={to(list.page - 1)} disabled={list.page <= 1}>
              {t('admin.lists.previous')}
            </Button>
          </li>
          {pageLinks(list.page, pages).map((n, i) =>
            n === 'gap' ? (
              <Box component="li" key={`gap${i}`} aria-hidden sx={{ alignSelf: 'center' }}>
                …
              </Box>
            ) : (
              <li key={n}>
                <Button
                  component={Link}
                  to={to(n)}
                  variant={n === list.page ? 'contained' : 'outlined'}
                  aria-current={n === list.page ? 'page' : undefined}
                  sx={{ minWidth: 44 }}
                >
                  {n}
                </Button>
              </li>
            ),
          )}
          <li>
            <Button component={Link} to={to(list.page + 1)} disabled={list.page >= pages}>
              {t('admin.lists.next')}
            </Button>
          </li>
        </Box>
      )}
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.lists.pageOf', { page: list.page, pages, total: list.total })}
      </Typography>
    </Box>
  );
}
