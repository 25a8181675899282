// The public site's links (spec section 2): header, phone menu and footer share them.
import type { MessageKey } from '../../i18n/i18n.tsx';

export interface SchoolLink {
  _id: string;
  schoolName: string;
}

export const MAIN_LINKS: { to: string; label: MessageKey }[] = [
  { to: '/', label: 'common.nav.home' },
  { to: '/about', label: 'common.nav.about' },
  { to: '/gallery', label: 'common.nav.gallery' },
  { to: '/blog', label: 'common.nav.blog' },
  { to: '/contact', label: 'common.nav.contact' },
  { to: '/PartnerClientView', label: 'common.nav.partner' },
];

export const RESOURCE_LINKS: { to: string; label: MessageKey }[] = [
  { to: '/resource/transports', label: 'common.nav.transports' },
  { to: '/resource/library', label: 'common.nav.library' },
  { to: '/resource/computer-lab', label: 'common.nav.computerLab' },
  { to: '/resource/JoiningForm', label: 'common.nav.joiningForm' },
  { to: '/resource/curriculum', label: 'common.nav.curriculum' },
  { to: '/gallery', label: 'common.nav.gallery' },
];

export function schoolPath(school: SchoolLink): string {
  return `/schooldetails/${school._id}`;
}
