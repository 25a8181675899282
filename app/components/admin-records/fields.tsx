// The layout of the record forms' fields, so that a page lists its fields and little else.
// - <FieldRow columns="2fr 1fr">: fields side by side from `from` (default sm) up, stacked (`narrow`) below.
// - <TextInput {...fieldProps('name', label)} max={LIMITS.short} />: a TextField with its usual limits:
//   `max` (the most characters), `lines` (a text of several lines, this many tall at first), `kind` 'year'
//   (digits, at most 6) or 'count' (a whole number from 0).
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { ReactNode } from 'react';

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
