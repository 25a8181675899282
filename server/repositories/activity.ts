// The `activity` table: who changed what, when and from which address (issue 14 point 5). Entries are written
// by server/api/activity.ts `noteActivity` (API) and the command-line tool, read by GET /api/activity, and
// purged after ACTIVITY_KEEP_DAYS by the daily sweep (server/maintenance.ts).
import type { ActivityEntry } from '../../common/api-types.ts';
import type { ActivityAction, ActivityRecordType } from '../../common/constants.ts';
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

export interface ActivityNote {
  action: ActivityAction;
  recordType: ActivityRecordType;
  recordId?: string | null;
  recordOwnerId?: string | null;
  /** A short sentence; never a password or its hash. */
  summary: string;
}

/** The longest summary kept: a title or a list of changed fields, not the text itself. */
const SUMMARY_MAX = 300;

export async function recordActivity(db: Db, at: Date, actor: Actor, note: ActivityNote): Promise<void> {
  const summary = note.summary.length > SUMMARY_MAX ? `${note.summary.slice(0, SUMMARY_MAX - 1)}…` : note.summary;
  await db
    .insertInto('activity')
    .values({
      _id: newId(),
      at: at.toISOString(),
      ...actor,
      action: note.action,
      recordType: note.recordType,
      recordId: note.recordId ?? null,
      recordOwnerId: note.recordOwnerId ?? null,
      summary,
    })
    .execute();
}

/** Columns never named in a summary of changes: bookkeeping, and secrets. */
const NOT_SHOWN = new Set(['updatedAt', 'createdAt', 'passwordHash', 'password', '_id']);

/** The columns whose values differ between a stored row and its saved version, for "Changed title, content". */
export function changedFields(before: object, after: object): string[] {
  const old = new Map<string, unknown>(Object.entries(before));
  return Object.entries(after)
    .filter(([key, value]) => !NOT_SHOWN.has(key) && old.has(key) && old.get(key) !== value)
    .map(([key]) => key);
}

/** "Changed title, content", or "Saved without changes". */
export const changeSummary = (fields: string[]) =>
  fields.length ? `Changed ${fields.join(', ')}` : 'Saved without changes';

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

const toEntry = ({ recordOwnerId: _owner, ...row }: ActivityRow): ActivityEntry => row as ActivityEntry;

/** One page of the log, newest first, and how many entries match in all. */
export async function listActivity(
  db: Db,
  filter: ActivityFilter,
  page: number,
  pageSize: number,
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
  return { items: rows.map(toEntry), total: Number(total) };
}

/** Deletes the entries older than `before`; answers how many. */
export async function purgeActivity(db: Db, before: Date): Promise<number> {
  const result = await db.deleteFrom('activity').where('at', '<', before.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
