// The public layout: header, page, footer. Loads the schools (Academics menu) and the contact settings.
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, useLocation, useMatches, useNavigate, useNavigation } from 'react-router';
import type { SchoolSettings } from '../../../common/api-types.ts';
import { pageContext } from '../../app-context.ts';
import { MuiGate, preloadMuiTheme } from '../../components/layout/mui-gate.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader, type SchoolLink } from '../../components/layout/site-header.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { lastLayoutData, rememberLayoutData, withFallback } from '../../lib/data-fallback.ts';
import type { LoginState } from '../../components/auth/session.ts';
import type { Route } from './+types/layout.ts';

// Loaded only when someone opens the login dialog: visitors never download it (nor MUI, on the home page).
const LoginDialog = lazy(() => import('../../components/auth/login-dialog.tsx'));

export interface PublicLayoutData {
  schools: SchoolLink[];
  settings: SchoolSettings | null;
  settingsFailed: boolean;
  /** For the footer's copyright line: the server's year, so the browser renders the same text. */
  year: number;
  /** The partner school's own website (PARTNER_SCHOOL_URL), for the home page when its own data fails. */
  partnerSchoolUrl: string;
  /** The partner club's short brand name ('' without one): the menu's partner link (nav-links.ts). */
  partnerBrand: string;
}

export async function loader({ context }: Route.LoaderArgs): Promise<PublicLayoutData> {
  const { data, partnerSchoolUrl } = context.get(pageContext);
  const [schools, settings, partners] = await Promise.all([
    data.schools().catch(() => null),
    data.schoolSettings().catch(() => null),
    data.partners().catch(() => null),
  ]);
  return {
    schools: (schools ?? []).map((s) => ({ _id: s._id, schoolName: s.schoolName })),
    settings: settings?.[0] ?? null,
    settingsFailed: settings === null,
    year: new Date().getFullYear(),
    partnerSchoolUrl,
    partnerBrand: partners?.[0]?.clubShortName ?? '',
  };
}

// Its data request failing (a change of language or of the address's query): the menus and footer keep what
// they showed, or show what a first load with the API failing shows.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(
    serverLoader,
    (): PublicLayoutData =>
      lastLayoutData<PublicLayoutData>() ?? {
        schools: [],
        settings: null,
        settingsFailed: true,
        year: new Date().getFullYear(),
        partnerSchoolUrl: '',
        partnerBrand: '',
      },
    request.signal,
  );

/** What a page route may say in its `handle`: `mui: false` for pages built without MUI components. */
export interface PublicHandle {
  mui?: boolean;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const location = useLocation();
  const matches = useMatches();
  const navigation = useNavigation();
  useEffect(() => rememberLayoutData(loaderData), [loaderData]);
  const withMui = (matches[matches.length - 1]?.handle as PublicHandle | undefined)?.mui !== false;
  // Most pages use MUI: load its theme while the next page's data loads, so it does not wait for it.
  useEffect(() => {
    if (navigation.state !== 'idle') preloadMuiTheme().catch(() => {});
  }, [navigation.state]);
  // Login (spec section 2): the dialog opens over the current page and /loginPage is pushed into history
  // (a masked entry: the page stays, the address reads /loginPage); closing goes back. The /loginPage route
  // itself (a reload or a link) shows the home page with the dialog open.
  const onLoginRoute = location.pathname.toLowerCase() === '/loginpage';
  const loginState = location.state as Partial<LoginState> | null;
  const loginOpen = onLoginRoute || loginState?.login === true;
  const openLogin = () =>
    navigate(
      { pathname: location.pathname, search: location.search, hash: location.hash },
      { mask: '/loginPage', state: { login: true }, defaultShouldRevalidate: false, preventScrollReset: true },
    );
  const closeLogin = () => {
    // Back, unless /loginPage was the first page of this visit (then there is nothing of ours to go back to), or
    // the admin guard sent the visitor here (its entry replaced the admin page's: stay on the home page).
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0;
    if (loginState?.fromGuard)
      void navigate(location.pathname, { replace: true, preventScrollReset: true, defaultShouldRevalidate: false });
    else if (!onLoginRoute || index > 0) void navigate(-1);
    else void navigate('/', { replace: true });
  };
  return (
    <>
      <a href="#main" className="bs-skip">
        {t('common.skipToContent')}
      </a>
      <SiteHeader schools={loaderData.schools} onLogin={openLogin} />
      <main id="main" tabIndex={-1} className="bs-main">
        <MuiGate enabled={withMui}>
          <Outlet />
        </MuiGate>
      </main>
      <SiteFooter schools={loaderData.schools} settings={loaderData.settings} year={loaderData.year} />
      {loginOpen && (
        <Suspense fallback={null}>
          <MuiGate>
            <LoginDialog open onClose={closeLogin} />
          </MuiGate>
        </Suspense>
      )}
    </>
  );
}
