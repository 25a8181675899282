// Several servers on one PostgreSQL database and nothing else shared (issue 39 point 1, docs/decisions/024):
// two apps over the same schema, each with a data folder of its own, as two machines behind a load balancer.
// An upload through one is served by the other, a deletion through one leaves both, the trash works across
// them, a backup taken on either holds every file and restores every file, a stranger gets one set of
// attempts between them, and the daily sweep runs once.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect } from 'vitest';
import { backupInto } from '../../server/transfer/backups.ts';
import { importSite } from '../../server/transfer/import.ts';
import type { Manifest, Site } from '../../server/transfer/format.ts';
import { SharedFileStorage } from '../../server/media/shared-storage.ts';
import { expectJson, newGalleryPicture, deleteAs } from '../helpers/api.ts';
import { pdfFile } from '../helpers/images.ts';
import { imageFiles, storedName } from '../helpers/stored-files.ts';
import { apiTest, createTestApp, json, type TestApp } from '../helpers/test-app.ts';
import { sweepIfDue } from '../../server/maintenance.ts';
import { SIGN_IN_ATTEMPTS } from '../../server/limits/abuse-limits.ts';

const siteOf = (t: TestApp): Site => ({ kind: t.deps.dbKind, storage: t.deps.media.storage });
const it = apiTest({ users: { admin: 'Admin' } });

/** The bytes a server answers for a stored file (and its status). */
async function fetchFile(t: TestApp, name: string): Promise<{ status: number; body: Buffer }> {
  const res = await t.request(`/uploads/${name}`);
  return { status: res.status, body: Buffer.from(await res.arrayBuffer()) };
}

const cached = (t: TestApp, name: string) =>
  fs.stat(path.join(t.deps.media.storage.dir, name)).then(
    () => true,
    () => false,
  );

describe.runIf(process.env.TEST_DB === 'postgres')('two servers sharing one PostgreSQL database', () => {
  let second: TestApp;
  let restored: TestApp | undefined;
  const folders: string[] = [];

  it.beforeAll(async ({ t }) => {
    second = await createTestApp({}, { sharedSchema: t.pgSchema! });
  });
  afterAll(async () => {
    await second?.close();
    await restored?.close();
    for (const folder of folders) await fs.rm(folder, { recursive: true, force: true });
  });

  it('keeps the files in the database: each server has a folder of its own, used as a cache', ({ t }) => {
    expect(t.deps.media.storage).toBeInstanceOf(SharedFileStorage);
    expect(second.deps.media.storage).toBeInstanceOf(SharedFileStorage);
    expect(second.deps.media.storage.dir).not.toBe(t.deps.media.storage.dir);
  });

  it('serves a picture and a document uploaded through the other, from its cache after the first request', async ({
    t,
    users: { admin },
  }) => {
    const item = await newGalleryPicture(t, admin.cookie, { title: 'Sports day' });
    const doc = await expectJson<{ fileUrl: string }>(
      await t.sendForm(
        'POST',
        '/api/documents',
        admin.cookie,
        { category: 'Curriculum', description: 'Curriculum 2027' },
        { file: pdfFile('curriculum.pdf', 'several servers') },
      ),
      201,
    );
    for (const name of [...imageFiles(item), storedName(doc.fileUrl)]) {
      const original = await fetchFile(t, name);
      expect(original.status, name).toBe(200);
      expect(await cached(second, name), `${name} not yet in the second server's cache`).toBe(false);
      const first = await fetchFile(second, name);
      expect(first.status, name).toBe(200);
      expect(first.body.equals(original.body), name).toBe(true);
      expect(await cached(second, name), `${name} in the second server's cache`).toBe(true);
      const again = await fetchFile(second, name);
      expect(again.body.equals(original.body), name).toBe(true);
    }
  });

  it('a picture deleted through one server leaves both at once, and comes back on both from the trash', async ({
    t,
    users: { admin },
  }) => {
    const item: { _id: string } = await newGalleryPicture(t, admin.cookie, { title: 'Trip' });
    const files = imageFiles(item);
    for (const name of files) expect((await fetchFile(second, name)).status).toBe(200);
    expect((await deleteAs(second, `/api/gallery/${item._id}`, admin.cookie)).status).toBe(200);
    for (const name of files) {
      expect((await fetchFile(t, name)).status, name).toBe(404);
      expect((await fetchFile(second, name)).status, name).toBe(404);
      // The second server's cached copy went with it.
      expect(await cached(second, name), name).toBe(false);
    }
    const { items } = await expectJson<{ items: { _id: string; recordId: string }[] }>(
      await t.request('/api/trash', { cookie: admin.cookie }),
      200,
    );
    const entry = items.find((i) => i.recordId === item._id)!;
    // Restored through the other server: the trash's copies are in the database too.
    expect((await t.request(`/api/trash/${entry._id}/restore`, { method: 'POST', cookie: admin.cookie })).status).toBe(
      200,
    );
    for (const name of files) expect((await fetchFile(second, name)).status, name).toBe(200);
  });

  it("each server's backup holds every file, and restores every file on a site of its own", async ({
    t,
    users: { admin },
  }) => {
    // One more upload through each server.
    for (const server of [t, second]) {
      await newGalleryPicture(server, admin.cookie, { title: 'Each' });
    }
    const stored = (await t.deps.media.storage.list()).sort();
    expect(stored.length).toBeGreaterThanOrEqual(5);
    const backups: string[] = [];
    for (const server of [t, second]) {
      const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-servers-backup-'));
      folders.push(folder);
      const done = await backupInto(server.deps.db, siteOf(server), folder, 3);
      const manifest = JSON.parse(await fs.readFile(path.join(done.summary.dir, 'manifest.json'), 'utf8')) as Manifest;
      expect(
        Object.keys(manifest.files)
          .filter((name) => !name.startsWith('.trash/'))
          .sort(),
      ).toEqual(stored);
      backups.push(done.summary.dir);
    }
    // Restored onto a new site (its own schema and folder): every file answers with the backed-up bytes.
    restored = await createTestApp();
    await importSite(restored.deps.db, siteOf(restored), backups[1]!, { replace: false });
    for (const name of stored) {
      const got = await fetchFile(restored, name);
      expect(got.status, name).toBe(200);
      expect(got.body.equals(await fs.readFile(path.join(backups[1]!, 'uploads', name))), name).toBe(true);
    }
  });

  it('takes into the database the files only a server folder has (a PostgreSQL site before this version)', async ({
    t,
    users: { admin },
  }) => {
    const item = await newGalleryPicture(t, admin.cookie, { title: 'Old upload' });
    const files = imageFiles(item);
    // As the previous version left it: the files in the first server's folder only.
    await t.deps.db.deleteFrom('sharedFileChunks').where('name', 'in', files).execute();
    await t.deps.db.deleteFrom('sharedFiles').where('name', 'in', files).execute();
    for (const name of files) expect((await fetchFile(second, name)).status, name).toBe(404);
    // The first server starts again (its storage's start-up), and the second serves them.
    await new SharedFileStorage(t.deps.db, t.deps.media.storage.dir).init();
    for (const name of files) expect((await fetchFile(second, name)).status, name).toBe(200);
  });

  it('a stranger gets one set of sign-in attempts and contact messages between the servers, not one each', async ({
    t,
  }) => {
    const address = '198.51.100.7';
    const signIn = (server: TestApp) =>
      server.request('/api/auth/login', {
        method: 'POST',
        address,
        ...json({ email: 'nobody@example.org', password: 'wrong password' }),
      });
    // Half the minute's attempts through each server, then both refuse.
    for (let i = 0; i < SIGN_IN_ATTEMPTS.max; i++) expect((await signIn(i % 2 ? second : t)).status).toBe(401);
    expect((await signIn(t)).status).toBe(429);
    expect((await signIn(second)).status).toBe(429);

    const message = { name: 'Parent', email: 'parent@example.org', message: 'Hello' };
    const contact = (server: TestApp) =>
      server.request('/api/contact', { method: 'POST', address: '198.51.100.8', ...json(message) });
    for (let i = 0; i < 5; i++) expect((await contact(i % 2 ? second : t)).status).toBe(201);
    expect((await contact(t)).status).toBe(429);
    expect((await contact(second)).status).toBe(429);
  });

  it('the daily sweep runs once between the servers, and again a day later', async ({ t }) => {
    const day = '2031-05-01T02:00:00.000Z';
    t.clock.set(day);
    second.clock.set(day);
    const first = await Promise.all([sweepIfDue(t.deps), sweepIfDue(second.deps)]);
    expect(first.filter((result) => result !== null)).toHaveLength(1);
    t.clock.advance(60 * 60 * 1000);
    second.clock.advance(60 * 60 * 1000);
    expect([await sweepIfDue(t.deps), await sweepIfDue(second.deps)]).toEqual([null, null]);
    t.clock.set('2031-05-02T02:00:00.000Z');
    second.clock.set('2031-05-02T02:00:00.000Z');
    const next = [await sweepIfDue(second.deps), await sweepIfDue(t.deps)];
    expect(next[0]).not.toBeNull();
    expect(next[1]).toBeNull();
  });
});
