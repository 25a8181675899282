// /api/activity: the activity log. The Admin reads all of it; a role that may change some kinds of record (the
// Director) reads the entries of those records, and where it may change only its own (blog posts), of its own.
// A save writes its entry itself (server/resources/save.ts); `noteActivity` records the API's other actions.
import { Hono, type Context } from 'hono';
import type { ActivityPage } from '../../common/api-types.ts';
import { ACTIVITY_PAGE_SIZE } from '../../common/constants.ts';
import { ACTIVITY_RECORD_TYPES } from '../../common/resources/index.ts';
import { API_ACCESS, allows, type Who } from '../../common/permissions.ts';
import { activityQuerySchema } from '../../common/activity.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { parse } from '../http/body.ts';
import { listActivity, recordActivity, type ActivityFilter, type ActivityNote } from '../repositories/activity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Records what the API did outside a save (a sign-in, a lockout, a password changed) for the signed-in user (or
 * `as`, e.g. the account that just signed in) from the request's client address. A save writes its own entry
 * in its transaction (server/resources/save.ts); here the action is done already: a failure to record is logged,
 * and the action is still answered.
 */
export async function noteActivity(
  deps: Deps,
  c: Context<AppEnv>,
  note: ActivityNote,
  as: Pick<SessionUser, '_id' | 'name'> | null = c.var.user,
): Promise<void> {
  const actor = {
    userId: as?._id ?? null,
    userName: as?.name ?? 'visitor',
    address: c.var.clientAddress,
    source: 'api' as const,
  };
  try {
    await recordActivity(deps.db, deps.clock.now(), actor, note);
  } catch (error) {
    deps.logger.error('the activity log could not record a change', {
      requestId: c.var.requestId,
      action: note.action,
      recordType: note.recordType,
      recordId: note.recordId,
      error: error instanceof Error ? error.message : String(error),
    });
  }
}

/** The kinds of record a reader who may not see everything may see: those their role may change. */
function visibleTo(user: SessionUser): ActivityFilter['visible'] {
  const types = ACTIVITY_RECORD_TYPES.flatMap((type) => {
    const access: { write?: Who; writeOthers?: Who } = API_ACCESS[type];
    if (!access.write || !allows(access.write, user.role)) return [];
    return [{ type, ownOnly: access.writeOthers !== undefined && !allows(access.writeOthers, user.role) }];
  });
  return { readerId: user._id, types };
}

export function activityRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const access = API_ACCESS.activity;

  app.get('/', allow(access.read), async (c) => {
    const user = currentUser(c);
    const query = parse(activityQuerySchema, c.req.query());
    const filter: ActivityFilter = {
      userId: query.user,
      recordType: query.type,
      from: query.from,
      // "to" names the last day shown: up to the start of the next.
      to: query.to && new Date(Date.parse(query.to) + DAY_MS).toISOString(),
      visible: allows(access.readAll, user.role) ? undefined : visibleTo(user),
    };
    // Network addresses are for the Admin only (the Director reads what happened, not from where).
    const withAddresses = allows(access.readAll, user.role);
    const { items, total } = await listActivity(deps.db, filter, query.page, ACTIVITY_PAGE_SIZE, withAddresses);
    return c.json({ items, total, page: query.page, pageSize: ACTIVITY_PAGE_SIZE } satisfies ActivityPage);
  });

  return app;
}
