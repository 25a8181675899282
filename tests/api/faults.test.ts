// Faults of the machine under a request (issue 9, section 4): a read-only upload folder when a committed
// delete cleans up its files, and a full disk under an upload. Real mounts (read-only bind mount, small tmpfs);
// without root the tests are skipped with the reason printed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { describe, expect } from 'vitest';
import { apiTest, collectingLogger, form, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectError, expectJson, deleteAs, newGalleryPicture } from '../helpers/api.ts';
import { imageFiles, storedName } from '../helpers/stored-files.ts';
import { cannotMount, readOnly, smallTmpfs } from '../helpers/mounts.ts';
import { docxFile } from '../helpers/images.ts';
import { DISK_FULL_MESSAGE } from '../../server/http/errors.ts';
import { migrate, openDatabase } from '../../server/db/database.ts';
import { newId } from '../../server/db/ids.ts';

const skipReason = cannotMount();
if (skipReason) console.warn(`tests/api/faults.test.ts skipped: ${skipReason}`);

const log = collectingLogger();
const it = apiTest({ users: { admin: 'Admin' }, logger: log.logger });

const uploads = (t: TestApp) => path.join(t.dataDir, 'uploads');
const listTitles = async (t: TestApp, pathname: string) =>
  ((await expectJson(await t.request(pathname), 200)) as { title: string }[]).map((item) => item.title);

describe.skipIf(skipReason)('a committed delete whose file clean-up fails (read-only upload folder)', () => {
  it('answers success, logs the clean-up failure, keeps the orphan for the sweeper and clears the cached list', async ({
    t,
    users: { admin },
  }) => {
    const item = await newGalleryPicture(t, admin.cookie, { title: 'Sports day' });
    const files = imageFiles(item).map(storedName);
    expect(await listTitles(t, '/api/gallery')).toContain('Sports day'); // the list is cached now

    const undo = readOnly(uploads(t));
    let res: Response;
    try {
      res = await deleteAs(t, `/api/gallery/${item._id}`, admin.cookie);
    } finally {
      undo();
    }
    expect(await expectJson(res, 200)).toMatchObject({ _id: item._id });
    expect(await listTitles(t, '/api/gallery')).not.toContain('Sports day');
    expect((await expectJson(await t.request(`/api/gallery/${item._id}`), 404)).error).toBe('Gallery image not found.');

    const failure = log.entries().find((e) => String(e.msg).startsWith('removing upload files nothing uses failed'));
    expect(failure?.level).toBe('error');
    expect(String(failure?.error)).toMatch(/EROFS|read-only file system/i);
    expect(failure?.files).toEqual(files);

    // The files are orphans now: still there, and the start-up sweep removes them.
    for (const name of files) await fs.access(path.join(uploads(t), name));
    expect(await t.deps.media.sweepOrphans(0)).toBe(files.length);
    for (const name of files) await expect(fs.access(path.join(uploads(t), name))).rejects.toThrow();
  });
});

/** Fills the file system of `dir` up to the last byte. */
async function fill(dir: string): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024, 1);
  const handle = await fs.open(path.join(dir, 'filler'), 'w');
  try {
    for (;;) await handle.write(chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    await handle.close().catch(() => {});
  }
}

describe.skipIf(skipReason)('a full disk under an upload', () => {
  it('answers 507 with a clear message, leaves no .tmp- file and logs the real cause', async ({
    t,
    users: { admin },
  }) => {
    const undo = smallTmpfs(uploads(t), '1m');
    try {
      await fill(uploads(t));
      for (const [pathname, body] of [
        ['/api/gallery', form({ title: 'Full disk' }, { image: await uniquePng('full.png', 800, 600) })],
        ['/api/documents', form({ category: 'School Fee', description: 'Fees' }, { file: docxFile() })],
      ] as const) {
        await expectError(
          await t.request(pathname, { method: 'POST', cookie: admin.cookie, body }),
          507,
          DISK_FULL_MESSAGE,
        );
        expect(
          (await fs.readdir(uploads(t))).filter((n) => n.startsWith('.tmp-')),
          pathname,
        ).toEqual([]);
      }
      const logged = log.entries().filter((e) => e.msg === 'the disk or the database is full');
      expect(logged.length).toBe(2);
      for (const entry of logged) expect(String(entry.error)).toMatch(/ENOSPC/);
      expect(await listTitles(t, '/api/gallery')).not.toContain('Full disk');
    } finally {
      undo();
    }
  });
});

describe.skipIf(skipReason || process.env.TEST_DB === 'postgres')('a full SQLite database file', () => {
  it("reports SQLite's own cause, not 'cannot rollback - no transaction is active'", async ({ t }) => {
    const dir = await fs.mkdtemp(path.join(t.dataDir, 'db-'));
    const undo = smallTmpfs(dir, '512k');
    const handle = openDatabase({ sqliteFile: path.join(dir, 'site.db') });
    try {
      await migrate(handle.db);
      let failure: unknown = null;
      const text = 'x'.repeat(4000);
      for (let i = 0; i < 1000 && !failure; i++) {
        try {
          await handle.db.transaction().execute(async (trx) => {
            const now = new Date().toISOString();
            for (let j = 0; j < 20; j++) {
              await trx
                .insertInto('contactMessages')
                .values({
                  _id: newId(),
                  name: 'N',
                  email: 'a@b.c',
                  phone: '',
                  message: text,
                  read: 0,
                  createdAt: now,
                  updatedAt: now,
                })
                .execute();
            }
          });
        } catch (error) {
          failure = error;
        }
      }
      expect(String(failure)).toMatch(/database or disk is full/);
      expect(String(failure)).not.toMatch(/cannot rollback/);
    } finally {
      await handle.close().catch(() => {});
      undo();
    }
  });
});
