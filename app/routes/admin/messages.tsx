// Contact messages inbox (/admin/messages; Admin and Director; beyond the spec, DESIGN.md section 6.5):
// the messages sent through the site's contact forms, newest first; unread ones are marked. Each can be
// marked read or unread, answered by e-mail, or deleted after 'Are you sure you want to delete this message?'.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DraftsIcon from '@mui/icons-material/Drafts';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import ReplyIcon from '@mui/icons-material/Reply';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { ContactMessage } from '../../../common/api-types.ts';
import { TRASH_KEEP_DAYS } from '../../../common/constants.ts';
import { asOneLine } from '../../../common/activity.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useConfirm } from '../../components/admin/confirm-dialog.tsx';
import { formatSchoolTime, newestFirst } from '../../components/admin/format.ts';
import { AdminPage, EmptyState, Loading, LoadError } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { adminGet, useAdminApi, useLoaded, type AdminResult } from '../../components/admin/use-admin-api.ts';
import type { Route } from './+types/messages.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.contactMessages', noindex: true });

export function clientLoader() {
  return { messages: adminGet<ContactMessage[]>('contactMessages', '/api/contact') };
}

function MessageCard({
  message,
  busy,
  onToggle,
  onDelete,
}: {
  message: ContactMessage;
  busy: boolean;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t, lang } = useT();
  const unread = !message.read;
  // What a visitor typed, shown as one isolated line: no line breaks or direction overrides that reorder the page.
  const name = asOneLine(message.name);
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={name}
      data-unread={unread ? 'true' : 'false'}
      sx={{
        p: 2,
        borderLeft: 4,
        borderLeftColor: unread ? 'secondary.main' : 'divider',
        bgcolor: unread ? '#fff8f0' : 'background.paper',
      }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', alignItems: 'baseline' }}>
        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: unread ? 700 : 500 }}>
          <bdi>{name}</bdi>
          {unread && (
            <Chip
              label={t('admin.messages.unread')}
              size="small"
              color="secondary"
              sx={{ ml: 1, verticalAlign: 'middle' }}
            />
          )}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          <time dateTime={message.createdAt}>{formatSchoolTime(message.createdAt, lang, { zone: true })}</time>
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        <Link href={`mailto:${message.email}`}>{message.email}</Link>
        {message.phone ? ` · ${t('admin.messages.phone', { phone: message.phone })}` : ''}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap', my: 1.5, overflowWrap: 'anywhere' }}>{message.message}</Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          startIcon={unread ? <DraftsIcon /> : <MarkEmailUnreadIcon />}
          onClick={onToggle}
          disabled={busy}
        >
          {unread ? t('admin.messages.markRead') : t('admin.messages.markUnread')}
        </Button>
        <Button size="small" startIcon={<ReplyIcon />} href={`mailto:${message.email}`}>
          {t('admin.messages.reply')}
        </Button>
        <Button size="small" color="error" startIcon={<DeleteIcon />} onClick={onDelete} disabled={busy}>
          {t('admin.common.delete')}
        </Button>
      </Box>
    </Paper>
  );
}

function MessageList({
  promise,
  unreadOnly,
}: {
  promise: Promise<AdminResult<ContactMessage[]>>;
  unreadOnly: boolean;
}) {
  const { t } = useT();
  const result = useLoaded(promise);
  const { send } = useAdminApi();
  const confirm = useConfirm();
  const notify = useNotice();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);

  if (!result.ok) return <LoadError failure={result} text={t('admin.messages.fetchError')} />;
  const all = newestFirst(result.data);
  const unreadCount = all.filter((m) => !m.read).length;
  const shown = unreadOnly ? all.filter((m) => !m.read) : all;

  const toggle = async (message: ContactMessage) => {
    setBusy(message._id);
    const answer = await send(`/api/contact/${message._id}`, { method: 'PUT', json: { read: !message.read } });
    if (answer.ok) await revalidator.revalidate();
    else if (answer.status !== 401) notify(t('admin.messages.updateError'), 'error');
    setBusy(null);
  };
  const remove = async (message: ContactMessage) => {
    const note = t('admin.common.undoDelete', { days: TRASH_KEEP_DAYS });
    if (!(await confirm(t('admin.messages.confirmDelete'), { note }))) return;
    setBusy(message._id);
    const answer = await send(`/api/contact/${message._id}`, { method: 'DELETE' });
    if (answer.ok) {
      notify(t('admin.messages.deleted'));
      await revalidator.revalidate();
    } else if (answer.status !== 401) notify(t('admin.messages.deleteError'), 'error');
    setBusy(null);
  };

  return (
    <>
      <Typography sx={{ fontWeight: 500 }} data-testid="unread-count">
        {t('admin.messages.unreadCount', { count: unreadCount })}
      </Typography>
      {shown.length === 0 ? (
        <EmptyState text={t('admin.messages.empty')} />
      ) : (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
          {shown.map((message) => (
            <MessageCard
              key={message._id}
              message={message}
              busy={busy === message._id}
              onToggle={() => toggle(message)}
              onDelete={() => remove(message)}
            />
          ))}
        </Box>
      )}
    </>
  );
}

export default function Messages({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const [unreadOnly, setUnreadOnly] = useState(false);
  return (
    <AdminPage title={t('admin.messages.title')}>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'space-between',
          alignItems: 'center',
          gap: 1,
          flexWrap: 'wrap',
          mt: -1,
        }}
      >
        <Typography sx={{ color: 'text.secondary' }}>{t('admin.messages.intro')}</Typography>
        <FormControlLabel
          control={<Switch checked={unreadOnly} onChange={(e) => setUnreadOnly(e.target.checked)} />}
          label={t('admin.messages.showUnread')}
        />
      </Box>
      <Loading>
        <MessageList promise={loaderData.messages} unreadOnly={unreadOnly} />
      </Loading>
    </AdminPage>
  );
}
