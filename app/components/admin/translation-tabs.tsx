// The languages of a record in the admin forms and lists (issue 15, docs/decisions/021).
// - <TranslationTabs form={form}>{fields}</TranslationTabs>: the original's language (a choice), then a tab per
//   language: the original's tab holds the form's own fields (`children`, unchanged, then the original's
//   language); each other language's tab the translatable fields (their labels are the original's, admin-form.ts),
//   with the original's text beside each (stacked on phones), its state (Original, Missing, Outdated, Not saved
//   yet, Up to date; text and icon, also in the tab's name) and Remove (after a confirmation; deleted on Save).
//   Without `form.translations.enabled` only `children` show.
// - <LanguageMarks record={post} />: a list's 'EN · DE · SW' marks: the original, each translation's state.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import EditNoteIcon from '@mui/icons-material/EditNote';
import ErrorIcon from '@mui/icons-material/Error';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutlineOutlined';
import UpdateIcon from '@mui/icons-material/Update';
import { visuallyHidden } from '@mui/utils';
import { useId, type ReactNode } from 'react';
import type { TranslationsField } from '../../../common/api-types.ts';
import { LANGUAGES, LANGUAGE_NAMES, type Lang } from '../../i18n/languages.ts';
import { useT } from '../../i18n/i18n.tsx';
import type { AdminForm, FormValues } from './admin-form.ts';
import { useConfirm } from './confirm-dialog.tsx';
import { TextInput, useFormValues } from './form-fields.tsx';
import { RichTextInput } from './rich-text-input.tsx';
import { plainText } from '../../../common/rich-text.ts';
import { ORIGINAL, type LangTab, type TranslationState } from './use-translations.ts';

const STATE_ICONS = {
  original: EditNoteIcon,
  missing: RemoveCircleOutlineIcon,
  outdated: UpdateIcon,
  unsaved: EditIcon,
  current: CheckCircleIcon,
} as const;

const STATE_COLORS: Record<TranslationState, string> = {
  original: 'primary.main',
  missing: 'text.secondary',
  outdated: 'warning.dark',
  unsaved: 'info.dark',
  current: 'success.dark',
};

function StateIcon({ state }: { state: TranslationState }) {
  const Icon = STATE_ICONS[state];
  return <Icon aria-hidden fontSize="inherit" sx={{ color: STATE_COLORS[state], fontSize: '1.1em' }} />;
}

export function TranslationTabs<V extends FormValues>({ form, children }: { form: AdminForm<V>; children: ReactNode }) {
  const { t } = useT();
  const id = useId();
  const tr = form.translations;
  const disabled = form.saving;
  if (!tr.enabled) return <>{children}</>;
  const tabs: LangTab[] = [ORIGINAL, ...tr.others];
  const tabId = (tab: LangTab) => `${id}-tab-${tab}`;
  const panelId = (tab: LangTab) => `${id}-panel-${tab}`;
  const stateText = (tab: LangTab) => {
    const state = tab === ORIGINAL ? 'original' : tr.state(tab);
    return t(`admin.translations.state.${state}`);
  };
  const langOf = (tab: LangTab): Lang => (tab === ORIGINAL ? tr.original : tab);
  return (
    <>
      <Tabs
        value={tr.tab}
        onChange={(_event, tab: LangTab) => tr.setTab(tab)}
        aria-label={t('admin.translations.tabsLabel')}
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => {
          const state = tab === ORIGINAL ? 'original' : tr.state(tab);
          const error = tab !== ORIGINAL && tr.hasErrors(tab);
          return (
            <Tab
              key={tab}
              value={tab}
              id={tabId(tab)}
              aria-controls={panelId(tab)}
              data-testid={`lang-tab-${langOf(tab)}`}
              // On a phone the three tabs share the width (each state under its language), so none hides
              // behind the scroll arrows.
              sx={{
                textTransform: 'none',
                minHeight: 48,
                flex: { xs: 1, sm: 'none' },
                minWidth: 0,
                px: { xs: 1, sm: 2 },
              }}
              label={
                <Box
                  component="span"
                  sx={{
                    display: 'inline-flex',
                    flexDirection: { xs: 'column', sm: 'row' },
                    alignItems: 'center',
                    gap: { xs: 0.25, sm: 0.75 },
                    lineHeight: 1.2,
                  }}
                >
                  <span>{LANGUAGE_NAMES[langOf(tab)]}</span>
                  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25 }}>
                    <StateIcon state={state} />
                    <Box component="span" sx={{ fontSize: '0.8rem', color: 'text.secondary' }}>
                      {' · '}
                      {stateText(tab)}
                    </Box>
                  </Box>
                  {error && (
                    <Box
                      component="span"
                      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.25, color: 'error.main' }}
                    >
                      <ErrorIcon aria-hidden fontSize="inherit" />
                      <Box component="span" sx={{ fontSize: '0.8rem' }}>
                        {' · '}
                        {t('admin.translations.hasErrors')}
                      </Box>
                    </Box>
                  )}
                </Box>
              }
            />
          );
        })}
      </Tabs>
      <Box
        role="tabpanel"
        id={panelId(ORIGINAL)}
        aria-labelledby={tabId(ORIGINAL)}
        sx={{ display: tr.tab === ORIGINAL ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}
      >
        {children}
        <TextField
          id={`${id}-original-lang`}
          label={t('admin.translations.originalLang')}
          helperText={t('admin.translations.originalLangHint')}
          select
          value={tr.original}
          onChange={(event) => tr.setOriginal(event.target.value as Lang)}
          disabled={disabled}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {LANGUAGES.map((lang) => {
            // A language with a translation kept cannot become the original (remove the translation first).
            const taken = lang !== tr.original && tr.state(lang) !== 'missing';
            return (
              <option key={lang} value={lang} disabled={taken}>
                {taken
                  ? t('admin.translations.hasTranslation', { language: t(`admin.translations.languageName.${lang}`) })
                  : LANGUAGE_NAMES[lang]}
              </option>
            );
          })}
        </TextField>
      </Box>
      {/* Only the tab shown is drawn: the texts live in `tr`, and no hidden field shares a label with the original's. */}
      {tr.others.map((lang) => (
        <Box
          key={lang}
          role="tabpanel"
          id={panelId(lang)}
          aria-labelledby={tabId(lang)}
          hidden={tr.tab !== lang}
          sx={{ display: tr.tab === lang ? 'flex' : 'none', flexDirection: 'column', gap: 2 }}
        >
          {tr.tab === lang && <TranslationPanel form={form as AdminForm} lang={lang} />}
        </Box>
      ))}
    </>
  );
}

function TranslationPanel({ form, lang }: { form: AdminForm; lang: Lang }) {
  const { t } = useT();
  const confirm = useConfirm();
  const tr = form.translations;
  const disabled = form.saving;
  const original = useFormValues(form);
  const language = t(`admin.translations.languageName.${lang}`);
  const state = tr.state(lang);
  const remove = async () => {
    const sure = await confirm(t('admin.translations.confirmRemove', { language }), {
      confirmLabel: t('admin.translations.removeConfirm'),
    });
    if (sure) tr.remove(lang);
  };
  return (
    <>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('admin.translations.intro', { language, original: t(`admin.translations.languageName.${tr.original}`) })}
      </Typography>
      {state === 'outdated' && (
        <Typography
          variant="body2"
          role="note"
          sx={{ display: 'flex', gap: 0.75, alignItems: 'center', color: 'warning.dark' }}
        >
          <UpdateIcon aria-hidden fontSize="small" />
          {t('admin.translations.outdatedHint')}
        </Typography>
      )}
      {state === 'outdated' && (
        <Box>
          <Button variant="outlined" onClick={() => tr.confirmCurrent(lang)} disabled={disabled}>
            {t('admin.translations.stillCorrect')}
          </Button>
        </Box>
      )}
      {tr.fieldNames.map((field) => {
        const name = `translations.${lang}.${field}`;
        const originalId = `${form.idFor(name)}-original`;
        const input = { form, name, label: form.label(field), disabled };
        const lines = form.lines?.[field];
        return (
          <Box
            key={field}
            sx={{ display: 'grid', gap: { xs: 1, md: 2 }, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
          >
            <Box
              id={originalId}
              data-testid="original-text"
              sx={{ bgcolor: 'grey.50', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, minWidth: 0 }}
            >
              <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block' }}>
                {t('admin.translations.originalText', {
                  language: t(`admin.translations.languageName.${tr.original}`),
                })}{' '}
                · {form.label(field)}
              </Typography>
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere', maxHeight: 240, overflowY: 'auto' }}
              >
                {plainText((original[field] as string | undefined) ?? '') || (
                  <Box component="span" sx={{ fontStyle: 'italic', color: 'text.secondary' }}>
                    {t('admin.translations.emptyOriginal')}
                  </Box>
                )}
              </Typography>
              {/* A formatted text's translation may start as a copy of it: its pictures, links and lists stay, and
                  the translator replaces the words (staff trial, issue 38). */}
              {form.rich.includes(field) && typeof original[field] === 'string' && original[field] !== '' && (
                <Button
                  size="small"
                  variant="outlined"
                  disabled={disabled}
                  onClick={() => form.setValue(name as never, original[field])}
                  sx={{ mt: 1 }}
                >
                  {t('admin.translations.startFromOriginal')}
                </Button>
              )}
            </Box>
            {form.rich.includes(field) ? (
              <RichTextInput {...input} describedBy={originalId} />
            ) : (
              <TextInput {...input} lines={lines} slotProps={{ htmlInput: { 'aria-describedby': originalId } }} />
            )}
          </Box>
        );
      })}
      {state !== 'missing' && (
        <Box>
          <Button color="error" variant="outlined" onClick={() => void remove()} disabled={disabled}>
            {t('admin.translations.remove', { language })}
          </Button>
        </Box>
      )}
    </>
  );
}

const MARK_KEYS = {
  original: 'admin.translations.mark.original',
  missing: 'admin.translations.mark.missing',
  outdated: 'admin.translations.mark.outdated',
  current: 'admin.translations.mark.current',
} as const;

/** 'EN · DE · SW' under a list's record: the original marked, each translation's state by icon and name. */
export function LanguageMarks({ record }: { record: object }) {
  const { t } = useT();
  // Present when the list was read with ?with=translations.
  const { originalLang, translations = {} } = record as Partial<TranslationsField>;
  if (!originalLang) return null;
  const stateOf = (lang: Lang): keyof typeof MARK_KEYS => {
    if (lang === originalLang) return 'original';
    const info = translations[lang];
    return !info ? 'missing' : info.outdated ? 'outdated' : 'current';
  };
  // Not a list: the cards are list items themselves, and a nested list would change their count for readers.
  return (
    <Box
      component="p"
      data-testid="language-marks"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.75, m: 0, fontSize: '0.8rem' }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t('admin.translations.tabsLabel')}:{' '}
      </Box>
      {LANGUAGES.map((lang, index) => {
        const state = stateOf(lang);
        const text = t(MARK_KEYS[state], { language: LANGUAGE_NAMES[lang] });
        return (
          <Box
            component="span"
            key={lang}
            title={text}
            data-state={state}
            data-lang={lang}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 0.25,
              fontWeight: state === 'original' ? 700 : 400,
              color: state === 'missing' ? 'text.secondary' : 'text.primary',
              textDecoration: state === 'missing' ? 'line-through' : undefined,
            }}
          >
            <span aria-hidden>{lang.toUpperCase()}</span>
            <StateIcon state={state} />
            <Box component="span" sx={visuallyHidden}>
              {text}
              {index < LANGUAGES.length - 1 ? '; ' : ''}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
