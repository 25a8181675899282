import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../tests/helpers/test-app.ts';
import { pdfFile, pngFile } from '../../tests/helpers/images.ts';
import { asFile, docx } from '../../tests/helpers/media-files.ts';
import { HttpError } from '../http/errors.ts';
import { MediaStore, type PreparedMedia } from './media-store.ts';
import { FileStorage } from './storage.ts';
import { nth } from '../../tests/helpers/nth.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const HOUR = 60 * 60 * 1000;

/** Makes a file look written `ms` ago: in the folder, and on PostgreSQL in the database that holds it. */
async function age(name: string, ms: number) {
  const when = new Date(Date.now() - ms);
  await fs.utimes(path.join(t.deps.media.storage.dir, name), when, when).catch(() => {});
  await t.deps.db.updateTable('sharedFiles').set({ createdAt: when.toISOString() }).where('name', '=', name).execute();
}

/** Commits a transaction in which a record starts to use `prepared`. */
async function attachCommitted(media: MediaStore, prepared: PreparedMedia) {
  await media.transaction([prepared], async (_trx, tx) => {
    await tx.attach(prepared);
  });
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
    await attachCommitted(media, first);
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
    await attachCommitted(media, kept);
    // Files of uploads that never reached their transaction: a process that stopped in between.
    const crashed = new MediaStore(t.deps.db, media.storage);
    const orphan = await crashed.prepareImage(await pngFile('orphan.png', 430, 300, '#aa0000'));
    const recent = await crashed.prepareImage(await pngFile('recent.png', 440, 300, '#0000aa'));
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

    // The files of an upload this process still has pending are not orphans, however old.
    const pending = await media.prepareImage(await pngFile('pending.png', 450, 300, '#00aaaa'));
    for (const name of pending.files) await age(name, 2 * HOUR);
    expect(await media.sweepOrphans()).toBe(0);
    await media.discard([pending]);
    for (const name of pending.files) expect(await media.storage.exists(name)).toBe(false);
  });
});

/** The real upload folder, whose deletions wait while the test holds them (to interleave on purpose). */
class GatedStorage extends FileStorage {
  readonly log: string[] = [];
  private gate: Promise<void> | null = null;
  private open: () => void = () => {};
  private waiting = 0;
  private arrived: () => void = () => {};

  hold(): void {
    this.gate = new Promise((resolve) => (this.open = resolve));
  }
  release(): void {
    this.gate = null;
    this.open();
  }
  /** Answers once a deletion is waiting at the gate. */
  deletionWaiting(): Promise<void> {
    return this.waiting > 0 ? Promise.resolve() : new Promise((resolve) => (this.arrived = resolve));
  }
  override async remove(name: string): Promise<void> {
    if (this.gate) {
      this.waiting++;
      this.arrived();
      await this.gate;
      this.waiting--;
    }
    this.log.push(`remove ${name}`);
    await super.remove(name);
  }
  override async write(name: string, data: Buffer): Promise<void> {
    this.log.push(`write ${name}`);
    await super.write(name, data);
  }
}

describe('MediaStore: two requests holding the same picture', () => {
  const exists = (media: MediaStore, names: string[]) => Promise.all(names.map((n) => media.storage.exists(n)));

  it('a release of the last use keeps the files while another upload of the picture is pending', async () => {
    const media = t.deps.media;
    const file = await pngFile('race.png', 520, 300, '#13579b');
    // Request A uses picture P.
    const a = await media.prepareImage(file);
    await attachCommitted(media, a);
    expect(media.pendingCount(a.row.key)).toBe(0);
    // Request B uploads the same picture: its files are written (the same names), not yet committed.
    const b = await media.prepareImage(file);
    expect(b.row.key).toBe(a.row.key);
    expect(media.pendingCount(b.row.key)).toBe(1);
    // Request A now releases P: its last use, so the row goes, but B still needs the files.
    await media.transaction([], async (_trx, tx) => tx.release(a.row.key));
    expect(await mediaRow(a.row.key)).toBeUndefined();
    expect(await exists(media, b.files)).toEqual(b.files.map(() => true));
    // B commits: its row names files that are there.
    await attachCommitted(media, b);
    expect(media.pendingCount(b.row.key)).toBe(0);
    expect(await mediaRow(b.row.key)).toMatchObject({ refs: 1 });
    expect(await exists(media, b.files)).toEqual(b.files.map(() => true));
    // With nothing pending any more, the last release deletes them as usual.
    await media.transaction([], async (_trx, tx) => tx.release(b.row.key));
    expect(await exists(media, b.files)).toEqual(b.files.map(() => false));
  });

  it('a failed upload of a picture does not delete the files of a pending upload of the same picture', async () => {
    const media = t.deps.media;
    const file = await pngFile('twice.png', 530, 300, '#2468ac');
    const first = await media.prepareImage(file);
    const second = await media.prepareImage(file);
    expect(media.pendingCount(first.row.key)).toBe(2);
    await expect(
      media.transaction([second], async () => {
        throw new Error('second request failed');
      }),
    ).rejects.toThrow('second request failed');
    expect(media.pendingCount(first.row.key)).toBe(1);
    expect(await exists(media, first.files)).toEqual(first.files.map(() => true));
    await attachCommitted(media, first);
    expect(await exists(media, first.files)).toEqual(first.files.map(() => true));
    await media.transaction([], async (_trx, tx) => tx.release(first.row.key));
  });

  it('after a commit, a file of the upload that went missing is written again from the prepared data', async () => {
    const media = t.deps.media;
    const prepared = await media.prepareImage(await pngFile('lost.png', 840, 500, '#abcabc'));
    const bytes = await Promise.all(prepared.files.map((n) => fs.readFile(media.storage.pathOf(n))));
    // Gone before the commit (a deletion that raced it, or a hand in the folder).
    await media.storage.remove(nth(prepared.files, 0));
    await media.storage.remove(nth(prepared.files, 2));
    await attachCommitted(media, prepared);
    expect(await exists(media, prepared.files)).toEqual([true, true, true]);
    for (const [i, name] of prepared.files.entries())
      expect((await fs.readFile(media.storage.pathOf(name))).equals(nth(bytes, i))).toBe(true);
    // The prepared data is let go once the upload has settled.
    expect(prepared.data).toBeUndefined();
    expect(prepared.settled).toBe(true);
  });

  it('a write of the picture waits for a deletion of it that already started', async () => {
    const storage = new GatedStorage(t.deps.media.storage.dir);
    const media = new MediaStore(t.deps.db, storage);
    const file = await pngFile('gated.png', 460, 300, '#c0ffee');
    const a = await media.prepareImage(file);
    await attachCommitted(media, a);
    storage.log.length = 0;

    // A releases the last use; its deletion checks that nothing is pending and starts, then waits.
    storage.hold();
    const release = media.transaction([], async (_trx, tx) => tx.release(a.row.key));
    await storage.deletionWaiting();
    // B uploads the same picture meanwhile: its files must not be written until the deletion is done.
    const upload = media.prepareImage(file);
    const early = await Promise.race([
      upload.then(() => 'written'),
      new Promise<string>((resolve) => setTimeout(() => resolve('waiting'), 1500)),
    ]);
    expect(early).toBe('waiting');
    expect(storage.log.filter((l) => l.startsWith('write'))).toEqual([]);
    storage.release();
    await release;
    const b = await upload;
    expect(storage.log).toEqual([...a.files.map((n) => `remove ${n}`), ...b.files.map((n) => `write ${n}`)]);
    await attachCommitted(media, b);
    expect(await exists(media, b.files)).toEqual(b.files.map(() => true));
    await media.transaction([], async (_trx, tx) => tx.release(b.row.key));
  });
});

describe('FileStorage.init', () => {
  it('removes temporary files older than an hour and keeps younger ones and stored files', async () => {
    const storage = t.deps.media.storage;
    const dir = storage.dir;
    await fs.writeFile(path.join(dir, '.tmp-0123456789ab'), 'half a file');
    await fs.writeFile(path.join(dir, '.tmp-ba9876543210'), 'being written');
    const kept = await t.deps.media.prepareImage(await pngFile('keep.png', 410, 300, '#010203'));
    await t.deps.media.discard([]);
    for (const name of ['.tmp-0123456789ab', ...kept.files]) await age(name, 2 * HOUR);
    await age('.tmp-ba9876543210', 10 * 60 * 1000);

    expect(await storage.init()).toBe(1);
    const names = await fs.readdir(dir);
    expect(names).not.toContain('.tmp-0123456789ab');
    expect(names).toContain('.tmp-ba9876543210');
    for (const name of kept.files) expect(names).toContain(name);
    await t.deps.media.discard([kept]);
    await fs.rm(path.join(dir, '.tmp-ba9876543210'));
  });
});
