// /api/versions: earlier texts of blog posts, the director's message, schools and the partner profile (issue 14
// point 3, issue 36, docs/decisions/019). Whoever may change a record may list its versions and restore one; a
// version holds the record's texts in every language, and a restore is a save like any other (server/resources/
// save.ts), which keeps the texts it replaces as a version in turn and is logged with what changed.
//   GET  /api/versions?type=blogs&id=…               → VersionList (the current texts and the versions, newest first)
//   POST /api/versions/:versionId/restore?type=…&id=… → the record, as its own resource answers it
import { Hono } from 'hono';
import type { VersionList } from '../../common/api-types.ts';
import { API_ACCESS, allows, type Who } from '../../common/permissions.ts';
import { isLang, type Lang } from '../../app/i18n/languages.ts';
import { versionsQuerySchema, type VersionedType } from '../../common/resources/index.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import type { SessionUser } from '../auth/sessions.ts';
import { forbidden, HttpError } from '../http/errors.ts';
import { parse } from '../http/body.ts';
import { originalLang, storedTranslations } from '../repositories/translations.ts';
import { findVersion, listVersions, versionFields } from '../repositories/versions.ts';
import { SERVER_RESOURCES, type ServerResource } from '../resources/index.ts';
import { actorOf } from '../resources/routes.ts';
import { saveRecord, type TranslationChanges } from '../resources/save.ts';
import { found, idParam, withStoredValues } from './route-helpers.ts';

type Row = { _id: string; updatedAt: string; createdAt: string; ownerId?: string | null; lang?: string };

const resourceOf = (type: VersionedType) => SERVER_RESOURCES[type] as unknown as ServerResource;

/** The record, if this user may change it: their role writes its kind, and where only one's own, it is theirs. */
async function changeable(deps: Deps, user: SessionUser, type: VersionedType, id: string): Promise<Row> {
  const access: { write: Who; writeOthers?: Who } = API_ACCESS[type];
  if (!allows(access.write, user.role)) throw forbidden();
  const row = found((await resourceOf(type).rows.find(deps.db, id)) as Row | undefined, 'Record not found.');
  if (access.writeOthers && !allows(access.writeOthers, user.role) && row.ownerId !== user._id)
    throw forbidden('You may only change your own records.');
  return row;
}

/** The current translations' fields, by language. */
async function currentTranslations(deps: Deps, type: VersionedType, id: string) {
  const stored = await storedTranslations(deps.db, type, id);
  return Object.fromEntries(Object.entries(stored).flatMap(([lang, t]) => (t ? [[lang, t.fields]] : [])));
}

export function versionRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const access = API_ACCESS.versions;

  app.get('/', allow(access.use), async (c) => {
    const { type, id } = parse(versionsQuerySchema, c.req.query());
    const row = await changeable(deps, currentUser(c), type, id);
    const answer: VersionList = {
      current: versionFields(type, row),
      currentLang: originalLang(row),
      currentTranslations: await currentTranslations(deps, type, id),
      items: await listVersions(deps.db, type, id),
    };
    return c.json(answer);
  });

  app.post('/:id/restore', allow(access.use), async (c) => {
    const versionId = idParam(c);
    const user = currentUser(c);
    const { type, id } = parse(versionsQuerySchema, c.req.query());
    const resource = resourceOf(type);
    const stored = await changeable(deps, user, type, id);
    const version = found(await findVersion(deps.db, versionId), 'Version not found.');
    if (version.recordType !== type || version.recordId !== id)
      throw new HttpError(409, 'This version belongs to another record.');
    // The version's texts under today's rules (a version saved under older ones may be refused: 400).
    const schema = resource.def.schema({ schoolNames: deps.config.schoolNames });
    const text = Object.fromEntries(Object.entries(version.fields).map(([name, value]) => [name, String(value)]));
    const input = parse(schema, withStoredValues(schema, text, stored)) as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(input).map(([name, value]) => [
        name,
        value !== null && typeof value === 'object' ? JSON.stringify(value) : value,
      ]),
    );
    // Its translations as they were; a language it had none in keeps the one it has now (outdated, as the
    // original changed), and a version kept before languages were versioned leaves them all as they are.
    let translations: TranslationChanges | undefined;
    if (version.translations !== null) {
      const kept = Object.entries(version.translations).filter(([lang]) => isLang(lang)) as [Lang, never][];
      const originalOf = isLang(String(version.lang)) ? (version.lang as Lang) : originalLang(stored);
      const current = await currentTranslations(deps, type, id);
      translations = {
        originalLang: originalOf,
        save: kept,
        // The version's original language holds the original again, not a translation.
        remove: originalOf in current ? [originalOf] : [],
      };
    }
    const saved = await saveRecord(deps, resource, {
      stored: stored as never,
      values,
      translations,
      actor: actorOf(c),
      restoring: { savedAt: version.savedAt, savedBy: version.savedBy },
    });
    return c.json(await resource.present.one(deps.db, saved.row));
  });

  return app;
}
