// The partner profile (spec section 2): top image, name, 'Since {year}', about, location, Vision and
// Mission cards, up to 3 gallery pictures, the three counts and the contacts (free text, line breaks kept).
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import FlagIcon from '@mui/icons-material/Flag';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactNode } from 'react';
import type { Partner } from '../../../common/api-types.ts';
import { PARTNER_GALLERY_MAX } from '../../../common/constants.ts';
import type { Shown } from '../../app-context.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { Lang } from '../../i18n/languages.ts';
import { ContentLanguageNote, otherLang } from '../layout/content-language.tsx';
import { StoredImage } from '../gallery/stored-image.tsx';
import { paperSx } from '../home/styles.ts';
import { GridList } from '../layout/grid-list.tsx';
import { BannerFacts, LocationFact, Section } from '../school/school-view.tsx';
import { StatGrid } from '../school/stat-grid.tsx';
import { NOT_DRAWN, drawEvery, drawnWith, type EveryField } from '../../lib/every-field.tsx';

export const DEFAULT_PARTNER_IMAGE = '/images/default-partner.svg';

function Card({
  icon,
  title,
  id,
  text,
  lang,
}: {
  icon: ReactNode;
  title: string;
  id: string;
  text: string;
  lang?: Lang;
}) {
  return (
    <Box
      component="section"
      aria-labelledby={id}
      sx={{
        ...paperSx,
        p: { xs: 2.5, md: 3.5 },
        borderTop: '4px solid',
        borderColor: 'primary.main',
      }}
    >
      <Typography
        id={id}
        variant="h2"
        sx={{
          fontSize: { xs: '1.3rem', md: '1.5rem' },
          color: 'primary.dark',
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          mb: 1.5,
        }}
      >
        <Box component="span" aria-hidden="true" sx={{ color: 'secondary.dark', display: 'inline-flex' }}>
          {icon}
        </Box>
        {title}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }} lang={lang}>
        {text}
      </Typography>
    </Box>
  );
}

export function PartnerView({ partner }: { partner: Shown<Partner> }) {
  const { t, lang } = useT();
  const textLang = otherLang(partner.lang, lang);
  const gallery = (partner.galleryImages ?? []).filter((image) => image?.url).slice(0, PARTNER_GALLERY_MAX);

  // What the page draws of each field of the partner, in this order: a field added to the partner does not compile
  // until it is drawn here, drawn inside another field's part, or said not to be drawn (every-field.tsx).
  const parts = {
    // The top picture, across the page.
    topImage: (
      <Box
        sx={{
          position: 'relative',
          bgcolor: 'primary.dark',
          width: '100%',
          height: { xs: 220, sm: 300, md: 400 },
          overflow: 'hidden',
        }}
      >
        <StoredImage
          src={partner.topImage}
          variants={partner.topImageVariants}
          alt={partner.alt || partner.name}
          sizes="100vw"
          srcWidth={1600}
          eager
          fallback={DEFAULT_PARTNER_IMAGE}
        />
      </Box>
    ),
    topImageVariants: drawnWith('topImage'),
    // The banner: the name, since when, where, the texts' language.
    name: (
      <Box
        component="header"
        sx={{ background: 'linear-gradient(135deg, #004d40 0%, #00796b 100%)', color: '#fff', py: { xs: 3, md: 4 } }}
      >
        <Container maxWidth="lg">
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
            {partner.name}
          </Typography>
          <BannerFacts>
            {partner.startYear ? (
              <Box component="span" sx={{ fontWeight: 500, color: 'secondary.light' }}>
                {t('partner.since', { year: partner.startYear })}
              </Box>
            ) : null}
            {partner.location && (
              <LocationFact label={t('partner.location')} place={partner.location} lang={textLang} />
            )}
            <ContentLanguageNote lang={partner.lang} />
          </BannerFacts>
        </Container>
      </Box>
    ),
    startYear: drawnWith('name'),
    location: drawnWith('name'),
    lang: drawnWith('name'),
    about: (
      <Section id="partner-about" title={t('partner.about')}>
        <Typography
          sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere', maxWidth: 860 }}
          lang={textLang}
        >
          {partner.about}
        </Typography>
      </Section>
    ),
    vision: (
      <Box
        sx={{
          mt: { xs: 4, md: 6 },
          display: 'grid',
          gap: { xs: 2, md: 3 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        }}
      >
        {(
          [
            ['vision', <VisibilityIcon key="icon" />],
            ['mission', <FlagIcon key="icon" />],
          ] as const
        ).map(([field, icon]) => (
          <Card
            key={field}
            id={`partner-${field}`}
            icon={icon}
            title={t(`partner.${field}`)}
            text={partner[field]}
            lang={textLang}
          />
        ))}
      </Box>
    ),
    mission: drawnWith('vision'),
    galleryImages: gallery.length > 0 && (
      <Section id="partner-gallery" title={t('partner.gallery')}>
        <GridList
          gap={{ xs: 1, md: 2 }}
          columns={{ xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' }}
          data-testid="partner-gallery"
        >
          {gallery.map((image, i) => (
            <Box component="li" key={image.url} sx={{ borderRadius: 2, overflow: 'hidden', aspectRatio: '4 / 3' }}>
              <StoredImage
                src={image.url}
                variants={image.variants}
                alt={t('partner.photoAlt', { name: partner.alt || partner.name, n: i + 1 })}
                sizes="(min-width: 1200px) 380px, (min-width: 600px) 33vw, 100vw"
                fallback={DEFAULT_PARTNER_IMAGE}
              />
            </Box>
          ))}
        </GridList>
      </Section>
    ),
    // The pictures' description (the top picture's and the gallery's).
    alt: drawnWith('topImage'),
    numberOfWorkers: (
      <Section id="partner-numbers" title={t('partner.inNumbers')}>
        <StatGrid
          columns={3}
          stats={[
            { label: t('partner.workers'), value: partner.numberOfWorkers ?? 0 },
            { label: t('partner.projects'), value: partner.numberOfProjects ?? 0 },
            { label: t('partner.satisfiedClients'), value: partner.satisfyingClients ?? 0 },
          ]}
        />
      </Section>
    ),
    numberOfProjects: drawnWith('numberOfWorkers'),
    satisfyingClients: drawnWith('numberOfWorkers'),
    contacts: (
      <Section id="partner-contacts" title={t('partner.contacts')}>
        <Typography
          data-testid="partner-contacts"
          sx={{
            whiteSpace: 'pre-line',
            lineHeight: 1.7,
            overflowWrap: 'anywhere',
            ...paperSx,
            p: { xs: 2, md: 3 },
          }}
        >
          {partner.contacts}
        </Typography>
      </Section>
    ),
    // Shown elsewhere: the home page's partner strip (the school's website, the two logos), the menu (the short
    // name); the address and the times are not shown.
    schoolUrl: NOT_DRAWN,
    schoolLogo: NOT_DRAWN,
    schoolLogoVariants: NOT_DRAWN,
    clubLogo: NOT_DRAWN,
    clubLogoVariants: NOT_DRAWN,
    clubShortName: NOT_DRAWN,
    _id: NOT_DRAWN,
    createdAt: NOT_DRAWN,
    updatedAt: NOT_DRAWN,
  } satisfies EveryField<Shown<Partner>>;
  const { topImage, name, ...column } = parts;

  return (
    <article>
      {topImage}
      {name}
      <Container maxWidth="lg">{drawEvery(column)}</Container>
    </article>
  );
}
