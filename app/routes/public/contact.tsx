// /contact: phones and e-mails from the school settings (tel: and mailto: links, 'N/A' for a missing list,
// 'Failed to load settings.' when they could not be read), business hours, and the contact form, whose
// messages are stored for the staff (POST /api/contact).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AccessTimeIcon from '@mui/icons-material/AccessTime';
import EmailIcon from '@mui/icons-material/Email';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import { useRouteLoaderData } from 'react-router';
import { ContactForm } from '../../components/contact-form.tsx';
import { PageBanner } from '../../components/gallery/page-banner.tsx';
import { paperSx } from '../../components/home/styles.ts';
import { useT } from '../../i18n/i18n.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/contact.ts';
import type { PublicLayoutData } from './layout.tsx';

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'contact.title', description: 'contact.metaDescription', path: '/contact' });
}

function InfoCard({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{ bgcolor: '#fff', color: 'text.primary', borderRadius: 2, boxShadow: 2, p: { xs: 2, md: 2.5 }, minWidth: 0 }}
    >
      <Typography
        id={id}
        variant="h3"
        component="h2"
        sx={{
          fontSize: '1.1rem',
          fontWeight: 600,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mb: 1,
          color: 'primary.dark',
        }}
      >
        <Box component="span" aria-hidden="true" sx={{ display: 'inline-flex', color: 'secondary.dark' }}>
          {icon}
        </Box>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

function LinkList({ items, href, testId }: { items: string[]; href: (item: string) => string; testId: string }) {
  return (
    <Box component="ul" data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <li key={item}>
          <MuiLink
            href={href(item)}
            underline="always"
            sx={{ display: 'inline-block', py: 0.5, fontWeight: 500, overflowWrap: 'anywhere' }}
          >
            {item}
          </MuiLink>
        </li>
      ))}
    </Box>
  );
}

export default function ContactPage() {
  const { t } = useT();
  const layout = useRouteLoaderData<PublicLayoutData>('routes/public/layout');
  const failed = layout?.settingsFailed ?? false;
  const phones = layout?.settings?.phones?.filter(Boolean) ?? [];
  const emails = layout?.settings?.emails?.filter(Boolean) ?? [];
  const missing = (testId: string) =>
    failed ? (
      <Typography data-testid={testId} sx={{ color: 'error.main', fontWeight: 500 }}>
        {t('contact.failedSettings')}
      </Typography>
    ) : (
      <Typography data-testid={testId}>{t('common.footer.notAvailable')}</Typography>
    );

  return (
    <>
      <PageBanner title={t('contact.title')} intro={t('contact.intro')}>
        <Box
          component="section"
          aria-label={t('contact.reachUs')}
          sx={{
            mt: { xs: 3, md: 4 },
            display: 'grid',
            gap: 2,
            // The e-mail card gets the most room: an address should not have to break inside.
            gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) minmax(0, 1.4fr) minmax(0, 1fr)' },
          }}
        >
          <InfoCard id="contact-phones" icon={<PhoneIcon />} title={t('contact.phones')}>
            {phones.length ? (
              <LinkList testId="contact-phones-list" items={phones} href={(p) => `tel:${p.replace(/[^\d+]/g, '')}`} />
            ) : (
              missing('contact-phones-list')
            )}
          </InfoCard>
          <InfoCard id="contact-emails" icon={<EmailIcon />} title={t('contact.emails')}>
            {emails.length ? (
              <LinkList testId="contact-emails-list" items={emails} href={(e) => `mailto:${e}`} />
            ) : (
              missing('contact-emails-list')
            )}
          </InfoCard>
          <InfoCard id="contact-hours" icon={<AccessTimeIcon />} title={t('contact.hours')}>
            <Typography data-testid="business-hours">{t('common.footer.businessHours')}</Typography>
          </InfoCard>
        </Box>
      </PageBanner>
      <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
        <Box component="section" aria-labelledby="contact-form-title" sx={{ ...paperSx, p: { xs: 2, md: 4 } }}>
          <Typography
            id="contact-form-title"
            variant="h2"
            sx={{ fontSize: { xs: '1.4rem', md: '1.6rem' }, mb: 2, color: 'primary.dark' }}
          >
            {t('contact.formTitle')}
          </Typography>
          <ContactForm />
        </Box>
      </Container>
    </>
  );
}
