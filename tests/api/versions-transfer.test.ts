// Versions in exports (issue 14 point 6): an export carries the versions table and imports it again; an export
// of the same format version made before versions existed (no versions.json, no count) and a format-1 export
// still import, with no versions.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlogPost, VersionList } from '../../common/api-types.ts';
import { exportSite } from '../../server/transfer/export.ts';
import { FORMAT_VERSION, type Manifest } from '../../server/transfer/format.ts';
import { importSite } from '../../server/transfer/import.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { expectJson } from '../helpers/api.ts';

let source: TestApp;
let target: TestApp;
let work: string;
let exported: string;
let post: BlogPost;

const siteOf = (app: TestApp) => ({ kind: app.deps.dbKind, storage: app.deps.media.storage });
const versionRows = (app: TestApp) => app.deps.db.selectFrom('versions').selectAll().orderBy('_id').execute();

beforeAll(async () => {
  source = await createTestApp();
  target = await createTestApp();
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-versions-'));
  const admin = await source.userWithSession('Admin', 'Head Admin');
  post = await expectJson(
    await source.sendForm('POST', '/api/blogs', admin.cookie, { title: 'v1', content: 'a' }),
    201,
  );
  await source.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'v2' });
  await source.sendForm('PUT', `/api/blogs/${post._id}`, admin.cookie, { title: 'v3' });
  exported = path.join(work, 'export');
  await exportSite(source.deps.db, siteOf(source), exported);
});
afterAll(async () => {
  await source?.close();
  await target?.close();
  if (work) await fs.rm(work, { recursive: true, force: true });
});

/** A copy of the export, changed by `change`. */
async function copyOf(name: string, change: (dir: string) => Promise<void>): Promise<string> {
  const dir = path.join(work, name);
  await fs.cp(exported, dir, { recursive: true });
  await change(dir);
  return dir;
}
async function editManifest(dir: string, edit: (m: Manifest) => Manifest): Promise<void> {
  const file = path.join(dir, 'manifest.json');
  await fs.writeFile(file, JSON.stringify(edit(JSON.parse(await fs.readFile(file, 'utf8')) as Manifest)));
}

describe('versions in exports', () => {
  it('carries every version, and the imported site lists them', async () => {
    const manifest = JSON.parse(await fs.readFile(path.join(exported, 'manifest.json'), 'utf8')) as Manifest;
    expect(manifest.formatVersion).toBe(FORMAT_VERSION);
    expect(manifest.counts.versions).toBe(2);
    const rows = JSON.parse(await fs.readFile(path.join(exported, 'versions.json'), 'utf8')) as unknown[];
    expect(rows).toEqual(await versionRows(source));

    const summary = await importSite(target.deps.db, siteOf(target), exported, { replace: false });
    expect(summary.counts.versions).toBe(2);
    expect(await versionRows(target)).toEqual(await versionRows(source));
    const admin = await target.userWithSession('Admin', 'Second Admin');
    const list = await expectJson<VersionList>(
      await target.request(`/api/versions?type=blogs&id=${post._id}`, { cookie: admin.cookie }),
      200,
    );
    expect(list.items.map((v) => v.fields.title)).toEqual(['v2', 'v1']);
  });

  it('imports an export of this format version made before versions existed: no versions', async () => {
    const dir = await copyOf('no-versions', async (d) => {
      await fs.rm(path.join(d, 'versions.json'));
      await editManifest(d, (m) => {
        const { versions: _versions, ...counts } = m.counts;
        return { ...m, counts: counts as Manifest['counts'] };
      });
    });
    const summary = await importSite(target.deps.db, siteOf(target), dir, { replace: true });
    expect(summary.counts.versions).toBe(0);
    expect(await versionRows(target)).toEqual([]);
    expect(await target.deps.db.selectFrom('blogs').select('title').execute()).toEqual([{ title: 'v3' }]);
  });

  it('imports a format-1 export (no activity, no versions), and refuses a versions file whose count is wrong', async () => {
    const dir = await copyOf('format-1', async (d) => {
      await fs.rm(path.join(d, 'activity.json'));
      await fs.rm(path.join(d, 'versions.json'));
      await editManifest(d, (m) => {
        const { versions: _versions, activity: _activity, ...counts } = m.counts;
        return { ...m, formatVersion: 1, counts: counts as Manifest['counts'] };
      });
    });
    const summary = await importSite(target.deps.db, siteOf(target), dir, { replace: true });
    expect(summary.counts).toMatchObject({ versions: 0, activity: 0, blogs: 1 });

    const miscounted = await copyOf('miscounted', (d) =>
      editManifest(d, (m) => ({ ...m, counts: { ...m.counts, versions: 5 } })),
    );
    await expect(importSite(target.deps.db, siteOf(target), miscounted, { replace: true })).rejects.toThrow(
      /versions\.json has 2 rows but the manifest counts 5/,
    );
  });
});
