// Export and import carry content translations (issue 15 point 6): the `translations` table and each record's
// original language. An export made before translations (no translations.json, no count, rows without `lang`)
// still imports: every record is then English and has no translation.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { GalleryItem, TranslationsField } from '../../common/api-types.ts';
import { exportSite } from '../../server/transfer/export.ts';
import { MANIFEST } from '../../server/transfer/format.ts';
import { importSite } from '../../server/transfer/import.ts';
import { expectJson } from '../helpers/api.ts';
import { uniquePng } from '../helpers/images.ts';
import { createTestApp, useTestApp, type TestApp } from '../helpers/test-app.ts';

const { t, admin } = useTestApp({ users: { admin: ['Admin', 'Bi Mkuu'] } });
const opened: TestApp[] = [];
const folders: string[] = [];
afterAll(async () => {
  for (const app of opened) await app.close();
  for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
});

const siteOf = (app: TestApp) => ({ kind: app.deps.dbKind, storage: app.deps.media.storage });

async function exported(): Promise<string> {
  const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-translations-export-'));
  folders.push(parent);
  const dir = path.join(parent, 'export');
  await exportSite(t.deps.db, siteOf(t), dir);
  return dir;
}

async function importedInto(dir: string): Promise<{ site: TestApp; cookie: string }> {
  const site = await createTestApp();
  opened.push(site);
  await importSite(site.deps.db, siteOf(site), dir, { replace: true });
  const { cookie } = await site.userWithSession('Admin', 'Import Admin');
  return { site, cookie };
}

const staffGallery = async (site: TestApp, cookie: string) =>
  expectJson<(GalleryItem & TranslationsField)[]>(
    await site.request('/api/gallery?with=translations', { cookie }),
    200,
  );

describe('export and import of translations', () => {
  it('carries every translation, its stamp and the original language', async () => {
    await expectJson(
      await t.sendForm(
        'POST',
        '/api/gallery',
        admin.cookie,
        {
          title: 'Unser Garten',
          description: 'Bohnen und Mais.',
          originalLang: 'de',
          translations: JSON.stringify({
            en: { title: 'Our garden', description: 'Beans and maize.' },
            sw: { title: 'Bustani yetu', description: '' },
          }),
        },
        { image: await uniquePng() },
      ),
      201,
    );
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

  it('imports an export made before translations: every record English, none translated', async () => {
    const dir = await exported();
    await fs.rm(path.join(dir, 'translations.json'));
    const file = path.join(dir, MANIFEST);
    const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
    delete manifest.counts.translations;
    await fs.writeFile(file, JSON.stringify(manifest));
    const galleryFile = path.join(dir, 'gallery.json');
    const gallery = JSON.parse(await fs.readFile(galleryFile, 'utf8')) as Record<string, unknown>[];
    await fs.writeFile(galleryFile, JSON.stringify(gallery.map(({ lang: _lang, ...row }) => row)));

    const { site, cookie } = await importedInto(dir);
    const items = await staffGallery(site, cookie);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item).toMatchObject({ originalLang: 'en', translations: {} });
  });
});
