// The form view of a list page (list-page.tsx) with its admin form (admin-form.ts).
// - <ItemForm form area item onSubmit onCancel>: the area's 'addTitle' (a new item) or 'editTitle' as heading,
//   Back, the fields in their language tabs, the failure and Save / Cancel.
// - useSavedBack(area, item, onDone): after a save, the area's 'created' or 'updated' notice (with the translations
//   it left outdated), and back to the list.
import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';
import { inArea, useT, type Area } from '../../i18n/i18n.tsx';
import type { AdminForm, FormValues } from './admin-form.ts';
import { FormButtons, FormFailure, FormPage } from './list-page.tsx';
import { useOutdatedNotice } from './outdated-notice.ts';
import { TranslationTabs } from './translation-tabs.tsx';

export function ItemForm<V extends FormValues>({
  form,
  area,
  item,
  saveLabel,
  buttons,
  onSubmit,
  onCancel,
  children,
}: {
  form: AdminForm<V>;
  area: Area<'addTitle' | 'editTitle'>;
  /** The item edited, or null for a new one. */
  item: object | null;
  saveLabel?: string;
  /** More buttons before Cancel and Save (the blog's 'Save as draft'). */
  buttons?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  return (
    <FormPage title={t(inArea(area, item ? 'editTitle' : 'addTitle'))} onCancel={onCancel}>
      <Box component="form" noValidate onSubmit={onSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TranslationTabs form={form}>{children}</TranslationTabs>
        <FormFailure message={form.failure} />
        <FormButtons saving={form.saving} onCancel={onCancel} saveLabel={saveLabel}>
          {buttons}
        </FormButtons>
      </Box>
    </FormPage>
  );
}

export function useSavedBack(area: Area<'created' | 'updated'>, item: object | null, onDone: () => void) {
  const { t } = useT();
  const notify = useOutdatedNotice();
  return (answer?: unknown) => {
    notify(t(inArea(area, item ? 'updated' : 'created')), answer);
    onDone();
  };
}
