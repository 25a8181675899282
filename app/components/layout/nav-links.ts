// The public site's links (spec section 2): header, phone menu and footer share them.
import { useRouteLoaderData } from 'react-router';
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

/** The public layout's route, whose data names the partner club (app/routes/public/layout.tsx). */
const LAYOUT_ROUTE = 'routes/public/layout';

/**
 * A main link's text: the partner link is the partner club's short brand name plus "Germany" (spec section 2),
 * set in the partner profile (`clubShortName`, at most 20 characters so the header keeps one row), or
 * "Partner Club Germany" while it is empty.
 */
export function useLinkLabel(): (link: { to: string; label: MessageKey }) => string {
  const { t } = useT();
  const brand = useRouteLoaderData<{ partnerBrand?: string }>(LAYOUT_ROUTE)?.partnerBrand?.trim();
  return (link) =>
    link.to === '/PartnerClientView' && brand ? t('common.nav.partnerOf', { name: brand }) : t(link.label);
}
