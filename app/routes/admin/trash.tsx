// The trash (/admin/trash; issue 14 point 4, decision 019): what was deleted, by whom and when, the latest first.
// Restore puts an item back where it was (with its files); Delete for good (the Admin's) asks first. The daily
// sweep deletes for good what has been here 30 days. The Admin sees every item; other staff their own mistakes
// (issue 38: their own posts, and what they deleted themselves), which they may restore.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import RestoreFromTrashIcon from '@mui/icons-material/RestoreFromTrash';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { TrashItem, TrashList } from '../../../common/api-types.ts';
import { pageMeta } from '../../lib/meta.ts';
import { useT } from '../../i18n/i18n.tsx';
import { formatSchoolTime } from '../../components/admin/format.ts';
import { AdminPage, LoadedList, Loading } from '../../components/admin/list-page.tsx';
import { useNotice } from '../../components/admin/notice.tsx';
import { adminGet, useAdminApi } from '../../components/admin/use-admin-api.ts';
import { useReason } from '../../components/admin/error-text.ts';
import { API_ACCESS, allows } from '../../../common/permissions.ts';
import { useAdminUser } from '../../components/admin/admin-context.ts';
import type { Route } from './+types/trash.ts';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'admin.nav.trash', noindex: true });

export function clientLoader() {
  return {
    items: adminGet<TrashList>('trash', '/api/trash').then((result) =>
      result.ok ? { ...result, data: result.data.items } : result,
    ),
  };
}

/** The two things an Admin does with an item: restore it, or delete it for good (after the question). */
const ACTIONS = {
  restore: { startIcon: <RestoreFromTrashIcon />, variant: 'outlined' },
  deleteForGood: { startIcon: <DeleteForeverIcon />, color: 'error' },
} as const;
type Action = keyof typeof ACTIONS;

function TrashCard({
  item,
  busy,
  actions,
  onAction,
}: {
  item: TrashItem;
  busy: boolean;
  actions: Action[];
  onAction: (action: Action) => void;
}) {
  const { t, lang } = useT();
  return (
    <Paper component="li" variant="outlined" aria-label={item.title} sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip label={t(`admin.trash.kinds.${item.recordType}`)} size="small" />
        <Typography variant="h2" sx={{ fontSize: '1.05rem', fontWeight: 600, overflowWrap: 'anywhere' }}>
          {item.title}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        {t('admin.trash.deletedBy', {
          name: item.deletedByName,
          time: formatSchoolTime(item.deletedAt, lang, { zone: true }),
        })}
        {' · '}
        {t('admin.trash.keptUntil', { time: formatSchoolTime(item.purgeAt, lang, { zone: true }) })}
      </Typography>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1.5 }}>
        {actions.map((action) => (
          <Button
            key={action}
            size="small"
            {...ACTIONS[action]}
            onClick={() => onAction(action)}
            disabled={busy}
            aria-label={t(`admin.trash.${action}Item`, { name: item.title })}
          >
            {t(`admin.trash.${action}`)}
          </Button>
        ))}
      </Box>
    </Paper>
  );
}

export default function Trash({ loaderData }: Route.ComponentProps) {
  const { t } = useT();
  const reason = useReason();
  const { send } = useAdminApi();
  const notify = useNotice();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState<string | null>(null);
  const everything = allows(API_ACCESS.trash.readAll, useAdminUser().role);
  const actions: Action[] = allows(API_ACCESS.trash.purge, useAdminUser().role)
    ? ['restore', 'deleteForGood']
    : ['restore'];

  const restore = async (item: TrashItem) => {
    setBusy(item._id);
    const answer = await send(`/api/trash/${item._id}/restore`, { method: 'POST' });
    if (answer.ok) {
      notify(t('admin.trash.restored'));
      await revalidator.revalidate();
    } else if (answer.status === 404) {
      // Restored or deleted for good meanwhile (another tab, another Admin): the list is fetched again.
      notify(t('admin.trash.alreadyGone'), 'info');
      await revalidator.revalidate();
    } else if (answer.status !== 401) notify(t('admin.trash.restoreError', { reason: reason(answer) }), 'error');
    setBusy(null);
  };

  return (
    <AdminPage title={t('admin.trash.title')}>
      <Typography sx={{ color: 'text.secondary', mt: -1 }}>
        {t('admin.trash.intro')} {!everything && t('admin.trash.ownOnly')}
      </Typography>
      <Loading>
        <LoadedList
          promise={loaderData.items}
          loadError={() => t('admin.trash.fetchError')}
          empty={t('admin.trash.empty')}
          remove={(item) => ({
            path: `/api/trash/${item._id}`,
            question: t('admin.trash.confirmDelete'),
            deleted: t('admin.trash.deleted'),
            gone: t('admin.trash.alreadyGone'),
            failed: (failure) => t('admin.trash.deleteError', { reason: reason(failure) }),
          })}
        >
          {(items, remove) => (
            <Box
              component="ul"
              aria-label={t('admin.trash.list')}
              sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, p: 0, m: 0 }}
            >
              {items.map((item) => (
                <TrashCard
                  key={item._id}
                  item={item}
                  busy={busy === item._id}
                  actions={actions}
                  onAction={(action) => (action === 'restore' ? restore(item) : remove(item))}
                />
              ))}
            </Box>
          )}
        </LoadedList>
      </Loading>
    </AdminPage>
  );
}
