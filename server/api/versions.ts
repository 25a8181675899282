// /api/versions: earlier texts of blog posts, the director's message, schools and the partner profile (issue 14
// point 3, docs/decisions/019). Whoever may change a record may list its versions and restore one; a restore is
// a new save (which keeps the text it replaces as a version in turn) and an 'update' in the activity log.
//   GET  /api/versions?type=blogs&id=…               → VersionList (the current text and the versions, newest first)
//   POST /api/versions/:versionId/restore?type=…&id=… → the record, as its own resource answers it
import { Hono } from 'hono';
import type { ZodType } from 'zod';
import type { VersionList } from '../../common/api-types.ts';
import { API_ACCESS, allows, type Who } from '../../common/permissions.ts';
import {
  blogSchema,
  directorMessageSchema,
  partnerSchema,
  schoolDetailSchema,
  versionsQuerySchema,
  VERSIONED_FIELDS,
  type VersionedType,
} from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import type { Db } from '../db/database.ts';
import type { Trx } from '../media/media-store.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { parse } from '../http/body.ts';
import { changeSummary, changedFields } from '../repositories/activity.ts';
import { findBlogRow, presentBlogs, updateBlog } from '../repositories/blogs.ts';
import {
  findDirectorMessageRow,
  presentDirectorMessages,
  updateDirectorMessage,
} from '../repositories/director-message.ts';
import { findPartnerRow, presentPartners, updatePartner } from '../repositories/partners.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { findSchoolRow, presentSchools, updateSchool } from '../repositories/school-details.ts';
import { findVersion, keepVersion, listVersions, versionFields } from '../repositories/versions.ts';
import { found, idParam, withStoredValues } from './route-helpers.ts';
import { noteActivity } from './activity.ts';
import { refuseTakenSchoolName } from './name-clashes.ts';

type Row = { _id: string; updatedAt: string; ownerId?: string | null };

/** What a restore needs of each versioned resource: its rows, its form's rules, its answer and its public list. */
interface Resource<R extends Row, V> {
  find(db: Db, id: string): Promise<R | undefined>;
  update(db: Db, id: string, values: V): Promise<R>;
  schema(deps: Deps): ZodType<Record<string, unknown>>;
  present(db: Db, row: R): Promise<unknown>;
  list: { key: string };
  /** A check inside the restore's transaction (a school's name is its own). */
  check?(trx: Trx, input: Record<string, unknown>, id: string): Promise<void>;
}
type Versioned = Resource<Row, Record<string, unknown>>;

/**
 * A resource, checked against its own table's types, then used with any: the restore writes the columns the
 * form's rules gave back for that same table.
 */
const versioned = <R extends Row, V>(resource: Resource<R, V>) => resource as unknown as Versioned;

const RESOURCES: Record<VersionedType, Versioned> = {
  blogs: versioned({
    find: findBlogRow,
    update: updateBlog,
    schema: () => blogSchema,
    present: presentBlogs.one,
    list: PUBLIC_LISTS.blogs,
  }),
  directorMessage: versioned({
    find: findDirectorMessageRow,
    update: updateDirectorMessage,
    schema: () => directorMessageSchema,
    present: presentDirectorMessages.one,
    list: PUBLIC_LISTS.directorMessages,
  }),
  schoolDetails: versioned({
    find: findSchoolRow,
    update: updateSchool,
    schema: (deps) => schoolDetailSchema(deps.config.schoolNames),
    present: presentSchools.one,
    list: PUBLIC_LISTS.schools,
    check: (trx, input, id) => refuseTakenSchoolName(trx, String(input.schoolName), id),
  }),
  partners: versioned({
    find: findPartnerRow,
    update: updatePartner,
    schema: () => partnerSchema,
    present: presentPartners.one,
    list: PUBLIC_LISTS.partners,
  }),
};

/** The record, if this user may change it: their role writes its kind, and where only one's own, it is theirs. */
async function changeable(deps: Deps, user: SessionUser, type: VersionedType, id: string): Promise<Row> {
  const access: { write: Who; writeOthers?: Who } = API_ACCESS[type];
  if (!allows(access.write, user.role)) throw forbidden();
  const row = found(await RESOURCES[type].find(deps.db, id), 'Record not found.');
  if (access.writeOthers && !allows(access.writeOthers, user.role) && row.ownerId !== user._id)
    throw forbidden('You may only change your own records.');
  return row;
}

/** The columns a restore writes: the versioned fields as the form's rules gave them back (lists as JSON text). */
function restoredColumns(type: VersionedType, input: Record<string, unknown>): Record<string, unknown> {
  const map = new Map(Object.entries(input));
  return Object.fromEntries(
    VERSIONED_FIELDS[type].map((name) => {
      const value = map.get(name);
      return [name, value !== null && typeof value === 'object' ? JSON.stringify(value) : value];
    }),
  );
}

export function versionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const access = API_ACCESS.versions;

  app.get('/', allow(access.use), async (c) => {
    const { type, id } = parse(versionsQuerySchema, c.req.query());
    const row = await changeable(deps, currentUser(c), type, id);
    const answer: VersionList = { current: versionFields(type, row), items: await listVersions(deps.db, type, id) };
    return c.json(answer);
  });

  app.post('/:id/restore', allow(access.use), async (c) => {
    const versionId = idParam(c);
    const user = currentUser(c);
    const { type, id } = parse(versionsQuerySchema, c.req.query());
    const resource = RESOURCES[type];
    const stored = await changeable(deps, user, type, id);
    const version = found(await findVersion(deps.db, versionId), 'Version not found.');
    if (version.recordType !== type || version.recordId !== id)
      throw new HttpError(409, 'This version belongs to another record.');
    // The version's text under today's rules (a version saved under older ones may be refused: 400).
    const schema = resource.schema(deps);
    const text = Object.fromEntries(Object.entries(version.fields).map(([name, value]) => [name, String(value)]));
    const input = parse(schema, withStoredValues(schema, text, stored));
    const now = deps.clock.now();
    const row = await deps.db.transaction().execute(async (trx) => {
      await resource.check?.(trx, input, id);
      const values = { ...restoredColumns(type, input), updatedAt: now.toISOString() };
      const saved = await resource.update(trx, id, values);
      await keepVersion(trx, { type, before: stored, after: saved, by: user, at: now });
      return saved;
    });
    deps.cache.invalidate(resource.list.key);
    const by = version.savedBy ? ` by ${version.savedBy}` : '';
    await noteActivity(deps, c, {
      action: 'update',
      recordType: type,
      recordId: id,
      recordOwnerId: row.ownerId ?? null,
      summary: `Restored the version saved ${version.savedAt}${by}: ${changeSummary(changedFields(stored, row))}`,
    });
    return c.json(await resource.present(deps.db, row));
  });

  return app;
}
