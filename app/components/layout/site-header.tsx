// Public header: links of spec section 2, Academics menu (schools from the server), Resources menu,
// language switch and Login. On phones the links move into a drawer.
// The bar itself is plain HTML and CSS (site.css). The drop-down menus and the phone drawer are MUI
// components loaded on first use: a visitor who never opens them never downloads them, and pointing at or
// focusing a menu button starts the download so the menu is there when clicked. Without JavaScript the
// footer carries every link.
import { lazy, Suspense, useId, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, NavLink } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { initials } from '../admin/format.ts';
import { useStoredUser } from '../auth/use-stored-user.ts';
import type { HeaderMenuItem } from './header-menu.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { MuiGate, preloadMuiTheme } from './mui-gate.tsx';
import { MAIN_LINKS, RESOURCE_LINKS, schoolPath, useLinkLabel, type SchoolLink } from './nav-links.ts';
import './site.css';

export { MAIN_LINKS, RESOURCE_LINKS, schoolPath, type SchoolLink };

const loadMenu = () => import('./header-menu.tsx');
const loadDrawer = () => import('./header-drawer.tsx');
const HeaderMenu = lazy(loadMenu);
const HeaderDrawer = lazy(loadDrawer);

/** Starts loading a lazy part and MUI's theme; failures show when it is rendered. */
const prefetch = (load: () => Promise<unknown>) => () => {
  load().catch(() => {});
  preloadMuiTheme().catch(() => {});
};

function ChevronIcon() {
  return (
    <svg className="bs-btn__chevron" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7.4 8.6 12 13.2l4.6-4.6L18 10l-6 6-6-6z" />
    </svg>
  );
}

function BarsIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
    </svg>
  );
}

function DropdownMenu({ label, items }: { label: string; items: HeaderMenuItem[] }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const id = useId();
  const warm = prefetch(loadMenu);
  return (
    <>
      <button
        type="button"
        className="bs-btn"
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? id : undefined}
        onPointerEnter={warm}
        onFocus={warm}
        onClick={(e: MouseEvent<HTMLElement>) => {
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
        // A menu button also opens with the down arrow (Enter and Space click it); the menu then has the focus.
        onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
          if (e.key !== 'ArrowDown') return;
          e.preventDefault();
          setUsed(true);
          setAnchor(e.currentTarget);
        }}
      >
        {label}
        <ChevronIcon />
      </button>
      {used && (
        <Suspense fallback={null}>
          <MuiGate>
            <HeaderMenu id={id} anchorEl={anchor} items={items} onClose={() => setAnchor(null)} />
          </MuiGate>
        </Suspense>
      )}
    </>
  );
}

export function SiteHeader({ schools, onLogin }: { schools: SchoolLink[]; onLogin: () => void }) {
  const { t } = useT();
  const linkLabel = useLinkLabel();
  const user = useStoredUser();
  const [drawer, setDrawer] = useState(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  const warmDrawer = prefetch(loadDrawer);

  return (
    <header className="bs-header">
      <div className="bs-header__bar">
        <Link to="/" className="bs-header__brand">
          {t('common.siteName')}
        </Link>

        <nav aria-label={t('common.nav.mainNavigation')} className="bs-header__nav">
          {MAIN_LINKS.slice(0, 2).map((link) => (
            <NavLink key={link.to} to={link.to} end className="bs-btn">
              {linkLabel(link)}
            </NavLink>
          ))}
          <DropdownMenu
            label={t('common.nav.academics')}
            items={schools.map((school) => ({
              key: school._id,
              to: schoolPath(school),
              label: school.schoolName,
              state: { school },
            }))}
          />
          {MAIN_LINKS.slice(2).map((link) => (
            <NavLink key={link.to} to={link.to} className="bs-btn">
              {linkLabel(link)}
            </NavLink>
          ))}
          <DropdownMenu
            label={t('common.nav.resources')}
            items={RESOURCE_LINKS.map((link) => ({ key: link.to + link.label, to: link.to, label: t(link.label) }))}
          />
        </nav>

        <div className="bs-header__spacer" />
        <div className="bs-header__wide">
          <LanguageSwitch />
        </div>
        {user ? (
          // Signed-in staff get their way back to the admin area (issue 13.4), with their avatar; loaded as a
          // document, for the back office's opener policy (docs/decisions/008).
          <Link
            to="/admin/dashboard"
            reloadDocument
            className="bs-btn bs-btn--accent bs-header__wide bs-header__admin"
            aria-label={t('common.nav.adminAreaOf', { name: user.name })}
          >
            <span className="bs-avatar" aria-hidden="true">
              {initials(user.name)}
            </span>
            {t('common.nav.adminArea')}
          </Link>
        ) : (
          <a
            className="bs-btn bs-btn--accent bs-header__wide"
            href="/loginPage"
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              onLogin();
            }}
          >
            {t('common.nav.login')}
          </a>
        )}
        <button
          type="button"
          className="bs-icon-btn bs-header__menu-btn"
          aria-label={t('common.nav.openMenu')}
          onPointerEnter={warmDrawer}
          onTouchStart={warmDrawer}
          onFocus={warmDrawer}
          onClick={() => {
            setDrawerUsed(true);
            setDrawer(true);
          }}
        >
          <BarsIcon />
        </button>
      </div>

      {drawerUsed && (
        <Suspense fallback={null}>
          <MuiGate>
            <HeaderDrawer
              open={drawer}
              schools={schools}
              user={user}
              onClose={() => setDrawer(false)}
              onLogin={onLogin}
            />
          </MuiGate>
        </Suspense>
      )}
    </header>
  );
}
