// A school's icon by its stored name (spec section 3; anything unknown shows SchoolIcon), drawn without
// MUI for the home page. (app/components/school/school-icon.tsx is the MUI version for the other pages.)
import CastleIcon from 'plain-icon:Castle';
import ChildCareIcon from 'plain-icon:ChildCare';
import EmojiPeopleIcon from 'plain-icon:EmojiPeople';
import MenuBookIcon from 'plain-icon:MenuBook';
import SchoolIcon from 'plain-icon:School';
import { ownKey } from '../../lib/own-key.ts';

const ICONS = { SchoolIcon, ChildCareIcon, MenuBookIcon, EmojiPeopleIcon, CastleIcon } as const;

export function SchoolGlyph({ name, size }: { name: string | null | undefined; size?: number }) {
  const known = ownKey(ICONS, name);
  const Icon = known ? ICONS[known] : SchoolIcon;
  return <Icon data-icon={known ?? 'SchoolIcon'} size={size} />;
}
