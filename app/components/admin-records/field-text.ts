// Field props for the record forms, with every schema message in the page's language.
// useZodForm (components/admin/use-zod-form.ts) translates the spec's sentences it knows; the generic
// sentences of common/schemas.ts ('Teachers must be a number.', 'Number of workers is required', ...) are
// translated here with the field's own label, so no English slips into a German or Kiswahili form.
//   const fieldProps = useFieldProps(form);
//   <TextField {...fieldProps('teachers', t('adminRecords.schools.teachers'))} type="number" />
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n.tsx';
import type { FieldProps } from '../admin/use-zod-form.ts';

const PATTERNS: [RegExp, 'required' | 'mustBeNumber' | 'wholeNumber' | 'negative' | 'tooLarge' | 'tooLong'][] = [
  [/ is required$/, 'required'],
  [/ must be a number\.$/, 'mustBeNumber'],
  [/ must be a whole number\.$/, 'wholeNumber'],
  [/ cannot be negative\.$/, 'negative'],
  [/ is too large\.$/, 'tooLarge'],
  [/ must be at most \d+ characters\.$/, 'tooLong'],
];

/** The message in the page's language, naming the field by `label`. */
export function useFieldText() {
  const { t, lang } = useT();
  return useCallback(
    (message: string, label: string): string => {
      if (lang === 'en' && !/^School name must be one of/.test(message)) return message;
      if (/^School name must be one of/.test(message)) return t('adminRecords.validation.schoolNameList');
      for (const [pattern, key] of PATTERNS) {
        if (pattern.test(message)) {
          const max = /at most (\d+)/.exec(message)?.[1] ?? '';
          return t(`adminRecords.validation.${key}`, { label, max });
        }
      }
      return message;
    },
    [t, lang],
  );
}

interface FormLike<V> {
  field: (name: keyof V & string, hint?: string) => FieldProps;
}

/** form.field(name) plus the label, with the field's message translated. */
export function useFieldProps<V>(form: FormLike<V>) {
  const text = useFieldText();
  return useCallback(
    (name: keyof V & string, label: string, hint?: string) => {
      const props = form.field(name, hint);
      return {
        ...props,
        label,
        helperText: props.error && props.helperText ? text(props.helperText, label) : props.helperText,
      };
    },
    [form, text],
  );
}
