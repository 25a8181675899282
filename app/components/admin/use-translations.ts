// A record's texts in its other languages, as the admin forms edit them (issue 15, docs/decisions/021).
//   const tr = useTranslations('blogs', post);        // post read with ?with=translations (null: a new post)
//   const data = tr.check(() => form.validate());     // the original first, then each translation, same zod rules
//   for (const [k, v] of Object.entries(tr.body())) body.set(k, v);   // originalLang and translations (JSON)
//   tr.serverErrors(result.error);                    // 'translations.de.title' onto the German tab's field
// Each other language has its own useZodForm over translationSchema(type) (the original's rules on the
// translatable fields), so a required title stays required and the messages are the original's. A language is
// sent only when it changed: its fields, or null when it was removed; one never started is left out.
// A record read without ?with=translations (an older answer) has no `originalLang`: `enabled` is false then and
// the form is as before.
import { useMemo, useState } from 'react';
import { flushSync } from 'react-dom';
import type { ApiError, TranslationInfo, TranslationsField } from '../../../common/api-types.ts';
import { TRANSLATABLE_FIELDS, translationSchema, type TranslatableType } from '../../../common/resources/index.ts';
import { LANGUAGES, type Lang } from '../../i18n/languages.ts';
import { useT } from '../../i18n/i18n.tsx';
import { textValues, useZodForm, type FormMessages } from './use-zod-form.ts';

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

const anyText = (values: Record<string, string>) => Object.values(values).some((v) => v.trim() !== '');

/** `type` null: a form without translations (`enabled` false). */
export function useTranslations(type: TranslatableType | null, read: object | null | undefined, own?: FormMessages) {
  const record = read as Translated;
  const { lang: interfaceLang } = useT();
  const fields = (type ? TRANSLATABLE_FIELDS[type] : []) as readonly string[];
  const schema = useMemo(() => translationSchema(type ?? 'headers'), [type]);
  // Kept as state so that a save's answer (or a restored version) becomes the new starting point.
  const [stored, setStored] = useState<Translated>(record);
  const enabled = !!type && (!!stored?.originalLang || !record);
  const storedLang = stored?.originalLang ?? interfaceLang;
  const [original, setOriginalState] = useState<Lang>(storedLang);
  const [removed, setRemoved] = useState<Partial<Record<Lang, boolean>>>({});
  // Outdated translations the writer has read and found still correct: sent again on Save, so they are stamped
  // against the original as it is now.
  const [confirmed, setConfirmed] = useState<Partial<Record<Lang, boolean>>>({});
  const [tab, setTab] = useState<LangTab>(ORIGINAL);
  const info = (lang: Lang): TranslationInfo | undefined => stored?.translations?.[lang];
  const start = (lang: Lang) => textValues(info(lang)?.fields, fields);
  // One form per language (a fixed number of hooks); the original's language's is unused.
  const forms = {
    en: useZodForm<Record<string, string>, Record<string, string>>(schema, start('en'), own),
    de: useZodForm<Record<string, string>, Record<string, string>>(schema, start('de'), own),
    sw: useZodForm<Record<string, string>, Record<string, string>>(schema, start('sw'), own),
  };
  const others = LANGUAGES.filter((lang) => lang !== original);

  /** Whether the language has a translation to keep or send: a stored one not removed, or text typed. */
  const present = (lang: Lang) => anyText(forms[lang].values) || (!!info(lang) && !removed[lang]);
  const changed = (lang: Lang) => forms[lang].dirty || !!removed[lang] || !!confirmed[lang];

  const state = (lang: Lang): TranslationState => {
    if (lang === original) return 'original';
    if (!present(lang)) return 'missing';
    if (changed(lang)) return 'unsaved';
    return info(lang)?.outdated ? 'outdated' : 'current';
  };
  const dirty = enabled && (original !== storedLang || others.some(changed));

  /**
   * Starts again from a record as saved (its answer with ?with=translations); a record read without them (a
   * restored version's answer) keeps the stored translations and drops what was typed.
   */
  const reset = (saved: object | null) => {
    const next = saved && (saved as Translated)?.originalLang ? (saved as Translated) : stored;
    setStored(next);
    setOriginalState(next?.originalLang ?? interfaceLang);
    setRemoved({});
    setConfirmed({});
    for (const lang of LANGUAGES) forms[lang].reset(textValues(next?.translations?.[lang]?.fields, fields));
  };

  /** Puts typed texts back (a draft kept on the device). */
  const restore = (texts: TranslationTexts | undefined) => {
    for (const lang of LANGUAGES)
      for (const field of fields) {
        const value = texts?.[lang]?.[field];
        if (value !== undefined) forms[lang].setValue(field, value);
      }
  };
  const texts = (): TranslationTexts =>
    Object.fromEntries(LANGUAGES.filter((lang) => anyText(forms[lang].values)).map((l) => [l, forms[l].values]));

  const setOriginal = (lang: Lang) => {
    setOriginalState(lang);
    if (tab === lang) setTab(ORIGINAL);
  };

  /** The language's translation is deleted on Save (sent as null); its fields are emptied. */
  const remove = (lang: Lang) => {
    setRemoved((r) => ({ ...r, [lang]: true }));
    for (const field of fields) forms[lang].setValue(field, '');
  };

  /** An outdated translation read and still correct: Save sends it unchanged, which makes it up to date. */
  const confirmCurrent = (lang: Lang) => setConfirmed((c) => ({ ...c, [lang]: true }));

  /**
   * Checks the original (`validateOriginal`, on its tab so that the focus reaches its first bad field), then each
   * translation being kept; shows the first language with an error. Answers the original's data, or null.
   */
  const check = <T>(validateOriginal: () => T | null): T | null => {
    if (!enabled) return validateOriginal();
    const back = tab;
    flushSync(() => setTab(ORIGINAL));
    const data = validateOriginal();
    if (!data) return null;
    let bad: Lang | null = null;
    for (const lang of others) {
      if (!present(lang)) {
        for (const field of fields) forms[lang].setError(field, null);
        continue;
      }
      if (!bad && !schema.safeParse(forms[lang].values).success) {
        bad = lang;
        flushSync(() => setTab(lang));
      }
      forms[lang].validate();
    }
    if (bad) return null;
    setTab(back);
    return data;
  };

  /** The form fields the POST or PUT carries: `originalLang`, and `translations` when a language changed. */
  const formFields = (): Record<string, string> => {
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
        const parsed = schema.safeParse(forms[lang].values);
        if (parsed.success) sent[lang] = parsed.data;
      } else if (info(lang)) sent[lang] = null;
    }
    return Object.keys(sent).length
      ? { originalLang: original, translations: JSON.stringify(sent) }
      : { originalLang: original };
  };

  /** The server's `translations.<lang>.<field>` messages beside their fields; shows that tab. */
  const serverErrors = (error: ApiError): boolean => {
    let shown: Lang | null = null;
    for (const lang of LANGUAGES) {
      const prefix = `translations.${lang}.`;
      const strip = <V>(map: Record<string, V> = {}) =>
        Object.fromEntries(
          Object.entries(map)
            .filter(([key]) => key.startsWith(prefix))
            .map(([key, value]) => [key.slice(prefix.length), value]),
        );
      const fieldsOf = strip(error.fields);
      if (!Object.keys(fieldsOf).length) continue;
      if (!shown) {
        shown = lang;
        flushSync(() => setTab(lang));
      }
      forms[lang].serverErrors({ ...error, fields: fieldsOf, fieldCodes: strip(error.fieldCodes) });
    }
    return shown !== null;
  };

  return {
    type,
    enabled,
    original,
    setOriginal,
    others,
    tab,
    setTab,
    forms,
    info,
    state,
    hasErrors: (lang: Lang) => Object.keys(forms[lang].errors).length > 0,
    dirty,
    reset,
    restore,
    texts,
    remove,
    confirmCurrent,
    check,
    /** The translatable fields' names. */
    fieldNames: fields,
    body: formFields,
    serverErrors,
  };
}

export type Translations = ReturnType<typeof useTranslations>;
