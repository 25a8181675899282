// The order staff choose for hero pictures, gallery pictures, documents and schools (issue 38 point 5): each
// record has a `position`; lists sort by it first, then by creation as before (server/resources/lists.ts), so a
// list nobody ordered keeps the spec's order. Positions are spaced (POSITION_GAP) so a move changes the moved
// record alone, through the one save path (one activity entry 'reorder', caches dropped); when two neighbours
// leave no room between them, the list is first spaced out again in its current order (bookkeeping: the order
// does not change, so nothing is logged).
//   PUT /api/gallery/<id>/position  {"before": "<id>"} or {"after": "<id>"}  ->  { _id, place, total }
import { z } from 'zod';
import type { Resource, RowOfResource } from '../../common/resources/resource.ts';
import type { Deps } from '../context.ts';
import { ID_PATTERN } from '../db/ids.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { Actor } from '../repositories/activity.ts';
import type { ServerResource } from './index.ts';
import { saveRecord } from './save.ts';
import { POSITION_GAP, placesOf, spaceOut, type Placed } from './positions.ts';

const MOVE_INVALID = 'Send "before" or "after": the id of the record to place it next to.';
const recordId = z.string({ error: MOVE_INVALID }).regex(ID_PATTERN, MOVE_INVALID);

/** A move's body: next to which record the moved one goes (one of the two). */
export const moveSchema = z
  .object({ before: recordId.optional(), after: recordId.optional() }, { error: MOVE_INVALID })
  .refine((target) => (target.before === undefined) !== (target.after === undefined), MOVE_INVALID);
export type MoveTarget = z.infer<typeof moveSchema>;

export const MOVE_TARGET_GONE = 'The record to place it next to is no longer in the list.';

/** The position between two neighbours (either may be missing: the list's start or end), or null: no room. */
function between(before: Placed | undefined, after: Placed | undefined): number | null {
  if (!before && !after) return 0;
  if (!before) return after!.position - POSITION_GAP;
  if (!after) return before.position + POSITION_GAP;
  if (after.position - before.position < 2) return null;
  return Math.floor((before.position + after.position) / 2);
}

/**
 * Moves a record next to another of its list, through the one save path. Answers its place (1 = first) and the
 * list's length; a move to where it is writes nothing. 404 when the other record is gone, 400 for itself.
 */
export async function moveRecord<R extends Resource>(
  deps: Pick<Deps, 'db' | 'media' | 'cache' | 'clock'>,
  resource: ServerResource<R>,
  row: RowOfResource<R>,
  target: MoveTarget,
  actor: Actor,
): Promise<{ place: number; total: number }> {
  const { def } = resource;
  const id = row._id as string;
  const otherId = target.before ?? target.after!;
  if (otherId === id) throw badRequest('A record cannot be placed next to itself.');
  let places = await placesOf(deps.db, def);
  const from = places.findIndex((p) => p._id === id);
  const locate = () => {
    const rest = places.filter((p) => p._id !== id);
    const other = rest.findIndex((p) => p._id === otherId);
    if (other < 0 || from < 0) throw notFound(MOVE_TARGET_GONE);
    const at = target.before ? other : other + 1;
    return { at, position: between(rest[at - 1], rest[at]) };
  };
  let { at, position } = locate();
  if (at === from) return { place: at + 1, total: places.length };
  if (position === null) {
    places = await spaceOut(deps.db, def);
    ({ at, position } = locate());
  }
  await saveRecord(deps, resource, {
    stored: row,
    values: { position } as Partial<RowOfResource<R>>,
    actor,
    action: () => 'reorder',
    details: () => ({ position: { from: from + 1, to: at + 1 } }),
  });
  return { place: at + 1, total: places.length };
}
