// Positions of the records in the lists staff order (server/resources/order.ts): read in the lists' order, a new
// record's place, and spacing a list out again. Used by the save path too (a new record's position).
import { sql, type Kysely } from 'kysely';
import type { Resource } from '../../common/resources/resource.ts';
import type { Db } from '../db/database.ts';

/** The room left between two neighbours' positions. */
export const POSITION_GAP = 1024;

/** Whether a resource's lists are ordered by staff. */
export const isOrdered = (def: Resource) => 'position' in def.fields;

export type Placed = { _id: string; position: number };
type LooseDb = Kysely<Record<string, Placed & { createdAt: string }>>;

/** The ids and positions of a list, in its order (as lists.ts orders it). */
export async function placesOf(db: Db, def: Resource): Promise<Placed[]> {
  const direction = def.order === 'newest' ? 'desc' : 'asc';
  return (db as unknown as LooseDb)
    .selectFrom(def.table)
    .select(['_id', 'position'])
    .orderBy('position', 'asc')
    .orderBy('createdAt', direction)
    .orderBy('_id', direction)
    .execute();
}

/** Where a new record goes: first in a list shown newest first (the gallery), last in one shown oldest first. */
export async function newPosition(db: Db, def: Resource): Promise<number> {
  const row = await (db as unknown as LooseDb)
    .selectFrom(def.table)
    .select((eb) => [eb.fn.min('position').as('first'), eb.fn.max('position').as('last')])
    .executeTakeFirst();
  const first = row?.first === null || row?.first === undefined ? null : Number(row.first);
  const last = row?.last === null || row?.last === undefined ? null : Number(row.last);
  if (def.order === 'newest') return first === null ? 0 : first - POSITION_GAP;
  return last === null ? 0 : last + POSITION_GAP;
}

/** Spaces a list's positions out again, keeping its order (one transaction, only the rows that change). */
export async function spaceOut(db: Db, def: Resource): Promise<Placed[]> {
  return db.transaction().execute(async (trx) => {
    const places = await placesOf(trx, def);
    for (const [i, place] of places.entries()) {
      const position = (i + 1) * POSITION_GAP;
      if (place.position === position) continue;
      await sql`update ${sql.table(def.table)} set "position" = ${position} where "_id" = ${place._id}`.execute(trx);
      place.position = position;
    }
    return places;
  });
}
