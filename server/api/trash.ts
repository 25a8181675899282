// /api/trash: what was deleted, by whom and when; restore an item (the Admin any, other staff their own: `mayUse`)
// or delete it for good (the Admin). Every DELETE of a record whose resource keeps it in the trash moves it here
// (`deleteToTrash`), and the spec's answer stays. Each change writes its activity entry in its own transaction.
import { Hono, type Context } from 'hono';
import type { Restored, TrashList } from '../../common/api-types.ts';
import type { TrashRecordType } from '../../common/resources/index.ts';
import { API_ACCESS } from '../../common/permissions.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { TrashRow } from '../db/schema.ts';
import { allows } from '../../common/roles.ts';
import { RESOURCES } from '../../common/resources/index.ts';
import type { Resource } from '../../common/resources/resource.ts';
import { notFound } from '../http/errors.ts';
import type { Trx } from '../media/media-store.ts';
import { recordActivity, type ActivityNote } from '../repositories/activity.ts';
import { deleteWithFiles } from '../repositories/stored-files.ts';
import { removeTranslations } from '../repositories/translations.ts';
import { findTrashRow, listTrash, presentTrash } from '../repositories/trash.ts';
import { fileKeysOf } from '../../common/resources/fields.ts';
import type { ServerResource } from '../resources/index.ts';
import { actorOf } from '../resources/routes.ts';
import { TRASH_KINDS, type AnyRow } from '../trash/kinds.ts';
import { moveToTrash, purgeFromTrash, restoreFromTrash, TRASH_ITEM_GONE } from '../trash/trash.ts';
import { deleted, found, idParam } from './route-helpers.ts';

const access = API_ACCESS.trash;

/** Who is deleting: the signed-in user. */
export const deleterOf = (c: Context<AppEnv>) => ({
  userId: c.var.user?._id ?? null,
  userName: c.var.user?.name ?? 'visitor',
});

/** The activity log's record fields of a row (a blog post's owner may read its entries). */
const about = (recordType: string, row: AnyRow) => ({
  recordType: recordType as ActivityNote['recordType'],
  recordId: row._id,
  recordOwnerId: typeof row.ownerId === 'string' ? row.ownerId : null,
});

/** Writes an activity entry inside the change's transaction. */
const note = (deps: Deps, c: Context<AppEnv>, entry: ActivityNote) => (trx: Trx) =>
  recordActivity(trx, deps.clock.now(), actorOf(c), entry);

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
  const title = TRASH_KINDS[type].title(row);
  const done = note(deps, c, { ...about(type, row), action: 'delete', details: { title } });
  await moveToTrash(deps, type, row, deleterOf(c), { refuse, done });
  return deleted(c, row._id);
}

/** The DELETE of a record its resource does not keep in the trash (the director's message, the partner profile). */
export async function deleteForGood(
  deps: Deps,
  c: Context<AppEnv>,
  resource: ServerResource,
  row: AnyRow,
): Promise<Response> {
  const { def } = resource;
  await deleteWithFiles(deps.media, fileKeysOf(def.fields, row), async (trx) => {
    await resource.rows.remove(trx, row._id);
    await removeTranslations(trx, def.name, row._id);
    await note(deps, c, { ...about(def.name, row), action: 'delete', details: { title: def.title(row as never) } })(
      trx,
    );
  });
  deps.cache.invalidate(resource.cacheKey);
  return deleted(c, row._id);
}

/**
 * Whether this user may see and restore a trash entry: every entry for `readAll` (the Admin); for others a record
 * of a kind they may still change that is theirs: their own post, or (a kind without owners) one they deleted.
 */
function mayUse(user: SessionUser, entry: TrashRow): boolean {
  if (allows(access.readAll, user.role)) return true;
  const def = RESOURCES[entry.recordType as TrashRecordType] as Resource | undefined;
  if (!def || !allows(def.access.write, user.role)) return false;
  if ('ownerId' in def.fields) return (JSON.parse(entry.row) as AnyRow).ownerId === user._id;
  return entry.deletedById === user._id;
}

export function trashRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => {
    const user = currentUser(c);
    const entries = (await listTrash(deps.db)).filter((entry) => mayUse(user, entry));
    return c.json({ items: entries.map(presentTrash) } satisfies TrashList);
  });

  app.post('/:id/restore', allow(access.write), async (c) => {
    const entry = found(await findTrashRow(deps.db, idParam(c)), TRASH_ITEM_GONE);
    // Someone else's entry is answered as if it were not there: its title is not theirs to learn.
    if (!mayUse(currentUser(c), entry)) throw notFound(TRASH_ITEM_GONE);
    const item = presentTrash(entry);
    await restoreFromTrash(deps, entry, (trx, row) =>
      note(deps, c, { ...about(item.recordType, row), action: 'restore', details: { title: item.title } })(trx),
    );
    return c.json({
      message: 'Restored.',
      _id: entry._id,
      recordType: item.recordType,
      recordId: item.recordId,
    } satisfies Restored);
  });

  app.delete('/:id', allow(access.purge), async (c) => {
    const entry = found(await findTrashRow(deps.db, idParam(c)), TRASH_ITEM_GONE);
    const item = presentTrash(entry);
    const row = JSON.parse(entry.row) as AnyRow;
    const details = { title: item.title, purged: true };
    const purged = await purgeFromTrash(
      deps,
      entry,
      note(deps, c, { ...about(item.recordType, row), action: 'delete', details }),
    );
    if (!purged) throw notFound(TRASH_ITEM_GONE);
    return deleted(c, entry._id);
  });

  return app;
}
