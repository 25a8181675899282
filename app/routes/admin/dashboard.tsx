// Admin dashboard (spec section 2): four totals over all school-detail records (Total Students, Teachers,
// Workers, Awards); Recent Users, Recent Posts, Recent Gallery (last 4 of each, newest first, with name or
// title and created time); a Recent Schools table ('No recent schools available' when empty).
// 'View All' links appear only for Admin. Every signed-in role may see it.
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ArticleIcon from '@mui/icons-material/Article';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import EngineeringIcon from '@mui/icons-material/Engineering';
import PhotoIcon from '@mui/icons-material/Photo';
import PeopleIcon from '@mui/icons-material/People';
import SchoolIcon from '@mui/icons-material/School';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type {
  BlogPost,
  GalleryItem,
  ImageVariants,
  OutdatedTranslations,
  SchoolDetail,
  User,
} from '../../../common/api-types.ts';
import { DASHBOARD_RECENT } from '../../../common/constants.ts';
import { UI_ACCESS, allows } from '../../../common/permissions.ts';
import { users } from '../../../common/resources/users.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { ADMIN_PAGES } from '../../components/admin/admin-pages.ts';
import { formatSchoolTime, newestFirst, thumb } from '../../components/admin/format.ts';
import {
  AdminPage,
  EmptyState,
  ErrorState,
  GridList,
  Loading,
  RegionTable,
} from '../../components/admin/list-page.tsx';
import { adminGet, adminGetItems, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import type { Route } from './+types/dashboard.ts';

export function clientLoader() {
  return {
    schools: adminGet<SchoolDetail[]>('dashboard', '/api/brightSchoolDetails'),
    // The newest few of each, not the whole lists (the schools are a handful).
    users: adminGetItems<User>('dashboard', `/api/users?page=1&limit=${DASHBOARD_RECENT}`),
    blogs: adminGetItems<BlogPost>('dashboard', `/api/blogs?page=1&limit=${DASHBOARD_RECENT}`),
    gallery: adminGetItems<GalleryItem>('dashboard', `/api/gallery?page=1&limit=${DASHBOARD_RECENT}`),
    outdated: adminGet<OutdatedTranslations>('dashboard', '/api/translations/outdated'),
  };
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.dashboard', noindex: true });

const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);

function Totals({ promise }: { promise: Promise<AdminResult<SchoolDetail[]>> }) {
  const { t, lang } = useT();
  const result = useLoaded(promise);
  const schools = result.ok ? result.data : [];
  const sum = (key: 'students' | 'teachers' | 'workers' | 'awards') =>
    schools.reduce((total, s) => total + n(s[key]), 0);
  const cards: { label: string; value: number; icon: ReactNode; color: string }[] = [
    { label: t('admin.dashboard.totalStudents'), value: sum('students'), icon: <SchoolIcon />, color: 'primary.main' },
    { label: t('admin.dashboard.teachers'), value: sum('teachers'), icon: <PeopleIcon />, color: 'secondary.dark' },
    { label: t('admin.dashboard.workers'), value: sum('workers'), icon: <EngineeringIcon />, color: 'primary.dark' },
    { label: t('admin.dashboard.awards'), value: sum('awards'), icon: <EmojiEventsIcon />, color: '#8a4b00' },
  ];
  return (
    <>
      {!result.ok && result.status !== 401 && <ErrorState text={t('admin.dashboard.loadFailed')} />}
      <GridList
        label={t('admin.dashboard.totals')}
        gap={2}
        columns={{ xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' }}
      >
        {cards.map((card) => (
          <Paper
            component="li"
            key={card.label}
            variant="outlined"
            sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 1.5 }}
          >
            <Avatar sx={{ bgcolor: card.color, color: '#fff', display: { xs: 'none', sm: 'flex' } }} aria-hidden>
              {card.icon}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {card.label}
              </Typography>
              <Typography
                sx={{ fontSize: '1.6rem', fontWeight: 700, lineHeight: 1.2 }}
                data-testid={`total-${card.label}`}
              >
                {new Intl.NumberFormat(lang).format(card.value)}
              </Typography>
            </Box>
          </Paper>
        ))}
      </GridList>
    </>
  );
}

function Section({ title, viewAll, children }: { title: string; viewAll?: string; children: ReactNode }) {
  const { t } = useT();
  const admin = allows(UI_ACCESS.dashboardViewAll, useAdminUser().role);
  return (
    <Paper
      component="section"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1 }}>
        <Typography variant="h2" sx={{ fontSize: '1.15rem' }}>
          {title}
        </Typography>
        {admin && viewAll && (
          <Button component={Link} to={viewAll} size="small" aria-label={`${t('admin.dashboard.viewAll')}: ${title}`}>
            {t('admin.dashboard.viewAll')}
          </Button>
        )}
      </Box>
      {children}
    </Paper>
  );
}

/** The newest items of a list: a user (name) or a post or picture (title), with its picture. */
type RecentItem = { _id: string; createdAt: string; image?: string | null; imageVariants?: ImageVariants | null } & (
  { name: string } | { title: string }
);

/** The three lists of recent items: heading, the list page behind 'View All', the icon without a picture. */
const RECENT = {
  users: { title: 'admin.dashboard.recentUsers', page: '/admin/add-teacher', icon: <PeopleIcon /> },
  blogs: { title: 'admin.dashboard.recentPosts', page: '/admin/blog', icon: <ArticleIcon /> },
  gallery: { title: 'admin.dashboard.recentGallery', page: '/admin/add-gallery', icon: <PhotoIcon /> },
} as const;

function RecentSection({ of, promise }: { of: keyof typeof RECENT; promise: Promise<AdminResult<RecentItem[]>> }) {
  const { t } = useT();
  const { title, page, icon } = RECENT[of];
  return (
    <Section title={t(title)} viewAll={page}>
      <Loading>
        <RecentList promise={promise} icon={icon} />
      </Loading>
    </Section>
  );
}

function RecentList({ promise, icon }: { promise: Promise<AdminResult<RecentItem[]>>; icon: ReactNode }) {
  const { t, lang } = useT();
  const result = useLoaded(promise);
  if (!result.ok) return result.status === 401 ? null : <ErrorState text={t('admin.dashboard.loadFailed')} />;
  const items = newestFirst(result.data)
    .slice(0, DASHBOARD_RECENT)
    .map((item) => ({
      _id: item._id,
      name: 'name' in item ? item.name : item.title,
      createdAt: item.createdAt,
      image: thumb(item.image, item.imageVariants),
    }));
  if (items.length === 0) return <Typography sx={{ color: 'text.secondary' }}>{t('admin.dashboard.none')}</Typography>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
      {items.map((item) => (
        <Box component="li" key={item._id} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
          <Avatar
            variant="rounded"
            src={item.image ?? undefined}
            alt=""
            sx={{ bgcolor: 'primary.light', width: 40, height: 40 }}
          >
            {icon}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography noWrap sx={{ fontWeight: 500 }}>
              {item.name}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              <time dateTime={item.createdAt}>{formatSchoolTime(item.createdAt, lang, { zone: true })}</time>
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * An account without a phone (the first Admin, made from ADMIN_EMAIL, has none): every save of the account needs
 * one, so the dashboard says so, with a link to the account's form for those who may edit accounts.
 */
function PhoneMissing() {
  const { t } = useT();
  const user = useAdminUser();
  if (user.phone?.trim()) return null;
  const mayEdit = allows(users.access.write, user.role);
  return (
    // A standing notice of the page (a status), not an interruption read out at once (an alert).
    <Alert
      severity="warning"
      role="status"
      data-testid="phone-missing"
      action={
        mayEdit && (
          <Button component={Link} to={`/admin/add-teacher?edit=${user._id}`} color="inherit" size="small">
            {t('admin.dashboard.addPhone')}
          </Button>
        )
      }
    >
      {t('admin.dashboard.phoneMissing')} {!mayEdit && t('admin.dashboard.askAdmin')}
    </Alert>
  );
}

/** Where a record is edited: its admin page, opening its form (list pages: `?edit=<id>`, list-page.tsx). */
function editPath(type: string, id: string): string {
  const path = ADMIN_PAGES.find((page) => page.key === type)?.path ?? '/admin/dashboard';
  return type === 'directorMessage' || type === 'partners' ? path : `${path}?edit=${id}`;
}

/**
 * The newest outdated translations the reader may correct (decision 029), each a link to its record's form,
 * and how many there are in all. Shown only when there are some.
 */
function OutdatedSection({ promise }: { promise: Promise<AdminResult<OutdatedTranslations>> }) {
  const { t, lang } = useT();
  const result = useLoaded(promise);
  if (!result.ok || result.data.total === 0) return null;
  const { items, total } = result.data;
  return (
    <Section title={t('admin.dashboard.outdated.title')}>
      <Typography sx={{ color: 'text.secondary' }}>{t('admin.dashboard.outdated.intro')}</Typography>
      <Box component="ul" data-testid="outdated-translations" sx={{ m: 0, pl: 2.5 }}>
        {items.map((item) => (
          <li key={`${item.recordId}-${item.lang}`}>
            <Link to={editPath(item.recordType, item.recordId)}>
              {t('admin.dashboard.outdated.item', {
                title: item.title,
                language: t(`admin.translations.languageName.${item.lang}`),
              })}
            </Link>{' '}
            <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
              <time dateTime={item.outdatedSince}>{formatSchoolTime(item.outdatedSince, lang, { zone: true })}</time>
            </Typography>
          </li>
        ))}
      </Box>
      {total > items.length && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('admin.dashboard.outdated.more', { count: total, shown: items.length })}
        </Typography>
      )}
    </Section>
  );
}

/** The counts of a school shown in the recent schools, in this order. */
const COUNTS = ['students', 'teachers', 'workers', 'awards'] as const;

function RecentSchools({ promise }: { promise: Promise<AdminResult<SchoolDetail[]>> }) {
  const { t, lang } = useT();
  const result = useLoaded(promise);
  const schools = result.ok ? newestFirst(result.data).slice(0, DASHBOARD_RECENT) : [];
  if (schools.length === 0) return <EmptyState text={t('admin.dashboard.noRecentSchools')} />;
  const num = (v: unknown) => new Intl.NumberFormat(lang).format(n(v));
  return (
    <>
      {/* Phones: one small card per school, so nothing needs sideways scrolling. Only one of the two is displayed. */}
      <Box component="ul" sx={{ display: { xs: 'grid', sm: 'none' }, gap: 1, listStyle: 'none', p: 0, m: 0 }}>
        {schools.map((s) => (
          <Box component="li" key={s._id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
            <Typography component="h3" sx={{ fontWeight: 500, fontSize: '1rem', mb: 0.5 }}>
              {s.schoolName}
            </Typography>
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
                columnGap: 2,
                rowGap: 0.5,
                m: 0,
              }}
            >
              {COUNTS.map((key) => (
                <Box key={key} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                  <Box component="dt" sx={{ color: 'text.secondary' }}>
                    {t(`admin.dashboard.${key}`)}
                  </Box>
                  <Box component="dd" sx={{ m: 0, fontVariantNumeric: 'tabular-nums' }}>
                    {num(s[key])}
                  </Box>
                </Box>
              ))}
            </Box>
          </Box>
        ))}
      </Box>
      <RegionTable
        label={t('admin.dashboard.recentSchools')}
        sx={{ display: { xs: 'none', sm: 'block' } }}
        tableSx={{ minWidth: 520 }}
        area="admin.dashboard"
        columns={['name', ...COUNTS]}
        right={COUNTS}
      >
        {schools.map((s) => (
          <TableRow key={s._id}>
            <TableCell component="th" scope="row">
              {s.schoolName}
            </TableCell>
            <TableCell align="right">{num(s.students)}</TableCell>
            <TableCell align="right">{num(s.teachers)}</TableCell>
            <TableCell align="right">{num(s.workers)}</TableCell>
            <TableCell align="right">{num(s.awards)}</TableCell>
          </TableRow>
        ))}
      </RegionTable>
    </>
  );
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const user = useAdminUser();
  return (
    <AdminPage title={t('admin.dashboard.title')}>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>
        {t('admin.dashboard.welcome', { name: user.name })}
      </Typography>
      <PhoneMissing />
      <Loading>
        <Totals promise={loaderData.schools} />
      </Loading>
      <Loading>
        <OutdatedSection promise={loaderData.outdated} />
      </Loading>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
        }}
      >
        <RecentSection of="users" promise={loaderData.users} />
        <RecentSection of="blogs" promise={loaderData.blogs} />
        <RecentSection of="gallery" promise={loaderData.gallery} />
      </Box>
      <Section title={t('admin.dashboard.recentSchools')} viewAll="/admin/AdminSchoolDetails">
        <Loading>
          <RecentSchools promise={loaderData.schools} />
        </Loading>
      </Section>
    </AdminPage>
  );
}
