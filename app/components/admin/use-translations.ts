// A record's texts in its other languages, as the admin forms edit them (issue 15, docs/decisions/021). They are
// fields of the record's form (admin-form.ts) like any other, under `translations.<lang>.<field>`, so the one
// form keeps their values, changes and messages, and the server's 'translations.de.title' lands beside its field.
//   const tr = useTranslations(form, 'blogs', post);  // post read with ?with=translations (null: a new post)
//   tr.validate(values, add)                          // each language kept, under the original's rules
//   for (const [k, v] of Object.entries(tr.body())) body.set(k, v);   // originalLang and translations (JSON)
// A language is sent only when it changed: its fields, or null when it was removed; one never started is left
// out. A record read without ?with=translations (an older answer) has no `originalLang`: `enabled` is false then
// and the form is as before.
import { useMemo, useState } from 'react';
import { get, useFormState, useWatch, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { TranslationInfo, TranslationsField } from '../../../common/api-types.ts';
import type { IssueLike } from '../../../common/error-codes.ts';
import { TRANSLATABLE_FIELDS, translationSchema, type TranslatableType } from '../../../common/resources/index.ts';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { useT } from '../../i18n/i18n.tsx';

/** The tab of the original (the record's own fields); the others are named by their language. */
export const ORIGINAL = 'original';
export type LangTab = typeof ORIGINAL | Lang;

/**
 * What a language's tab says: the original, no translation, one saved before the original changed, text typed
 * or removed here and not saved yet, or current.
 */
export type TranslationState = 'original' | 'missing' | 'outdated' | 'unsaved' | 'current';

/** The languages' texts as typed (a draft kept on the device). */
export type TranslationTexts = Partial<Record<Lang, Record<string, string>>>;

type Translated = Partial<TranslationsField> | null | undefined;

const anyText = (values: Record<string, string> | undefined) =>
  Object.values(values ?? {}).some((v) => v.trim() !== '');

const fieldsOf = (type: TranslatableType | null) => (type ? TRANSLATABLE_FIELDS[type] : []) as readonly string[];

/** The stored texts of each language as the form's values ('' where there are none). */
export function translationValues(type: TranslatableType | null, read: object | null | undefined) {
  const record = read as Translated;
  return Object.fromEntries(
    LANGUAGES.map((lang) => [
      lang,
      Object.fromEntries(fieldsOf(type).map((f) => [f, record?.translations?.[lang]?.fields?.[f] ?? ''])),
    ]),
  ) as Record<Lang, Record<string, string>>;
}

/** Takes a problem found in a language's texts: its path in the form, the zod issue and the texts checked. */
export type TranslationIssue = (path: string, issue: IssueLike, input: unknown) => void;

/** `type` null: a form without translations (`enabled` false). */
export function useTranslations(
  form: UseFormReturn<FieldValues>,
  type: TranslatableType | null,
  read: object | null | undefined,
) {
  const { lang: interfaceLang } = useT();
  const fields = fieldsOf(type);
  const schema = useMemo(() => translationSchema(type ?? 'headers'), [type]);
  // Kept as state so that a save's answer (or a restored version) becomes the new starting point.
  const [stored, setStored] = useState<Translated>(read as Translated);
  const enabled = !!type && (!!stored?.originalLang || !read);
  const storedLang = stored?.originalLang ?? interfaceLang;
  const [original, setOriginalState] = useState<Lang>(storedLang);
  const [removed, setRemoved] = useState<Partial<Record<Lang, boolean>>>({});
  // Outdated translations the writer has read and found still correct: sent again on Save, so they are stamped
  // against the original as it is now.
  const [confirmed, setConfirmed] = useState<Partial<Record<Lang, boolean>>>({});
  const [tab, setTab] = useState<LangTab>(ORIGINAL);
  const typed = (useWatch({ control: form.control, name: 'translations' }) ?? {}) as TranslationTexts;
  const { errors } = useFormState({ control: form.control, name: 'translations' });
  const info = (lang: Lang): TranslationInfo | undefined => stored?.translations?.[lang];
  const others = LANGUAGES.filter((lang) => lang !== original);

  /** Whether the language has a translation to keep or send: a stored one not removed, or text typed. */
  const present = (lang: Lang) => anyText(typed[lang]) || (!!info(lang) && !removed[lang]);
  const edited = (lang: Lang) => fields.some((f) => (typed[lang]?.[f] ?? '') !== (info(lang)?.fields?.[f] ?? ''));
  const changed = (lang: Lang) => edited(lang) || !!removed[lang] || !!confirmed[lang];

  const state = (lang: Lang): TranslationState => {
    if (lang === original) return 'original';
    if (!present(lang)) return 'missing';
    if (changed(lang)) return 'unsaved';
    return info(lang)?.outdated ? 'outdated' : 'current';
  };
  const dirty = enabled && (original !== storedLang || others.some(changed));

  /**
   * Starts again from a record as saved (its answer with ?with=translations) and answers the form's values of
   * its languages; a record read without them (a restored version's answer) keeps the stored translations and
   * drops what was typed.
   */
  const reset = (saved: object | null) => {
    const next = saved && (saved as Translated)?.originalLang ? (saved as Translated) : stored;
    setStored(next);
    setOriginalState(next?.originalLang ?? interfaceLang);
    setRemoved({});
    setConfirmed({});
    return translationValues(type, next);
  };

  const setText = (lang: Lang, field: string, value: string) =>
    form.setValue(`translations.${lang}.${field}`, value, { shouldDirty: true });

  /** Puts typed texts back (a draft kept on the device). */
  const restore = (texts: TranslationTexts | undefined) => {
    for (const lang of LANGUAGES)
      for (const field of fields) {
        const value = texts?.[lang]?.[field];
        if (value !== undefined) setText(lang, field, value);
      }
  };
  const texts = (): TranslationTexts =>
    Object.fromEntries(LANGUAGES.filter((lang) => anyText(typed[lang])).map((l) => [l, typed[l]]));

  const setOriginal = (lang: Lang) => {
    setOriginalState(lang);
    if (tab === lang) setTab(ORIGINAL);
  };

  /** The language's translation is deleted on Save (sent as null); its fields are emptied. */
  const remove = (lang: Lang) => {
    setRemoved((r) => ({ ...r, [lang]: true }));
    for (const field of fields) setText(lang, field, '');
    form.clearErrors(`translations.${lang}`);
  };

  /** An outdated translation read and still correct: Save sends it unchanged, which makes it up to date. */
  const confirmCurrent = (lang: Lang) => setConfirmed((c) => ({ ...c, [lang]: true }));

  /** Checks each language being kept with the original's rules; `add` takes each problem. */
  const validate = (values: FieldValues, add: TranslationIssue) => {
    if (!enabled) return;
    for (const lang of others) {
      if (!present(lang)) continue;
      const input = get(values, `translations.${lang}`) as Record<string, string>;
      const result = schema.safeParse(input);
      if (!result.success)
        for (const issue of result.error.issues) add(`translations.${lang}.${String(issue.path[0])}`, issue, input);
    }
  };

  /** The form fields the POST or PUT carries: `originalLang`, and `translations` when a language changed. */
  const body = (): Record<string, string> => {
    if (!enabled) return {};
    const sent: Partial<Record<Lang, Record<string, string> | null>> = {};
    for (const lang of LANGUAGES) {
      // A language that becomes the original must lose its translation in the same request.
      if (lang === original) {
        if (info(lang)) sent[lang] = null;
        continue;
      }
      if (!changed(lang) && info(lang)) continue;
      if (present(lang)) {
        const parsed = schema.safeParse(typed[lang]);
        if (parsed.success) sent[lang] = parsed.data;
      } else if (info(lang)) sent[lang] = null;
    }
    return Object.keys(sent).length
      ? { originalLang: original, translations: JSON.stringify(sent) }
      : { originalLang: original };
  };

  return {
    type,
    enabled,
    original,
    setOriginal,
    others,
    tab,
    setTab,
    info,
    state,
    hasErrors: (lang: Lang) => !!get(errors, `translations.${lang}`),
    dirty,
    reset,
    restore,
    texts,
    remove,
    confirmCurrent,
    validate,
    /** The translatable fields' names. */
    fieldNames: fields,
    body,
  };
}

export type Translations = ReturnType<typeof useTranslations>;
