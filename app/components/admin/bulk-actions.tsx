// Several items of an admin list at once (issue 38 point 5): a check box on each item, and a bar while some are
// chosen: how many, "Select all on this page", Delete selected (to the trash) and, where the records have a
// category, a new category for them. Each asks first, then sends one request per item through the API's own
// routes (DELETE, and PUT with the category alone: the rest stays), so every item goes through the save path
// and the trash as one delete would; what failed is said with its item's name and reason, what worked stays done.
//   const bulk = useBulk({ path: '/api/gallery', items, name: (item) => item.title, categories });
//   <PictureCard ... selection={bulk.selection(item)} />   and above the list {bulk.bar}
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import { TRASH_KEEP_DAYS } from '../../../common/constants.ts';
import { useT } from '../../i18n/i18n.tsx';
import { useConfirm } from './confirm-dialog.tsx';
import { useReason } from './error-text.ts';
import { useNotice } from './notice.tsx';
import { useAdminApi, type AdminResult } from './use-admin-api.ts';

/** An item's check box. */
export interface Selection {
  checked: boolean;
  label: string;
  toggle: () => void;
}

export interface BulkOptions<T> {
  /** The list's API address: /api/gallery. */
  path: string;
  items: T[];
  name: (item: T) => string;
  /** The categories the records may take (a new category for several at once); none: delete only. */
  categories?: readonly string[];
}

export function useBulk<T extends { _id: string }>({ path, items, name, categories }: BulkOptions<T>) {
  const { t } = useT();
  const reason = useReason();
  const confirm = useConfirm();
  const notify = useNotice();
  const { send } = useAdminApi();
  const revalidator = useRevalidator();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [category, setCategory] = useState('');
  const [busy, setBusy] = useState(false);
  // Only what this page shows counts (another page's choice is not carried over).
  const selected = items.filter((item) => chosen.has(item._id));

  const toggle = (id: string) =>
    setChosen((before) => {
      const next = new Set(before);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  /** Sends one request per chosen item; says how it went, naming what failed and why. */
  async function run(request: (item: T) => Promise<AdminResult<unknown>>, done: string) {
    setBusy(true);
    const failures: string[] = [];
    let signedOut = false;
    for (const item of selected) {
      const answer = await request(item);
      if (answer.ok) continue;
      if (answer.status === 401) signedOut = true;
      failures.push(`${name(item)} (${reason(answer)})`);
      if (signedOut) break;
    }
    setBusy(false);
    setChosen(new Set());
    await revalidator.revalidate();
    if (signedOut) return;
    if (failures.length === 0) notify(done);
    else
      notify(
        t('admin.bulk.partial', {
          done: selected.length - failures.length,
          total: selected.length,
          failures: failures.join('; '),
        }),
        'error',
      );
  }

  async function remove() {
    const count = selected.length;
    const one = count === 1;
    const question = one ? t('admin.bulk.confirmDeleteOne') : t('admin.bulk.confirmDelete', { count });
    const note = t(one ? 'admin.common.undoDelete' : 'admin.common.undoDeleteMany', { days: TRASH_KEEP_DAYS });
    if (!(await confirm(question, { note }))) return;
    await run((item) => send(`${path}/${item._id}`, { method: 'DELETE' }), t('admin.bulk.deleted', { count }));
  }

  async function recategorise() {
    const count = selected.length;
    const question = t('admin.bulk.confirmCategory', { count, category });
    if (!(await confirm(question, { confirmLabel: t('admin.bulk.change') }))) return;
    await run(
      (item) => {
        const form = new FormData();
        form.set('category', category);
        return send(`${path}/${item._id}`, { method: 'PUT', form });
      },
      t('admin.bulk.changed', { count }),
    );
  }

  const everyOne = items.length > 0 && selected.length === items.length;
  const bar = (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('admin.bulk.label')}
      sx={{ p: 1, display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
    >
      <FormControlLabel
        sx={{ ml: 0 }}
        control={
          <Checkbox
            checked={everyOne}
            indeterminate={selected.length > 0 && !everyOne}
            disabled={busy || items.length === 0}
            onChange={() => setChosen(everyOne ? new Set() : new Set(items.map((item) => item._id)))}
          />
        }
        label={t('admin.bulk.selectPage')}
      />
      {selected.length > 0 && (
        <>
          <Typography role="status" sx={{ fontWeight: 500 }}>
            {t('admin.bulk.selected', { count: selected.length })}
          </Typography>
          <Button color="error" variant="outlined" disabled={busy} onClick={() => void remove()}>
            {t('admin.bulk.delete')}
          </Button>
          {categories && (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
              <TextField
                select
                size="small"
                label={t('admin.bulk.category')}
                value={category}
                onChange={(event) => setCategory(event.target.value)}
                sx={{ minWidth: 180 }}
              >
                {categories.map((c) => (
                  <MenuItem key={c} value={c}>
                    {c}
                  </MenuItem>
                ))}
              </TextField>
              <Button variant="outlined" disabled={busy || !category} onClick={() => void recategorise()}>
                {t('admin.bulk.applyCategory')}
              </Button>
            </Box>
          )}
          <Button disabled={busy} onClick={() => setChosen(new Set())}>
            {t('admin.bulk.clear')}
          </Button>
        </>
      )}
    </Paper>
  );

  const selection = (item: T): Selection => ({
    checked: chosen.has(item._id),
    label: t('admin.bulk.select', { name: name(item) }),
    toggle: () => toggle(item._id),
  });
  return { bar, selection };
}

/** An item's check box (its label names the item, for screen readers). */
export function SelectBox({ selection }: { selection: Selection }) {
  return (
    <Checkbox
      checked={selection.checked}
      onChange={selection.toggle}
      slotProps={{ input: { 'aria-label': selection.label } }}
    />
  );
}
