// /api/partners: the single partner profile (Admin and Partner). GET answers a list.
import { Hono } from 'hono';
import { API_ACCESS } from '../../common/permissions.ts';
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
import { PUBLIC_LISTS, readPublicList } from '../repositories/public-lists.ts';
import {
  deleted,
  found,
  idParam,
  keptKeys,
  refuseSecond,
  removes,
  sendCached,
  withStoredValues,
} from './route-helpers.ts';
import { noteCreated, noteDeleted, noteUpdated } from './activity.ts';
import { keepVersion } from '../repositories/versions.ts';

const NOT_FOUND = 'No partner data available.';
const access = API_ACCESS.partners;
const FILE_FIELDS = { topImage: {}, galleryImages: { max: PARTNER_GALLERY_MAX } };

export function partnerRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();

  app.get('/', allow(access.read), async (c) => sendCached(c, await readPublicList(deps, PUBLIC_LISTS.partners)));

  app.get('/:id', allow(access.read), async (c) => {
    const row = found(await findPartnerRow(deps.db, idParam(c)), NOT_FOUND);
    return c.json(await presentPartners.one(deps.db, row));
  });

  app.post('/', allow(access.write), async (c) => {
    const form = await readForm(c, { fileFields: Object.keys(FILE_FIELDS) });
    const input = parse(partnerSchema, form.fields);
    refuseSecond(await hasPartner(deps.db), 'A partner profile already exists; edit it instead.');
    const uploads = await prepareUploads(deps.media, form.files, FILE_FIELDS);
    const row = await saveWithUploads(deps.media, uploads, async (trx, files) => {
      const now = new Date().toISOString();
      const topImage = await replaceFile(files, null, uploads.topImage[0]);
      const kept = keptKeys(form, 'galleryImages', []);
      const galleryImages = await replaceFileList(files, null, kept, uploads.galleryImages, PARTNER_GALLERY_MAX);
      return insertPartner(trx, { _id: newId(), ...input, topImage, galleryImages, createdAt: now, updatedAt: now });
    });
    deps.cache.invalidate(PUBLIC_LISTS.partners.key);
    await noteCreated(deps, c, 'partners', row, row.name);
    return c.json(await presentPartners.one(deps.db, row), 201);
  });

  app.put('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const form = await readForm(c, { fileFields: Object.keys(FILE_FIELDS) });
    const stored = found(await findPartnerRow(deps.db, id), NOT_FOUND);
    const input = parse(partnerSchema, withStoredValues(partnerSchema, form.fields, stored));
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
      const saved = await updatePartner(trx, id, { ...input, topImage, galleryImages, updatedAt: now.toISOString() });
      await keepVersion(trx, { type: 'partners', before: stored, after: saved, by: currentUser(c), at: now });
      return saved;
    });
    deps.cache.invalidate(PUBLIC_LISTS.partners.key);
    await noteUpdated(deps, c, 'partners', stored, row);
    return c.json(await presentPartners.one(deps.db, row));
  });

  app.delete('/:id', allow(access.write), async (c) => {
    const id = idParam(c);
    const stored = found(await findPartnerRow(deps.db, id), NOT_FOUND);
    await deleteWithFiles(deps.media, partnerFiles(stored), (trx) => deletePartner(trx, id));
    deps.cache.invalidate(PUBLIC_LISTS.partners.key);
    await noteDeleted(deps, c, 'partners', stored, stored.name);
    return deleted(c, id);
  });

  return app;
}
