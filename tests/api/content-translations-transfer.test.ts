// Export and import carry content translations (issue 15 point 6): the `translations` table and each record's
// original language. An export made before translations (no translations.json, no count, rows without `lang`)
// still imports: every record is then English and has no translation.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { GalleryItem, TranslationsField } from '../../common/api-types.ts';
import { expectJson, newGalleryPicture } from '../helpers/api.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { editManifest, transferTest } from '../helpers/transfer.ts';

const it = transferTest({ users: { admin: ['Admin', 'Bi Mkuu'] } });

const staffGallery = async (site: TestApp, cookie: string) =>
  expectJson<(GalleryItem & TranslationsField)[]>(
    await site.request('/api/gallery?with=translations', { cookie }),
    200,
  );

describe('export and import of translations', () => {
  it('carries every translation, its stamp and the original language', async ({
    t,
    users: { admin },
    transfers: { exported, importedInto },
  }) => {
    await newGalleryPicture(t, admin.cookie, {
      title: 'Unser Garten',
      description: 'Bohnen und Mais.',
      originalLang: 'de',
      translations: JSON.stringify({
        en: { title: 'Our garden', description: 'Beans and maize.' },
        sw: { title: 'Bustani yetu', description: '' },
      }),
    });
    const before = await staffGallery(t, admin.cookie);
    const dir = await exported();
    const rows = JSON.parse(await fs.readFile(path.join(dir, 'translations.json'), 'utf8'));
    expect(rows).toHaveLength(2);
    const { site, cookie } = await importedInto(dir);
    const after = await staffGallery(site, cookie);
    expect(after).toEqual(before);
    expect(after[0]).toMatchObject({ originalLang: 'de', title: 'Unser Garten' });
    expect(after[0]!.translations.en?.outdated).toBe(false);
    expect((await expectJson(await site.request('/api/gallery?lang=sw'), 200))[0]).toMatchObject({
      title: 'Bustani yetu',
      description: 'Bohnen und Mais.',
      lang: 'sw',
    });
  });

  it('imports an export made before translations: every record English, none translated', async ({
    transfers: { exported, importedInto },
  }) => {
    const dir = await exported();
    await fs.rm(path.join(dir, 'translations.json'));
    await editManifest(dir, (manifest) => delete (manifest.counts as Record<string, number>).translations);
    const galleryFile = path.join(dir, 'gallery.json');
    const gallery = JSON.parse(await fs.readFile(galleryFile, 'utf8')) as Record<string, unknown>[];
    await fs.writeFile(galleryFile, JSON.stringify(gallery.map(({ lang: _lang, ...row }) => row)));

    const { site, cookie } = await importedInto(dir);
    const items = await staffGallery(site, cookie);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ originalLang: 'en', translations: {} });
  });
});
