// The layout of the record forms' fields, so that a page lists its fields and little else.
// - <FieldRow columns="2fr 1fr">: fields side by side from `from` (default sm) up, stacked (`narrow`) below.
// - <TextInput {...fieldProps('name', label)} max={LIMITS.short} />: a TextField with its usual limits:
//   `max` (the most characters), `lines` (a text of several lines, this many tall at first), `kind` 'year'
//   (digits, at most 6) or 'count' (a whole number from 0).
// - <PictureField of={editor} name="image" label=... file onChange>: the upload field of a record's picture
//   `name`: the chosen file, else the stored one (`name` and `nameVariants` of the saved record).
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';
import type { ImageVariants } from '../../../common/api-types.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { thumb } from '../admin/format.ts';
import { UploadField } from '../admin/upload-field.tsx';

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

const KINDS = {
  year: { htmlInput: { inputMode: 'numeric' } },
  count: { htmlInput: { min: 0, step: 1, inputMode: 'numeric' } },
} as const;

export function TextInput({
  max,
  lines,
  kind,
  ...props
}: Omit<TextFieldProps, 'slotProps'> & { max?: number; lines?: number; kind?: keyof typeof KINDS }) {
  const maxLength = kind === 'year' ? 6 : max;
  const htmlInput = { ...(kind ? KINDS[kind].htmlInput : {}), ...(maxLength ? { maxLength } : {}) };
  return (
    <TextField
      {...props}
      {...(lines ? { multiline: true, minRows: lines } : {})}
      type={kind === 'count' ? 'number' : props.type}
      slotProps={{ htmlInput }}
    />
  );
}

/** A record with the stored picture `N`: its address and its sizes. */
type WithPicture<N extends string> = { [K in N]?: string | null } & { [K in `${N}Variants`]?: ImageVariants | null };

/** What a picture field reads of the form around it (useRecordEditor's answer, or the page's own parts). */
interface PictureFormState<N extends string> {
  form: { idFor: (name: string) => string; errors: Record<string, string | undefined> };
  saved: WithPicture<N> | null;
  saving: boolean;
  /** The upload's percent while files are sent. */
  progress: number | null;
  /** Changes when the form is reset, so the field starts afresh. */
  fileKey?: number;
}

export function PictureField<N extends string>({
  of,
  name,
  label,
  file,
  onChange,
}: {
  of: PictureFormState<N>;
  name: N;
  label: MessageKey;
  file: File | null;
  onChange: (file: File | null) => void;
}) {
  const { t } = useT();
  const saved = of.saved;
  return (
    <UploadField
      key={of.fileKey}
      id={of.form.idFor(name)}
      label={t(label)}
      kind="image"
      file={file}
      onChange={onChange}
      currentUrl={saved ? thumb(saved[name], saved[`${name}Variants`] as ImageVariants | null | undefined) : null}
      progress={file ? of.progress : null}
      error={of.form.errors[name]}
      disabled={of.saving}
    />
  );
}
