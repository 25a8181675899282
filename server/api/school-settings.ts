// /api/schoolSettings: phones, e-mails and social links shown in the footer and on /contact.
// JSON (not multipart) as in spec section 7; Admin only; GET answers a list whose first item is used.
import { Hono } from 'hono';
import { schoolSettingsSchema, type SchoolSettingsInput } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { API_ACCESS } from '../../common/permissions.ts';
import { allow } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readJson } from '../http/body.ts';
import {
  findSettingsRow,
  hasSettings,
  insertSettings,
  toSchoolSettings,
  updateSettings,
} from '../repositories/school-settings.ts';
import { PUBLIC_LISTS, readPublicList } from '../repositories/public-lists.ts';
import { found, idParam, refuseSecond, sendCached } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';

/** Lists are stored as JSON text. */
const columns = (input: SchoolSettingsInput) => ({
  ...input,
  phones: JSON.stringify(input.phones),
  emails: JSON.stringify(input.emails),
});

export function schoolSettingsRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', async (c) => sendCached(c, await readPublicList(deps, PUBLIC_LISTS.schoolSettings)));

  app.post('/', allow(API_ACCESS.schoolSettings.write), async (c) => {
    const input = parse(schoolSettingsSchema, await readJson(c));
    refuseSecond(await hasSettings(deps.db), 'Contact settings already exist; edit them instead.');
    const now = new Date().toISOString();
    const row = await insertSettings(deps.db, { _id: newId(), ...columns(input), createdAt: now, updatedAt: now });
    deps.cache.invalidate(PUBLIC_LISTS.schoolSettings.key);
    await noteCreated(deps, c, 'schoolSettings', row, 'contact settings');
    return c.json(toSchoolSettings(row), 201);
  });

  app.put('/:id', allow(API_ACCESS.schoolSettings.write), async (c) => {
    const id = idParam(c);
    const body = await readJson(c);
    const stored = found(await findSettingsRow(deps.db, id), 'Contact settings not found.');
    // Fields left out keep their stored values; a field sent empty ('' or []) clears it.
    const { phones, emails, instagram, linkedin, facebook, x } = toSchoolSettings(stored);
    const input = parse(schoolSettingsSchema, { phones, emails, instagram, linkedin, facebook, x, ...body });
    const row = await updateSettings(deps.db, id, { ...columns(input), updatedAt: new Date().toISOString() });
    deps.cache.invalidate(PUBLIC_LISTS.schoolSettings.key);
    await noteUpdated(deps, c, 'schoolSettings', stored, row);
    return c.json(toSchoolSettings(row));
  });

  return app;
}
