// Big uploads at once (issue 35): their bodies wait on disk (server/http/multipart.ts), not in memory, and the work
// that reads them whole (picture decodes, document checks) shares one memory budget (server/limits/memory-budget.ts),
// so any mix of uploads within the body limits keeps the server within its memory. bench/image-memory.ts measures
// the server's peak memory for each picture format; these tests hold the accounting.
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { workMemory } from '../../server/limits/memory-budget.ts';
import { UPLOAD_SLOTS } from '../../server/limits/upload-slots.ts';
import { asFile } from '../helpers/media-files.ts';
import { pdfBytes } from '../helpers/images.ts';
import { apiTest } from '../helpers/test-app.ts';
import { orphanFiles } from '../helpers/stored-files.ts';
import { pendingUploadFolders } from '../helpers/uploads.ts';

const it = apiTest({ users: { admin: 'Admin', admin2: ['Admin', 'Second Admin'], teacher: 'Teacher' } });
const MB = 1024 * 1024;

/** A valid PDF of about `bytes`, its bulk one content stream of plain text; `note` makes its key its own. */
function bigPdf(bytes: number, note: string): File {
  const text = 'BT /F1 12 Tf 72 712 Td (Karibu shuleni) Tj ET\n'.repeat(Math.ceil(bytes / 46));
  const pdf = pdfBytes(
    [
      '<</Type/Catalog/Pages 2 0 R>>',
      '<</Type/Pages/Kids[]/Count 0>>',
      `<</Length ${text.length}>>stream\n${text}\nendstream\n`,
    ],
    note,
  );
  return asFile(pdf, `${note}.pdf`, 'application/pdf');
}

/** Photo-like progressive JPEGs (held whole while decoded), one per upload, each with bytes of its own. */
let photo: Promise<Buffer> | undefined;
async function photos(count: number): Promise<File[]> {
  photo ??= sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  })
    .jpeg({ quality: 80, progressive: true })
    .toBuffer();
  const data = await photo;
  // Bytes after the end-of-image marker are ignored by decoders: another hash, the same picture.
  return Array.from({ length: count }, (_, i) =>
    asFile(Buffer.concat([data, Buffer.from(`copy ${i}`)]), `photo-${i}.jpg`, 'image/jpeg'),
  );
}

describe('big uploads at once', () => {
  it('six 20 MB documents at once are all stored; their checks take their share of the work-memory budget', async ({
    t,
    users: { admin, admin2 },
  }) => {
    expect(UPLOAD_SLOTS).toBeGreaterThanOrEqual(6);
    workMemory.resetPeak();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        t.sendForm(
          'POST',
          '/api/documents',
          // One account holds at most half of the upload slots.
          [admin, admin2][i % 2]!.cookie,
          { category: 'Curriculum', description: `Part ${i}` },
          { file: bigPdf(20 * MB, `part-${i}`) },
        ),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
    // Each check counted about five times its document while it ran, and never more than the budget at once.
    expect(workMemory.peak).toBeGreaterThanOrEqual(5 * 20 * MB);
    expect(workMemory.peak).toBeLessThanOrEqual(workMemory.capacity);
    expect(workMemory.inUse).toBe(0);
    expect(await pendingUploadFolders()).toEqual([]);
    expect(await orphanFiles(t)).toEqual([]);
  }, 180_000);

  it('six photos held whole while decoded, at once, are all converted within the budget', async ({
    t,
    users: { admin, teacher },
  }) => {
    workMemory.resetPeak();
    const answers = await Promise.all(
      (await photos(6)).map((image, i) =>
        t.sendForm('POST', '/api/gallery', [admin, teacher][i % 2]!.cookie, { title: `Assembly ${i}` }, { image }),
      ),
    );
    expect(answers.map((res) => res.status)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(workMemory.peak).toBeGreaterThan(0);
    expect(workMemory.peak).toBeLessThanOrEqual(workMemory.capacity);
    expect(workMemory.inUse).toBe(0);
    expect(await pendingUploadFolders()).toEqual([]);
  }, 180_000);

  it('a urlencoded form is text only: more than 2 MB answers 413, whatever the route takes for uploads', async ({
    t,
    users: { admin },
  }) => {
    const res = await t.request('/api/gallery', {
      method: 'POST',
      cookie: admin.cookie,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `title=${'a'.repeat(3 * MB)}`,
    });
    expect(res.status).toBe(413);
    expect(((await res.json()) as { message: string }).message).toBe(
      'The form’s text is too long: at most 2 MB in one request.',
    );
  });
});
