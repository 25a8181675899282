// Pictures are converted a bounded number at a time (issue 9): uploads beyond the queue are refused at once
// with 503, Retry-After and a clear sentence, never a crash, and leave no file behind.
import { describe, expect } from 'vitest';
import { IMAGE_CONCURRENCY, IMAGE_QUEUE } from '../../server/media/images.ts';
import { UPLOAD_SLOTS, UPLOAD_SLOTS_PER_ACCOUNT, UPLOADS_BUSY } from '../../server/limits/upload-slots.ts';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { expectError } from '../helpers/api.ts';
import { orphanFiles } from '../helpers/stored-files.ts';
import { pngFile } from '../helpers/images.ts';

const it = apiTest({ users: { admin: 'Admin' } });

/** A gallery upload of `image`, signed in with `cookie`. */
const upload = (t: TestApp, cookie: string, image: File) =>
  t.sendForm('POST', '/api/gallery', cookie, { title: 'Sports day' }, { image });

describe('image conversion queue', () => {
  it('more uploads at once than the queue holds: the rest answer 503 with Retry-After, the others succeed', async ({
    t,
    users: { admin },
  }) => {
    const count = IMAGE_CONCURRENCY + IMAGE_QUEUE + 3;
    // 16 megapixels each: long enough to convert that all requests arrive while the first ones run.
    const images = await Promise.all(
      Array.from({ length: count }, (_, i) =>
        pngFile(`big-${i}.png`, 4000, 4000, `#${(0x100000 + i * 4099).toString(16)}`),
      ),
    );
    // From several accounts, round robin: one account alone holds at most half of the slots.
    const accounts = [admin.cookie];
    while (accounts.length * UPLOAD_SLOTS_PER_ACCOUNT < count)
      accounts.push((await t.userWithSession('Teacher', `Uploader ${accounts.length}`)).cookie);
    const answers = await Promise.all(images.map((image, i) => upload(t, accounts[i % accounts.length]!, image)));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(IMAGE_CONCURRENCY + IMAGE_QUEUE);
    const busy = answers.filter((r) => r.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const res of busy) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      await expectError(res, 503, UPLOADS_BUSY);
    }
    expect(await orphanFiles(t)).toEqual([]);
    // The queue is free again afterwards.
    expect((await upload(t, admin.cookie, await pngFile('after.png', 64, 64))).status).toBe(201);
  }, 240_000);

  it('a refused upload gives its place back: more refusals in a row than places, then an upload succeeds', async ({
    t,
    users: { admin },
  }) => {
    const notAnImage = new File([new TextEncoder().encode('plain text, not a picture')], 'notes.jpg', {
      type: 'image/jpeg',
    });
    for (let i = 0; i < UPLOAD_SLOTS + 2; i++) expect((await upload(t, admin.cookie, notAnImage)).status).toBe(415);
    expect((await upload(t, admin.cookie, await pngFile('after-refusals.png', 64, 64))).status).toBe(201);
  });
});
