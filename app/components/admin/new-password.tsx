// A new password typed twice, for the user's own change (/admin/password) and the Admin's reset of a staff
// member's (reset-password-dialog.tsx): the schema's rules, 'Passwords do not match', one PUT at a time, and
// the server's field messages beside the fields (else the page's failure sentence).
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { ZodType } from 'zod';
import { useT } from '../../i18n/i18n.tsx';
import { useAdminApi, type AdminFailure } from './use-admin-api.ts';
import { useZodForm, type FieldProps } from './use-zod-form.ts';

type Values = { newPassword: string; repeat: string } & Record<string, string>;

export interface NewPasswordOptions<V extends Values> {
  empty: V;
  path: string;
  /** After the server took the password. */
  onSaved: (reset: () => void) => void;
  /** The sentence when the failure is not about a field (not after a 401). */
  failed: (failure: AdminFailure) => string;
  /** When a submit starts. */
  onStart?: () => void;
}

export function useNewPasswordForm<V extends Values, Out>(schema: ZodType<Out>, options: NewPasswordOptions<V>) {
  const { t } = useT();
  const { send } = useAdminApi();
  const form = useZodForm<V, Out>(schema, options.empty);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (saving) return;
    setFailure(null);
    options.onStart?.();
    const mismatch = form.values.repeat !== form.values.newPassword ? t('admin.password.mismatch') : null;
    const data = form.validate({ repeat: mismatch });
    if (!data) return;
    setSaving(true);
    const result = await send(options.path, { method: 'PUT', json: data });
    setSaving(false);
    if (result.ok) {
      options.onSaved(() => form.reset(options.empty));
      return;
    }
    if (result.status === 401) return;
    if (!form.serverErrors(result.error)) setFailure(options.failed(result));
  }

  return { form, saving, failure, submit };
}

/** The new password (with its hint) and its repetition. */
export function NewPasswordFields({
  field,
  hint,
  autoFocus,
}: {
  field: (name: 'newPassword' | 'repeat', hint?: string) => FieldProps;
  hint: string;
  autoFocus?: boolean;
}) {
  const { t } = useT();
  return (
    <>
      <TextField
        {...field('newPassword', hint)}
        label={t('admin.password.new')}
        type="password"
        required
        autoFocus={autoFocus}
        autoComplete="new-password"
      />
      <TextField
        {...field('repeat')}
        label={t('admin.password.repeat')}
        type="password"
        required
        autoComplete="new-password"
      />
    </>
  );
}
