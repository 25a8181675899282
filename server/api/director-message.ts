// /api/directorMessage: the single director's message (Admin and Director). GET answers a list.
import { Hono, type Context } from 'hono';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import { directorMessageSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readForm } from '../http/body.ts';
import {
  deleteDirectorMessage,
  findDirectorMessageRow,
  hasDirectorMessage,
  insertDirectorMessage,
  presentDirectorMessages,
  updateDirectorMessage,
} from '../repositories/director-message.ts';
import { deleteWithFiles, prepareUploads, replaceFile, saveWithUploads } from '../repositories/stored-files.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { answerList, answerRecord, readTranslationForm, saveTranslations } from './translations.ts';
import { deleted, found, idParam, refuseSecond, removes, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteDeleted, noteUpdated } from './activity.ts';
import { keepVersion } from '../repositories/versions.ts';
import { removeTranslations } from '../repositories/translations.ts';

const NOT_FOUND = 'No director message found.';
const access = API_ACCESS.directorMessage;

export function directorMessageRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const mayWrite = (c: Context<AppEnv>) => allows(access.write, c.var.user?.role);

  app.get('/', allow(access.read), async (c) => answerList(c, deps, PUBLIC_LISTS.directorMessages, () => mayWrite(c)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findDirectorMessageRow(deps.db, idParam(c)), NOT_FOUND);
    return answerRecord(c, deps.db, 'directorMessage', await presentDirectorMessages.one(deps.db, row), mayWrite(c));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: ['image'] });
    const input = parse(directorMessageSchema, form.fields);
    const languages = readTranslationForm(c, 'directorMessage', form.fields);
    refuseSecond(await hasDirectorMessage(deps.db), 'A director message already exists; edit it instead.');
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const image = await replaceFile(files, null, uploads.image[0]);
      const row = { _id: newId(), ...input, lang: languages.originalLang, image, createdAt: now, updatedAt: now };
      return saveTranslations(trx, c, 'directorMessage', await insertDirectorMessage(trx, row), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.directorMessages.key);
    await noteCreated(deps, c, 'directorMessage', row, row.name);
    return answerRecord(c, deps.db, 'directorMessage', await presentDirectorMessages.one(deps.db, row), true, 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: ['image'] });
    const stored = found(await findDirectorMessageRow(deps.db, id), NOT_FOUND);
    const input = parse(directorMessageSchema, withStoredValues(directorMessageSchema, form.fields, stored));
    const languages = readTranslationForm(c, 'directorMessage', form.fields, stored);
    const uploads = await prepareUploads(deps.media, form.files, { image: {} });
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const image = await replaceFile(files, stored.image, uploads.image[0], removes(form, 'image'));
      const now = new Date();
      const values = { ...input, lang: languages.originalLang, image, updatedAt: now.toISOString() };
      const saved = await updateDirectorMessage(trx, id, values);
      await keepVersion(trx, { type: 'directorMessage', before: stored, after: saved, by: currentUser(c), at: now });
      return saveTranslations(trx, c, 'directorMessage', saved, languages, now);
    });
    deps.cache.invalidate(PUBLIC_LISTS.directorMessages.key);
    await noteUpdated(deps, c, 'directorMessage', stored, row);
    return answerRecord(c, deps.db, 'directorMessage', await presentDirectorMessages.one(deps.db, row), true);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findDirectorMessageRow(deps.db, id), NOT_FOUND);
    await deleteWithFiles(deps.media, [stored.image], async (trx) => {
      await deleteDirectorMessage(trx, id);
      await removeTranslations(trx, 'directorMessage', id);
    });
    deps.cache.invalidate(PUBLIC_LISTS.directorMessages.key);
    await noteDeleted(deps, c, 'directorMessage', stored, stored.name);
    return deleted(c, id);
  });

  return app;
}
