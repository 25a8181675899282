// Export and import carry the trash (issue 14 points 4 and 6): its entries and the copies of their files, so a
// restore works on the site an export was imported into. An export without a trash (format 1, or format 2 made
// before the trash) still imports, with an empty trash.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { TrashItem } from '../../common/api-types.ts';
import { expectJson, newGalleryPicture, deleteAs } from '../helpers/api.ts';
import { expectRemoved, expectStored, imageFiles } from '../helpers/stored-files.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { editManifest, transferTest } from '../helpers/transfer.ts';

const it = transferTest({ users: { admin: ['Admin', 'Bi Mkuu'] } });

const trashOf = async (site: TestApp, cookie: string) =>
  (await expectJson<{ items: TrashItem[] }>(await site.request('/api/trash', { cookie }), 200)).items;

describe('export and import of the trash', () => {
  it('carries a trashed picture with its files; the imported site restores it to its address', async ({
    t,
    users: { admin },
    transfers: { exported, importedInto },
  }) => {
    const item = await newGalleryPicture(t, admin.cookie, { title: 'Moved picture' });
    const files = imageFiles(item);
    await expectJson(await deleteAs(t, `/api/gallery/${item._id}`, admin.cookie), 200);
    const dir = await exported();
    const rows = JSON.parse(await fs.readFile(path.join(dir, 'trash.json'), 'utf8'));
    expect(rows.map((r: { recordId: string }) => r.recordId)).toContain(item._id);
    for (const name of files) await fs.access(path.join(dir, 'uploads', '.trash', name));

    const { site, cookie } = await importedInto(dir);
    const entry = (await trashOf(site, cookie)).find((e) => e.recordId === item._id);
    expect(entry).toMatchObject({ recordType: 'gallery', title: 'Moved picture', deletedByName: 'Bi Mkuu' });
    await expectRemoved(site, files);
    await expectJson(await site.request(`/api/trash/${entry!._id}/restore`, { method: 'POST', cookie }), 200);
    expect(await expectJson(await site.request(`/api/gallery/${item._id}`), 200)).toEqual(item);
    await expectStored(site, files);
  });

  it('imports a format-2 export made before the trash (no trash.json, no count): the trash is empty', async ({
    t,
    transfers: { exported, importedInto },
  }) => {
    const dir = await exported();
    await fs.rm(path.join(dir, 'trash.json'));
    await fs.rm(path.join(dir, 'uploads', '.trash'), { recursive: true, force: true });
    await editManifest(dir, (manifest) => {
      delete (manifest.counts as Record<string, number>).trash;
      manifest.files = Object.fromEntries(
        Object.entries(manifest.files).filter(([name]) => !name.startsWith('.trash/')),
      );
    });
    const { site, cookie } = await importedInto(dir);
    expect(await trashOf(site, cookie)).toEqual([]);
    const titles = async (app: TestApp) =>
      (await expectJson<{ title: string }[]>(await app.request('/api/gallery'), 200)).map((g) => g.title);
    expect(await titles(site)).toEqual(await titles(t));
  });

  it('imports a format-1 export (no activity, no trash): the trash is empty', async ({
    transfers: { exported, importedInto },
  }) => {
    const dir = await exported();
    for (const table of ['trash', 'activity']) await fs.rm(path.join(dir, `${table}.json`));
    await editManifest(dir, (manifest) => {
      manifest.formatVersion = 1;
      for (const table of ['trash', 'activity']) delete (manifest.counts as Record<string, number>)[table];
    });
    const { site, cookie } = await importedInto(dir);
    expect(await trashOf(site, cookie)).toEqual([]);
  });
});
