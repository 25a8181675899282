// Partner admin (/admin/PartnerAdmin; Admin and Partner): the single partner profile shown on
// /PartnerClientView. Read-only first, with an edit (pencil) button for Admin and Partner; with no profile yet
// the page opens straight in edit mode. Every field is required (name, about, location, start year, mission,
// vision, number of workers, number of projects, satisfied clients, contacts); the top image and at most 3
// gallery images are optional. Extra gallery images are cut off in the page already, with a note; the stored
// ones kept are named in `existingGalleryImages` (docs/decisions/004). Clear goes back to the last saved values
// (or blank), Cancel does the same and leaves edit mode, Save sends POST when there is no profile yet and PUT
// /{id} otherwise and returns to read-only. 'Failed to fetch partners' and 'Failed to save partner' show
// inline in red (spec section 8).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { useController, useWatch } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import type { Partner } from '../../../common/api-types.ts';
import { CLUB_SHORT_NAME_MAX, LIMITS, PARTNER_GALLERY_MAX } from '../../../common/constants.ts';
import { partners, partnerSchema } from '../../../common/resources/partners.ts';
import { srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { thumb } from '../../components/admin/format.ts';
import { NoAltText } from '../../components/admin/list-page.tsx';
import { AltTextInput, FieldRow, FormInputs, PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import { drawnWith } from '../../lib/every-field.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { GalleryPicker, type StoredGalleryImage } from '../../components/admin-records/gallery-picker.tsx';
import {
  DetailList,
  EditableRecord,
  Panel,
  RecordLoader,
  SectionTitle,
} from '../../components/admin-records/record-frame.tsx';
import { singleRecordPage, useRecordEditor } from '../../components/admin-records/use-record-editor.tsx';
import type { Route } from './+types/partner.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.partners', noindex: true });

export function clientLoader() {
  return {
    partners: adminGet<Partner | Partner[]>('partners', '/api/partners'),
    // The languages of the profile (its tabs), read apart so that the page shows even if this read fails.
    translated: adminGet<Partner | Partner[]>('partners', '/api/partners?with=translations'),
  };
}

const DEFAULT_PARTNER_IMAGE = '/images/default-partner.svg';
const PAGE = singleRecordPage<'partners', 'createIntro'>('partners', {
  area: 'adminRecords.partner',
  logs: { fetch: 'Failed to fetch partners', save: 'Failed to save partner' },
  translate: { lines: { about: 4, mission: 3, vision: 3 } },
});

function valuesOf(record: Partner | null) {
  const num = (n: number | undefined) => (n === undefined || n === null ? '' : String(n));
  return {
    name: record?.name ?? '',
    about: record?.about ?? '',
    location: record?.location ?? '',
    startYear: num(record?.startYear),
    mission: record?.mission ?? '',
    vision: record?.vision ?? '',
    numberOfWorkers: num(record?.numberOfWorkers),
    numberOfProjects: num(record?.numberOfProjects),
    satisfyingClients: num(record?.satisfyingClients),
    contacts: record?.contacts ?? '',
    schoolUrl: record?.schoolUrl ?? '',
    clubShortName: record?.clubShortName ?? '',
    topImage: null as File | null,
    schoolLogo: null as File | null,
    clubLogo: null as File | null,
    alt: record?.alt ?? '',
    /** The stored gallery images kept, and the new ones chosen (at most PARTNER_GALLERY_MAX together). */
    existingGalleryImages: storedGallery(record),
    galleryImages: [] as File[],
  };
}

/** The stored gallery images kept are named apart from the new files (docs/decisions/004). */
const LABELS = { ...partners.labels, existingGalleryImages: partners.labels.galleryImages };

const storedGallery = (record: Partner | null): StoredGalleryImage[] =>
  (record?.galleryImages ?? []).filter((g) => g?.url).slice(0, PARTNER_GALLERY_MAX);

function ReadOnly({ record }: { record: Partner | null }) {
  const { t, lang } = useT();
  if (!record) {
    return (
      <Panel>
        <Typography role="status">{t('adminRecords.partner.none')}</Typography>
      </Panel>
    );
  }
  const number = (n: number) => new Intl.NumberFormat(lang).format(n);
  const gallery = storedGallery(record);
  return (
    <Panel label={record.name}>
      <Box
        component="img"
        src={thumb(record.topImage, record.topImageVariants, 800) ?? DEFAULT_PARTNER_IMAGE}
        srcSet={srcSet(record.topImageVariants)}
        sizes="(min-width: 1200px) 900px, 100vw"
        width={record.topImageVariants?.width ?? 1600}
        height={record.topImageVariants?.height ?? 500}
        alt={record.alt || record.name}
        sx={{
          width: '100%',
          height: 'auto',
          maxHeight: 260,
          objectFit: 'cover',
          borderRadius: 1,
          display: 'block',
          bgcolor: 'grey.100',
          backgroundImage: record.topImageVariants?.placeholder
            ? `url(${record.topImageVariants.placeholder})`
            : undefined,
          backgroundSize: 'cover',
        }}
      />
      <Typography variant="h2" sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 2 }} data-testid="partner-name">
        {record.name}
      </Typography>
      {record.topImage && !record.alt && <NoAltText />}
      <Typography sx={{ color: 'secondary.dark', fontWeight: 600 }}>
        {t('adminRecords.partner.since', { year: record.startYear })}
      </Typography>
      <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: 'text.secondary', mb: 2 }}>
        <LocationOnIcon fontSize="small" aria-hidden />
        {record.location}
      </Typography>
      <DetailList
        items={[
          { label: t('adminRecords.partner.about'), value: record.about, multiline: true, wide: true },
          { label: t('adminRecords.partner.mission'), value: record.mission, multiline: true },
          { label: t('adminRecords.partner.vision'), value: record.vision, multiline: true },
          { label: t('adminRecords.partner.workers'), value: number(record.numberOfWorkers) },
          { label: t('adminRecords.partner.projects'), value: number(record.numberOfProjects) },
          { label: t('adminRecords.partner.clients'), value: number(record.satisfyingClients) },
          { label: t('adminRecords.partner.contacts'), value: record.contacts, multiline: true },
        ]}
      />
      <SectionTitle>{t('adminRecords.partner.gallery', { max: PARTNER_GALLERY_MAX })}</SectionTitle>
      {gallery.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('adminRecords.partner.galleryEmpty')}
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            m: 0,
            mt: 1,
            p: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            maxWidth: 560,
          }}
        >
          {gallery.map((image, index) => (
            <li key={image.url}>
              <Box
                component="img"
                src={thumb(image.url, image.variants) ?? ''}
                alt={t('adminRecords.partner.galleryImage', { n: index + 1 })}
                loading="lazy"
                decoding="async"
                width={image.variants?.width}
                height={image.variants?.height}
                sx={{
                  width: '100%',
                  height: 'auto',
                  aspectRatio: '4 / 3',
                  objectFit: 'cover',
                  borderRadius: 1,
                  display: 'block',
                }}
              />
            </li>
          ))}
        </Box>
      )}
      <Box sx={{ mt: 2 }}>
        <Button component={RouterLink} to="/PartnerClientView" variant="text">
          {t('adminRecords.common.viewOnSite')}
        </Button>
      </Box>
    </Panel>
  );
}

function PartnerEditor({ initial, translated }: { initial: Partner | null; translated?: object | null }) {
  const { t } = useT();
  const editor = useRecordEditor(PAGE, { initial, translated, schema: partnerSchema, valuesOf, labels: LABELS });
  const { form } = editor;
  const kept = useController({ control: form.control, name: 'existingGalleryImages' }).field;
  const files = useController({ control: form.control, name: 'galleryImages' }).field;
  const galleryFiles = files.value as File[];
  const topImage = useWatch({ control: form.control, name: 'topImage' }) as File | null;

  // Spec section 5: at most 3 gallery images; the stored ones to keep are named, new ones fill the rest.
  const submit = editor.submit((body, _data, values) => {
    const kept = values.existingGalleryImages;
    body.set('existingGalleryImages', JSON.stringify(kept.map((image) => image.url)));
    for (const file of values.galleryImages.slice(0, Math.max(0, PARTNER_GALLERY_MAX - kept.length)))
      body.append('galleryImages', file);
  });

  return (
    <EditableRecord editor={editor} readOnly={<ReadOnly record={editor.saved} />} onSubmit={submit}>
      <FormInputs
        form={form}
        inputs={{
          name: (
            <FieldRow columns="2fr 1fr">
              <TextInput form={form} name="name" required max={LIMITS.short} />
              <TextInput form={form} name="startYear" required kind="year" />
            </FieldRow>
          ),
          startYear: drawnWith('name'),
          clubShortName: (
            <TextInput
              form={form}
              name="clubShortName"
              hint={t('adminRecords.partner.clubShortNameHint')}
              max={CLUB_SHORT_NAME_MAX}
            />
          ),
          location: <TextInput form={form} name="location" required max={LIMITS.short} />,
          about: <TextInput form={form} name="about" required lines={4} max={LIMITS.long} />,
          mission: (
            <FieldRow columns="1fr 1fr" from="md">
              <TextInput form={form} name="mission" required lines={3} max={LIMITS.medium} />
              <TextInput form={form} name="vision" required lines={3} max={LIMITS.medium} />
            </FieldRow>
          ),
          vision: drawnWith('mission'),
          numberOfWorkers: (
            <FieldRow columns="repeat(3, 1fr)">
              <TextInput form={form} name="numberOfWorkers" required kind="count" />
              <TextInput form={form} name="numberOfProjects" required kind="count" />
              <TextInput form={form} name="satisfyingClients" required kind="count" />
            </FieldRow>
          ),
          numberOfProjects: drawnWith('numberOfWorkers'),
          satisfyingClients: drawnWith('numberOfWorkers'),
          contacts: <TextInput form={form} name="contacts" required lines={3} max={LIMITS.medium} />,
          topImage: <PictureField form={form} name="topImage" stored={editor.saved} />,
          alt: <AltTextInput form={form} from="name" hint={t('adminRecords.partner.altHint')} />,
          schoolUrl: (
            <TextInput
              form={form}
              name="schoolUrl"
              type="url"
              hint={t('adminRecords.partner.schoolUrlHint')}
              max={500}
            />
          ),
          schoolLogo: (
            <>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {t('adminRecords.partner.logosHint')}
              </Typography>
              <FieldRow columns="1fr 1fr" from="md">
                <PictureField form={form} name="schoolLogo" stored={editor.saved} />
                <PictureField form={form} name="clubLogo" stored={editor.saved} />
              </FieldRow>
            </>
          ),
          clubLogo: drawnWith('schoolLogo'),
          existingGalleryImages: (
            <>
              <GalleryPicker
                key={`gallery-${form.resets}`}
                kept={kept.value as StoredGalleryImage[]}
                files={galleryFiles}
                onChange={(nextKept, nextFiles) => {
                  kept.onChange(nextKept);
                  files.onChange(nextFiles);
                }}
                disabled={form.saving}
              />
              {form.progress !== null && !topImage && galleryFiles.length > 0 && (
                <Typography variant="caption" role="status">
                  {t('admin.upload.uploading', { percent: form.progress })}
                </Typography>
              )}
            </>
          ),
          galleryImages: drawnWith('existingGalleryImages'),
        }}
      />
    </EditableRecord>
  );
}

export default function PartnerAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <RecordLoader page={PAGE} promise={loaderData.partners} translated={loaderData.translated} editor={PartnerEditor} />
  );
}
