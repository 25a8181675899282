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
import TextField from '@mui/material/TextField';
import LocationOnIcon from '@mui/icons-material/LocationOn';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Partner } from '../../../common/api-types.ts';
import { LIMITS, PARTNER_GALLERY_MAX } from '../../../common/constants.ts';
import { API_ACCESS, allows } from '../../../common/permissions.ts';
import { partnerSchema, type PartnerInput } from '../../../common/schemas.ts';
import { srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import { thumb } from '../../components/admin/format.ts';
import { UploadField } from '../../components/admin/upload-field.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { useZodForm } from '../../components/admin/use-zod-form.ts';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import { useFieldProps } from '../../components/admin-records/field-text.ts';
import { GalleryPicker, type StoredGalleryImage } from '../../components/admin-records/gallery-picker.tsx';
import {
  DetailList,
  EditableRecord,
  Panel,
  RecordLoader,
  SectionTitle,
} from '../../components/admin-records/record-frame.tsx';
import { useRecordEditor } from '../../components/admin-records/use-record-editor.ts';
import type { Route } from './+types/partner.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.partner', noindex: true });

export function clientLoader() {
  return { partners: adminGet<Partner | Partner[]>('partner', '/api/partners') };
}

const DEFAULT_PARTNER_IMAGE = '/images/default-partner.svg';

type PartnerValues = {
  name: string;
  about: string;
  location: string;
  startYear: string;
  mission: string;
  vision: string;
  numberOfWorkers: string;
  numberOfProjects: string;
  satisfyingClients: string;
  contacts: string;
};

function valuesOf(record: Partner | null): PartnerValues {
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
  };
}

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
        alt={record.name}
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

function PartnerEditor({ initial }: { initial: Partner | null }) {
  const { t } = useT();
  const user = useAdminUser();
  const canEdit = allows(API_ACCESS.partners.write, user.role);
  const form = useZodForm<PartnerValues, PartnerInput>(partnerSchema, valuesOf(initial));
  const fieldProps = useFieldProps(form);
  const [topImage, setTopImage] = useState<File | null>(null);
  const [fileKey, setFileKey] = useState(0);
  const [kept, setKept] = useState<StoredGalleryImage[]>(storedGallery(initial));
  const [galleryFiles, setGalleryFiles] = useState<File[]>([]);
  const editor = useRecordEditor<Partner>({
    initial,
    canEdit,
    path: '/api/partners',
    form,
    resetTo: (record) => {
      form.reset(valuesOf(record));
      setTopImage(null);
      setKept(storedGallery(record));
      setGalleryFiles([]);
      setFileKey((k) => k + 1);
    },
    savedText: t('adminRecords.partner.saved'),
    failureLog: 'Failed to save partner',
  });
  useUnsavedChanges(
    editor.editing &&
      (form.dirty ||
        topImage !== null ||
        galleryFiles.length > 0 ||
        kept.length !== storedGallery(editor.saved).length),
  );

  const submit = editor.onSubmit(() => {
    const data = form.validate();
    if (!data) return null;
    const body = new FormData();
    body.set('name', data.name);
    body.set('about', data.about);
    body.set('location', data.location);
    body.set('startYear', String(data.startYear));
    body.set('mission', data.mission);
    body.set('vision', data.vision);
    body.set('numberOfWorkers', String(data.numberOfWorkers));
    body.set('numberOfProjects', String(data.numberOfProjects));
    body.set('satisfyingClients', String(data.satisfyingClients));
    body.set('contacts', data.contacts);
    if (topImage) body.set('topImage', topImage);
    // Spec section 5: at most 3 gallery images; the stored ones to keep are named, new ones fill the rest.
    body.set('existingGalleryImages', JSON.stringify(kept.map((image) => image.url)));
    for (const file of galleryFiles.slice(0, Math.max(0, PARTNER_GALLERY_MAX - kept.length)))
      body.append('galleryImages', file);
    return { form: body, withFiles: !!topImage || galleryFiles.length > 0 };
  });

  const numberInput = { htmlInput: { min: 0, step: 1, inputMode: 'numeric' as const } };

  return (
    <EditableRecord
      editor={editor}
      title={t('adminRecords.partner.title')}
      editLabel={t('adminRecords.partner.edit')}
      firstFieldId={form.idFor('name')}
      readOnly={<ReadOnly record={editor.saved} />}
      intro={t('adminRecords.partner.createIntro')}
      failedText={t('adminRecords.partner.saveFailed')}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          {...fieldProps('name', t('adminRecords.partner.name'))}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.short } }}
        />
        <TextField
          {...fieldProps('startYear', t('adminRecords.partner.startYear'))}
          required
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
      </Box>
      <TextField
        {...fieldProps('location', t('adminRecords.partner.location'))}
        required
        slotProps={{ htmlInput: { maxLength: LIMITS.short } }}
      />
      <TextField
        {...fieldProps('about', t('adminRecords.partner.about'))}
        required
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: LIMITS.long } }}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <TextField
          {...fieldProps('mission', t('adminRecords.partner.mission'))}
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: LIMITS.medium } }}
        />
        <TextField
          {...fieldProps('vision', t('adminRecords.partner.vision'))}
          required
          multiline
          minRows={3}
          slotProps={{ htmlInput: { maxLength: LIMITS.medium } }}
        />
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <TextField
          {...fieldProps('numberOfWorkers', t('adminRecords.partner.workers'))}
          required
          type="number"
          slotProps={numberInput}
        />
        <TextField
          {...fieldProps('numberOfProjects', t('adminRecords.partner.projects'))}
          required
          type="number"
          slotProps={numberInput}
        />
        <TextField
          {...fieldProps('satisfyingClients', t('adminRecords.partner.clients'))}
          required
          type="number"
          slotProps={numberInput}
        />
      </Box>
      <TextField
        {...fieldProps('contacts', t('adminRecords.partner.contacts'))}
        required
        multiline
        minRows={3}
        slotProps={{ htmlInput: { maxLength: LIMITS.medium } }}
      />
      <UploadField
        key={`top-${fileKey}`}
        id={form.idFor('topImage')}
        label={t('adminRecords.partner.topImage')}
        kind="image"
        file={topImage}
        onChange={setTopImage}
        currentUrl={editor.saved ? thumb(editor.saved.topImage, editor.saved.topImageVariants) : null}
        progress={topImage ? editor.progress : null}
        error={form.errors.topImage}
        disabled={editor.saving}
      />
      <GalleryPicker
        key={`gallery-${fileKey}`}
        kept={kept}
        files={galleryFiles}
        onChange={(nextKept, nextFiles) => {
          setKept(nextKept);
          setGalleryFiles(nextFiles);
        }}
        disabled={editor.saving}
      />
      {editor.progress !== null && !topImage && galleryFiles.length > 0 && (
        <Typography variant="caption" role="status">
          {t('admin.upload.uploading', { percent: editor.progress })}
        </Typography>
      )}
    </EditableRecord>
  );
}

export default function PartnerAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <RecordLoader
      promise={loaderData.partners}
      title={t('adminRecords.partner.title')}
      editLabel={t('adminRecords.partner.edit')}
      failedText={t('adminRecords.partner.fetchFailed')}
      log="Failed to fetch partners"
    >
      {(record) => <PartnerEditor initial={record} />}
    </RecordLoader>
  );
}
