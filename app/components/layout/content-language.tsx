// A record's text shown in another language than the page's (it has no translation in the page's language,
// docs/decisions/021): the text's element carries the text's `lang` (screen readers, search engines) and a
// small note says which language it is in. Text in the page's language needs neither.
import { useT } from '../../i18n/i18n.tsx';
import type { Lang } from '../../i18n/languages.ts';
import './site.css';

/** The text's language when it differs from the page's, else undefined: for the text's `lang` attribute. */
export const otherLang = (textLang: Lang | undefined, pageLang: Lang): Lang | undefined =>
  textLang && textLang !== pageLang ? textLang : undefined;

/** otherLang with the page's language. */
export function useTextLang(lang: Lang | undefined): Lang | undefined {
  return otherLang(lang, useT().lang);
}

/** "In English" (in the page's language) when the text is not in the page's language; nothing otherwise. */
export function ContentLanguageNote({ lang }: { lang: Lang | undefined }) {
  const { t } = useT();
  const shown = useTextLang(lang);
  if (!shown) return null;
  return (
    <span className="bs-lang-note" data-content-lang={shown}>
      {t(`common.contentLanguage.${shown}`)}
    </span>
  );
}
