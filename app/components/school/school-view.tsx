// A school's detail page: every field of spec section 3 (name, icon, description, location, opening year,
// the two detail texts, the head of school, three photos, the counts, the contacts).
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import Container from '@mui/material/Container';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import EmailIcon from '@mui/icons-material/Email';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import PhoneIcon from '@mui/icons-material/Phone';
import type { ReactNode } from 'react';
import type { ImageVariants, SchoolDetail } from '../../../common/api-types.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { Lang } from '../../i18n/languages.ts';
import { ContentLanguageNote, otherLang } from '../layout/content-language.tsx';
import { bannerSx } from '../gallery/page-banner.tsx';
import { StoredImage } from '../gallery/stored-image.tsx';
import { paperSx } from '../home/styles.ts';
import { SchoolIconByName } from './school-icon.tsx';
import { StatGrid } from './stat-grid.tsx';
import { NOT_DRAWN, drawEvery, drawnIn, drawnWith, type EveryField } from '../../lib/every-field.tsx';

/** The three photo fields of a record, which the page shows as one list (`images`). */
type PhotoField = `image${1 | 2 | 3}` | `image${1 | 2 | 3}Variants`;

/** A school record as the page shows it: every field present (missing counts are 0). */
export interface SchoolView extends Omit<SchoolDetail, 'createdAt' | 'updatedAt' | 'openingYear' | PhotoField> {
  openingYear: number | string | null;
  images: { src: string | null; variants: ImageVariants | null }[];
  /** The language of its texts (decision 021). */
  lang?: Lang;
}

export const DEFAULT_SCHOOL_IMAGE = '/images/default-school.svg';
export const DEFAULT_PERSON_IMAGE = '/images/default-person.svg';

/** The two texts of the details section, each in a card edged in its own colour. */
const DETAIL_SIDES = [
  { field: 'detailLeft', color: 'primary.main', testId: 'detail-left' },
  { field: 'detailRight', color: 'secondary.main', testId: 'detail-right' },
] as const;

/** The spec's wording rule: Students only for a secondary school, Pupils everywhere else. */
export function learnersKey(schoolName: string): 'school.students' | 'school.pupils' {
  return schoolName.includes('Secondary') ? 'school.students' : 'school.pupils';
}

/** A round box that keeps its size in a row: `size` is its width and height by screen width. */
const roundSx = (size: { xs: number; md: number }) => ({
  flex: '0 0 auto',
  width: size,
  height: size,
  borderRadius: '50%',
});

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** A titled part of a profile page (a school's, the partner's), named for screen readers by its h2. */
export function Section({ title, children, id }: { title: string; children: ReactNode; id: string }) {
  return (
    <Box component="section" aria-labelledby={id} className="bs-later" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id={id} variant="h2" sx={{ fontSize: { xs: '1.4rem', md: '1.75rem' }, mb: 2, color: 'primary.dark' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** `lang`: the text's language when it is not the page's (content-language.tsx). */
function Paragraphs({ text, lang }: { text: string; lang?: Lang }) {
  return (
    <Typography sx={{ whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }} lang={lang}>
      {text}
    </Typography>
  );
}

export function SchoolDetailView({ school }: { school: SchoolView }) {
  const { t, lang } = useT();
  const textLang = otherLang(school.lang, lang);
  const photos = school.images.filter((image) => image.src);
  const contacts = school.contactList.filter(([phone, email]) => phone || email);
  /** The school's own phone and e-mail, each a line of the contact card when it has one. */
  const contactLines = {
    contactPhone: school.contactPhone && (
      <ContactLine
        icon={<PhoneIcon fontSize="small" />}
        label={t('school.phone')}
        href={telHref(school.contactPhone)}
        text={school.contactPhone}
      />
    ),
    contactEmail: school.contactEmail && (
      <ContactLine
        icon={<EmailIcon fontSize="small" />}
        label={t('school.email')}
        href={`mailto:${school.contactEmail}`}
        text={school.contactEmail}
      />
    ),
  };
  const hasLines = Object.values(contactLines).some(Boolean);
  const hasContact = contacts.length > 0 || hasLines;

  // What the page draws of each field of the school, in this order: a field added to SchoolView does not
  // compile until it is drawn here, drawn inside another field's part, or said not to be drawn (every-field.tsx).
  const parts = {
    // The banner above the page's column: the icon, the name, where, since when, the texts' language.
    schoolName: (
      <Box component="header" sx={bannerSx}>
        {/* (Icon at the top, not centred: centred, it moved down as the text beside it came in.) */}
        <Container maxWidth="lg" sx={{ display: 'flex', gap: { xs: 2, md: 3 }, alignItems: 'flex-start' }}>
          <Box
            aria-hidden="true"
            sx={{
              ...roundSx({ xs: 56, md: 80 }),
              bgcolor: 'secondary.main',
              color: '#000',
              display: 'grid',
              placeItems: 'center',
            }}
          >
            <SchoolIconByName name={school.iconName} sx={{ fontSize: { xs: 32, md: 46 } }} />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.5rem' }, overflowWrap: 'anywhere' }}>
              {school.schoolName}
            </Typography>
            <BannerFacts sx={{ opacity: 0.95 }}>
              {school.location && <LocationFact label={t('school.location')} place={school.location} lang={textLang} />}
              {school.openingYear ? (
                <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <CalendarMonthIcon fontSize="small" aria-hidden="true" />
                  <span>
                    {t('school.openingYear')} {school.openingYear}
                  </span>
                </Box>
              ) : null}
              <ContentLanguageNote lang={school.lang} />
            </BannerFacts>
          </Box>
        </Container>
      </Box>
    ),
    iconName: drawnWith('schoolName'),
    location: drawnWith('schoolName'),
    openingYear: drawnWith('schoolName'),
    lang: drawnWith('schoolName'),
    images: photos.length > 0 && (
      <Box
        sx={{
          mt: { xs: 3, md: 4 },
          display: 'grid',
          gap: { xs: 1, md: 2 },
          gridTemplateColumns:
            photos.length === 1
              ? '1fr'
              : { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${photos.length}, minmax(0, 1fr))` },
        }}
      >
        {photos.map((photo, i) => (
          <Box
            key={photo.src}
            sx={{
              borderRadius: 2,
              overflow: 'hidden',
              aspectRatio: '4 / 3',
              // On phones the first photo spans both columns.
              gridColumn: { xs: i === 0 && photos.length !== 2 ? '1 / -1' : 'auto', md: 'auto' },
            }}
          >
            <StoredImage
              src={photo.src}
              variants={photo.variants}
              alt={t('school.photoAlt', { name: school.alt || school.schoolName, n: i + 1 })}
              sizes={
                photos.length === 1
                  ? '(min-width: 1200px) 1150px, 100vw'
                  : i === 0
                    ? '(min-width: 1200px) 380px, (min-width: 900px) 33vw, 100vw'
                    : '(min-width: 1200px) 380px, (min-width: 900px) 33vw, 50vw'
              }
              eager={i === 0}
              secondary={i > 0}
              fallback={DEFAULT_SCHOOL_IMAGE}
            />
          </Box>
        ))}
      </Box>
    ),
    // The photos' description.
    alt: drawnWith('images'),
    description: (
      <Section title={t('school.about')} id="school-about">
        {school.description ? (
          <Paragraphs text={school.description} lang={textLang} />
        ) : (
          <Typography color="text.secondary">{t('common.states.noDescription')}</Typography>
        )}
      </Section>
    ),
    detailLeft: (school.detailLeft || school.detailRight) && (
      <Section title={t('school.details')} id="school-details">
        <Box sx={{ display: 'grid', gap: { xs: 2, md: 4 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
          {DETAIL_SIDES.map(
            ({ field, color, testId }) =>
              school[field] && (
                <Box
                  key={field}
                  data-testid={testId}
                  sx={{
                    ...paperSx,
                    p: { xs: 2, md: 3 },
                    borderLeft: '4px solid',
                    borderColor: color,
                  }}
                >
                  <Paragraphs text={school[field]} lang={textLang} />
                </Box>
              ),
          )}
        </Box>
      </Section>
    ),
    detailRight: drawnWith('detailLeft'),
    teachers: (
      <Section title={t('school.inNumbers')} id="school-numbers">
        <StatGrid
          stats={[
            { label: t(learnersKey(school.schoolName)), value: school.students },
            { label: t('school.teachers'), value: school.teachers },
            { label: t('school.workers'), value: school.workers },
            { label: t('school.awards'), value: school.awards },
          ]}
        />
      </Section>
    ),
    students: drawnWith('teachers'),
    workers: drawnWith('teachers'),
    awards: drawnWith('teachers'),
    // The head of school and the contacts, side by side.
    headName: (
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 0, md: 4 },
          gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
          alignItems: 'start',
        }}
      >
        {(school.headName || school.headTitle || school.headImage) && (
          <Section title={t('school.headOfSchool')} id="school-head">
            <Box
              sx={{
                display: 'flex',
                gap: 2,
                alignItems: 'center',
                ...paperSx,
                p: 2,
              }}
            >
              <Box sx={{ ...roundSx({ xs: 96, md: 128 }), overflow: 'hidden' }}>
                <StoredImage
                  src={school.headImage}
                  variants={school.headImageVariants}
                  alt={
                    school.headTitle
                      ? t('school.headPhotoAlt', { name: school.headName, title: school.headTitle })
                      : school.headName
                  }
                  sizes="128px"
                  srcWidth={400}
                  fallback={DEFAULT_PERSON_IMAGE}
                />
              </Box>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="h3" sx={{ fontSize: '1.25rem', overflowWrap: 'anywhere' }}>
                  {school.headName}
                </Typography>
                {school.headTitle && (
                  <Typography color="text.secondary" lang={textLang}>
                    {school.headTitle}
                  </Typography>
                )}
              </Box>
            </Box>
          </Section>
        )}

        <Section title={t('school.contact')} id="school-contact">
          {hasContact ? (
            <Box sx={{ ...paperSx, p: 2, display: 'grid', gap: 1.5 }}>
              {hasLines && <Box sx={{ display: 'grid', gap: 0.75 }}>{drawEvery(contactLines)}</Box>}
              {contacts.length > 0 && (
                <Box>
                  <Typography variant="h3" sx={{ fontSize: '1.05rem', mb: 1 }}>
                    {t('school.contactList')}
                  </Typography>
                  <Box
                    component="ul"
                    data-testid="contact-list"
                    sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
                  >
                    {contacts.map(([phone, email], i) => (
                      <Box
                        component="li"
                        key={`${phone}-${email}-${i}`}
                        sx={{ display: 'grid', gap: 0.5, pt: i ? 1 : 0, borderTop: i ? '1px solid #e0e0e0' : 'none' }}
                      >
                        {phone && (
                          <ContactLine
                            icon={<PhoneIcon fontSize="small" />}
                            label={t('school.phone')}
                            href={telHref(phone)}
                            text={phone}
                          />
                        )}
                        {email && (
                          <ContactLine
                            icon={<EmailIcon fontSize="small" />}
                            label={t('school.email')}
                            href={`mailto:${email}`}
                            text={email}
                          />
                        )}
                      </Box>
                    ))}
                  </Box>
                </Box>
              )}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('school.noContact')}</Typography>
          )}
        </Section>
      </Box>
    ),
    headTitle: drawnWith('headName'),
    headImage: drawnWith('headName'),
    headImageVariants: drawnWith('headName'),
    contactPhone: drawnIn(contactLines),
    contactEmail: drawnIn(contactLines),
    contactList: drawnWith('headName'),
    // The page's address.
    _id: NOT_DRAWN,
  } satisfies EveryField<SchoolView>;
  const { schoolName: banner, ...column } = parts;

  return (
    <article>
      {banner}

      <Container maxWidth="lg" sx={{ pb: 2 }}>
        {drawEvery(column)}
      </Container>
    </article>
  );
}

/** Read by screen readers, not shown. (sx reads a bare 1 as 100%, hence the px strings.) */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

const bannerFactsSx = {
  m: 0,
  mt: 1,
  display: 'flex',
  flexDirection: { xs: 'column', sm: 'row' },
  flexWrap: 'wrap',
  columnGap: 3,
  rowGap: 0.5,
} as const;

/**
 * The facts under a school's or partner's name (where, since when, the texts' language): side by side from the
 * tablet width, one under the other on a phone. Side by side on a phone, a fact whose text came in a later piece
 * of the page (a slow network, a busy phone) was drawn at the end of the line first, then wrapped to the next
 * one: a visible jump.
 */
export function BannerFacts({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box component="p" sx={[bannerFactsSx, ...(Array.isArray(sx) ? sx : [sx])]}>
      {children}
    </Box>
  );
}

/**
 * Where a school or partner is, after a pin; the word 'Location' is for screen readers only. The pin stays by
 * the first line (centred on a 24 px line) when a long place wraps, rather than moving down as the text grows.
 */
export function LocationFact({ label, place, lang }: { label: string; place: string; lang?: Lang }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'flex-start', gap: 0.5 }}>
      <LocationOnIcon fontSize="small" aria-hidden="true" sx={{ mt: '2px' }} />
      <span>
        <Box component="span" sx={visuallyHidden}>
          {label}:{' '}
        </Box>
        <span lang={lang}>{place}</span>
      </span>
    </Box>
  );
}

function ContactLine({ icon, label, href, text }: { icon: ReactNode; label: string; href: string; text: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      <Box component="span" aria-hidden="true" sx={{ color: 'primary.main', display: 'inline-flex' }}>
        {icon}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {label}:
      </Box>
      <MuiLink
        href={href}
        sx={{ overflowWrap: 'anywhere', fontWeight: 500, minHeight: 24, display: 'inline-flex', alignItems: 'center' }}
      >
        {text}
      </MuiLink>
    </Box>
  );
}
