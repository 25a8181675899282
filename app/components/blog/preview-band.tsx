// The band over a post that is not public yet (issue 38 point 2): its author, an Admin or a share link's holder
// sees the post at its own address as it will look, told plainly that visitors do not see it yet; staff previewing
// a post's unsaved changes ("Preview changes") are told that visitors still see the saved post.
import Box from '@mui/material/Box';
import { useT } from '../../i18n/i18n.tsx';

/**
 * `scheduled` is the post's publication date and time (East Africa Time), or null for a draft; `changes`: the
 * page shows unsaved changes.
 */
export function PreviewBand({
  scheduled,
  changes,
}: {
  scheduled: { date: string; time: string } | null;
  changes?: boolean;
}) {
  const { t } = useT();
  return (
    <Box
      role="status"
      data-preview-band
      sx={{ bgcolor: '#fff4e5', color: '#5f2b00', border: '2px solid #e65100', borderRadius: 1, px: 2, py: 1.5, mb: 2 }}
    >
      <strong>{t('blog.preview.band')}</strong>{' '}
      {changes
        ? t('blog.preview.changes')
        : scheduled
          ? t('blog.preview.scheduled', scheduled)
          : t('blog.preview.draft')}
    </Box>
  );
}
