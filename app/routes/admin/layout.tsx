// The admin area's layout and guard (spec sections 2 and 4, DESIGN.md section 5). Rendered in the browser:
// the server sends a light shell ('Loading...'), then the clientLoader asks the server who is signed in.
// - Nobody signed in (or the session ended: any admin call answering 401): the stored keys are cleared, the
//   current path is saved as redirectAfterLogin and the visitor is sent to / with the 'Admin Login' dialog open
//   (spec section 2); after signing in the user lands on the saved path. Closing the dialog stays on /.
// - A page the role may not use (same table as the server) is refused in the page, and redirectAfterLogin is set
//   to /admin/dashboard as the spec's guard does.
// - Otherwise: top bar 'Admin Dashboard' with the avatar menu (name, role, Settings for Admin, Director Message
//   for Admin and Director, Change password, Logout), a 240 px sidebar (a drawer below md) listing exactly
//   the pages the role may use, and the page. Confirm dialogs, notices and the warning before unsaved changes
//   are lost (unsaved-changes.tsx) are provided here for every page.
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import ArticleIcon from '@mui/icons-material/Article';
import DashboardIcon from '@mui/icons-material/Dashboard';
import DescriptionIcon from '@mui/icons-material/Description';
import HandshakeIcon from '@mui/icons-material/Handshake';
import HistoryIcon from '@mui/icons-material/History';
import LockIcon from '@mui/icons-material/Lock';
import LogoutIcon from '@mui/icons-material/Logout';
import MailIcon from '@mui/icons-material/Mail';
import MenuIcon from '@mui/icons-material/Menu';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import PeopleIcon from '@mui/icons-material/People';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import SchoolIcon from '@mui/icons-material/School';
import SettingsIcon from '@mui/icons-material/Settings';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import ViewCarouselIcon from '@mui/icons-material/ViewCarousel';
import { useCallback, useEffect, useId, useMemo, useState, type ReactElement } from 'react';
import {
  Link,
  NavLink,
  Outlet,
  redirectDocument,
  useLocation,
  useNavigate,
  useNavigation,
  useRevalidator,
} from 'react-router';
import type { User } from '../../../common/api-types.ts';
import { apiSend } from '../../lib/api-client.ts';
import { inBackOfficeDocument } from '../../lib/back-office-document.ts';
import { pageMeta } from '../../lib/meta.ts';
import { adminTheme } from '../../admin-theme.ts';
import { useT } from '../../i18n/i18n.tsx';
import { LanguageSwitch } from '../../components/layout/language-switch.tsx';
import {
  clearRedirect,
  clearSignedIn,
  saveRedirect,
  storeSignedIn,
  DEFAULT_AFTER_LOGIN,
  type LoginState,
} from '../../components/auth/session.ts';
import { AdminSessionContext, type AdminSession } from '../../components/admin/admin-context.ts';
import {
  labelFor,
  mayUse,
  pageForPath,
  pagesFor,
  roleLabel,
  type AdminPageKey,
} from '../../components/admin/admin-pages.ts';
import type { Role } from '../../../common/permissions.ts';
import { initials } from '../../components/admin/format.ts';
import { ConfirmProvider } from '../../components/admin/confirm-dialog.tsx';
import { LoadingState } from '../../components/admin/list-page.tsx';
import { NoticeProvider } from '../../components/admin/notice.tsx';
import { UnsavedChangesProvider, useConfirmLeave } from '../../components/admin/unsaved-changes.tsx';
import { loadCurrentUser } from '../../components/admin/use-admin-api.ts';
import type { Route } from './+types/layout.ts';

const SIDEBAR_WIDTH = 240;

const ICONS: Record<AdminPageKey, ReactElement> = {
  dashboard: <DashboardIcon />,
  headers: <ViewCarouselIcon />,
  blogs: <ArticleIcon />,
  users: <PeopleIcon />,
  gallery: <PhotoLibraryIcon />,
  partners: <HandshakeIcon />,
  schoolDetails: <SchoolIcon />,
  directorMessage: <RecordVoiceOverIcon />,
  documents: <DescriptionIcon />,
  schoolSettings: <SettingsIcon />,
  contactMessages: <MailIcon />,
  activity: <HistoryIcon />,
  trash: <DeleteSweepIcon />,
  password: <LockIcon />,
};

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.title', noindex: true });

interface LayoutData {
  user: User | null;
  /** The server could not be asked (network or server trouble). */
  failed: string | null;
}

export async function clientLoader({ request }: Route.ClientLoaderArgs): Promise<LayoutData> {
  // Reached inside the app from a public page, the back office would run in the public page's document, which
  // has no opener policy: load it as a document of its own instead (docs/decisions/008, "Opener policy"). The
  // sign-in dialog and the header's Admin area button already load one; this covers any other way in.
  if (!inBackOfficeDocument()) {
    const url = new URL(request.url);
    throw redirectDocument(url.pathname + url.search);
  }
  // Shared with the page's loader, which asks for its data only if the role may use the page.
  const me = await loadCurrentUser();
  if (me.ok) {
    storeSignedIn(me.data);
    return { user: me.data, failed: null };
  }
  if (me.status === 401) return { user: null, failed: null };
  return { user: null, failed: me.error.message };
}

export function HydrateFallback() {
  const { t } = useT();
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', alignContent: 'center' }}>
      <LoadingState />
      <noscript>
        <p>{t('admin.shell.needsJavaScript')}</p>
      </noscript>
    </Box>
  );
}

/**
 * Nobody signed in: spec section 2 says the guard redirects to / (with the login dialog open over the home page,
 * and redirectAfterLogin kept for after the sign-in). Until the home page is there, only the loading text shows.
 */
function ToSignIn({ from }: { from: string }) {
  const navigate = useNavigate();
  useEffect(() => {
    clearSignedIn();
    saveRedirect(from);
    // The router reports its own navigation errors.
    void navigate('/', { replace: true, state: { login: true, fromGuard: true } satisfies LoginState });
  }, [from, navigate]);
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center' }}>
      <LoadingState />
    </Box>
  );
}

function Refused({ role }: { role: Role }) {
  const { t } = useT();
  const { pathname } = useLocation();
  useEffect(() => {
    // Spec section 4: a role outside the allowed list gets the dashboard as its post-login path. Again on
    // each refused page reached inside the app (this stays mounted from one refused page to the next).
    saveRedirect(DEFAULT_AFTER_LOGIN);
  }, [pathname]);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
        {t('admin.shell.refusedTitle')}
      </Typography>
      <Typography sx={{ mb: 2 }}>{t('admin.shell.refusedText', { role: roleLabel(t, role) })}</Typography>
      <Button variant="contained" component={Link} to={DEFAULT_AFTER_LOGIN}>
        {t('admin.shell.toDashboard')}
      </Button>
    </Paper>
  );
}

function Sidebar({ user, onNavigate }: { user: User; onNavigate?: () => void }) {
  const { t } = useT();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar sx={{ minHeight: { xs: 56, sm: 64 } }}>
        <Typography component={Link} to="/" sx={{ fontWeight: 700, color: 'primary.dark', textDecoration: 'none' }}>
          {t('common.siteName')}
        </Typography>
      </Toolbar>
      <Divider />
      <List component="nav" aria-label={t('admin.shell.navigation')} sx={{ flexGrow: 1 }}>
        {pagesFor(user.role).map((page) => (
          <ListItemButton
            key={page.key}
            component={NavLink}
            to={page.path}
            onClick={onNavigate}
            sx={{
              mx: 1,
              borderRadius: 1,
              '&.active': {
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                '& .MuiListItemIcon-root': { color: 'inherit' },
              },
              '&.active:hover': { bgcolor: 'primary.dark' },
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
              {ICONS[page.key]}
            </ListItemIcon>
            <ListItemText primary={t(labelFor(page, user.role))} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <List component="div">
        <ListItemButton component="a" href="/" sx={{ mx: 1, borderRadius: 1 }}>
          <ListItemIcon sx={{ minWidth: 40 }} aria-hidden>
            <OpenInNewIcon />
          </ListItemIcon>
          <ListItemText primary={t('admin.shell.viewSite')} />
        </ListItemButton>
      </List>
    </Box>
  );
}

function AccountMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useT();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // A fresh menu on every opening, so the focus starts on its first item (MUI would return to the last one).
  const [openings, setOpenings] = useState(0);
  const menuId = useId();
  const close = () => setAnchor(null);
  const items: { to: string; label: string; icon: ReactElement }[] = [];
  if (mayUse(user.role, 'schoolSettings'))
    items.push({ to: '/admin/settings', label: t('admin.shell.settings'), icon: <SettingsIcon fontSize="small" /> });
  if (mayUse(user.role, 'directorMessage'))
    items.push({
      to: '/admin/DirectorMessage',
      label: t('admin.shell.directorMessage'),
      icon: <RecordVoiceOverIcon fontSize="small" />,
    });
  items.push({ to: '/admin/password', label: t('admin.shell.changePassword'), icon: <LockIcon fontSize="small" /> });
  return (
    <>
      <IconButton
        onClick={(e) => {
          setAnchor(e.currentTarget);
          setOpenings((n) => n + 1);
        }}
        aria-label={t('admin.shell.accountMenu', { name: user.name })}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        sx={{ p: 0.5 }}
      >
        <Avatar
          src={user.image ?? undefined}
          alt=""
          sx={{ width: 36, height: 36, bgcolor: 'secondary.main', color: '#000', fontSize: '0.95rem' }}
        >
          {initials(user.name)}
        </Avatar>
      </IconButton>
      <Menu
        key={openings}
        id={menuId}
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ px: 2, py: 1, minWidth: 200 }} data-testid="account-identity">
          <Typography sx={{ fontWeight: 600 }}>{user.name}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {roleLabel(t, user.role)}
          </Typography>
        </Box>
        <Divider />
        {items.map((item) => (
          <MenuItem key={item.to} component={Link} to={item.to} onClick={close}>
            <ListItemIcon aria-hidden>{item.icon}</ListItemIcon>
            {item.label}
          </MenuItem>
        ))}
        <MenuItem
          onClick={() => {
            close();
            onLogout();
          }}
        >
          <ListItemIcon aria-hidden>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('admin.shell.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}

function Shell({ user, children }: { user: User; children: React.ReactNode }) {
  const { t } = useT();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [drawer, setDrawer] = useState(false);
  const confirmLeave = useConfirmLeave();

  const logout = async () => {
    if (!(await confirmLeave())) return;
    await apiSend('/api/auth/logout', { method: 'POST' });
    clearSignedIn();
    clearRedirect();
    await navigate('/', { replace: true });
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar
        position="fixed"
        sx={{ width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` }, ml: { md: `${SIDEBAR_WIDTH}px` } }}
      >
        <Toolbar sx={{ gap: 1 }}>
          <IconButton
            color="inherit"
            edge="start"
            onClick={() => setDrawer(true)}
            aria-label={t('admin.shell.openNavigation')}
            sx={{ display: { md: 'none' } }}
          >
            <MenuIcon />
          </IconButton>
          <Typography
            component="p"
            variant="h6"
            noWrap
            sx={{ flexGrow: 1, fontSize: { xs: '1.05rem', sm: '1.25rem' } }}
          >
            {t('admin.title')}
          </Typography>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageSwitch label={t('admin.shell.language')} />
          </Box>
          <AccountMenu user={user} onLogout={logout} />
        </Toolbar>
        {navigation.state === 'loading' && (
          <Box
            aria-hidden
            sx={{
              position: 'absolute',
              bottom: 0,
              left: 0,
              right: 0,
              height: 3,
              bgcolor: 'secondary.main',
              animation: 'adminpulse 1s ease-in-out infinite alternate',
              '@keyframes adminpulse': { from: { opacity: 0.3 }, to: { opacity: 1 } },
            }}
          />
        )}
      </AppBar>

      <Box component="aside" sx={{ width: { md: SIDEBAR_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant="temporary"
          open={drawer}
          onClose={() => setDrawer(false)}
          slotProps={{ paper: { 'aria-label': t('admin.shell.menu') } }}
          sx={{
            display: { xs: 'block', md: 'none' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Sidebar user={user} onNavigate={() => setDrawer(false)} />
          <Box sx={{ p: 2, display: { sm: 'none' }, color: 'primary.main' }}>
            <LanguageSwitch label={t('admin.shell.language')} />
          </Box>
        </Drawer>
        <Drawer
          variant="permanent"
          open
          sx={{
            display: { xs: 'none', md: 'block' },
            '& .MuiDrawer-paper': { width: SIDEBAR_WIDTH, boxSizing: 'border-box' },
          }}
        >
          <Sidebar user={user} />
        </Drawer>
      </Box>

      <Box
        component="main"
        id="main"
        sx={{ flexGrow: 1, minWidth: 0, width: { md: `calc(100% - ${SIDEBAR_WIDTH}px)` }, p: { xs: 2, sm: 3 } }}
      >
        <Toolbar sx={{ mb: { xs: 0, sm: 1 } }} />
        {children}
      </Box>
    </Box>
  );
}

/** The back office in its own theme (visible keyboard focus on buttons). */
export default function AdminLayout(props: Route.ComponentProps) {
  return (
    <ThemeProvider theme={adminTheme}>
      <AdminShell {...props} />
    </ThemeProvider>
  );
}

function AdminShell({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const location = useLocation();
  const revalidator = useRevalidator();
  // The session ended while this loader result was on screen (an admin call answered 401).
  const [endedFor, setEndedFor] = useState<LayoutData | null>(null);
  const user = endedFor === loaderData ? null : loaderData.user;
  const sessionEnded = useCallback(() => setEndedFor(loaderData), [loaderData]);
  const session = useMemo<AdminSession | null>(() => (user ? { user, sessionEnded } : null), [user, sessionEnded]);

  if (loaderData.failed) {
    return (
      <Box component="main" sx={{ p: 3, maxWidth: 640, mx: 'auto' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 2 }}>
          {t('admin.title')}
        </Typography>
        <Typography role="alert" sx={{ mb: 2, color: 'error.main' }}>
          {t('admin.shell.serverUnreachable')}
        </Typography>
        <Button variant="contained" onClick={() => revalidator.revalidate()}>
          {t('admin.common.retry')}
        </Button>
      </Box>
    );
  }
  if (!session) return <ToSignIn from={location.pathname + location.search} />;

  const page = pageForPath(location.pathname);
  const refused = page !== null && !pagesFor(session.user.role).some((p) => p.key === page.key);
  return (
    <AdminSessionContext.Provider value={session}>
      <ConfirmProvider>
        <UnsavedChangesProvider>
          <NoticeProvider>
            <Shell user={session.user}>{refused ? <Refused role={session.user.role} /> : <Outlet />}</Shell>
          </NoticeProvider>
        </UnsavedChangesProvider>
      </ConfirmProvider>
    </AdminSessionContext.Provider>
  );
}
