// Field props for the record forms, with every schema message in the page's language.
// useZodForm (components/admin/use-zod-form.ts) translates the codes it has a sentence for; the generic
// rules of common/schemas.ts ('Teachers must be a number.', 'Number of workers is required', ...) are
// translated here by their code with the field's own label, so no English slips into a German or Kiswahili form.
//   const fieldProps = useFieldProps(form);
//   <TextField {...fieldProps('teachers', 'adminRecords.schools.teachers')} type="number" />
import { useCallback } from 'react';
import type { FieldCode } from '../../../common/error-codes.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import type { FieldProps } from '../admin/use-zod-form.ts';

const LABELLED: Partial<
  Record<FieldCode, 'required' | 'mustBeNumber' | 'wholeNumber' | 'negative' | 'tooLarge' | 'tooLong'>
> = {
  required: 'required',
  not_a_number: 'mustBeNumber',
  not_whole: 'wholeNumber',
  negative: 'negative',
  too_big: 'tooLarge',
};

interface FormLike<V> {
  field: (name: keyof V & string, hint?: string) => FieldProps;
  /** The codes of the messages useZodForm left as the schema or the server wrote them. */
  plain: Record<string, FieldCode>;
}

/** form.field(name) plus the label (the key of its text), with the field's message translated. */
export function useFieldProps<V>(form: FormLike<V>) {
  const { t, lang } = useT();
  return useCallback(
    (name: keyof V & string, labelKey: MessageKey, hint?: string) => {
      const label = t(labelKey);
      const props = form.field(name, hint);
      const code = props.error ? form.plain[name] : undefined;
      const labelled = code && LABELLED[code];
      let helperText = props.helperText;
      // The list of allowed school names is long: the message points at the list instead, in every language.
      if (code === 'invalid_choice' && name === 'schoolName') helperText = t('adminRecords.validation.schoolNameList');
      else if (labelled && lang !== 'en') helperText = t(`adminRecords.validation.${labelled}`, { label, max: '' });
      return { ...props, label, helperText };
    },
    [form, t, lang],
  );
}
