// /PartnerClientView: the partner club's profile (the first partner record), or 'No partner data available.'.
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Partner } from '../../../common/api-types.ts';
import { pageContext } from '../../app-context.ts';
import { PartnerView } from '../../components/partner/partner-view.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { variantUrl } from '../../lib/images.ts';
import { listOrEmpty, withFallback } from '../../lib/data-fallback.ts';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/partner.ts';

export async function loader({ context }: Route.LoaderArgs) {
  const { data } = context.get(pageContext);
  const partners = await listOrEmpty(data.partners(), 'Failed to fetch partners');
  return { partner: partners[0] ?? null };
}

// Its data request failing: 'No partner data available.', as when the partner cannot be read.
export const clientLoader = ({ serverLoader, request }: Route.ClientLoaderArgs) =>
  withFallback(serverLoader, () => ({ partner: null as Partner | null }), request.signal);

export function meta(args: Route.MetaArgs) {
  const partner = args.loaderData?.partner;
  return pageMeta(args, {
    title: partner?.name || 'partner.title',
    description: partner?.about ? partner.about.replace(/\s+/g, ' ').slice(0, 160) : 'partner.metaDescription',
    image: partner ? variantUrl(partner.topImageVariants, 1200, partner.topImage) : null,
    path: '/PartnerClientView',
  });
}

export default function PartnerPage({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  if (!loaderData.partner) {
    return (
      <Container maxWidth="md" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' }, mb: 2 }}>
          {t('partner.title')}
        </Typography>
        <Typography role="status" sx={{ color: 'text.secondary', fontSize: '1.125rem' }}>
          {t('partner.noData')}
        </Typography>
      </Container>
    );
  }
  return <PartnerView partner={loaderData.partner} />;
}
