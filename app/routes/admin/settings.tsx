// Contact settings (/admin/settings; Admin): the phones, e-mails and social links (Instagram, LinkedIn,
// Facebook, X) of the footer and /contact. View mode, and edit mode through the pencil button; phones and
// e-mails can be added and removed. Cancel reloads the settings from the server and discards the edits. Save
// sends JSON (POST when there is no _id yet, PUT /{id} otherwise), the answer replaces the page's data and view
// mode returns; while it is sent Save is blocked and reads 'Saving...'. 'Failed to load settings' and 'Failed
// to save settings' show inline in red (spec sections 4 and 8). No validation rule of the spec's (section 5); the
// shared rules the server checks (web links, phone numbers that are not links) are checked before sending.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { SchoolSettings } from '../../../common/api-types.ts';
import { schoolSettings, schoolSettingsSchema } from '../../../common/resources/school-settings.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { LoadingState, SubmitButton } from '../../components/admin/list-page.tsx';
import { textValues, useAdminForm, type AdminForm } from '../../components/admin/admin-form.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { FormInputs, TextInput } from '../../components/admin/form-fields.tsx';
import { drawnWith } from '../../lib/every-field.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { adminGet, useAdminApi } from '../../components/admin/use-admin-api.ts';
import { StringListEditor } from '../../components/admin-records/list-editor.tsx';
import {
  DetailList,
  firstRecord,
  Panel,
  RecordError,
  RecordForm,
  RecordLoader,
  RecordPage,
  SectionTitle,
} from '../../components/admin-records/record-frame.tsx';
import { singleRecordPage } from '../../components/admin-records/use-record-editor.tsx';
import type { Route } from './+types/settings.ts';
import { socialHref } from '../../lib/links.ts';
import { TwoStepRequirement } from '../../components/auth/two-step-requirement.tsx';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.schoolSettings', noindex: true });

export function clientLoader() {
  return { settings: adminGet<SchoolSettings[]>('schoolSettings', '/api/schoolSettings') };
}

const SOCIAL = ['instagram', 'linkedin', 'facebook', 'x'] as const;

const PAGE = singleRecordPage<'schoolSettings', never>('schoolSettings', {
  area: 'adminRecords.settings',
  fetchFailed: 'adminRecords.settings.loadFailed',
  logs: { fetch: 'Failed to load settings', save: 'Failed to save settings' },
});

/** The two lists of the form, with the names of their texts in adminRecords.settings. */
const LISTS = {
  phones: {
    type: 'tel',
    testId: 'phone-entry',
    item: 'phoneN',
    remove: 'removePhone',
    add: 'addPhone',
    empty: 'noPhones',
  },
  emails: {
    type: 'email',
    testId: 'email-entry',
    item: 'emailN',
    remove: 'removeEmail',
    add: 'addEmail',
    empty: 'noEmails',
  },
} as const;

function valuesOf(settings: SchoolSettings | null) {
  return {
    phones: [...(settings?.phones ?? [])],
    emails: [...(settings?.emails ?? [])],
    ...textValues(settings, SOCIAL),
  };
}

type SettingsForm = AdminForm<ReturnType<typeof valuesOf>>;

/** The phones or the e-mails: one field per entry, added and removed. */
function ListField({ form, name }: { form: SettingsForm; name: 'phones' | 'emails' }) {
  const { t } = useT();
  const { field, fieldState } = useController({ control: form.control, name });
  const list = LISTS[name];
  return (
    <StringListEditor
      id={form.idFor(name)}
      error={fieldState.error?.message}
      legend={form.label(name)}
      values={field.value}
      onChange={field.onChange}
      itemLabel={(n) => t(`adminRecords.settings.${list.item}`, { n })}
      removeLabel={(n) => t(`adminRecords.settings.${list.remove}`, { n })}
      addLabel={t(`adminRecords.settings.${list.add}`)}
      empty={t(`adminRecords.settings.${list.empty}`)}
      type={list.type}
      disabled={form.saving}
      testId={list.testId}
    />
  );
}

function SettingsView({ settings }: { settings: SchoolSettings | null }) {
  const { t } = useT();
  const none = t('adminRecords.common.none');
  const list = (items: string[] | undefined, href: (v: string) => string, testId: string) =>
    items?.length ? (
      <Box component="ul" data-testid={testId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {items.map((item) => (
          <li key={item}>
            <Link href={href(item)}>{item}</Link>
          </li>
        ))}
      </Box>
    ) : (
      <span data-testid={testId}>{none}</span>
    );
  const link = (url: string) =>
    url ? (
      <Link href={socialHref(url) ?? undefined} target="_blank" rel="noopener noreferrer">
        {url}
      </Link>
    ) : (
      ''
    );
  return (
    <Panel label={t('adminRecords.settings.title')}>
      <DetailList
        items={[
          {
            label: t('adminRecords.settings.phones'),
            value: list(settings?.phones, (p) => `tel:${p.replace(/[^\d+]/g, '')}`, 'settings-phones'),
          },
          {
            label: t('adminRecords.settings.emails'),
            value: list(settings?.emails, (e) => `mailto:${e}`, 'settings-emails'),
          },
          ...SOCIAL.map((key) => ({ label: t(`adminRecords.settings.${key}`), value: link(settings?.[key] ?? '') })),
        ]}
      />
    </Panel>
  );
}

function SettingsEditor({ initial }: { initial: SchoolSettings | null }) {
  const { t } = useT();
  const reason = useReason();
  const { send } = useAdminApi();
  const notify = useNotice();
  const [settings, setSettings] = useState<SchoolSettings | null>(initial);
  const [editing, setEditing] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const form = useAdminForm({
    schema: schoolSettingsSchema,
    values: valuesOf(initial),
    labels: schoolSettings.labels,
    warn: editing,
  });

  const cancel = async () => {
    // Spec section 4: cancel reloads from the server and discards the edits.
    form.setFailure(null);
    setReloading(true);
    const result = await send<SchoolSettings[]>(PAGE.path);
    setReloading(false);
    if (!result.ok) {
      if (result.status === 401) return;
      console.error(PAGE.logs.fetch, result.status, result.error.message);
      setLoadFailed(true);
      form.reset(valuesOf(settings));
    } else {
      const fresh = firstRecord(result.data);
      setLoadFailed(false);
      setSettings(fresh);
      form.reset(valuesOf(fresh));
    }
    setEditing(false);
  };

  // JSON of the checked settings (trimmed, empty entries left out: common/resources/school-settings.ts).
  const submit = form.save<SchoolSettings>({
    path: PAGE.path,
    id: settings?._id,
    json: true,
    saved: (saved) => {
      setSettings(saved);
      form.reset(valuesOf(saved));
      setEditing(false);
      setLoadFailed(false);
      notify(t('adminRecords.settings.saved'));
    },
    log: PAGE.logs.save,
    failed: (result) => <RecordError text={t('adminRecords.settings.saveFailed')} reason={reason(result)} />,
  });

  const firstFieldId = 'settings-form';

  return (
    <RecordPage area={PAGE.area} canEdit editing={editing} onEdit={() => setEditing(true)} firstFieldId={firstFieldId}>
      <Typography>{t('adminRecords.settings.intro')}</Typography>
      {loadFailed && <RecordError text={t('adminRecords.settings.loadFailed')} />}
      {reloading ? (
        <LoadingState />
      ) : !editing ? (
        <SettingsView settings={settings} />
      ) : (
        <RecordForm area={PAGE.area} id={firstFieldId} gap={3} onSubmit={submit}>
          <FormInputs
            form={form}
            inputs={{
              phones: (
                <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                  <ListField form={form} name="phones" />
                  <ListField form={form} name="emails" />
                </Box>
              ),
              emails: drawnWith('phones'),
              instagram: (
                <Box>
                  <SectionTitle>{t('adminRecords.settings.social')}</SectionTitle>
                  <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                    {SOCIAL.map((key) => (
                      <TextInput key={key} form={form} name={key} type="url" max={500} disabled={form.saving} />
                    ))}
                  </Box>
                </Box>
              ),
              linkedin: drawnWith('instagram'),
              facebook: drawnWith('instagram'),
              x: drawnWith('instagram'),
            }}
          />
          {form.failure}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={cancel} disabled={form.saving}>
              {t('adminRecords.common.cancel')}
            </Button>
            <SubmitButton saving={form.saving}>{t('adminRecords.common.save')}</SubmitButton>
          </Box>
        </RecordForm>
      )}
    </RecordPage>
  );
}

export default function SettingsAdmin({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <RecordLoader page={PAGE} promise={loaderData.settings} editor={SettingsEditor} />
      {/* Beyond the spec: the Admin's sign-in security setting (issue 11 section 5). */}
      <Box sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
        <TwoStepRequirement />
      </Box>
    </>
  );
}
