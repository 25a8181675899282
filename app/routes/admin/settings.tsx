// Contact settings (/admin/settings; Admin): the phones, e-mails and social links (Instagram, LinkedIn,
// Facebook, X) of the footer and /contact. View mode, and edit mode through the pencil button; phones and
// e-mails can be added and removed. Cancel reloads the settings from the server and discards the edits. Save
// sends JSON (POST when there is no _id yet, PUT /{id} otherwise), the answer replaces the page's data and view
// mode returns; while it is sent Save is blocked and reads 'Saving...'. 'Failed to load settings' and 'Failed
// to save settings' show inline in red (spec sections 4 and 8). No validation rule (spec section 5).
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ApiError, SchoolSettings } from '../../../common/api-types.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { LoadingState, SubmitButton } from '../../components/admin/list-page.tsx';
import { useUnsavedChanges } from '../../components/admin/unsaved-changes.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { adminGet, useAdminApi } from '../../components/admin/use-admin-api.ts';
import { useSaveForm } from '../../components/admin/use-save-form.ts';
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
import { singleRecordPage } from '../../components/admin-records/use-record-editor.ts';
import type { Route } from './+types/settings.ts';
import { textValues, useFieldText, useReason } from '../../components/admin/use-zod-form.ts';
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

type Draft = { phones: string[]; emails: string[]; instagram: string; linkedin: string; facebook: string; x: string };

function draftOf(settings: SchoolSettings | null): Draft {
  return {
    phones: [...(settings?.phones ?? [])],
    emails: [...(settings?.emails ?? [])],
    ...textValues(settings, SOCIAL),
  };
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

const NO_ERROR: ApiError = { error: '', message: '' };

function SettingsEditor({ initial }: { initial: SchoolSettings | null }) {
  const { t } = useT();
  const reason = useReason();
  const fieldText = useFieldText();
  const { send } = useAdminApi();
  const notify = useNotice();
  const save = useSaveForm<string>();
  const [settings, setSettings] = useState<SchoolSettings | null>(initial);
  const [draft, setDraft] = useState<Draft>(draftOf(initial));
  const [editing, setEditing] = useState(false);
  const [reloading, setReloading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  /** The server's answer to the last failed save: its messages per field (a social link that is not a web address). */
  const [fieldErrors, setFieldErrors] = useState<ApiError>(NO_ERROR);
  useUnsavedChanges(editing && JSON.stringify(draft) !== JSON.stringify(draftOf(settings)));

  const cancel = async () => {
    // Spec section 4: cancel reloads from the server and discards the edits.
    save.setFailure(null);
    setFieldErrors(NO_ERROR);
    setReloading(true);
    const result = await send<SchoolSettings[]>(PAGE.path);
    setReloading(false);
    if (!result.ok) {
      if (result.status === 401) return;
      console.error(PAGE.logs.fetch, result.status, result.error.message);
      setLoadFailed(true);
      setDraft(draftOf(settings));
    } else {
      const fresh = firstRecord(result.data);
      setLoadFailed(false);
      setSettings(fresh);
      setDraft(draftOf(fresh));
    }
    setEditing(false);
  };

  const submit = save.onSubmit(async () => {
    const body = {
      phones: draft.phones.map((p) => p.trim()).filter(Boolean),
      emails: draft.emails.map((e) => e.trim()).filter(Boolean),
      instagram: draft.instagram.trim(),
      linkedin: draft.linkedin.trim(),
      facebook: draft.facebook.trim(),
      x: draft.x.trim(),
    };
    const result = await save.store<SchoolSettings>(PAGE.path, settings?._id, { json: body });
    setFieldErrors(result.ok ? NO_ERROR : result.error);
    if (result.ok) {
      setSettings(result.data);
      setDraft(draftOf(result.data));
      setEditing(false);
      setLoadFailed(false);
      notify(t('adminRecords.settings.saved'));
      return;
    }
    if (result.status === 401) return;
    console.error(PAGE.logs.save, result.status, result.error.message);
    save.setFailure(reason(result));
  });

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
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
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            {(['phones', 'emails'] as const).map((key) => (
              <StringListEditor
                key={key}
                legend={t(`adminRecords.settings.${key}`)}
                values={draft[key]}
                onChange={(values) => set(key, values)}
                itemLabel={(n) => t(`adminRecords.settings.${LISTS[key].item}`, { n })}
                removeLabel={(n) => t(`adminRecords.settings.${LISTS[key].remove}`, { n })}
                addLabel={t(`adminRecords.settings.${LISTS[key].add}`)}
                empty={t(`adminRecords.settings.${LISTS[key].empty}`)}
                type={LISTS[key].type}
                disabled={save.saving}
                testId={LISTS[key].testId}
              />
            ))}
          </Box>
          <Box>
            <SectionTitle>{t('adminRecords.settings.social')}</SectionTitle>
            <Box sx={{ display: 'grid', gap: 2, mt: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              {SOCIAL.map((key) => (
                <TextField
                  key={key}
                  label={t(`adminRecords.settings.${key}`)}
                  value={draft[key]}
                  onChange={(e) => set(key, e.target.value)}
                  type="url"
                  error={!!fieldErrors.fields?.[key]}
                  helperText={fieldText(fieldErrors, key)}
                  disabled={save.saving}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                />
              ))}
            </Box>
          </Box>
          {save.failure !== null && <RecordError text={t('adminRecords.settings.saveFailed')} reason={save.failure} />}
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={cancel} disabled={save.saving}>
              {t('adminRecords.common.cancel')}
            </Button>
            <SubmitButton saving={save.saving}>{t('adminRecords.common.save')}</SubmitButton>
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
