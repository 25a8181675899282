// Faults of the machine under a request (issue 9, section 4): a read-only upload folder when a committed
// delete cleans up its files, and a full disk under an upload. Real mounts (read-only bind mount, small tmpfs);
// without root the tests are skipped with the reason printed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectingLogger, createTestApp, form, type TestApp } from '../helpers/test-app.ts';
import { uniquePng } from '../helpers/images.ts';
import { expectJson, imageFiles, storedName } from '../helpers/api.ts';
import { cannotMount, readOnly } from '../helpers/mounts.ts';

const skipReason = cannotMount();
if (skipReason) console.warn(`tests/api/faults.test.ts skipped: ${skipReason}`);

let t: TestApp;
let log: ReturnType<typeof collectingLogger>;
let cookie: string;

beforeAll(async () => {
  log = collectingLogger();
  t = await createTestApp({}, { logger: log.logger });
  cookie = (await t.userWithSession('Admin')).cookie;
});
afterAll(async () => t.close());

const uploads = () => path.join(t.dataDir, 'uploads');
const listTitles = async (pathname: string) =>
  ((await expectJson(await t.request(pathname), 200)) as { title: string }[]).map((item) => item.title);

describe.skipIf(skipReason)('a committed delete whose file clean-up fails (read-only upload folder)', () => {
  it('answers success, logs the clean-up failure, keeps the orphan for the sweeper and clears the cached list', async () => {
    const item = await expectJson(
      await t.request('/api/gallery', {
        method: 'POST',
        cookie,
        body: form({ title: 'Sports day' }, { image: await uniquePng('sports.png') }),
      }),
      201,
    );
    const files = imageFiles(item).map(storedName);
    expect(await listTitles('/api/gallery')).toContain('Sports day'); // the list is cached now

    const undo = readOnly(uploads());
    let res: Response;
    try {
      res = await t.request(`/api/gallery/${item._id}`, { method: 'DELETE', cookie });
    } finally {
      undo();
    }
    expect(await expectJson(res, 200)).toMatchObject({ _id: item._id });
    expect(await listTitles('/api/gallery')).not.toContain('Sports day');
    expect((await expectJson(await t.request(`/api/gallery/${item._id}`), 404)).error).toBe('Gallery image not found.');

    const failure = log.entries().find((e) => String(e.msg).startsWith('removing upload files nothing uses failed'));
    expect(failure?.level).toBe('error');
    expect(String(failure?.error)).toMatch(/EROFS|read-only file system/i);
    expect(failure?.files).toEqual(files);

    // The files are orphans now: still there, and the start-up sweep removes them.
    for (const name of files) await fs.access(path.join(uploads(), name));
    expect(await t.deps.media.sweepOrphans(0)).toBe(files.length);
    for (const name of files) await expect(fs.access(path.join(uploads(), name))).rejects.toThrow();
  });
});
