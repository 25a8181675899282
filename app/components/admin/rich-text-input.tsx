// <RichTextInput form={form} name="content" />: a post's text with formatting (decision 030), bound to the form
// like a TextInput: its label, its message, its value (HTML, or '' when empty; a plain text of an older post is
// shown in its paragraphs and stays as it is until edited). The editor (TipTap) is its own chunk, loaded when the
// field is first drawn: no other admin page and no public page loads it.
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { AdminForm, FormValues } from './admin-form.ts';
import { useTextField } from './form-fields.tsx';
import { EditorFrame, TextArea, ToolbarPlaceholder } from './rich-text-frame.tsx';

const RichTextEditor = lazy(() => import('./rich-text-editor.tsx'));

export interface RichTextInputProps<V extends FormValues> {
  form: AdminForm<V>;
  name: keyof V & string;
  label?: string;
  required?: boolean;
  disabled?: boolean;
  /** An element that describes the field besides its message (a translation's original text). */
  describedBy?: string;
}

export function RichTextInput<V extends FormValues>({
  form,
  name,
  label,
  required,
  disabled,
  describedBy,
}: RichTextInputProps<V>) {
  const { t } = useT();
  const { field, fieldState, input } = useTextField(form, name);
  const labelId = useId();
  const messageId = useId();
  const message = fieldState.error?.message;
  const text = label ?? form.label(name);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Typography
        id={labelId}
        component="span"
        variant="body2"
        sx={{ color: message ? 'error.main' : 'text.secondary', fontWeight: 500 }}
      >
        {text}
        {required && <span aria-hidden> *</span>}
      </Typography>
      <Suspense
        fallback={
          <EditorFrame>
            <ToolbarPlaceholder />
            <TextArea sx={{ p: 1.5, color: 'text.secondary' }}>
              <span role="status">{t('admin.editor.loading')}</span>
            </TextArea>
          </EditorFrame>
        }
      >
        <RichTextEditor
          {...input}
          field={text}
          focusRef={field.ref}
          labelId={labelId}
          describedBy={[message ? messageId : null, describedBy].filter(Boolean).join(' ') || undefined}
          invalid={!!message}
          required={required}
          disabled={disabled || form.saving}
        />
      </Suspense>
      {message && (
        <FormHelperText id={messageId} error>
          {message}
        </FormHelperText>
      )}
    </Box>
  );
}
