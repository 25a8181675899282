// The header's Academics and Resources drop-down lists (MUI Menu). Loaded the first time a visitor points at
// or opens one of them (site-header.tsx), so pages do not carry MUI's popover code in their first download.
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link } from 'react-router';

export interface HeaderMenuItem {
  key: string;
  to: string;
  label: string;
  state?: unknown;
}

export default function HeaderMenu({
  id,
  anchorEl,
  items,
  onClose,
}: {
  id: string;
  anchorEl: HTMLElement | null;
  items: HeaderMenuItem[];
  onClose: () => void;
}) {
  return (
    <Menu id={id} anchorEl={anchorEl} open={!!anchorEl} onClose={onClose}>
      {items.map((item) => (
        <MenuItem key={item.key} component={Link} to={item.to} state={item.state} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
