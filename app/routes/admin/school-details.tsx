// School details (/admin/AdminSchoolDetails; Admin and Director): a Refresh button, '+ Add School Details' and
// a table of Head Image, School Name, Head Name, Location, Opening Year and Actions (edit, view on the website,
// delete after 'Are you sure you want to delete this school detail?'). Add and edit open a form view with every
// field of spec section 3: the school name chosen from the allowed names (GET /api/schoolNames), texts, the
// four counts (numbers, 0 when empty), the contact list of [phone, email] pairs (sent as JSON), the contact
// phone and e-mail, the icon, and four images with preview, size and upload progress.
// Messages of spec sections 5 and 8: 'School name is required', 'Head name is required', 'Location is
// required', 'Opening year is required', 'Enter a valid year', 'Invalid email address'; 'Failed to save school
// details', 'Failed to delete: {reason}', 'Fetch error: {reason}' (the server could not be reached) and
// 'Failed to fetch school details' (the server answered with an error).
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import { use, useMemo, useState } from 'react';
import { Link, useRevalidator } from 'react-router';
import type { SchoolDetail } from '../../../common/api-types.ts';
import { DEFAULT_SCHOOL_ICON, DEFAULT_SCHOOL_NAMES, LIMITS } from '../../../common/constants.ts';
import { schoolDetailSchema, type SchoolDetailInput } from '../../../common/resources/school-details.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { thumb } from '../../components/admin/format.ts';
import {
  EditDeleteButtons,
  EmptyState,
  FormButtons,
  FormFailure,
  FormPage,
  ListFormPage,
  LoadError,
  Loading,
  RegionTable,
} from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { adminGet, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { useDeleteItem } from '../../components/admin/use-delete-item.ts';
import { LanguageMarks, TranslationTabs } from '../../components/admin/translation-tabs.tsx';
import { useTranslations } from '../../components/admin/use-translations.ts';
import { VersionsButton } from '../../components/admin/versions-dialog.tsx';
import { formBody, useSaveForm } from '../../components/admin/use-save-form.ts';
import { useReason, useZodForm } from '../../components/admin/use-zod-form.ts';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import { useFieldProps } from '../../components/admin-records/field-text.ts';
import { FieldRow, PictureField, TextInput } from '../../components/admin-records/fields.tsx';
import { IconPicker } from '../../components/admin-records/icon-picker.tsx';
import { PairListEditor } from '../../components/admin-records/list-editor.tsx';
import { SectionTitle } from '../../components/admin-records/record-frame.tsx';
import type { Route } from './+types/school-details.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.schoolDetails', noindex: true });

/**
 * The spec's list, with each school's languages (?with=translations, read alongside) when that read succeeds:
 * a failure of the list is the page's, the languages' only leaves out the marks and tabs.
 */
async function schoolsWithLanguages(): Promise<AdminResult<SchoolDetail[]>> {
  const [schools, translated] = await Promise.all([
    adminGet<SchoolDetail[]>('schoolDetails', '/api/brightSchoolDetails'),
    adminGet<SchoolDetail[]>('schoolDetails', '/api/brightSchoolDetails?with=translations'),
  ]);
  return schools.ok && translated.ok ? translated : schools;
}

export function clientLoader() {
  return {
    schools: schoolsWithLanguages(),
    names: adminGet<string[]>('schoolDetails', '/api/schoolNames'),
  };
}

const IMAGE_FIELDS = ['headImage', 'image1', 'image2', 'image3'] as const;
const COUNTS = ['teachers', 'students', 'workers', 'awards'] as const;
type ImageField = (typeof IMAGE_FIELDS)[number];

function SchoolsTable({
  promise,
  onEdit,
}: {
  promise: Promise<AdminResult<SchoolDetail[]>>;
  onEdit: (school: SchoolDetail) => void;
}) {
  const { t } = useT();
  const reason = useReason();
  const result = useLoaded(promise);
  const deleteItem = useDeleteItem();

  if (!result.ok) {
    if (result.status === 401) return null;
    console.error('Failed to fetch school details', result.status, result.error.message);
    const text =
      result.status === 0
        ? t('adminRecords.schools.fetchError', { reason: reason(result) })
        : t('adminRecords.schools.fetchFailed');
    return <LoadError failure={result} text={text} />;
  }
  const schools = result.data;
  if (schools.length === 0) return <EmptyState text={t('adminRecords.schools.empty')} />;

  const remove = (school: SchoolDetail) =>
    deleteItem(`/api/brightSchoolDetails/${school._id}`, {
      question: t('adminRecords.schools.confirmDelete'),
      deleted: t('adminRecords.schools.deleted'),
      failed: (failure) => t('adminRecords.schools.deleteFailed', { reason: reason(failure) }),
    });

  const actions = (school: SchoolDetail) => (
    <EditDeleteButtons name={school.schoolName} onEdit={() => onEdit(school)} onDelete={() => remove(school)}>
      <IconButton
        component={Link}
        to={`/schooldetails/${school._id}`}
        aria-label={`${t('adminRecords.common.viewOnSite')}: ${school.schoolName}`}
      >
        <OpenInNewIcon />
      </IconButton>
    </EditDeleteButtons>
  );
  const headImage = (school: SchoolDetail) => (
    <Avatar
      variant="rounded"
      src={thumb(school.headImage, school.headImageVariants) ?? undefined}
      alt={school.headName}
      sx={{ width: 48, height: 48, bgcolor: 'primary.light' }}
    >
      <SchoolIcon aria-hidden />
    </Avatar>
  );

  return (
    <>
      {/* Phones: one card per school, so the actions never hide beyond the screen's edge. */}
      <Box
        component="ul"
        aria-label={t('adminRecords.schools.tableLabel')}
        sx={{ display: { xs: 'flex', sm: 'none' }, flexDirection: 'column', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {schools.map((school) => (
          <Paper
            component="li"
            key={school._id}
            variant="outlined"
            data-testid="school-card"
            sx={{ p: 2, display: 'grid', gridTemplateColumns: 'auto minmax(0, 1fr)', gap: 1.5 }}
          >
            {headImage(school)}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                {school.schoolName}
              </Typography>
              <LanguageMarks record={school} />
              <Typography variant="body2">{school.headName}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {school.location} · {school.openingYear}
              </Typography>
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
              {actions(school)}
            </Box>
          </Paper>
        ))}
      </Box>
      <RegionTable
        label={t('adminRecords.schools.tableLabel')}
        outlined
        sx={{ display: { xs: 'none', sm: 'block' } }}
        tableSx={{ minWidth: 760 }}
        area="adminRecords.schools"
        columns={['headImage', 'schoolName', 'headName', 'location', 'openingYear', 'actions']}
        right={['actions']}
      >
        {schools.map((school) => (
          <TableRow key={school._id} hover data-testid="school-row">
            <TableCell>{headImage(school)}</TableCell>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {school.schoolName}
              <LanguageMarks record={school} />
            </TableCell>
            <TableCell>{school.headName}</TableCell>
            <TableCell>{school.location}</TableCell>
            <TableCell>{school.openingYear}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {actions(school)}
            </TableCell>
          </TableRow>
        ))}
      </RegionTable>
    </>
  );
}

type SchoolValues = {
  schoolName: string;
  description: string;
  location: string;
  openingYear: string;
  detailLeft: string;
  detailRight: string;
  headName: string;
  headTitle: string;
  teachers: string;
  students: string;
  workers: string;
  awards: string;
  contactPhone: string;
  contactEmail: string;
  iconName: string;
};

function initialValues(school: SchoolDetail | null): SchoolValues {
  const count = (n: number | undefined) => String(n ?? 0);
  return {
    schoolName: school?.schoolName ?? '',
    description: school?.description ?? '',
    location: school?.location ?? '',
    openingYear: school ? String(school.openingYear) : '',
    detailLeft: school?.detailLeft ?? '',
    detailRight: school?.detailRight ?? '',
    headName: school?.headName ?? '',
    headTitle: school?.headTitle ?? '',
    teachers: count(school?.teachers),
    students: count(school?.students),
    workers: count(school?.workers),
    awards: count(school?.awards),
    contactPhone: school?.contactPhone ?? '',
    contactEmail: school?.contactEmail ?? '',
    iconName: school?.iconName ?? DEFAULT_SCHOOL_ICON,
  };
}

const IMAGE_LABELS = {
  headImage: 'adminRecords.schools.headImageLabel',
  image1: 'adminRecords.schools.image1',
  image2: 'adminRecords.schools.image2',
  image3: 'adminRecords.schools.image3',
} as const;

/** The school's translated fields in the language tabs, with the original's labels. */
const SCHOOL_TRANSLATION_LABELS = {
  description: 'adminRecords.schools.description',
  location: 'adminRecords.schools.locationLabel',
  detailLeft: 'adminRecords.schools.detailLeft',
  detailRight: 'adminRecords.schools.detailRight',
  headTitle: 'adminRecords.schools.headTitle',
} as const;

function SchoolForm({
  school,
  namesPromise,
  onDone,
  onCancel,
}: {
  school: SchoolDetail | null;
  namesPromise: Promise<AdminResult<string[]>>;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useT();
  const reason = useReason();
  const notify = useNotice();
  const save = useSaveForm<{ reason: string | null }>();
  const namesResult = use(namesPromise);
  const names = useMemo(
    () => (namesResult.ok && namesResult.data.length ? namesResult.data : [...DEFAULT_SCHOOL_NAMES]),
    [namesResult],
  );
  const schema = useMemo(() => schoolDetailSchema(names), [names]);
  const form = useZodForm<SchoolValues, SchoolDetailInput>(schema, initialValues(school));
  const fieldProps = useFieldProps(form);
  const [contacts, setContacts] = useState<[string, string][]>(
    school?.contactList?.map((p) => [p[0] ?? '', p[1] ?? ''] as [string, string]) ?? [],
  );
  const [files, setFiles] = useState<Record<ImageField, File | null>>({
    headImage: null,
    image1: null,
    image2: null,
    image3: null,
  });
  const [savedContacts] = useState(contacts);
  const translations = useTranslations('schoolDetails', school);
  useUnsavedChanges(
    form.dirty ||
      translations.dirty ||
      Object.values(files).some((file) => file !== null) ||
      JSON.stringify(contacts) !== JSON.stringify(savedContacts),
  );

  const submit = save.onSubmit(async () => {
    const data = translations.check(() => form.validate());
    if (!data) return;
    const body = formBody(data, form.values);
    for (const [key, value] of Object.entries(translations.body())) body.set(key, value);
    body.set('contactList', JSON.stringify(contacts.map(([p, e]) => [p.trim(), e.trim()]).filter(([p, e]) => p || e)));
    const anyFile = IMAGE_FIELDS.some((name) => files[name]);
    for (const name of IMAGE_FIELDS) {
      const file = files[name];
      if (file) body.set(name, file);
    }
    const result = await save.store<SchoolDetail>('/api/brightSchoolDetails', school?._id, {
      form: body,
      withFiles: anyFile,
    });
    if (result.ok) {
      notify(t(school ? 'adminRecords.schools.updated' : 'adminRecords.schools.created'));
      onDone();
      return;
    }
    if (result.status === 401) return;
    console.error('Failed to save school details', result.status, result.error.message);
    const onField = form.serverErrors(result.error);
    translations.serverErrors(result.error);
    save.setFailure({ reason: onField ? null : reason(result) });
  });

  const nameOptions = school && !names.includes(school.schoolName) ? [school.schoolName, ...names] : names;

  return (
    <FormPage
      title={t(school ? 'adminRecords.schools.editTitle' : 'adminRecords.schools.addTitle')}
      onCancel={onCancel}
    >
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {school && <VersionsButton type="schoolDetails" id={school._id} onRestored={onDone} />}
        <TranslationTabs
          tr={translations}
          original={form.values}
          labels={SCHOOL_TRANSLATION_LABELS}
          lines={{ description: 3, detailLeft: 3, detailRight: 3 }}
          disabled={save.saving}
        >
          <SectionTitle>{t('adminRecords.schools.sectionSchool')}</SectionTitle>
          {!namesResult.ok && (
            <Alert severity="warning" role="status">
              {t('adminRecords.schools.namesFailed')}
            </Alert>
          )}
          <TextField
            {...fieldProps('schoolName', 'adminRecords.schools.nameLabel')}
            required
            select
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('adminRecords.schools.chooseName')}</option>
            {nameOptions.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </TextField>
          <TextInput {...fieldProps('description', 'adminRecords.schools.description')} lines={3} max={LIMITS.long} />
          <FieldRow columns="2fr 1fr">
            <TextInput {...fieldProps('location', 'adminRecords.schools.locationLabel')} required max={LIMITS.short} />
            <TextInput {...fieldProps('openingYear', 'adminRecords.schools.openingYearLabel')} required kind="year" />
          </FieldRow>
          <FieldRow columns="1fr 1fr" from="md">
            <TextInput {...fieldProps('detailLeft', 'adminRecords.schools.detailLeft')} lines={3} max={LIMITS.long} />
            <TextInput {...fieldProps('detailRight', 'adminRecords.schools.detailRight')} lines={3} max={LIMITS.long} />
          </FieldRow>

          <SectionTitle>{t('adminRecords.schools.sectionHead')}</SectionTitle>
          <FieldRow columns="1fr 1fr">
            <TextInput {...fieldProps('headName', 'adminRecords.schools.headNameLabel')} required max={LIMITS.short} />
            <TextInput {...fieldProps('headTitle', 'adminRecords.schools.headTitle')} max={LIMITS.short} />
          </FieldRow>

          <SectionTitle>{t('adminRecords.schools.sectionNumbers')}</SectionTitle>
          <FieldRow columns="repeat(4, 1fr)" from="md" narrow="1fr 1fr">
            {COUNTS.map((name) => (
              <TextInput key={name} {...fieldProps(name, `adminRecords.schools.${name}`)} kind="count" />
            ))}
          </FieldRow>

          <SectionTitle>{t('adminRecords.schools.sectionContacts')}</SectionTitle>
          <PairListEditor
            legend={t('adminRecords.schools.contactList')}
            hint={t('adminRecords.schools.contactListHint')}
            pairs={contacts}
            onChange={setContacts}
            firstLabel={(n) => t('adminRecords.schools.contactPhoneN', { n })}
            secondLabel={(n) => t('adminRecords.schools.contactEmailN', { n })}
            removeLabel={(n) => t('adminRecords.schools.removeContact', { n })}
            addLabel={t('adminRecords.schools.addContact')}
            empty={t('adminRecords.schools.noContacts')}
            disabled={save.saving}
          />
          <FieldRow columns="1fr 1fr">
            <TextInput {...fieldProps('contactPhone', 'adminRecords.schools.contactPhone')} type="tel" max={50} />
            <TextInput {...fieldProps('contactEmail', 'adminRecords.schools.contactEmail')} type="email" max={254} />
          </FieldRow>

          <SectionTitle>{t('adminRecords.schools.sectionIcon')}</SectionTitle>
          <IconPicker
            value={form.values.iconName}
            onChange={(icon) => form.setValue('iconName', icon)}
            disabled={save.saving}
          />

          <SectionTitle>{t('adminRecords.schools.sectionImages')}</SectionTitle>
          <FieldRow columns="1fr 1fr" from="md" gap={3}>
            {IMAGE_FIELDS.map((name) => (
              <PictureField
                key={name}
                of={{ form, saved: school, saving: save.saving, progress: save.progress }}
                name={name}
                label={IMAGE_LABELS[name]}
                file={files[name]}
                onChange={(file) => setFiles((f) => ({ ...f, [name]: file }))}
              />
            ))}
          </FieldRow>
        </TranslationTabs>
        <FormFailure
          message={
            save.failure && (
              <>
                <strong>{t('adminRecords.schools.saveFailed')}</strong>
                {save.failure.reason && (
                  <Box component="span" sx={{ display: 'block' }}>
                    {save.failure.reason}
                  </Box>
                )}
              </>
            )
          }
        />
        <FormButtons saving={save.saving} onCancel={onCancel} />
      </Box>
    </FormPage>
  );
}

export default function SchoolDetailsAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const revalidator = useRevalidator();
  return (
    <ListFormPage<SchoolDetail>
      area="adminRecords.schools"
      actions={
        <Button
          variant="outlined"
          startIcon={<RefreshIcon />}
          onClick={() => revalidator.revalidate()}
          disabled={revalidator.state === 'loading'}
        >
          {t('adminRecords.schools.refresh')}
        </Button>
      }
      list={(onEdit) => <SchoolsTable promise={loaderData.schools} onEdit={onEdit} />}
      form={(school, close) => (
        <Loading>
          <SchoolForm school={school} namesPromise={loaderData.names} {...close} />
        </Loading>
      )}
    />
  );
}
