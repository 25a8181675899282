// The public site's links (spec section 2): header, phone menu and footer share them.
import { useT, type MessageKey } from '../../i18n/i18n.tsx';

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

/**
 * A main link's text. The spec's partner link is the partner club's brand name plus "Germany"; the profile's name
 * is the club's full name (too long for the header in one row), so the link keeps "Partner Club Germany" until a
 * short brand name is a field of its own.
 */
export function useLinkLabel(): (link: { to: string; label: MessageKey }) => string {
  const { t } = useT();
  return (link) => t(link.label);
}
