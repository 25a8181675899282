// Director message (/admin/DirectorMessage; Admin and Director): the single record shown on the home page.
// Read-only first, with an edit (pencil) button for Admin and Director; with no record yet the page opens
// straight in edit mode. The form: name, director year and message (required), Facebook, X (Twitter),
// Instagram and LinkedIn (optional) and the photo. Clear goes back to the last saved values (or blank), Cancel
// does the same and leaves edit mode, Save sends POST when there is no record yet and PUT /{id} otherwise and
// returns to read-only. 'Failed to fetch director message' and 'Failed to save director message' show inline
// in red (spec section 8).
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { DirectorMessage } from '../../../common/api-types.ts';
import { LIMITS } from '../../../common/constants.ts';
import { directorMessage, directorMessageSchema } from '../../../common/resources/director-message.ts';
import { socialHref } from '../../lib/links.ts';
import { srcSet } from '../../lib/images.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { thumb } from '../../components/admin/format.ts';
import { textValues } from '../../components/admin/admin-form.ts';
import { NoAltText } from '../../components/admin/list-page.tsx';
import { AltTextInput, FieldRow, FormInputs, PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import { drawnWith } from '../../lib/every-field.tsx';
import { adminGet } from '../../components/admin/use-admin-api.ts';
import { EditableRecord, Panel, RecordLoader, SectionTitle } from '../../components/admin-records/record-frame.tsx';
import { singleRecordPage, useRecordEditor } from '../../components/admin-records/use-record-editor.tsx';
import type { Route } from './+types/director-message.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.directorMessage', noindex: true });

export function clientLoader() {
  return {
    director: adminGet<DirectorMessage | DirectorMessage[]>('directorMessage', '/api/directorMessage'),
    // The languages of the message (its tabs), read apart so that the page shows even if this read fails.
    translated: adminGet<DirectorMessage | DirectorMessage[]>(
      'directorMessage',
      '/api/directorMessage?with=translations',
    ),
  };
}

const SOCIAL = ['facebook', 'twitter', 'instagram', 'linkedin'] as const;

const PAGE = singleRecordPage<'directorMessage', 'createIntro'>('directorMessage', {
  area: 'adminRecords.director',
  logs: { fetch: 'Failed to fetch director message', save: 'Failed to save director message' },
  translate: { lines: { message: 6 } },
});
const DEFAULT_DIRECTOR_IMAGE = '/images/default-director.svg';

const FIELDS = ['name', 'directorYear', 'message', ...SOCIAL] as const;

const valuesOf = (record: DirectorMessage | null) => ({
  ...textValues(record, FIELDS),
  image: null as File | null,
  alt: record?.alt ?? '',
});

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
          alt={record.alt || t('adminRecords.director.photoOf', { name: record.name })}
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
          {record.image && !record.alt && <NoAltText />}
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

function DirectorEditor({ initial, translated }: { initial: DirectorMessage | null; translated?: object | null }) {
  const { t } = useT();
  const editor = useRecordEditor(PAGE, {
    initial,
    translated,
    schema: directorMessageSchema,
    valuesOf,
    labels: directorMessage.labels,
  });
  const { form } = editor;
  return (
    <EditableRecord editor={editor} readOnly={<ReadOnly record={editor.saved} />} onSubmit={editor.submit()}>
      <FormInputs
        form={form}
        inputs={{
          name: (
            <FieldRow columns="2fr 1fr">
              <TextInput form={form} name="name" required max={LIMITS.short} />
              <TextInput form={form} name="directorYear" required max={50} />
            </FieldRow>
          ),
          directorYear: drawnWith('name'),
          message: <TextInput form={form} name="message" required lines={6} max={LIMITS.long} />,
          image: <PictureField form={form} name="image" stored={editor.saved} />,
          alt: <AltTextInput form={form} from="name" />,
          facebook: (
            <>
              <SectionTitle>{t('adminRecords.director.social')}</SectionTitle>
              <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
                {t('adminRecords.director.socialHint')}
              </Typography>
              <FieldRow columns="1fr 1fr">
                {SOCIAL.map((key) => (
                  <TextInput key={key} form={form} name={key} type="url" max={500} />
                ))}
              </FieldRow>
            </>
          ),
          twitter: drawnWith('facebook'),
          instagram: drawnWith('facebook'),
          linkedin: drawnWith('facebook'),
        }}
      />
    </EditableRecord>
  );
}

export default function DirectorMessageAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <RecordLoader
      page={PAGE}
      promise={loaderData.director}
      translated={loaderData.translated}
      editor={DirectorEditor}
    />
  );
}
