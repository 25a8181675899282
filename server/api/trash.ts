// /api/trash (Admin only): what was deleted, by whom and when; restore an item or delete it for good. Every
// DELETE of a record in TRASH_RECORD_TYPES moves it here (`deleteToTrash`), and the spec's answer stays.
import { Hono, type Context } from 'hono';
import type { Restored, TrashItem, TrashList } from '../../common/api-types.ts';
import type { TrashRecordType } from '../../common/constants.ts';
import { API_ACCESS } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow } from '../auth/guard.ts';
import { notFound } from '../http/errors.ts';
import type { Trx } from '../media/media-store.ts';
import { findTrashRow, listTrash, presentTrash } from '../repositories/trash.ts';
import { TRASH_KINDS, type AnyRow } from '../trash/kinds.ts';
import { moveToTrash, purgeFromTrash, restoreFromTrash, TRASH_ITEM_GONE } from '../trash/trash.ts';
import { noteActivity, noteDeleted } from './activity.ts';
import { deleted, found, idParam } from './route-helpers.ts';

const access = API_ACCESS.trash;

/** Who is deleting: the signed-in user. */
export const deleterOf = (c: Context<AppEnv>) => ({
  userId: c.var.user?._id ?? null,
  userName: c.var.user?.name ?? 'visitor',
});

/**
 * The spec's DELETE of a record, which now moves it to the trash: logged as 'Deleted "title"' and answered
 * as before. `refuse` runs inside the transaction first (a 409 leaves everything as it was).
 */
export async function deleteToTrash(
  deps: Deps,
  c: Context<AppEnv>,
  type: TrashRecordType,
  row: AnyRow,
  refuse?: (trx: Trx) => Promise<void>,
): Promise<Response> {
  await moveToTrash(deps, type, row, deleterOf(c), refuse);
  await noteDeleted(deps, c, type, row as { _id: string; ownerId?: string | null }, TRASH_KINDS[type].title(row));
  return deleted(c, row._id);
}

/** The activity log's record fields for a trash entry (a blog post's owner may read its entries). */
const noteOf = (item: TrashItem, row: AnyRow) => ({
  recordType: item.recordType,
  recordId: item.recordId,
  recordOwnerId: typeof row.ownerId === 'string' ? row.ownerId : null,
});

export function trashRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) =>
    c.json({ items: (await listTrash(deps.db)).map(presentTrash) } satisfies TrashList),
  );

  app.post('/:id/restore', allow(access.write), async (c) => {
    const entry = found(await findTrashRow(deps.db, idParam(c)), TRASH_ITEM_GONE);
    const row = await restoreFromTrash(deps, entry);
    const item = presentTrash(entry);
    await noteActivity(deps, c, { ...noteOf(item, row), action: 'restore', summary: `Restored "${item.title}"` });
    return c.json({
      message: 'Restored.',
      _id: entry._id,
      recordType: item.recordType,
      recordId: item.recordId,
    } satisfies Restored);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const entry = found(await findTrashRow(deps.db, idParam(c)), TRASH_ITEM_GONE);
    if (!(await purgeFromTrash(deps, entry))) throw notFound(TRASH_ITEM_GONE);
    const item = presentTrash(entry);
    const note = noteOf(item, JSON.parse(entry.row) as AnyRow);
    await noteActivity(deps, c, { ...note, action: 'delete', summary: `Deleted "${item.title}" for good` });
    return deleted(c, entry._id);
  });

  return app;
}
