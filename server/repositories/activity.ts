// The `activity` table: who changed what, when and from which address (issue 14 point 5). Entries are written
// by server/api/activity.ts `noteActivity` (API) and the command-line tool, read by GET /api/activity, and
// purged after ACTIVITY_KEEP_DAYS by the daily sweep (server/maintenance.ts).
import { activitySummary, type ActivityDetails } from '../../common/activity.ts';
import type { ActivityEntry } from '../../common/api-types.ts';
import type { ActivityAction } from '../../common/constants.ts';
import type { ActivityRecordType } from '../../common/resources/index.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { ActivityRow } from '../db/schema.ts';

/** Who made a change. */
export interface Actor {
  userId: string | null;
  userName: string;
  address: string;
  source: 'api' | 'cli';
}

/** The operator at the command line: the machine's own account, no client address. */
export const CLI_ACTOR: Actor = { userId: null, userName: 'command line', address: 'cli', source: 'cli' };

/** The server itself at start-up (the first Admin made from ADMIN_EMAIL). */
export const START_UP_ACTOR: Actor = {
  userId: null,
  userName: 'ADMIN_EMAIL at start-up',
  address: 'cli',
  source: 'cli',
};

export interface ActivityNote {
  action: ActivityAction;
  recordType: ActivityRecordType;
  recordId?: string | null;
  recordOwnerId?: string | null;
  /** What it is about, as data (never a password or its hash). */
  details?: ActivityDetails;
}

/** The longest typed text kept in an entry (a title, a name): enough to know the record, not the text itself. */
const TEXT_MAX = 200;
const shortened = (text: string) => (text.length > TEXT_MAX ? `${text.slice(0, TEXT_MAX - 1)}…` : text);

/** Writes an entry; inside a change's own transaction when `db` is one. */
export async function recordActivity(db: Db, at: Date, actor: Actor, note: ActivityNote): Promise<void> {
  const details: ActivityDetails = { ...note.details };
  if (details.title !== undefined) details.title = shortened(details.title);
  await db
    .insertInto('activity')
    .values({
      _id: newId(at.getTime()),
      at: at.toISOString(),
      ...actor,
      userName: shortened(actor.userName),
      action: note.action,
      recordType: note.recordType,
      recordId: note.recordId ?? null,
      recordOwnerId: note.recordOwnerId ?? null,
      // Kept in English too, for the API's `summary` and whoever reads the table itself.
      summary: activitySummary(note.action, note.recordType, details),
      details: JSON.stringify(details),
    })
    .execute();
}

export interface ActivityFilter {
  userId?: string;
  recordType?: ActivityRecordType;
  /** ISO 8601 bounds: from inclusive, to exclusive. */
  from?: string;
  to?: string;
  /**
   * What the reader may see, when not everything: the kinds of record they may change, with `ownOnly` where
   * they may change only their own (then only entries of records owned by `readerId`).
   */
  visible?: { readerId: string; types: { type: ActivityRecordType; ownOnly: boolean }[] };
}

function filtered(db: Db, filter: ActivityFilter) {
  let query = db.selectFrom('activity');
  if (filter.userId) query = query.where('userId', '=', filter.userId);
  if (filter.recordType) query = query.where('recordType', '=', filter.recordType);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  const visible = filter.visible;
  if (visible) {
    query = query.where((eb) =>
      eb.or([
        eb.val(false),
        ...visible.types.map(({ type, ownOnly }) =>
          ownOnly
            ? eb.and([eb('recordType', '=', type), eb('recordOwnerId', '=', visible.readerId)])
            : eb('recordType', '=', type),
        ),
      ]),
    );
  }
  return query;
}

/**
 * An entry as the API answers it: its details as data (null in entries written before), its summary in English,
 * and with `withAddress` the client's address (the Admin only).
 */
function toEntry({ recordOwnerId: _owner, details, address, ...row }: ActivityRow, withAddress: boolean) {
  return {
    ...row,
    ...(withAddress ? { address } : {}),
    details: details ? (JSON.parse(details) as ActivityDetails) : null,
  } as ActivityEntry;
}

/** One page of the log, newest first, and how many entries match in all. */
export async function listActivity(
  db: Db,
  filter: ActivityFilter,
  page: number,
  pageSize: number,
  withAddresses: boolean,
): Promise<{ items: ActivityEntry[]; total: number }> {
  const rows = await filtered(db, filter)
    .selectAll()
    .orderBy('at', 'desc')
    .orderBy('_id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  const { total } = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return { items: rows.map((row) => toEntry(row, withAddresses)), total: Number(total) };
}

/** Deletes the entries older than `before`; answers how many. */
export async function purgeActivity(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('activity').where('at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
