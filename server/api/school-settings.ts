// /api/schoolSettings: phones, e-mails and social links shown in the footer and on /contact.
// JSON (not multipart) as in spec section 7; Admin only; GET answers a list whose first item is used.
import { Hono } from 'hono';
import { schoolSettingsSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { API_ACCESS } from '../../common/permissions.ts';
import { allow } from '../auth/guard.ts';
import { isId, newId } from '../db/ids.ts';
import type { SchoolSettingsRow } from '../db/schema.ts';
import { badRequest, HttpError, notFound } from '../http/errors.ts';
import { parse, readJson } from '../http/body.ts';

export function presentSettings(row: SchoolSettingsRow) {
  return {
    _id: row._id,
    phones: JSON.parse(row.phones) as string[],
    emails: JSON.parse(row.emails) as string[],
    instagram: row.instagram,
    linkedin: row.linkedin,
    facebook: row.facebook,
    x: row.x,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

export function schoolSettingsRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  const { db } = deps;
  const list = async () =>
    (await db.selectFrom('schoolSettings').selectAll().orderBy('createdAt').execute()).map(presentSettings);

  app.get('/', async (c) => {
    const cached = await deps.cache.get('schoolSettings', list);
    c.header('ETag', cached.etag);
    c.header('Cache-Control', 'no-cache');
    if (c.req.header('if-none-match') === cached.etag) return c.body(null, 304);
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(cached.body);
  });

  const columns = (input: ReturnType<typeof schoolSettingsSchema.parse>) => ({
    ...input,
    phones: JSON.stringify(input.phones),
    emails: JSON.stringify(input.emails),
  });

  app.post('/', allow(API_ACCESS.schoolSettings.write), async (c) => {
    const input = parse(schoolSettingsSchema, await readJson(c));
    if (await db.selectFrom('schoolSettings').select('_id').executeTakeFirst()) {
      throw new HttpError(409, 'Contact settings already exist; edit them instead.');
    }
    const now = new Date().toISOString();
    const row = { _id: newId(), ...columns(input), createdAt: now, updatedAt: now };
    await db.insertInto('schoolSettings').values(row).execute();
    deps.cache.invalidate('schoolSettings');
    return c.json(presentSettings(row), 201);
  });

  app.put('/:id', allow(API_ACCESS.schoolSettings.write), async (c) => {
    const id = c.req.param('id');
    if (!isId(id)) throw badRequest('Invalid ID: an id is 24 hexadecimal characters.');
    const body = await readJson(c);
    const stored = await db.selectFrom('schoolSettings').selectAll().where('_id', '=', id).executeTakeFirst();
    if (!stored) throw notFound('Contact settings not found.');
    // Fields left out keep their stored values; a field sent empty ('' or []) clears it.
    const { phones, emails, instagram, linkedin, facebook, x } = presentSettings(stored);
    const input = parse(schoolSettingsSchema, { phones, emails, instagram, linkedin, facebook, x, ...body });
    await db
      .updateTable('schoolSettings')
      .set({ ...columns(input), updatedAt: new Date().toISOString() })
      .where('_id', '=', id)
      .execute();
    deps.cache.invalidate('schoolSettings');
    const row = await db.selectFrom('schoolSettings').selectAll().where('_id', '=', id).executeTakeFirstOrThrow();
    return c.json(presentSettings(row));
  });

  return app;
}
