// Drafts and scheduled posts in the back office (issue 14 points 1 and 2, docs/decisions/019): a post's state as
// the list and the form show it (in words and with an icon, not by colour alone), the form's publication time in
// East Africa Time, and its second ways to save ('Save as draft', 'Publish now', 'Turn into draft'). The spec's
// own Save ('Publish' / 'Update') sends nothing about publishing unless a time is chosen, so it works as before.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import PublicIcon from '@mui/icons-material/Public';
import ScheduleIcon from '@mui/icons-material/Schedule';
import type { SyntheticEvent } from 'react';
import type { BlogPost } from '../../../common/api-types.ts';
import { parsePublishAt } from '../../../common/schemas.ts';
import { postState, type PostState } from '../../../common/publishing.ts';
import { schoolDateTime } from '../../../common/school-time.ts';
import { useT, type MessageKey } from '../../i18n/i18n.tsx';
import { formatSchoolTime } from './format.ts';

// A post's state (draft, scheduled, published) is common/publishing.ts's, as the server decides it.
export { postState, type PostState };

export interface PublishValues {
  publishDate: string;
  publishTime: string;
}

/** The form's publication date and time inputs: the stored time in East Africa Time, empty for none. */
export function publishValues(post: BlogPost | null): PublishValues {
  if (!post?.publishAt) return { publishDate: '', publishTime: '' };
  const { date, time } = schoolDateTime(new Date(post.publishAt));
  return { publishDate: date, publishTime: time };
}

/** A date without a time or a time without a date (also a date the browser emptied as invalid). */
export function halfFilled(values: PublishValues): boolean {
  return !values.publishDate !== !values.publishTime;
}

/** The inputs as the server reads them ('2026-12-01T07:00', East Africa Time; '' for none). */
function chosenTime(values: PublishValues, now: number) {
  const text = values.publishDate || values.publishTime ? `${values.publishDate}T${values.publishTime}` : '';
  const iso = text ? parsePublishAt(text) : undefined;
  return { text, future: !!iso && Date.parse(iso) > now, invalid: !!text && !iso };
}

/** What a second Save button asks for. */
export type PublishIntent = 'draft' | 'now';

/**
 * The publishing fields a save sends (docs/decisions/019). 'draft': a draft, keeping a time still to come;
 * 'now': published at once. The form's own Save: a new post or a draft is published, at the chosen time when it
 * is still to come (else now); a new post without a time sends nothing (published now, as the spec's form did);
 * a stored published post sends its time only when it was changed.
 */
export function publishingFields(
  post: BlogPost | null,
  values: PublishValues,
  intent?: string,
  now = Date.now(),
): { status?: string; publishAt?: string } {
  const time = chosenTime(values, now);
  // A time gone by means "now"; a time the server cannot read is sent, to be refused at the field.
  const wanted = time.future || time.invalid ? time.text : '';
  if (intent === 'draft') return { status: 'draft', publishAt: wanted };
  if (intent === 'now') return { status: 'published', publishAt: '' };
  if (!post) return wanted ? { status: 'published', publishAt: wanted } : {};
  if (post.status === 'draft') return { status: 'published', publishAt: wanted };
  const stored = publishValues(post);
  const changed = values.publishDate !== stored.publishDate || values.publishTime !== stored.publishTime;
  return changed ? { publishAt: time.text } : {};
}

/** The notice after a save, by the state the server answered. */
export function useSavedNotice(post: BlogPost | null) {
  const { t, lang } = useT();
  return (stored: BlogPost): string => {
    const state = postState(stored);
    if (state === 'draft') return t('admin.blog.draftSaved');
    if (state === 'scheduled')
      return t('admin.blog.scheduledSaved', { time: formatSchoolTime(stored.publishAt!, lang) });
    return t(post && postState(post) === 'published' ? 'admin.blog.updated' : 'admin.blog.created');
  };
}

/** The form's own Save button: 'Publish' or 'Schedule' (a time still to come) for a new post or a draft. */
export function saveLabelKey(post: BlogPost | null, values: PublishValues): MessageKey {
  if (post && post.status !== 'draft') return 'admin.blog.update';
  return chosenTime(values, Date.now()).future ? 'admin.blog.schedule' : 'admin.blog.publish';
}

const STATE_ICONS = { draft: EditNoteIcon, scheduled: ScheduleIcon, published: PublicIcon };

/** A post's state in words with an icon: 'Draft', 'Scheduled for 1 Dec 2026, 07:00 EAT', 'Published'. */
export function PostStatus({ post }: { post: BlogPost }) {
  const { t, lang } = useT();
  const state = postState(post);
  const Icon = STATE_ICONS[state];
  const label =
    state === 'draft'
      ? t('admin.blog.statusDraft')
      : state === 'scheduled'
        ? t('admin.blog.statusScheduled', { time: formatSchoolTime(post.publishAt!, lang) })
        : t('admin.blog.statusPublished');
  return (
    <Chip
      data-testid="post-status"
      data-state={state}
      icon={<Icon aria-hidden />}
      label={label}
      size="small"
      variant={state === 'published' ? 'outlined' : 'filled'}
      color={state === 'draft' ? 'default' : state === 'scheduled' ? 'info' : 'success'}
      sx={{
        maxWidth: '100%',
        height: 'auto',
        '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 },
        // White on the theme's light blue is 3.9:1, under WCAG's 4.5:1 for this small text; its dark blue is 7.4:1.
        ...(state === 'scheduled' && { bgcolor: 'info.dark' }),
      }}
    />
  );
}

interface PublishForm {
  values: PublishValues;
  errors: Record<string, string>;
  idFor: (name: string) => string;
  setValue: (name: keyof PublishValues, value: string) => void;
  setError: (name: string, message: string | null) => void;
}

/**
 * The publication time: a date and a time in East Africa Time (the legend says so). The server's message about
 * it (`fieldCodes.publishAt`) stands under them, and the focus goes to the date.
 */
export function PublishingFields({ form, post }: { form: PublishForm; post: BlogPost | null }) {
  const { t } = useT();
  const error = form.errors.publishAt;
  const hintId = form.idFor('publishAt-hint');
  const input = (name: keyof PublishValues, id: string, type: 'date' | 'time') => (
    <TextField
      id={id}
      name={name}
      type={type}
      label={t(`admin.blog.${name}`)}
      value={form.values[name]}
      onChange={(event) => {
        form.setValue(name, event.target.value);
        form.setError('publishAt', null);
      }}
      error={!!error}
      slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-describedby': hintId } }}
      sx={{ flex: '1 1 10rem' }}
    />
  );
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" sx={{ fontWeight: 500, mb: 1.5 }}>
        {t('admin.blog.publishAt')}
      </Typography>
      {post && (
        <Box sx={{ mb: 1.5, display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2">{t('admin.blog.statusNow')}</Typography>
          <PostStatus post={post} />
        </Box>
      )}
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        {input('publishDate', form.idFor('publishAt'), 'date')}
        {input('publishTime', form.idFor('publishTime'), 'time')}
      </Box>
      <Typography id={hintId} variant="body2" sx={{ mt: 0.75, color: error ? 'error.main' : 'text.secondary' }}>
        {error ?? t('admin.blog.publishHint')}
      </Typography>
    </Box>
  );
}

/**
 * The second ways to save beside the spec's Save: a new post or a draft 'Save as draft'; a scheduled post
 * 'Publish now'; a published or scheduled post 'Turn into draft'.
 */
export function PublishingButtons({
  post,
  saving,
  submitAs,
}: {
  post: BlogPost | null;
  saving: boolean;
  submitAs: (intent: PublishIntent) => (event: SyntheticEvent) => void;
}) {
  const { t } = useT();
  const state = post ? postState(post) : 'draft';
  return (
    <>
      {state === 'scheduled' && (
        <Button variant="outlined" onClick={submitAs('now')} disabled={saving}>
          {t('admin.blog.publishNow')}
        </Button>
      )}
      <Button variant="outlined" onClick={submitAs('draft')} disabled={saving}>
        {t(state === 'draft' ? 'admin.blog.saveDraft' : 'admin.blog.backToDraft')}
      </Button>
    </>
  );
}
