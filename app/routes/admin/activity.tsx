// Activity (/admin/activity; issue 14 point 5, docs/decisions/019): who changed what, newest first, from
// GET /api/activity. The Admin sees everything; a Director the records the Director may change (the server
// decides; the kinds offered in the filter follow the same permissions table). Filters: person, kind of record
// and days (East Africa Time), kept in the address (?user=&type=&from=&to=&page=) so that Back and a shared link
// show the same page. Wide screens get a table; phones a list of labelled entries, made from the same cells.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ActivityEntry, ActivityPage, User } from '../../../common/api-types.ts';
import { ACTIVITY_RECORD_TYPES, RESOURCES, type ActivityRecordType } from '../../../common/resources/index.ts';
import { asOneLine, type ActivityDetails } from '../../../common/activity.ts';
import { ADMIN_PAGES } from '../../components/admin/admin-pages.ts';
import type { Messages } from '../../i18n/catalog.ts';
import { isLang } from '../../i18n/languages.ts';
import { API_ACCESS, allows } from '../../../common/permissions.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { formatSchoolTime } from '../../components/admin/format.ts';
import { FilterButtons } from '../../components/admin/server-list.tsx';
import { AdminPage, EmptyState, Loading, LoadError } from '../../components/admin/list-page.tsx';
import { adminGet, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { useReason } from '../../components/admin/error-text.ts';
import type { Route } from './+types/activity.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.activity', noindex: true });

/** The query parameters of GET /api/activity, read from (and written to) the page's address. */
const FILTERS = ['user', 'type', 'from', 'to', 'page'] as const;

export function clientLoader({ request }: Route.ClientLoaderArgs) {
  const address = new URL(request.url).searchParams;
  const query = new URLSearchParams();
  for (const name of FILTERS) {
    const value = address.get(name);
    if (value) query.set(name, value);
  }
  return {
    query: query.toString(),
    activity: adminGet<ActivityPage>('activity', `/api/activity?${query}`),
    people: adminGet<User[]>('activity', '/api/users'),
  };
}

/** Each kind of record by its admin page's name (the page has the resource's name: common/permissions.ts). */
const kindLabel = (type: ActivityRecordType): MessageKey => `admin.nav.${type}`;

/** The columns; the client's address only for the Admin, the only reader the server answers it to. */
const COLUMNS = ['when', 'who', 'address', 'action', 'recordKind', 'summary'] as const;
type Column = (typeof COLUMNS)[number];

/** An entry's cells, by column: the table's and the phone list's. */
function useCells(): (entry: ActivityEntry) => Record<Column, ReactNode> {
  const { t, lang } = useT();
  const summary = useSummary();
  return (entry) => ({
    when: <time dateTime={entry.at}>{formatSchoolTime(entry.at, lang)}</time>,
    who: (
      <bdi>
        {entry.source === 'cli' ? `${entry.userName} (${t('adminActivity.commandLine')})` : asOneLine(entry.userName)}
      </bdi>
    ),
    address: entry.address,
    action: t(`adminActivity.actions.${entry.action}`),
    recordKind: t(kindLabel(entry.recordType)),
    summary: summary(entry),
  });
}

/** The summaries' message of an entry, and what fills it (common/activity.ts ActivityDetails). */
function summaryKey(entry: ActivityEntry, details: ActivityDetails): MessageKey {
  const key = (name: keyof Messages['adminActivity']['summaries']): MessageKey => `adminActivity.summaries.${name}`;
  switch (entry.action) {
    case 'create':
      if (entry.recordType === 'contactMessages') return key('message');
      return key(details.draft ? 'createdDraft' : details.scheduledFor ? 'createdScheduled' : 'created');
    case 'update':
    case 'publish':
      if (details.read !== undefined) return key(details.read ? 'markedRead' : 'markedUnread');
      if (details.version) return key('restoredVersion');
      if (details.fields?.length && details.languages?.length) return key('changedBoth');
      if (details.languages?.length) return key('changedTranslations');
      return key(details.fields?.length ? 'changed' : 'unchanged');
    case 'delete':
      if (entry.recordType === 'contactMessages' && !details.purged) return key('deletedMessage');
      return key(details.purged ? 'deletedForGood' : 'deleted');
    case 'restore':
      return key('restored');
    case 'role':
      return key('role');
    case 'password':
      return key(
        details.password === 'own' ? 'passwordOwn' : details.password === 'link' ? 'passwordLink' : 'passwordAdmin',
      );
    case 'two-step':
      return key('twoStep');
    case 'lockout':
      return key(details.codes ? 'codeLockout' : 'lockout');
    case 'sign-in':
      return key('signedIn');
    case 'share-preview':
      return key(details.stoppedSharing ? 'stoppedSharing' : 'sharedPreview');
    case 'reorder':
      return key('moved');
  }
}

/** Where a record of a kind is managed (its admin page), for the title's link. */
const pathOf = (type: ActivityRecordType) => ADMIN_PAGES.find((page) => page.key === type)?.path;

/**
 * An entry in the reader's language: its message with the record's title as a link to where such records are
 * managed. What people typed (a title, a visitor's name) is shown as one isolated line of text, never as a part
 * of the sentence's own text (common/activity.ts asOneLine; <bdi> keeps its writing direction to itself).
 * Entries from before details were kept show their English sentence.
 */
function useSummary(): (entry: ActivityEntry) => ReactNode {
  const { t, lang } = useT();
  return (entry) => {
    const details = entry.details;
    if (!details) return entry.summary;
    const labels: Partial<Record<string, MessageKey>> = RESOURCES[entry.recordType].labels;
    const fieldNames = (details.fields ?? []).map((name) => (labels[name] ? t(labels[name]) : name));
    const languages = (details.languages ?? []).map((code) =>
      isLang(code) ? t(`admin.translations.languageName.${code}`) : code,
    );
    const nothing = t('adminActivity.summaries.nothing');
    const version = details.version;
    const changes = [...fieldNames, ...languages].join(', ') || nothing;
    const savedOrShared = version?.savedAt ?? details.sharedUntil;
    const time = details.scheduledFor ?? (savedOrShared ? formatSchoolTime(savedOrShared, lang) : '');
    const MARK = '\u0000';
    const text = t(summaryKey(entry, details), {
      title: MARK,
      fields: fieldNames.join(', '),
      languages: languages.join(', '),
      changes,
      time,
      from: details.role?.from ?? details.position?.from ?? '',
      to: details.role?.to ?? details.position?.to ?? '',
      minutes: details.minutes ?? 0,
      attempts: details.attempts ?? 0,
    });
    const [before, after = ''] = text.split(MARK);
    const path = pathOf(entry.recordType);
    const title = <bdi>{asOneLine(details.title ?? '')}</bdi>;
    return (
      <>
        {before}
        {text.includes(MARK) && (path ? <RouterLink to={path}>{title}</RouterLink> : title)}
        {after}
      </>
    );
  };
}

/** The filters form: person, kind of record, first and last day; Show writes them into the address (page 1). */
function Filters({ people }: { people: Promise<AdminResult<User[]>> }) {
  const { t } = useT();
  const me = useAdminUser();
  const [params, setParams] = useSearchParams();
  const peopleResult = useLoaded(people);
  const [values, setValues] = useState(() => ({
    user: params.get('user') ?? '',
    type: params.get('type') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  }));
  /** A filter's input: its label, value and change, all alike. */
  const field = (name: keyof typeof values, label: MessageKey) => ({
    label: t(label),
    value: values[name],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: event.target.value })),
    size: 'small' as const,
    sx: FIELD,
    // 'Everyone' and 'All kinds' show as chosen, and the date inputs' own hints do not overlap the label.
    slotProps: { inputLabel: { shrink: true }, select: { displayEmpty: true } },
  });
  // The kinds this reader may see: all for those who read everything, else those their role may change.
  const kinds = ACTIVITY_RECORD_TYPES.filter(
    (type) => allows(API_ACCESS.activity.readAll, me.role) || allows(API_ACCESS[type].write, me.role),
  );
  const show = (event: FormEvent) => {
    event.preventDefault();
    setParams(Object.fromEntries(Object.entries(values).filter(([, value]) => value)));
  };
  const clear = () => {
    setValues({ user: '', type: '', from: '', to: '' });
    setParams({});
  };
  return (
    <Paper
      component="form"
      variant="outlined"
      aria-label={t('adminActivity.filters')}
      onSubmit={show}
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
    >
      <TextField select {...field('user', 'adminActivity.person')}>
        <MenuItem value="">{t('adminActivity.everyone')}</MenuItem>
        {(peopleResult.ok ? peopleResult.data : []).map((person) => (
          <MenuItem key={person._id} value={person._id}>
            {person.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select {...field('type', 'adminActivity.kind')}>
        <MenuItem value="">{t('adminActivity.allKinds')}</MenuItem>
        {kinds.map((type) => (
          <MenuItem key={type} value={type}>
            {t(kindLabel(type))}
          </MenuItem>
        ))}
      </TextField>
      <TextField type="date" {...field('from', 'adminActivity.from')} />
      <TextField type="date" {...field('to', 'adminActivity.to')} />
      <FilterButtons apply="adminActivity.apply" clear="adminActivity.clear" onClear={clear} />
    </Paper>
  );
}

const FIELD = { flex: { xs: '1 1 100%', sm: '1 1 11rem' }, minWidth: 0 };

/** Previous / 'Page 2 of 5' / Next, as links to the same filters on another page. */
function Pages({ page, pages }: { page: number; pages: number }) {
  const { t } = useT();
  const [params] = useSearchParams();
  const to = (n: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(n));
    return `?${next}`;
  };
  if (pages <= 1) return null;
  return (
    <Box
      component="nav"
      aria-label={t('adminActivity.pages')}
      sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'center', flexWrap: 'wrap' }}
    >
      <Button component={RouterLink} to={to(page - 1)} disabled={page <= 1}>
        {t('adminActivity.previous')}
      </Button>
      <Typography aria-current="page">{t('adminActivity.pageOf', { page, pages })}</Typography>
      <Button component={RouterLink} to={to(page + 1)} disabled={page >= pages}>
        {t('adminActivity.next')}
      </Button>
    </Box>
  );
}

function Entries({ promise }: { promise: Promise<AdminResult<ActivityPage>> }) {
  const { t } = useT();
  const reason = useReason();
  const cells = useCells();
  const result = useLoaded(promise);
  if (!result.ok) return <LoadError failure={result} text={t('adminActivity.loadError', { reason: reason(result) })} />;
  const { items, total, page, pageSize } = result.data;
  if (items.length === 0) return <EmptyState text={t('adminActivity.empty')} />;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const caption = t('adminActivity.caption', { page, pages, total });
  const rows = items.map((entry) => ({ entry, cells: cells(entry) }));
  // Addresses come to the Admin only.
  const columns = COLUMNS.filter((column) => column !== 'address' || items.some((entry) => entry.address));
  return (
    <>
      {/* Wide screens: a table with its caption and column headings. */}
      <Paper variant="outlined" sx={{ display: { xs: 'none', md: 'block' }, overflowX: 'auto' }}>
        <Table size="small" data-testid="activity-table">
          <Box component="caption" sx={{ '&&': { captionSide: 'top' }, textAlign: 'left', px: 2, py: 1 }}>
            {caption}
          </Box>
          <TableHead>
            <TableRow>
              {columns.map((column) => (
                <TableCell key={column}>{t(`adminActivity.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(({ entry, cells: row }) => (
              <TableRow key={entry._id} data-testid="activity-entry">
                {columns.map((column) => (
                  <TableCell key={column}>{row[column]}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Paper>
      {/* Phones: the same cells as a list, each value under its label. */}
      <Box sx={{ display: { xs: 'block', md: 'none' } }}>
        <Typography sx={{ mb: 1 }}>{caption}</Typography>
        <Box
          component="ol"
          aria-label={caption}
          data-testid="activity-list"
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}
        >
          {rows.map(({ entry, cells: row }) => (
            <Paper component="li" variant="outlined" key={entry._id} data-testid="activity-entry" sx={{ p: 1.5 }}>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(6rem, auto) 1fr',
                  columnGap: 1.5,
                  rowGap: 0.5,
                }}
              >
                {columns.map((column) => (
                  <Box key={column} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {t(`adminActivity.${column}`)}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                      {row[column]}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Box>
      </Box>
      <Pages page={page} pages={pages} />
    </>
  );
}

export default function ActivityAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <AdminPage title={t('adminActivity.title')}>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>{t('adminActivity.intro')}</Typography>
      <Loading>
        <Filters key={loaderData.query} people={loaderData.people} />
      </Loading>
      {/* A new boundary for each set of filters: 'Loading...' shows while that page of the log comes. */}
      <Loading key={loaderData.query}>
        <Entries promise={loaderData.activity} />
      </Loading>
    </AdminPage>
  );
}
