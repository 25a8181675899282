// The fields of an admin form (admin-form.ts), each bound to its value, its message and its label by its name.
// - <TextInput form={form} name="title" required />: a TextField (MUI) with its usual limits: `max` (the most
//   characters), `lines` (a text of several lines, this many tall at first), `kind` 'year' (digits, at most 6) or
//   'count' (a whole number from 0), `hint` (the helper text while there is no message, nor the field full), `choice` (a native
//   select of the <option> children: what phones show best).
// - <PictureField form={form} name="image" stored={item} />: the upload field of a picture (or, `kind`
//   'document', a file): the chosen file, else the stored one (`name` and `nameVariants` of `stored`).
// - <AltTextInput form={form} from="title" />: a picture's description for blind readers (`alt`), which starts
//   from the field `from` and follows it as typed until it is edited on its own (issue 38).
// - <FieldRow columns="2fr 1fr">: fields side by side from `from` (default sm) up, stacked (`narrow`) below.
// - useFormValues(form): the values as typed, for a part that shows them (re-renders as they change).
// - <FormInputs form={form} inputs={{ title: <TextInput …/>, alt: <AltTextInput …/>, … }} />: the form's inputs,
//   one for every field of its values, in the order drawn (app/lib/every-field.tsx): a field with none (a
//   field added to the rules and its starting value, but not here) does not compile. A field drawn inside
//   another's part (a FieldRow) is `drawnWith('other')`; one the form does not edit, NOT_DRAWN.
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { useEffect, useRef, type ReactNode } from 'react';
import { get, useController, useWatch } from 'react-hook-form';
import { useT } from '../../i18n/i18n.tsx';
import type { ImageVariants } from '../../../common/api-types.ts';
import { drawEvery, type EveryField } from '../../lib/every-field.tsx';
import { thumb } from './format.ts';
import type { AdminForm, FormValues } from './admin-form.ts';
import { UploadField, type UploadKind } from './upload-field.tsx';

type Name<V> = keyof V & string;

export function useFormValues<V extends FormValues>(form: AdminForm<V>): V {
  return useWatch({ control: form.control }) as V;
}

/**
 * A text field's controller, and what its input takes from it: the id the form focuses on an error, the value
 * ('' while there is none) and the handlers. TextInput's, and the rich text input's.
 */
export function useTextField<V extends FormValues>(form: AdminForm<V>, name: Name<V>) {
  const { field, fieldState } = useController({ control: form.control, name });
  const input = {
    id: form.idFor(name),
    value: (field.value as string | undefined) ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
  };
  return { field, fieldState, input };
}

/** The inputs of a form: one for every field of its values (`form` only says which fields those are). */
export function FormInputs<V extends FormValues>({ inputs }: { form: AdminForm<V>; inputs: NoInfer<EveryField<V>> }) {
  return drawEvery(inputs);
}

/** A field's message, unless it is the one the form says elsewhere. */
const shown = (message: string | undefined, quiet?: string) => (message === quiet ? undefined : message);

const KINDS = {
  year: { inputMode: 'numeric' },
  count: { min: 0, step: 1, inputMode: 'numeric' },
} as const;

export type TextInputProps<V extends FormValues> = Omit<TextFieldProps, 'form' | 'name'> & {
  form: AdminForm<V>;
  name: Name<V>;
  max?: number;
  lines?: number;
  kind?: keyof typeof KINDS;
  hint?: string;
  /** A native select of its <option> children. */
  choice?: boolean;
  /** A message not repeated under the field, which is only marked (the form says it once elsewhere). */
  quiet?: string;
};

export function TextInput<V extends FormValues>({
  form,
  name,
  max,
  lines,
  kind,
  hint,
  quiet,
  choice,
  slotProps,
  ...props
}: TextInputProps<V>) {
  const { t } = useT();
  const { field, fieldState, input } = useTextField(form, name);
  const maxLength = kind === 'year' ? 6 : max;
  // A field that takes no more characters says so: the limit alone cut a pasted name short without a word.
  const full = !kind && max !== undefined && typeof field.value === 'string' && field.value.length >= max;
  const htmlInput = {
    ...(kind ? KINDS[kind] : {}),
    ...(maxLength ? { maxLength } : {}),
    ...(slotProps?.htmlInput as object | undefined),
  };
  return (
    <TextField
      {...props}
      label={props.label ?? form.label(name)}
      {...(lines ? { multiline: true, minRows: lines } : {})}
      type={kind === 'count' ? 'number' : props.type}
      {...input}
      name={name}
      inputRef={field.ref}
      error={!!fieldState.error}
      helperText={shown(fieldState.error?.message, quiet) ?? (full ? t('admin.validation.tooLong', { max }) : hint)}
      {...(choice ? { select: true } : {})}
      slotProps={{
        ...slotProps,
        ...(choice ? { select: { native: true }, inputLabel: { shrink: true } } : {}),
        htmlInput,
      }}
    />
  );
}

export function AltTextInput<V extends FormValues>({
  form,
  name = 'alt' as Name<V>,
  from,
  ...props
}: Omit<TextInputProps<V>, 'name'> & { name?: Name<V>; from: Name<V> }) {
  const { t } = useT();
  const source = (useWatch({ control: form.control, name: from }) as string | undefined) ?? '';
  const last = useRef(source);
  useEffect(() => {
    if (last.current === source) return;
    const alt = (get(form.getValues(), name) as string | undefined) ?? '';
    if (alt === '' || alt === last.current) form.setValue(name, source);
    last.current = source;
  }, [form, name, source]);
  return (
    <TextInput
      label={t('admin.altText')}
      {...props}
      form={form}
      name={name}
      lines={1}
      hint={props.hint ?? t('admin.altTextHelp')}
    />
  );
}

export function FieldRow({
  columns,
  from = 'sm',
  narrow = '1fr',
  gap = 2,
  children,
}: {
  columns: string;
  from?: 'sm' | 'md';
  narrow?: string;
  gap?: number;
  children: ReactNode;
}) {
  return <Box sx={{ display: 'grid', gap, gridTemplateColumns: { xs: narrow, [from]: columns } }}>{children}</Box>;
}

/** A record with the stored picture `N`: its address and its sizes. */
type WithPicture<N extends string> = { [K in N]?: string | null } & { [K in `${N}Variants`]?: ImageVariants | null };

export function PictureField<V extends FormValues, N extends Name<V>>({
  form,
  name,
  stored,
  currentUrl,
  kind = 'image',
  required,
  quiet,
  onMany,
}: {
  form: AdminForm<V>;
  name: N;
  /** Several files may be chosen at once: they go here (upload-field.tsx). */
  onMany?: (files: File[]) => void;
  /** The saved record, whose picture `name` is shown until another is chosen. */
  stored?: WithPicture<N> | null;
  /** The stored file otherwise (a document's address). */
  currentUrl?: string | null;
  kind?: UploadKind;
  required?: boolean;
  /** A message not repeated beside the field (the form says it once elsewhere). */
  quiet?: string;
}) {
  const { field, fieldState } = useController({ control: form.control, name });
  const file = (field.value as File | null) ?? null;
  return (
    <UploadField
      key={form.resets}
      id={form.idFor(name)}
      label={form.label(name)}
      kind={kind}
      required={required}
      file={file}
      onChange={field.onChange}
      currentUrl={
        stored ? thumb(stored[name], stored[`${name}Variants`] as ImageVariants | null | undefined) : currentUrl
      }
      progress={file ? form.progress : null}
      error={shown(fieldState.error?.message, quiet)}
      disabled={form.saving}
      onMany={onMany}
    />
  );
}
