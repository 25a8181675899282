// A new password typed twice, for the user's own change (/admin/password) and the Admin's reset of a staff
// member's (reset-password-dialog.tsx): the schema's rules, 'Passwords do not match', one PUT at a time, and
// the server's field messages beside the fields (else the page's failure sentence).
import type { ZodType } from 'zod';
import type { MessageKey } from '../../i18n/i18n.tsx';
import { useAdminForm, type AdminForm, type ValuesFor } from './admin-form.ts';
import { TextInput } from './form-fields.tsx';
import type { AdminFailure } from './use-admin-api.ts';

type Values = { newPassword: string; repeat: string };

export interface NewPasswordOptions<V extends Values, Out> {
  empty: ValuesFor<V, Out>;
  labels: { [K in keyof V]: MessageKey };
  path: string;
  /** After the server took the password. */
  onSaved: (reset: () => void) => void;
  /** The sentence when the failure is not about a field (not after a 401). */
  failed: (failure: AdminFailure) => string;
}

export function useNewPasswordForm<V extends Values, Out>(schema: ZodType<Out>, options: NewPasswordOptions<V, Out>) {
  const form = useAdminForm<V, Out>({
    schema,
    values: options.empty,
    labels: options.labels,
    check: (values) => ({ repeat: values.repeat !== values.newPassword && 'admin.password.mismatch' }),
  });
  const submit = form.save({
    path: options.path,
    method: 'PUT',
    json: true,
    saved: () => options.onSaved(() => form.reset(options.empty)),
    failed: (failure, onField) => (onField ? null : options.failed(failure)),
  });
  return { form, submit };
}

/** The new password (with its hint) and its repetition. */
export function NewPasswordFields<V extends Values>({
  form,
  hint,
  autoFocus,
}: {
  form: AdminForm<V>;
  hint: string;
  autoFocus?: boolean;
}) {
  return (
    <>
      <TextInput
        form={form}
        name="newPassword"
        hint={hint}
        type="password"
        required
        autoFocus={autoFocus}
        autoComplete="new-password"
      />
      <TextInput form={form} name="repeat" type="password" required autoComplete="new-password" />
    </>
  );
}
