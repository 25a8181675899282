// <ItemForm form title onSubmit onCancel>: the form view of a list page (list-page.tsx) with its admin form
// (admin-form.ts): heading, Back, the fields in their language tabs, the failure and Save / Cancel.
import Box from '@mui/material/Box';
import type { FormEvent, ReactNode } from 'react';
import type { AdminForm, FormValues } from './admin-form.ts';
import { FormButtons, FormFailure, FormPage } from './list-page.tsx';
import { TranslationTabs } from './translation-tabs.tsx';

/** The form view of a list page: its heading, Back, the fields in their language tabs, the failure and buttons. */
export function ItemForm<V extends FormValues>({
  form,
  title,
  saveLabel,
  buttons,
  onSubmit,
  onCancel,
  children,
}: {
  form: AdminForm<V>;
  title: string;
  saveLabel?: string;
  /** More buttons before Cancel and Save (the blog's 'Save as draft'). */
  buttons?: ReactNode;
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <FormPage title={title} onCancel={onCancel}>
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
