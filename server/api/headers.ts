// /api/headers: the hero images of the home page (Admin only).
import { Hono, type Context } from 'hono';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import { headerSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readForm } from '../http/body.ts';
import { findHeaderRow, insertHeader, presentHeaders, updateHeader } from '../repositories/headers.ts';
import { attachRequired, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { answerList, answerRecord, readTranslationForm, saveTranslations } from './translations.ts';
import { found, idParam, requireFile, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteUpdated } from './activity.ts';
import { deleteToTrash } from './trash.ts';

const NOT_FOUND = 'Header image not found.';
const NO_IMAGE = 'Please select an image.';
const access = API_ACCESS.headers;

export function headerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const mayWrite = (c: Context<AppEnv>) => allows(access.write, c.var.user?.role);

  app.get('/', allow(access.read), async (c) => answerList(c, deps, PUBLIC_LISTS.headers, () => mayWrite(c)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findHeaderRow(deps.db, idParam(c)), NOT_FOUND);
    return answerRecord(c, deps.db, 'headers', await presentHeaders.one(deps.db, row), mayWrite(c));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const { title } = parse(headerSchema, form.fields);
    requireFile(form, 'image', null, NO_IMAGE);
    const languages = readTranslationForm(c, 'headers', form.fields);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const image = await attachRequired(files, uploads.image[0]);
      const row = { _id: newId(), title, lang: languages.originalLang, image, createdAt: now, updatedAt: now };
      return saveTranslations(trx, c, 'headers', await insertHeader(trx, row), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.headers.key);
    await noteCreated(deps, c, 'headers', row, row.title);
    return answerRecord(c, deps.db, 'headers', await presentHeaders.one(deps.db, row), true, 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await findHeaderRow(deps.db, id), NOT_FOUND);
    const { title } = parse(headerSchema, withStoredValues(headerSchema, form.fields, stored));
    const languages = readTranslationForm(c, 'headers', form.fields, stored);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const image = await replaceFile(files, stored.image, uploads.image[0]);
      const values = { title, lang: languages.originalLang, image, updatedAt: new Date().toISOString() };
      return saveTranslations(trx, c, 'headers', await updateHeader(trx, id, values), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.headers.key);
    await noteUpdated(deps, c, 'headers', stored, row);
    return answerRecord(c, deps.db, 'headers', await presentHeaders.one(deps.db, row), true);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findHeaderRow(deps.db, id), NOT_FOUND);
    return deleteToTrash(deps, c, 'headers', stored);
  });

  return app;
}
