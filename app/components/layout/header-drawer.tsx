// The phone menu (MUI Drawer from the right): every header link, the language switch and Login. Loaded the
// first time a visitor touches or opens the menu button (site-header.tsx).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import CloseIcon from '@mui/icons-material/Close';
import { useRef, type MouseEvent } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/i18n.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import type { StoredUser } from '../auth/session.ts';
import { MAIN_LINKS, RESOURCE_LINKS, schoolPath, useLinkLabel, type SchoolLink } from './nav-links.ts';

export default function HeaderDrawer({
  open,
  schools,
  onClose,
  onLogin,
  user,
}: {
  open: boolean;
  schools: SchoolLink[];
  onClose: () => void;
  /** Called once the drawer has closed after a press on Login. */
  onLogin: () => void;
  /** The signed-in user the browser remembers: Login becomes the way back to the admin area. */
  user: StoredUser | null;
}) {
  const { t } = useT();
  const linkLabel = useLinkLabel();
  // Login opens its dialog once the drawer has slid away and left MUI's list of open modals: a dialog opened
  // while the drawer is still leaving (a slow phone's frames come late) ends up hidden from screen readers
  // (aria-hidden) when the drawer's modal is taken off that list after it.
  const loginWhenGone = useRef(false);
  const onExited = () => {
    if (!loginWhenGone.current) return;
    loginWhenGone.current = false;
    onLogin();
  };
  // Opened again before it had gone (MUI then never reports the exit): that Login is forgotten, or the next
  // close (Escape, a link) would open the dialog unasked.
  const onEnter = () => {
    loginWhenGone.current = false;
  };
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { sx: { width: 300, maxWidth: '85vw' } }, transition: { onEnter, onExited } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', p: 1 }}>
        <IconButton aria-label={t('common.nav.closeMenu')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </Box>
      {/* A <nav> of links: the subheaders are plain <div>s (an <li> outside a list is invalid). */}
      <List component="nav" aria-label={t('common.nav.mainNavigation')} dense>
        {MAIN_LINKS.map((link) => (
          <ListItemButton key={link.to} component={Link} to={link.to} onClick={onClose}>
            <ListItemText primary={linkLabel(link)} />
          </ListItemButton>
        ))}
        <Divider />
        <ListSubheader component="div">{t('common.nav.academics')}</ListSubheader>
        {schools.map((school) => (
          <ListItemButton
            key={school._id}
            component={Link}
            to={schoolPath(school)}
            state={{ school }}
            onClick={onClose}
          >
            <ListItemText primary={school.schoolName} />
          </ListItemButton>
        ))}
        <Divider />
        <ListSubheader component="div">{t('common.nav.resources')}</ListSubheader>
        {RESOURCE_LINKS.map((link) => (
          <ListItemButton key={link.to} component={Link} to={link.to} onClick={onClose}>
            <ListItemText primary={t(link.label)} />
          </ListItemButton>
        ))}
      </List>
      <Divider />
      <Box sx={{ p: 2, display: 'flex', flexDirection: 'column', gap: 2, color: 'primary.main' }}>
        <LanguageSwitch />
        {user ? (
          <Button
            variant="contained"
            color="secondary"
            component={Link}
            to="/admin/dashboard"
            reloadDocument
            onClick={onClose}
            aria-label={t('common.nav.adminAreaOf', { name: user.name })}
          >
            {t('common.nav.adminArea')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            href="/loginPage"
            onClick={(e: MouseEvent) => {
              e.preventDefault();
              loginWhenGone.current = true;
              onClose();
            }}
          >
            {t('common.nav.login')}
          </Button>
        )}
      </Box>
    </Drawer>
  );
}
