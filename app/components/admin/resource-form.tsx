// The one form of the admin's list pages (gallery, header images, blog, users): a zod form with an optional
// picture, saved as multipart (POST for a new record, PUT for a stored one), the page's notice on success
// and its failure sentence above the buttons. Each page gives only its fields and its texts.
//   const rf = useResourceForm({ path: '/api/headers', item, schema: headerSchema, initial, image: 'required',
//     body: (data) => ({ title: data.title }), saved: t(...), failure: (result, onField) => ..., onDone });
//   <ResourceFormView rf={rf} area="admin.headers" onCancel={onCancel}>{fields}</ResourceFormView>
// A second way to save (the blog's 'Save as draft') is a button in `buttons` whose click runs rf.submitAs('draft'):
// `body` and `saved` then get that intent.
// `translate` ({ type, labels }) adds the record's languages (translation-tabs.tsx): the original's language, a tab
// per other language, sent with the same Save.
import Box from '@mui/material/Box';
import { useState, type FormEvent, type ReactNode, type SyntheticEvent } from 'react';
import type { ZodType } from 'zod';
import type { ImageVariants } from '../../../common/api-types.ts';
import type { TranslatableType } from '../../../common/resources/index.ts';
import { inArea, useT, type Area, type MessageKey } from '../../i18n/i18n.tsx';
import { thumb } from './format.ts';
import { FormButtons, FormFailure, FormPage } from './list-page.tsx';
import { useNotice } from './notice.tsx';
import { UploadField } from './upload-field.tsx';
import type { AdminFailure } from './use-admin-api.ts';
import { TranslationTabs } from './translation-tabs.tsx';
import { useSaveForm } from './use-save-form.ts';
import { useTranslations, type Translations } from './use-translations.ts';
import { useUnsavedChanges } from './unsaved-changes.tsx';
import { useZodForm, type FormMessages, type FormValues } from './use-zod-form.ts';

/** A stored record of a list page: its id and picture. */
interface Stored {
  _id: string;
  image?: string | null;
  imageVariants?: ImageVariants | null;
}

export interface ResourceFormOptions<V extends FormValues, Out, T extends Stored> {
  path: string;
  item: T | null;
  schema: ZodType<Out>;
  initial: V;
  messages?: FormMessages;
  /** 'required': a picture must exist, new or stored; 'new': only a new record needs one. */
  image?: 'required' | 'new' | 'optional';
  /**
   * The text fields sent; undefined ones are left out. `values`: the form's fields as typed (also those outside
   * the schema); `intent`: what the button pressed asks for (undefined for the form's own Save).
   */
  body: (data: Out, more: { values: V; intent?: string }) => Record<string, string | undefined>;
  /** The notice after a save (or made from the stored record the server answered). */
  saved: string | ((stored: T, intent?: string) => string);
  /** The sentence above the buttons after a failed save (not after a 401); onField: a field got a message. */
  failure: (result: AdminFailure, onField: boolean) => string;
  /** Messages of fields the schema does not check, by field (null: fine), shown before anything is sent. */
  check?: (values: V) => Record<string, string | null>;
  onDone: () => void;
  /** The record's translatable texts (use-translations.ts): its type and the fields' labels for the tabs. */
  translate?: TranslateOptions;
  /** Runs after a successful save, before onDone. */
  onSaved?: () => void;
}

export interface TranslateOptions {
  type: TranslatableType;
  labels: Record<string, MessageKey>;
  lines?: Record<string, number>;
}

export function useResourceForm<V extends FormValues, Out, T extends Stored>(options: ResourceFormOptions<V, Out, T>) {
  const { t } = useT();
  const notify = useNotice();
  const save = useSaveForm();
  const form = useZodForm<V, Out>(options.schema, options.initial, options.messages);
  const [image, setImage] = useState<File | null>(null);
  const { item, path } = options;
  const translations = useTranslations(options.translate?.type ?? null, item, options.messages);
  useUnsavedChanges(form.dirty || image !== null || translations.dirty);
  const imageRule = options.image ?? 'optional';
  const imageRequired = imageRule === 'required' ? !item?.image : imageRule === 'new' ? !item : false;

  const run = async (intent?: string) => {
    const missingImage = imageRequired && !image ? t('admin.validation.selectImage') : null;
    const checked = options.check?.(form.values) ?? {};
    const data = translations.check(() =>
      form.validate(imageRule === 'optional' ? checked : { ...checked, image: missingImage }),
    );
    if (!data) return;
    const body = new FormData();
    const fields = { ...options.body(data, { values: form.values, intent }), ...translations.body() };
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
    if (image) body.set('image', image);
    const result = await save.store<T>(path, item?._id, { form: body, withFiles: !!image });
    if (result.ok) {
      options.onSaved?.();
      notify(typeof options.saved === 'string' ? options.saved : options.saved(result.data, intent));
      options.onDone();
      return;
    }
    if (result.status === 401) return;
    const onField = form.serverErrors(result.error);
    translations.serverErrors(result.error);
    save.setFailure(options.failure(result, onField));
  };
  const submit = save.onSubmit(() => run());
  /** A click handler that saves with `intent` (a second Save button). */
  const submitAs = (intent: string): ((event: SyntheticEvent) => void) => save.onSubmit(() => run(intent));

  return { form, save, image, setImage, submit, submitAs, item, imageRule, translations, translate: options.translate };
}

/** What the view reads of useResourceForm's answer. */
interface ResourceFormState {
  form: {
    idFor: (name: string) => string;
    setError: (name: string, message: string | null) => void;
    errors: Record<string, string>;
    values: Record<string, string>;
  };
  save: { saving: boolean; progress: number | null; failure: string | null };
  image: File | null;
  setImage: (file: File | null) => void;
  submit: (event: FormEvent) => void;
  item: Stored | null;
  imageRule: 'required' | 'new' | 'optional';
  translations: Translations;
  translate?: TranslateOptions;
}

/** The form view: heading, Back, the page's fields, the picture, the failure and Save / Cancel. */
export function ResourceFormView({
  rf,
  area,
  saveLabel,
  buttons,
  onCancel,
  children,
}: {
  rf: ResourceFormState;
  /** The form's texts: its heading ('addTitle' for a new record, else 'editTitle') and the picture's label ('image'). */
  area: Area<'addTitle' | 'editTitle' | 'image'>;
  saveLabel?: string;
  /** More buttons before Cancel and Save (the blog's 'Save as draft'). */
  buttons?: ReactNode;
  onCancel: () => void;
  children: ReactNode;
}) {
  const { t } = useT();
  const { form, save, image, setImage, submit, item, imageRule, translations, translate } = rf;
  return (
    <FormPage title={t(inArea(area, item ? 'editTitle' : 'addTitle'))} onCancel={onCancel}>
      <Box component="form" noValidate onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TranslationTabs
          tr={translations}
          original={form.values}
          labels={translate?.labels ?? {}}
          lines={translate?.lines}
          disabled={save.saving}
        >
          {children}
          <UploadField
            id={form.idFor('image')}
            label={t(inArea(area, 'image'))}
            kind="image"
            required={imageRule === 'required' || (imageRule === 'new' && !item)}
            file={image}
            onChange={(file) => {
              setImage(file);
              if (file) form.setError('image', null);
            }}
            currentUrl={item ? thumb(item.image ?? null, item.imageVariants ?? null) : null}
            progress={save.progress}
            error={form.errors.image}
            disabled={save.saving}
          />
        </TranslationTabs>
        <FormFailure message={save.failure} />
        <FormButtons saving={save.saving} onCancel={onCancel} saveLabel={saveLabel}>
          {buttons}
        </FormButtons>
      </Box>
    </FormPage>
  );
}
