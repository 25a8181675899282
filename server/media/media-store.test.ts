import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { pdfFile, pngFile } from '../../tests/helpers/images.ts';
import { asFile, docx } from '../../tests/helpers/media-files.ts';
import { HttpError } from '../http/errors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;

async function age(name: string, ms: number) {
  const when = new Date(Date.now() - ms);
  await fs.utimes(path.join(t.deps.media.storage.dir, name), when, when);
}

const mediaRow = (key: string) => t.deps.db.selectFrom('media').selectAll().where('key', '=', key).executeTakeFirst();

describe('MediaStore', () => {
  it('prepares an image as WebP variants that nothing references yet', async () => {
    const media = t.deps.media;
    const prepared = await media.prepareImage(await pngFile('p.png', 900, 600, '#123456'));
    expect(prepared.files).toEqual([
      `${prepared.row.key}-400.webp`,
      `${prepared.row.key}-800.webp`,
      `${prepared.row.key}-900.webp`,
    ]);
    for (const name of prepared.files) expect(await media.storage.exists(name)).toBe(true);
    expect(prepared.row).toMatchObject({
      kind: 'image',
      mime: 'image/webp',
      width: 900,
      height: 600,
      widths: '[400,800,900]',
    });
    expect(await mediaRow(prepared.row.key)).toBeUndefined();
    await media.discard([prepared]);
    for (const name of prepared.files) expect(await media.storage.exists(name)).toBe(false);
  });

  it('refuses the wrong kind of file with 415', async () => {
    const media = t.deps.media;
    await expect(media.prepareImage(pdfFile())).rejects.toMatchObject({ status: 415 });
    await expect(media.prepareDocument(await pngFile())).rejects.toMatchObject({ status: 415 });
    const svg = asFile(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'logo.png', 'image/png');
    await expect(media.prepareImage(svg)).rejects.toBeInstanceOf(HttpError);
    const stored = await media.prepareDocument(asFile(docx(), 'fees.docx'));
    expect(stored.files).toEqual([`${stored.row.key}.docx`]);
    await media.discard([stored]);
  });

  it('deletes the prepared files when the transaction fails', async () => {
    const media = t.deps.media;
    const prepared = await media.prepareImage(await pngFile('fail.png', 500, 400, '#abcdef'));
    const failure = media.transaction([prepared], async (_trx, tx) => {
      await tx.attach(prepared);
      throw new Error('the row could not be written');
    });
    await expect(failure).rejects.toThrow('the row could not be written');
    for (const name of prepared.files) expect(await media.storage.exists(name)).toBe(false);
    expect(await mediaRow(prepared.row.key)).toBeUndefined();
  });

  it('keeps the files of a failed transaction when a committed record already uses the same picture', async () => {
    const media = t.deps.media;
    const file = await pngFile('shared.png', 450, 300, '#fedcba');
    const first = await media.prepareImage(file);
    await media.transaction([first], async (_trx, tx) => {
      await tx.attach(first);
    });
    const again = await media.prepareImage(file);
    expect(again.row.key).toBe(first.row.key);
    await expect(
      media.transaction([again], async (_trx, tx) => {
        await tx.attach(again);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    for (const name of first.files) expect(await media.storage.exists(name)).toBe(true);
    expect(await mediaRow(first.row.key)).toMatchObject({ refs: 1 });

    // Releasing the last use deletes the row and, after the commit, the files.
    await media.transaction([], async (_trx, tx) => tx.release(first.row.key));
    expect(await mediaRow(first.row.key)).toBeUndefined();
    for (const name of first.files) expect(await media.storage.exists(name)).toBe(false);
  });

  it('sweepOrphans removes old files without a media row and keeps referenced and recent ones', async () => {
    const media = t.deps.media;
    const kept = await media.prepareImage(await pngFile('kept.png', 420, 300, '#00aa00'));
    await media.transaction([kept], async (_trx, tx) => {
      await tx.attach(kept);
    });
    const orphan = await media.prepareImage(await pngFile('orphan.png', 430, 300, '#aa0000'));
    const recent = await media.prepareImage(await pngFile('recent.png', 440, 300, '#0000aa'));
    for (const name of [...kept.files, ...orphan.files]) await age(name, 2 * HOUR);
    // A leftover temporary file and a stranger's file are never touched: only stored names are swept.
    await fs.writeFile(path.join(media.storage.dir, 'notes.txt'), 'keep me');
    await age('notes.txt', 2 * HOUR);

    const removed = await media.sweepOrphans();
    expect(removed).toBe(orphan.files.length);
    for (const name of orphan.files) expect(await media.storage.exists(name)).toBe(false);
    for (const name of [...kept.files, ...recent.files]) expect(await media.storage.exists(name)).toBe(true);
    expect(await fs.readFile(path.join(media.storage.dir, 'notes.txt'), 'utf8')).toBe('keep me');

    // With a zero age limit the recent orphan goes too; the referenced files still stay.
    expect(await media.sweepOrphans(0)).toBe(recent.files.length);
    for (const name of kept.files) expect(await media.storage.exists(name)).toBe(true);
  });
});
