// Versions in exports (issue 14 point 6): an export carries the versions table and imports it again; an export
// of the same format version made before versions existed (no versions.json, no count) and a format-1 export
// still import, with no versions.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import type { BlogPost, VersionList } from '../../common/api-types.ts';
import { FORMAT_VERSION, type Manifest } from '../../server/transfer/format.ts';
import { importSite } from '../../server/transfer/import.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { editManifest, siteOf, transferTest } from '../helpers/transfer.ts';
import { expectJson } from '../helpers/api.ts';

// The file's app (`t`) is the source: a post saved three times (two versions), exported once; `target` is an
// empty site the tests import into.
const it = transferTest({ users: { admin: ['Admin', 'Head Admin'] } }).extend(
  'target',
  { scope: 'file' },
  async ({}, { onCleanup }) => {
    const target = await createTestApp();
    onCleanup(() => target.close());
    return target;
  },
);

let exportDir: string;
let post: BlogPost;

const versionRows = (app: TestApp) => app.deps.db.selectFrom('versions').selectAll().orderBy('_id').execute();

it.beforeAll(async ({ t, users: { admin }, transfers }) => {
  post = await expectJson(await t.sendForm('POST', '/api/blogs', admin.cookie, { title: 'v1', content: 'a' }), 201);
  await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'v2' });
  await t.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'v3' });
  exportDir = await transfers.exported();
});

/** A copy of the export (beside it), changed by `change`. */
async function copyOf(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(path.dirname(exportDir), name);
  await fs.cp(exportDir, dir, { recursive: true });
  await change(dir);
  return dir;
}

describe('versions in exports', () => {
  it('carries every version, and the imported site lists them', async ({ t: source, target }) => {
    const manifest = JSON.parse(await fs.readFile(path.join(exportDir, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.formatVersion).toBe(FORMAT_VERSION);
    expect(manifest.counts.versions).toBe(2);
    const rows = JSON.parse(await fs.readFile(path.join(exportDir, 'versions.json'), 'utf8')) as unknown[];
    expect(rows).toEqual(await versionRows(source));

    const summary = await importSite(target.deps.db, siteOf(target), exportDir, { replace: false });
    expect(summary.counts.versions).toBe(2);
    expect(await versionRows(target)).toEqual(await versionRows(source));
    const admin = await target.userWithSession('Admin', 'Second Admin');
    const list = await expectJson<VersionList>(
      await target.request(`/api/versions?type=blogs&id=${post._id}`, { cookie: admin.cookie }),
      200,
    );
    expect(list.items.map((v) => v.fields.title)).toEqual(['v2', 'v1']);
  });

  it('imports an export of this format version made before versions existed: no versions', async ({ target }) => {
    const dir = await copyOf('no-versions', async (d) => {
      await fs.rm(path.join(d, 'versions.json'));
      await editManifest(d, (m) => delete (m.counts as Record<string, number>).versions);
    });
    const summary = await importSite(target.deps.db, siteOf(target), dir, { replace: true });
    expect(summary.counts.versions).toBe(0);
    expect(await versionRows(target)).toEqual([]);
    expect(await target.deps.db.selectFrom('blogs').select('title').execute()).toEqual([{ title: 'v3' }]);
  });

  it('imports a format-1 export (no activity, no versions), and refuses a versions file whose count is wrong', async ({
    target,
  }) => {
    const dir = await copyOf('format-1', async (d) => {
      await fs.rm(path.join(d, 'activity.json'));
      await fs.rm(path.join(d, 'versions.json'));
      await editManifest(d, (m) => {
        m.formatVersion = 1;
        for (const table of ['versions', 'activity']) delete (m.counts as Record<string, number>)[table];
      });
    });
    const summary = await importSite(target.deps.db, siteOf(target), dir, { replace: true });
    expect(summary.counts).toMatchObject({ versions: 0, activity: 0, blogs: 1 });

    const miscounted = await copyOf('miscounted', (d) => editManifest(d, (m) => void (m.counts.versions = 5)));
    await expect(importSite(target.deps.db, siteOf(target), miscounted, { replace: true })).rejects.toThrow(
      /versions\.json has 2 rows but the manifest counts 5/,
    );
  });
});
