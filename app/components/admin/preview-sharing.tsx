// A post's preview (issue 38 point 2), on its card and in its editor while it is not public: "Preview" opens its
// own address (the page shows it to who may edit it, with a "Preview: not public" band), "Share preview link"
// makes a link that works for PREVIEW_LINK_DAYS without an account and copies it, "Stop sharing" revokes every
// link of the post (server/api/blogs.ts). "Preview changes" (openChangesPreview) opens the editor's unsaved values
// at the post's address, whatever its state.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { useEffect, useState } from 'react';
import type { BlogPost, PreviewLink, PreviewSharing } from '../../../common/api-types.ts';
import { postState } from '../../../common/publishing.ts';
import { useT } from '../../i18n/i18n.tsx';
import { formatSchoolTime } from './format.ts';
import { useAdminApi } from './use-admin-api.ts';

export function PreviewActions({ post, loadSharing = false }: { post: BlogPost; loadSharing?: boolean }) {
  const { t, lang } = useT();
  const { send } = useAdminApi();
  const [until, setUntil] = useState<string | null>(null);
  const [note, setNote] = useState<{ text: string; link?: string; error?: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const path = `/api/blogs/${post._id}/preview-links`;
  const isPublic = postState(post) === 'published';

  // The editor says whether the post is shared now (the list's cards do not ask, one request per card).
  useEffect(() => {
    if (!loadSharing || isPublic) return;
    void send<PreviewSharing>(path).then((result) => result.ok && setUntil(result.data.sharedUntil));
  }, [loadSharing, isPublic, path, send]);

  if (isPublic) return null;
  const date = (iso: string) => formatSchoolTime(iso, lang, { zone: true });

  async function share() {
    setBusy(true);
    const result = await send<PreviewLink>(path, { method: 'POST' });
    setBusy(false);
    if (!result.ok) return setNote({ text: t('admin.blog.preview.shareFailed'), error: true });
    setUntil(result.data.expiresAt);
    const link = new URL(result.data.url, window.location.origin).href;
    const copied = await navigator.clipboard?.writeText(link).then(
      () => true,
      () => false,
    );
    // Where the browser refuses to copy, the link is shown to be copied by hand.
    setNote({
      text: t(copied ? 'admin.blog.preview.copied' : 'admin.blog.preview.copyByHand', {
        date: date(result.data.expiresAt),
      }),
      link,
    });
  }

  async function stop() {
    setBusy(true);
    const result = await send<PreviewSharing>(path, { method: 'DELETE' });
    setBusy(false);
    if (!result.ok) return setNote({ text: t('admin.blog.preview.stopFailed'), error: true });
    setUntil(null);
    setNote({ text: t('admin.blog.preview.stopped') });
  }

  return (
    <Box data-testid="preview-actions" sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 1 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          size="small"
          variant="outlined"
          href={`/blog/${post._id}`}
          target="_blank"
          startIcon={<VisibilityIcon />}
        >
          {t('admin.blog.preview.open')}
        </Button>
        <Button size="small" variant="outlined" onClick={share} disabled={busy} startIcon={<LinkIcon />}>
          {t('admin.blog.preview.share')}
        </Button>
        {until && (
          <Button size="small" color="error" onClick={stop} disabled={busy} startIcon={<LinkOffIcon />}>
            {t('admin.blog.preview.stop')}
          </Button>
        )}
      </Box>
      <Box role="status" aria-live="polite">
        {note && (
          <Typography variant="body2" sx={{ color: note.error ? 'error.main' : 'success.dark', fontWeight: 500 }}>
            {note.text}
          </Typography>
        )}
        {!note && until && (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('admin.blog.preview.sharedUntil', { date: date(until) })}
          </Typography>
        )}
      </Box>
      {note?.link && (
        <TextField
          size="small"
          label={t('admin.blog.preview.link')}
          value={note.link}
          slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'preview-link' } }}
          onFocus={(event) => event.target.select()}
        />
      )}
    </Box>
  );
}

/**
 * Opens the post's own address in a new tab showing `fields` (the editor's values, as a save would send them)
 * instead of the stored post, nothing saved: a plain form POSTed there, which the server checks and cleans as a
 * save (server/pages.ts, docs/decisions/019). A form rather than a fetch: the new tab is the page itself, and the
 * public page needs no script for it.
 */
export function openChangesPreview(postId: string, fields: Record<string, string>) {
  const form = document.createElement('form');
  form.method = 'post';
  form.action = `/blog/${encodeURIComponent(postId)}`;
  form.target = '_blank';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    // A text area keeps the text's line breaks as they are.
    const input = document.createElement('textarea');
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
  form.remove();
}
