// /api/gallery: photos by category (Admin, Director and Teacher manage them).
import { Hono, type Context } from 'hono';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import { gallerySchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readForm } from '../http/body.ts';
import { findGalleryRow, insertGalleryItem, presentGallery, updateGalleryItem } from '../repositories/gallery.ts';
import { attachRequired, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { answerList, answerRecord, readTranslationForm, saveTranslations } from './translations.ts';
import { found, idParam, requireFile, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'Gallery image not found.';
const NO_IMAGE = 'Please select an image.';
const access = API_ACCESS.gallery;

export function galleryRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const mayWrite = (c: Context<AppEnv>) => allows(access.write, c.var.user?.role);

  app.get('/', allow(access.read), async (c) => answerList(c, deps, PUBLIC_LISTS.gallery, () => mayWrite(c)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findGalleryRow(deps.db, idParam(c)), NOT_FOUND);
    return answerRecord(c, deps.db, 'gallery', await presentGallery.one(deps.db, row), mayWrite(c));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(gallerySchema, form.fields);
    requireFile(form, 'image', null, NO_IMAGE);
    const languages = readTranslationForm(c, 'gallery', form.fields);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const image = await attachRequired(files, uploads.image[0]);
      const row = { _id: newId(), ...input, lang: languages.originalLang, image, createdAt: now, updatedAt: now };
      return saveTranslations(trx, c, 'gallery', await insertGalleryItem(trx, row), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.gallery.key);
    await noteCreated(deps, c, 'gallery', row, row.title);
    return answerRecord(c, deps.db, 'gallery', await presentGallery.one(deps.db, row), true, 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await findGalleryRow(deps.db, id), NOT_FOUND);
    const input = parse(gallerySchema, withStoredValues(gallerySchema, form.fields, stored));
    const languages = readTranslationForm(c, 'gallery', form.fields, stored);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const image = await replaceFile(files, stored.image, uploads.image[0]);
      const values = { ...input, lang: languages.originalLang, image, updatedAt: new Date().toISOString() };
      return saveTranslations(trx, c, 'gallery', await updateGalleryItem(trx, id, values), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.gallery.key);
    await noteUpdated(deps, c, 'gallery', stored, row);
    return answerRecord(c, deps.db, 'gallery', await presentGallery.one(deps.db, row), true);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findGalleryRow(deps.db, id), NOT_FOUND);
    return deleteToTrash(deps, c, 'gallery', stored);
  });

  return app;
}
