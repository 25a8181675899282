// What a Save says when it left translations older than their original (decision 029): the save's answer (read
// with ?with=translations) names their languages in `outdatedTranslations` (several saves: one entry each).
//   const savedNotice = useOutdatedNotice();  savedNotice(t('admin.gallery.updated'), answer);
import type { TranslationsField } from '../../../common/api-types.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useNotice } from './notice.tsx';

/** Shows `message` after a save, with how many translations are outdated now (then as a warning, kept until closed). */
export function useOutdatedNotice(): (message: string, answer: unknown) => void {
  const { t } = useT();
  const notify = useNotice();
  return (message, answer) => {
    const langs = (answer as Partial<TranslationsField> | null)?.outdatedTranslations ?? [];
    if (!langs.length) return notify(message);
    const languages = [...new Set(langs)].map((lang) => t(`admin.translations.languageName.${lang}`)).join(', ');
    const note =
      langs.length === 1
        ? t('admin.translations.outdatedOne', { languages })
        : t('admin.translations.outdatedMany', { count: langs.length, languages });
    notify(`${message} ${note}`, 'warning');
  };
}
