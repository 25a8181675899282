// About (spec section 2 "About"): hero, about text, cards for vision, mission, core values (Integrity,
// Transparency, Care), objective and goal, the timeline 2017 founding, 2018 construction, 2019 opening,
// 2023 first graduates, and a strip of parent testimonials scrolling in a 40 s loop (pause button,
// still under reduced motion). All static: the page needs no data.
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import EmojiEventsIcon from '@mui/icons-material/EmojiEvents';
import FlagIcon from '@mui/icons-material/Flag';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VolunteerActivismIcon from '@mui/icons-material/VolunteerActivism';
import type { SystemStyleObject, Theme } from '@mui/system';
import type { ReactNode } from 'react';
import { Marquee } from '../../components/carousel/marquee.tsx';
import { SectionHeading } from '../../components/home/section-heading.tsx';
import { cardSx, sectionSx } from '../../components/home/styles.ts';
import { GridList } from '../../components/layout/grid-list.tsx';
import { LazyImage } from '../../components/layout/lazy-image.tsx';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { pageMeta } from '../../lib/meta.ts';
import type { Route } from './+types/about.ts';

export const TESTIMONIALS_LOOP_SECONDS = 40;

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: 'about.title', description: 'about.description' });
}

type Pillar = 'vision' | 'mission' | 'objective' | 'goal';
const PILLARS: { key: Pillar; Icon: typeof FlagIcon }[] = [
  { key: 'vision', Icon: VisibilityIcon },
  { key: 'mission', Icon: FlagIcon },
  { key: 'objective', Icon: TrackChangesIcon },
  { key: 'goal', Icon: EmojiEventsIcon },
];

const VALUES = ['integrity', 'transparency', 'care'] as const;

const TIMELINE: { year: number; key: 'founding' | 'construction' | 'opening' | 'graduates' }[] = [
  { year: 2017, key: 'founding' },
  { year: 2018, key: 'construction' },
  { year: 2019, key: 'opening' },
  { year: 2023, key: 'graduates' },
];

const TESTIMONIALS = ['t1', 't2', 't3', 't4', 't5'] as const;

const iconBadge = {
  width: 52,
  height: 52,
  borderRadius: '50%',
  bgcolor: 'primary.main',
  color: '#ffffff',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
} as const;

/** A pillar's card, its top edge in the colour `edge`. */
const pillarSx = (edge: string): SystemStyleObject<Theme> => ({
  ...cardSx,
  p: 3,
  display: 'flex',
  flexDirection: 'column',
  gap: 1.5,
  borderTop: '4px solid',
  borderColor: edge,
});

function PillarCard({ pillar, Icon }: { pillar: Pillar; Icon: typeof FlagIcon }) {
  const { t } = useT();
  return (
    <Box component="li" data-pillar={pillar} sx={pillarSx('primary.main')}>
      <Box sx={iconBadge}>
        <Icon aria-hidden />
      </Box>
      <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}>
        {t(`about.pillars.${pillar}.title` as MessageKey)}
      </Typography>
      <Typography color="text.secondary">{t(`about.pillars.${pillar}.text` as MessageKey)}</Typography>
    </Box>
  );
}

/** A section below the first screen (`bs-later`, drawn when it comes near), named by its heading `id`. */
function LaterSection({ id, background, children }: { id: string; background: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} className="bs-later" sx={{ ...sectionSx, bgcolor: background }}>
      {children}
    </Box>
  );
}

export default function About() {
  const { t } = useT();
  return (
    <>
      <Box
        component="section"
        aria-labelledby="about-title"
        sx={{
          position: 'relative',
          color: '#ffffff',
          py: { xs: 8, md: 12 },
          backgroundColor: '#004d40',
          backgroundImage:
            'linear-gradient(180deg, rgba(0,40,34,0.55) 0%, rgba(0,40,34,0.8) 100%), url("/images/default-hero.svg")',
          backgroundSize: 'cover',
          backgroundPosition: 'center',
        }}
      >
        <Container sx={{ textAlign: 'center' }}>
          <Typography
            id="about-title"
            component="h1"
            variant="h1"
            sx={{ fontSize: { xs: '2rem', md: '3rem' }, textShadow: '0 2px 8px rgba(0,0,0,0.5)' }}
          >
            {t('about.hero.heading')}
          </Typography>
          <Typography sx={{ mt: 2, mx: 'auto', maxWidth: 720, fontSize: { xs: '1.05rem', md: '1.25rem' } }}>
            {t('about.hero.subtitle')}
          </Typography>
        </Container>
      </Box>

      <Box component="section" aria-labelledby="about-intro" sx={{ ...sectionSx, bgcolor: '#ffffff' }}>
        <Container
          sx={{
            display: 'grid',
            gap: { xs: 4, md: 6 },
            gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            // (Top-aligned: centred, the text moved down when the picture's box after it came in.)
            alignItems: 'start',
          }}
        >
          <Box>
            <SectionHeading id="about-intro" title={t('about.intro.heading')} align="left" />
            <Typography sx={{ mb: 2, lineHeight: 1.8 }}>{t('about.intro.p1')}</Typography>
            <Typography sx={{ lineHeight: 1.8 }}>{t('about.intro.p2')}</Typography>
          </Box>
          <Box sx={{ borderRadius: 3, overflow: 'hidden', aspectRatio: '16 / 10', bgcolor: '#e0f2f1' }}>
            <LazyImage
              src="/images/default-hero.svg"
              alt={t('about.intro.imageAlt')}
              width={800}
              height={500}
              style={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
            />
          </Box>
        </Container>
      </Box>

      <LaterSection id="about-pillars" background="background.default">
        <Container>
          <SectionHeading id="about-pillars" title={t('about.pillars.heading')} />
          <GridList gap={3} columns={{ xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }}>
            <PillarCard pillar="vision" Icon={VisibilityIcon} />
            <PillarCard pillar="mission" Icon={FlagIcon} />
            <Box component="li" data-pillar="values" sx={{ ...pillarSx('secondary.main'), gridRow: { lg: 'span 2' } }}>
              <Box sx={{ ...iconBadge, bgcolor: 'secondary.main', color: '#000000' }}>
                <VolunteerActivismIcon aria-hidden />
              </Box>
              <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.2rem', color: 'primary.dark' }}>
                {t('about.pillars.values.title')}
              </Typography>
              <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
                {VALUES.map((value) => (
                  <div key={value}>
                    <Box component="dt" sx={{ fontWeight: 700 }} data-value={value}>
                      {t(`about.pillars.values.${value}` as MessageKey)}
                    </Box>
                    <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
                      {t(`about.pillars.values.${value}Text` as MessageKey)}
                    </Box>
                  </div>
                ))}
              </Box>
            </Box>
            {PILLARS.slice(2).map(({ key, Icon }) => (
              <PillarCard key={key} pillar={key} Icon={Icon} />
            ))}
          </GridList>
        </Container>
      </LaterSection>

      <LaterSection id="about-timeline" background="#ffffff">
        <Container maxWidth="md">
          <SectionHeading id="about-timeline" title={t('about.timeline.heading')} />
          <Box
            component="ol"
            data-timeline=""
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              position: 'relative',
              '&::before': {
                content: '""',
                position: 'absolute',
                left: { xs: 35, sm: 47 },
                top: 8,
                bottom: 8,
                width: 4,
                bgcolor: '#b2dfdb',
                borderRadius: 2,
              },
            }}
          >
            {TIMELINE.map(({ year, key }) => (
              <Box
                component="li"
                key={year}
                data-year={year}
                sx={{
                  position: 'relative',
                  display: 'flex',
                  gap: { xs: 2, sm: 3 },
                  alignItems: 'flex-start',
                  pb: 4,
                  '&:last-of-type': { pb: 0 },
                }}
              >
                <Box
                  sx={{
                    flexShrink: 0,
                    width: { xs: 74, sm: 98 },
                    height: { xs: 40, sm: 44 },
                    borderRadius: 99,
                    bgcolor: 'primary.main',
                    color: '#ffffff',
                    fontWeight: 700,
                    fontSize: { xs: '1rem', sm: '1.2rem' },
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    position: 'relative',
                    zIndex: 1,
                  }}
                >
                  {year}
                </Box>
                <Box sx={{ pt: 0.5 }}>
                  <Typography component="h3" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
                    {t(`about.timeline.${key}.title` as MessageKey)}
                  </Typography>
                  <Typography color="text.secondary">{t(`about.timeline.${key}.text` as MessageKey)}</Typography>
                </Box>
              </Box>
            ))}
          </Box>
        </Container>
      </LaterSection>

      <LaterSection id="about-testimonials" background="#e0f2f1">
        <Container>
          <SectionHeading
            id="about-testimonials"
            title={t('about.testimonials.heading')}
            intro={t('about.testimonials.intro')}
          />
        </Container>
        <Marquee label={t('about.testimonials.label')} durationSec={TESTIMONIALS_LOOP_SECONDS} gap={24}>
          {TESTIMONIALS.map((id) => (
            <Box
              component="figure"
              key={id}
              data-testimonial={id}
              sx={{
                ...cardSx,
                m: 0,
                width: { xs: 280, md: 340 },
                p: 3,
                display: 'flex',
                flexDirection: 'column',
                gap: 1.5,
              }}
            >
              <FormatQuoteIcon sx={{ color: 'secondary.main', fontSize: 36 }} aria-hidden />
              <Box component="blockquote" sx={{ m: 0, fontSize: '1rem', lineHeight: 1.6, flexGrow: 1 }}>
                {t(`about.testimonials.${id}.quote` as MessageKey)}
              </Box>
              <Box component="figcaption">
                <Box sx={{ fontWeight: 700 }}>{t(`about.testimonials.${id}.name` as MessageKey)}</Box>
                <Box sx={{ color: 'text.secondary', fontSize: '0.875rem' }}>
                  {t(`about.testimonials.${id}.role` as MessageKey)}
                </Box>
              </Box>
            </Box>
          ))}
        </Marquee>
      </LaterSection>
    </>
  );
}
