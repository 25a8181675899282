// /api/headers: the hero images of the home page (Admin only).
import { Hono } from 'hono';
import { API_ACCESS } from '../../common/permissions.ts';
import { headerSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readForm } from '../http/body.ts';
import { findHeaderRow, insertHeader, presentHeaders, updateHeader } from '../repositories/headers.ts';
import { attachRequired, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS, readPublicList } from '../repositories/public-lists.ts';
import { found, idParam, requireFile, sendCached, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'Header image not found.';
const NO_IMAGE = 'Please select an image.';
const access = API_ACCESS.headers;

export function headerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => sendCached(c, await readPublicList(deps, PUBLIC_LISTS.headers)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findHeaderRow(deps.db, idParam(c)), NOT_FOUND);
    return c.json(await presentHeaders.one(deps.db, row));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const { title } = parse(headerSchema, form.fields);
    requireFile(form, 'image', null, NO_IMAGE);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const image = await attachRequired(files, uploads.image[0]);
      return insertHeader(trx, { _id: newId(), title, image, createdAt: now, updatedAt: now });
    });
    deps.cache.invalidate(PUBLIC_LISTS.headers.key);
    await noteCreated(deps, c, 'headers', row, row.title);
    return c.json(await presentHeaders.one(deps.db, row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await findHeaderRow(deps.db, id), NOT_FOUND);
    const { title } = parse(headerSchema, withStoredValues(headerSchema, form.fields, stored));
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const image = await replaceFile(files, stored.image, uploads.image[0]);
      return updateHeader(trx, id, { title, image, updatedAt: new Date().toISOString() });
    });
    deps.cache.invalidate(PUBLIC_LISTS.headers.key);
    await noteUpdated(deps, c, 'headers', stored, row);
    return c.json(await presentHeaders.one(deps.db, row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findHeaderRow(deps.db, id), NOT_FOUND);
    return deleteToTrash(deps, c, 'headers', stored);
  });

  return app;
}
