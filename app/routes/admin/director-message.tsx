// Director message (/admin/DirectorMessage; Admin and Director): the single record shown on the home page.
// Read-only first, with an edit (pencil) button for Admin and Director; with no record yet the page opens
// straight in edit mode. The form: name, director year and message (required), Facebook, X (Twitter),
// Instagram and LinkedIn (optional) and the photo. Clear goes back to the last saved values (or blank), Cancel
// does the same and leaves edit mode, Save sends POST when there is no record yet and PUT /{id} otherwise and
// returns to read-only. 'Failed to fetch director message' and 'Failed to save director message' show inline
// in red (spec section 8).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { DirectorMessage } from '../../../common/api-types.ts';
import { LIMITS } from '../../../common/constants.ts';
import { API_ACCESS, allows } from '../../../common/permissions.ts';
import { directorMessageSchema, type DirectorMessageInput } from '../../../common/schemas.ts';
import { socialHref } from '../../lib/links.ts';
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
import { EditableRecord, Panel, RecordLoader, SectionTitle } from '../../components/admin-records/record-frame.tsx';
import { useRecordEditor } from '../../components/admin-records/use-record-editor.ts';
import type { Route } from './+types/director-message.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.director', noindex: true });

export function clientLoader() {
  return { director: adminGet<DirectorMessage | DirectorMessage[]>('director', '/api/directorMessage') };
}

const DEFAULT_DIRECTOR_IMAGE = '/images/default-director.svg';
const SOCIAL = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;

type DirectorValues = {
  name: string;
  directorYear: string;
  message: string;
  facebook: string;
  twitter: string;
  instagram: string;
  linkedin: string;
};

function valuesOf(record: DirectorMessage | null): DirectorValues {
  return {
    name: record?.name ?? '',
    directorYear: record?.directorYear ?? '',
    message: record?.message ?? '',
    facebook: record?.facebook ?? '',
    twitter: record?.twitter ?? '',
    instagram: record?.instagram ?? '',
    linkedin: record?.linkedin ?? '',
  };
}

function ReadOnly({ record }: { record: DirectorMessage | null }) {
  const { t } = useT();
  if (!record) {
    return (
      <Panel>
        <Typography role="status">{t('adminRecords.director.none')}</Typography>
      </Panel>
    );
  }
  const links = SOCIAL.filter((key) => record[key] && record[key] !== '#');
  const image = thumb(record.image, record.imageVariants, 400) ?? DEFAULT_DIRECTOR_IMAGE;
  return (
    <Panel label={t('adminRecords.director.title')}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 3,
          alignItems: { xs: 'center', sm: 'flex-start' },
        }}
      >
        <Box
          component="img"
          src={image}
          srcSet={srcSet(record.imageVariants)}
          sizes="200px"
          width={record.imageVariants?.width ?? 200}
          height={record.imageVariants?.height ?? 200}
          alt={t('adminRecords.director.photoOf', { name: record.name })}
          data-testid="director-photo"
          sx={{
            width: 200,
            height: 200,
            objectFit: 'cover',
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: 'grey.100',
            backgroundImage: record.imageVariants?.placeholder ? `url(${record.imageVariants.placeholder})` : undefined,
            backgroundSize: 'cover',
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography variant="h2" sx={{ fontSize: '1.4rem', fontWeight: 700 }} data-testid="director-name">
            {record.name}
          </Typography>
          <Typography sx={{ color: 'secondary.dark', fontWeight: 600, letterSpacing: 0.5 }}>
            {t('adminRecords.director.caption')} {record.directorYear}
          </Typography>
          <Typography
            component="div"
            sx={{ mt: 2, whiteSpace: 'pre-line', lineHeight: 1.7, overflowWrap: 'anywhere' }}
            data-testid="director-message"
          >
            {record.message}
          </Typography>
          <SectionTitle>{t('adminRecords.director.social')}</SectionTitle>
          {links.length === 0 ? (
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {t('adminRecords.director.noLinks')}
            </Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {links.map((key) => (
                <li key={key}>
                  {t(`adminRecords.director.${key}`)}:{' '}
                  <Link
                    href={socialHref(record[key]) ?? undefined}
                    target="_blank"
                    rel="noopener noreferrer"
                    sx={{ overflowWrap: 'anywhere' }}
                  >
                    {record[key]}
                  </Link>
                </li>
              ))}
            </Box>
          )}
        </Box>
      </Box>
    </Panel>
  );
}

function DirectorEditor({ initial }: { initial: DirectorMessage | null }) {
  const { t } = useT();
  const user = useAdminUser();
  const canEdit = allows(API_ACCESS.directorMessage.write, user.role);
  const form = useZodForm<DirectorValues, DirectorMessageInput>(directorMessageSchema, valuesOf(initial));
  const fieldProps = useFieldProps(form);
  const [image, setImage] = useState<File | null>(null);
  const [imageKey, setImageKey] = useState(0);
  const editor = useRecordEditor<DirectorMessage>({
    initial,
    canEdit,
    path: '/api/directorMessage',
    form,
    resetTo: (record) => {
      form.reset(valuesOf(record));
      setImage(null);
      setImageKey((k) => k + 1);
    },
    savedText: t('adminRecords.director.saved'),
    failureLog: 'Failed to save director message',
  });
  useUnsavedChanges(editor.editing && (form.dirty || image !== null));

  const submit = editor.onSubmit(() => {
    const data = form.validate();
    if (!data) return null;
    const body = new FormData();
    body.set('name', data.name);
    body.set('directorYear', data.directorYear);
    body.set('message', data.message);
    for (const key of SOCIAL) body.set(key, data[key]);
    if (image) body.set('image', image);
    return { form: body, withFiles: !!image };
  });

  return (
    <EditableRecord
      editor={editor}
      title={t('adminRecords.director.title')}
      editLabel={t('adminRecords.director.edit')}
      firstFieldId={form.idFor('name')}
      readOnly={<ReadOnly record={editor.saved} />}
      intro={t('adminRecords.director.createIntro')}
      failedText={t('adminRecords.director.saveFailed')}
      onSubmit={submit}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr' } }}>
        <TextField
          {...fieldProps('name', t('adminRecords.director.name'))}
          required
          slotProps={{ htmlInput: { maxLength: LIMITS.short } }}
        />
        <TextField
          {...fieldProps('directorYear', t('adminRecords.director.year'))}
          required
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
      </Box>
      <TextField
        {...fieldProps('message', t('adminRecords.director.message'))}
        required
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: LIMITS.long } }}
      />
      <UploadField
        key={imageKey}
        id={form.idFor('image')}
        label={t('adminRecords.director.image')}
        kind="image"
        file={image}
        onChange={setImage}
        currentUrl={editor.saved ? thumb(editor.saved.image, editor.saved.imageVariants) : null}
        progress={editor.progress}
        error={form.errors.image}
        disabled={editor.saving}
      />
      <SectionTitle>{t('adminRecords.director.social')}</SectionTitle>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
        {t('adminRecords.director.socialHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {SOCIAL.map((key) => (
          <TextField
            key={key}
            {...fieldProps(key, t(`adminRecords.director.${key}`))}
            type="url"
            slotProps={{ htmlInput: { maxLength: 500 } }}
          />
        ))}
      </Box>
    </EditableRecord>
  );
}

export default function DirectorMessageAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  return (
    <RecordLoader
      promise={loaderData.director}
      title={t('adminRecords.director.title')}
      editLabel={t('adminRecords.director.edit')}
      failedText={t('adminRecords.director.fetchFailed')}
      log="Failed to fetch director message"
    >
      {(record) => <DirectorEditor initial={record} />}
    </RecordLoader>
  );
}
