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
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import RefreshIcon from '@mui/icons-material/Refresh';
import SchoolIcon from '@mui/icons-material/School';
import { use, useMemo } from 'react';
import { useController } from 'react-hook-form';
import { Link, useRevalidator } from 'react-router';
import type { SchoolDetail } from '../../../common/api-types.ts';
import { DEFAULT_SCHOOL_ICON, DEFAULT_SCHOOL_NAMES, LIMITS } from '../../../common/constants.ts';
import { schoolDetailSchema, schoolDetails } from '../../../common/resources/school-details.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { AltTextInput, FieldRow, FormInputs, PictureField, TextInput } from '../../components/admin/form-fields.tsx';
import { drawnWith } from '../../lib/every-field.tsx';
import { thumb } from '../../components/admin/format.ts';
import {
  EditDeleteButtons,
  EmptyState,
  ListFormPage,
  LoadError,
  Loading,
  RegionTable,
  NoAltText,
} from '../../components/admin/list-page.tsx';
import { ItemForm, useSavedBack } from '../../components/admin/item-form.tsx';
import { adminGet, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import { useDeleteItem } from '../../components/admin/use-delete-item.ts';
import { LanguageMarks } from '../../components/admin/translation-tabs.tsx';
import { VersionsButton } from '../../components/admin/versions-dialog.tsx';
import { IconPicker } from '../../components/admin-records/icon-picker.tsx';
import { PairListEditor } from '../../components/admin-records/list-editor.tsx';
import { SectionTitle } from '../../components/admin-records/record-frame.tsx';
import { ORDER_ATTRIBUTE, dropMark, useListOrder } from '../../components/admin/list-order.tsx';
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
  // The Academics menu and the home page's carousel show them in this order (issue 38).
  const order = useListOrder({
    path: '/api/brightSchoolDetails',
    items: result.ok ? result.data : [],
    name: (school) => school.schoolName,
  });

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
      undoable: true,
      question: t('adminRecords.schools.confirmDelete'),
      deleted: t('adminRecords.schools.deleted'),
      failed: (failure) => t('adminRecords.schools.deleteFailed', { reason: reason(failure) }),
    });

  const actions = (school: SchoolDetail, index: number) => (
    <Box sx={{ display: 'inline-flex', flexWrap: 'wrap', justifyContent: 'flex-end', alignItems: 'center' }}>
      {order.slot(school, index).controls}
      <EditDeleteButtons name={school.schoolName} onEdit={() => onEdit(school)} onDelete={() => remove(school)}>
        <IconButton
          component={Link}
          to={`/schooldetails/${school._id}`}
          aria-label={`${t('adminRecords.common.viewOnSite')}: ${school.schoolName}`}
        >
          <OpenInNewIcon />
        </IconButton>
      </EditDeleteButtons>
    </Box>
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
      {order.status}
      {/* Phones: one card per school, so the actions never hide beyond the screen's edge. */}
      <Box
        component="ul"
        aria-label={t('adminRecords.schools.tableLabel')}
        sx={{ display: { xs: 'flex', sm: 'none' }, flexDirection: 'column', gap: 1.5, listStyle: 'none', m: 0, p: 0 }}
      >
        {schools.map((school, index) => (
          <Paper
            component="li"
            key={school._id}
            variant="outlined"
            data-testid="school-card"
            {...{ [ORDER_ATTRIBUTE]: school._id }}
            sx={{
              p: 2,
              display: 'grid',
              gridTemplateColumns: 'auto minmax(0, 1fr)',
              gap: 1.5,
              ...dropMark(order.slot(school, index)),
            }}
          >
            {headImage(school)}
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600 }}>
                {school.schoolName}
              </Typography>
              {withoutAlt(school) && <NoAltText />}
              <LanguageMarks record={school} />
              <Typography variant="body2">{school.headName}</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {school.location} · {school.openingYear}
              </Typography>
            </Box>
            <Box sx={{ gridColumn: '1 / -1', display: 'flex', justifyContent: 'flex-end', mt: -1 }}>
              {actions(school, index)}
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
        {schools.map((school, index) => (
          <TableRow
            key={school._id}
            hover
            data-testid="school-row"
            {...{ [ORDER_ATTRIBUTE]: school._id }}
            sx={dropMark(order.slot(school, index))}
          >
            <TableCell>{headImage(school)}</TableCell>
            <TableCell component="th" scope="row" sx={{ fontWeight: 500 }}>
              {school.schoolName}
              {withoutAlt(school) && (
                <Box>
                  <NoAltText />
                </Box>
              )}
              <LanguageMarks record={school} />
            </TableCell>
            <TableCell>{school.headName}</TableCell>
            <TableCell>{school.location}</TableCell>
            <TableCell>{school.openingYear}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {actions(school, index)}
            </TableCell>
          </TableRow>
        ))}
      </RegionTable>
    </>
  );
}

/** Whether a school has photos (the alt text describes them) but no alt text. */
const withoutAlt = (school: SchoolDetail) => !school.alt && !!(school.image1 || school.image2 || school.image3);

function initialValues(school: SchoolDetail | null) {
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
    contactList: school?.contactList?.map((p) => [p[0] ?? '', p[1] ?? ''] as [string, string]) ?? [],
    contactPhone: school?.contactPhone ?? '',
    contactEmail: school?.contactEmail ?? '',
    iconName: school?.iconName ?? DEFAULT_SCHOOL_ICON,
    headImage: null as File | null,
    image1: null as File | null,
    image2: null as File | null,
    image3: null as File | null,
    alt: school?.alt ?? '',
  };
}

/** The list of allowed names is long: the message points at the list instead, in every language. */
const SCHOOL_MESSAGES = { 'schoolName.invalid_choice': 'admin.validation.schoolNameList' } as const;

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
  const namesResult = use(namesPromise);
  const names = useMemo(
    () => (namesResult.ok && namesResult.data.length ? namesResult.data : [...DEFAULT_SCHOOL_NAMES]),
    [namesResult],
  );
  const form = useAdminForm({
    schema: useMemo(() => schoolDetailSchema(names), [names]),
    values: initialValues(school),
    labels: schoolDetails.labels,
    messages: SCHOOL_MESSAGES,
    translate: {
      type: 'schoolDetails',
      record: school,
      lines: { description: 3, detailLeft: 3, detailRight: 3 },
    },
  });
  const contacts = useController({ control: form.control, name: 'contactList' }).field;
  const icon = useController({ control: form.control, name: 'iconName' }).field;

  const submit = form.save<SchoolDetail>({
    path: '/api/brightSchoolDetails',
    id: school?._id,
    // Pairs with neither a phone nor an e-mail are left out.
    body: (body, data) => body.set('contactList', JSON.stringify(data.contactList.filter(([p, e]) => p || e))),
    saved: useSavedBack('adminRecords.schools', school, onDone),
    log: 'Failed to save school details',
    failed: (result, onField) => (
      <>
        <strong>{t('adminRecords.schools.saveFailed')}</strong>
        {!onField && (
          <Box component="span" sx={{ display: 'block' }}>
            {reason(result)}
          </Box>
        )}
      </>
    ),
  });

  const nameOptions = school && !names.includes(school.schoolName) ? [school.schoolName, ...names] : names;

  return (
    <ItemForm form={form} area="adminRecords.schools" item={school} onSubmit={submit} onCancel={onCancel}>
      {school && <VersionsButton type="schoolDetails" id={school._id} onRestored={onDone} />}
      <FormInputs
        form={form}
        inputs={{
          schoolName: (
            <>
              <SectionTitle>{t('adminRecords.schools.sectionSchool')}</SectionTitle>
              {!namesResult.ok && (
                <Alert severity="warning" role="status">
                  {t('adminRecords.schools.namesFailed')}
                </Alert>
              )}
              <TextInput form={form} name="schoolName" required choice>
                <option value="">{t('adminRecords.schools.chooseName')}</option>
                {nameOptions.map((name) => (
                  <option key={name} value={name}>
                    {name}
                  </option>
                ))}
              </TextInput>
            </>
          ),
          description: <TextInput form={form} name="description" lines={3} max={LIMITS.long} />,
          location: (
            <FieldRow columns="2fr 1fr">
              <TextInput form={form} name="location" required max={LIMITS.short} />
              <TextInput form={form} name="openingYear" required kind="year" />
            </FieldRow>
          ),
          openingYear: drawnWith('location'),
          detailLeft: (
            <FieldRow columns="1fr 1fr" from="md">
              <TextInput form={form} name="detailLeft" lines={3} max={LIMITS.long} />
              <TextInput form={form} name="detailRight" lines={3} max={LIMITS.long} />
            </FieldRow>
          ),
          detailRight: drawnWith('detailLeft'),

          headName: (
            <>
              <SectionTitle>{t('adminRecords.schools.sectionHead')}</SectionTitle>
              <FieldRow columns="1fr 1fr">
                <TextInput form={form} name="headName" required max={LIMITS.short} />
                <TextInput form={form} name="headTitle" max={LIMITS.short} />
              </FieldRow>
            </>
          ),
          headTitle: drawnWith('headName'),

          teachers: (
            <>
              <SectionTitle>{t('adminRecords.schools.sectionNumbers')}</SectionTitle>
              <FieldRow columns="repeat(4, 1fr)" from="md" narrow="1fr 1fr">
                {COUNTS.map((name) => (
                  <TextInput key={name} form={form} name={name} kind="count" />
                ))}
              </FieldRow>
            </>
          ),
          students: drawnWith('teachers'),
          workers: drawnWith('teachers'),
          awards: drawnWith('teachers'),

          contactList: (
            <>
              <SectionTitle>{t('adminRecords.schools.sectionContacts')}</SectionTitle>
              <PairListEditor
                id={form.idFor('contactList')}
                legend={t('adminRecords.schools.contactList')}
                hint={t('adminRecords.schools.contactListHint')}
                pairs={contacts.value}
                onChange={contacts.onChange}
                firstLabel={(n) => t('adminRecords.schools.contactPhoneN', { n })}
                secondLabel={(n) => t('adminRecords.schools.contactEmailN', { n })}
                removeLabel={(n) => t('adminRecords.schools.removeContact', { n })}
                addLabel={t('adminRecords.schools.addContact')}
                empty={t('adminRecords.schools.noContacts')}
                disabled={form.saving}
              />
            </>
          ),
          contactPhone: (
            <FieldRow columns="1fr 1fr">
              <TextInput form={form} name="contactPhone" type="tel" max={50} />
              <TextInput form={form} name="contactEmail" type="email" max={254} />
            </FieldRow>
          ),
          contactEmail: drawnWith('contactPhone'),

          iconName: (
            <>
              <SectionTitle>{t('adminRecords.schools.sectionIcon')}</SectionTitle>
              <IconPicker
                id={form.idFor('iconName')}
                value={icon.value}
                onChange={icon.onChange}
                disabled={form.saving}
              />
            </>
          ),

          headImage: (
            <>
              <SectionTitle>{t('adminRecords.schools.sectionImages')}</SectionTitle>
              <FieldRow columns="1fr 1fr" from="md" gap={3}>
                {IMAGE_FIELDS.map((name) => (
                  <PictureField key={name} form={form} name={name} stored={school} />
                ))}
              </FieldRow>
            </>
          ),
          image1: drawnWith('headImage'),
          image2: drawnWith('headImage'),
          image3: drawnWith('headImage'),
          alt: <AltTextInput form={form} from="schoolName" hint={t('adminRecords.schools.altHint')} />,
        }}
      />
    </ItemForm>
  );
}

export default function SchoolDetailsAdmin({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const revalidator = useRevalidator();
  return (
    <ListFormPage<SchoolDetail>
      area="adminRecords.schools"
      editFrom="/api/brightSchoolDetails"
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
