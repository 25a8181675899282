// /api/gallery: photos by category (Admin, Director and Teacher manage them).
import { Hono } from 'hono';
import { API_ACCESS } from '../../common/permissions.ts';
import { gallerySchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readForm } from '../http/body.ts';
import { findGalleryRow, insertGalleryItem, presentGallery, updateGalleryItem } from '../repositories/gallery.ts';
import { attachRequired, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS, readPublicList } from '../repositories/public-lists.ts';
import { found, idParam, requireFile, sendCached, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'Gallery image not found.';
const NO_IMAGE = 'Please select an image.';
const access = API_ACCESS.gallery;

export function galleryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => sendCached(c, await readPublicList(deps, PUBLIC_LISTS.gallery)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findGalleryRow(deps.db, idParam(c)), NOT_FOUND);
    return c.json(await presentGallery.one(deps.db, row));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(gallerySchema, form.fields);
    requireFile(form, 'image', null, NO_IMAGE);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const image = await attachRequired(files, uploads.image[0]);
      return insertGalleryItem(trx, { _id: newId(), ...input, image, createdAt: now, updatedAt: now });
    });
    deps.cache.invalidate(PUBLIC_LISTS.gallery.key);
    await noteCreated(deps, c, 'gallery', row, row.title);
    return c.json(await presentGallery.one(deps.db, row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await findGalleryRow(deps.db, id), NOT_FOUND);
    const input = parse(gallerySchema, withStoredValues(gallerySchema, form.fields, stored));
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const image = await replaceFile(files, stored.image, uploads.image[0]);
      return updateGalleryItem(trx, id, { ...input, image, updatedAt: new Date().toISOString() });
    });
    deps.cache.invalidate(PUBLIC_LISTS.gallery.key);
    await noteUpdated(deps, c, 'gallery', stored, row);
    return c.json(await presentGallery.one(deps.db, row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findGalleryRow(deps.db, id), NOT_FOUND);
    return deleteToTrash(deps, c, 'gallery', stored);
  });

  return app;
}
