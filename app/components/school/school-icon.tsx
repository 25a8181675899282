// The school's icon by its stored name (spec section 3); anything unknown shows SchoolIcon.
import CastleIcon from '@mui/icons-material/Castle';
import ChildCareIcon from '@mui/icons-material/ChildCare';
import EmojiPeopleIcon from '@mui/icons-material/EmojiPeople';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import SchoolIcon from '@mui/icons-material/School';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { ownKey } from '../../lib/own-key.ts';

const ICONS = { SchoolIcon, ChildCareIcon, MenuBookIcon, EmojiPeopleIcon, CastleIcon } as const;

export function SchoolIconByName({ name, ...props }: { name: string | null | undefined } & SvgIconProps) {
  const known = ownKey(ICONS, name);
  const Icon = known ? ICONS[known] : SchoolIcon;
  return <Icon data-icon={known ?? 'SchoolIcon'} {...props} />;
}
