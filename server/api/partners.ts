// /api/partners: the single partner profile (Admin and Partner). GET answers a list.
import { Hono, type Context } from 'hono';
import { API_ACCESS, allows } from '../../common/permissions.ts';
import { PARTNER_GALLERY_MAX } from '../../common/constants.ts';
import { partnerSchema } from '../../common/schemas.ts';
import type { AppEnv, Deps } from '../context.ts';
import { allow, currentUser } from '../auth/guard.ts';
import { newId } from '../db/ids.ts';
import { parse, readForm } from '../http/body.ts';
import {
  deletePartner,
  findPartnerRow,
  hasPartner,
  insertPartner,
  partnerFiles,
  presentPartners,
  updatePartner,
} from '../repositories/partners.ts';
import {
  deleteWithFiles,
  listKeys,
  prepareUploads,
  replaceFile,
  replaceFileList,
  saveWithUploads,
} from '../repositories/stored-files.ts';
import { PUBLIC_LISTS } from '../repositories/public-lists.ts';
import { answerList, answerRecord, readTranslationForm, saveTranslations } from './translations.ts';
import { deleted, found, idParam, keptKeys, refuseSecond, removes, withStoredValues } from './route-helpers.ts';
import { noteCreated, noteDeleted, noteUpdated } from './activity.ts';
import { keepVersion } from '../repositories/versions.ts';
import { removeTranslations } from '../repositories/translations.ts';

const NOT_FOUND = 'No partner data available.';
const access = API_ACCESS.partners;
const FILE_FIELDS = { topImage: {}, galleryImages: { max: PARTNER_GALLERY_MAX } };

export function partnerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  const mayWrite = (c: Context<AppEnv>) => allows(access.write, c.var.user?.role);

  app.get('/', allow(access.read), async (c) => answerList(c, deps, PUBLIC_LISTS.partners, () => mayWrite(c)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findPartnerRow(deps.db, idParam(c)), NOT_FOUND);
    return answerRecord(c, deps.db, 'partners', await presentPartners.one(deps.db, row), mayWrite(c));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: Object.keys(FILE_FIELDS) });
    const input = parse(partnerSchema, form.fields);
    const languages = readTranslationForm(c, 'partners', form.fields);
    refuseSecond(await hasPartner(deps.db), 'A partner profile already exists; edit it instead.');
    const uploads = await prepareUploads(deps.media, form.files, FILE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const topImage = await replaceFile(files, null, uploads.topImage[0]);
      const kept = keptKeys(form, 'galleryImages', []);
      const galleryImages = await replaceFileList(files, null, kept, uploads.galleryImages, PARTNER_GALLERY_MAX);
      const lang = languages.originalLang;
      const row = { _id: newId(), ...input, lang, topImage, galleryImages, createdAt: now, updatedAt: now };
      return saveTranslations(trx, c, 'partners', await insertPartner(trx, row), languages);
    });
    deps.cache.invalidate(PUBLIC_LISTS.partners.key);
    await noteCreated(deps, c, 'partners', row, row.name);
    return answerRecord(c, deps.db, 'partners', await presentPartners.one(deps.db, row), true, 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: Object.keys(FILE_FIELDS) });
    const stored = found(await findPartnerRow(deps.db, id), NOT_FOUND);
    const input = parse(partnerSchema, withStoredValues(partnerSchema, form.fields, stored));
    const languages = readTranslationForm(c, 'partners', form.fields, stored);
    const uploads = await prepareUploads(deps.media, form.files, FILE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const topImage = await replaceFile(files, stored.topImage, uploads.topImage[0], removes(form, 'topImage'));
      const kept = keptKeys(form, 'galleryImages', listKeys(stored.galleryImages));
      const galleryImages = await replaceFileList(
        files,
        stored.galleryImages,
        kept,
        uploads.galleryImages,
        PARTNER_GALLERY_MAX,
      );
      const now = new Date();
      const values = { ...input, lang: languages.originalLang, topImage, galleryImages, updatedAt: now.toISOString() };
      const saved = await updatePartner(trx, id, values);
      await keepVersion(trx, { type: 'partners', before: stored, after: saved, by: currentUser(c), at: now });
      return saveTranslations(trx, c, 'partners', saved, languages, now);
    });
    deps.cache.invalidate(PUBLIC_LISTS.partners.key);
    await noteUpdated(deps, c, 'partners', stored, row);
    return answerRecord(c, deps.db, 'partners', await presentPartners.one(deps.db, row), true);
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findPartnerRow(deps.db, id), NOT_FOUND);
    await deleteWithFiles(deps.media, partnerFiles(stored), async (trx) => {
      await deletePartner(trx, id);
      await removeTranslations(trx, 'partners', id);
    });
    deps.cache.invalidate(PUBLIC_LISTS.partners.key);
    await noteDeleted(deps, c, 'partners', stored, stored.name);
    return deleted(c, id);
  });

  return app;
}
