// Uploaded files and the database rows that use them, kept in step:
// files are written before the transaction that references them, counted in the `media` table inside it,
// and removed after it when nothing references them any more (or when the transaction failed).
import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql, type Transaction } from 'kysely';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import type { Database, MediaRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import { processImage } from './images.ts';
import { sniff } from './sniff.ts';
import type { FileStorage } from './storage.ts';

export type Trx = Transaction<Database>;

export interface PreparedMedia {
  row: Omit<MediaRow, 'refs' | 'createdAt'>;
  files: string[];
}

export interface MediaTx {
  /** Counts one more use of the prepared file and answers its key. */
  attach(media: PreparedMedia): Promise<string>;
  /** Counts one use less; the files go once nothing uses them. */
  release(key: string | null | undefined): Promise<void>;
}

const MB = 1024 * 1024;

export function fileNames(row: Pick<MediaRow, 'key' | 'kind' | 'ext' | 'widths'>): string[] {
  if (row.kind === 'document') return [`${row.key}.${row.ext}`];
  return (JSON.parse(row.widths ?? '[]') as number[]).map((w) => `${row.key}-${w}.webp`);
}

export class MediaStore {
  readonly storage: FileStorage;
  private readonly db: Db;

  constructor(db: Db, storage: FileStorage) {
    this.db = db;
    this.storage = storage;
  }

  private async read(file: File, maxBytes: number, what: string): Promise<Buffer> {
    if (file.size > maxBytes) {
      throw new HttpError(413, `"${file.name || what}" is too large: ${what}s may be at most ${maxBytes / MB} MB.`);
    }
    return Buffer.from(await file.arrayBuffer());
  }

  /** Checks, converts and writes an uploaded image; nothing references it until attach(). */
  async prepareImage(file: File): Promise<PreparedMedia> {
    const data = await this.read(file, MAX_IMAGE_BYTES, 'image');
    const type = sniff(data);
    if (type?.kind !== 'image') {
      throw new HttpError(
        415,
        `"${file.name || 'The file'}" is not an image we accept: use JPEG, PNG, WebP, AVIF, GIF or HEIC.`,
      );
    }
    const image = await processImage(data, type.heic);
    const key = createHash('sha256').update(data).digest('hex').slice(0, 32);
    const files: string[] = [];
    for (const variant of image.variants) {
      const name = `${key}-${variant.width}.webp`;
      await this.storage.write(name, variant.data);
      files.push(name);
    }
    const bytes = image.variants.reduce((sum, v) => sum + v.data.length, 0);
    return {
      row: {
        key,
        kind: 'image',
        mime: 'image/webp',
        ext: 'webp',
        bytes,
        width: image.width,
        height: image.height,
        widths: JSON.stringify(image.widths),
        placeholder: image.placeholder,
      },
      files,
    };
  }

  /** Checks and writes an uploaded document (.pdf, .doc, .docx), stored as it came. */
  async prepareDocument(file: File): Promise<PreparedMedia> {
    const data = await this.read(file, MAX_DOCUMENT_BYTES, 'document');
    const type = sniff(data);
    if (type?.kind !== 'document') {
      throw new HttpError(415, `"${file.name || 'The file'}" is not a document we accept: use .pdf, .doc or .docx.`);
    }
    const key = createHash('sha256').update(data).digest('hex').slice(0, 32);
    const name = `${key}.${type.ext}`;
    await this.storage.write(name, data);
    return {
      row: {
        key,
        kind: 'document',
        mime: type.mime,
        ext: type.ext,
        bytes: data.length,
        width: null,
        height: null,
        widths: null,
        placeholder: null,
      },
      files: [name],
    };
  }

  /**
   * Runs `work` in one transaction with media bookkeeping. On success, files nothing uses any more are
   * deleted; on failure, the prepared files are deleted unless another record already uses them.
   */
  async transaction<T>(prepared: PreparedMedia[], work: (trx: Trx, media: MediaTx) => Promise<T>): Promise<T> {
    const unused: MediaRow[] = [];
    try {
      const result = await this.db.transaction().execute(async (trx) => {
        const media: MediaTx = {
          attach: async (item) => {
            await trx
              .insertInto('media')
              .values({ ...item.row, refs: 1, createdAt: new Date().toISOString() })
              .onConflict((oc) => oc.column('key').doUpdateSet({ refs: sql<number>`"media"."refs" + 1` }))
              .execute();
            return item.row.key;
          },
          release: async (key) => {
            if (!key) return;
            await trx
              .updateTable('media')
              .set({ refs: sql<number>`"refs" - 1` })
              .where('key', '=', key)
              .execute();
            const row = await trx.selectFrom('media').selectAll().where('key', '=', key).executeTakeFirst();
            if (row && row.refs <= 0) {
              await trx.deleteFrom('media').where('key', '=', key).execute();
              unused.push(row);
            }
          },
        };
        return work(trx, media);
      });
      await this.removeFilesOf(unused);
      return result;
    } catch (error) {
      await this.discard(prepared);
      throw error;
    }
  }

  /** Deletes prepared files that no committed row uses. */
  async discard(prepared: PreparedMedia[]): Promise<void> {
    for (const item of prepared) {
      const row = await this.db.selectFrom('media').select('key').where('key', '=', item.row.key).executeTakeFirst();
      if (!row) await Promise.all(item.files.map((f) => this.storage.remove(f)));
    }
  }

  private async removeFilesOf(rows: MediaRow[]): Promise<void> {
    for (const row of rows) {
      // Another upload of the same picture may have brought the key back meanwhile.
      const again = await this.db.selectFrom('media').select('key').where('key', '=', row.key).executeTakeFirst();
      if (!again) await Promise.all(fileNames(row).map((f) => this.storage.remove(f)));
    }
  }

  /** The media rows for the given keys, to describe images in answers. */
  async describe(keys: (string | null | undefined)[]): Promise<Map<string, MediaRow>> {
    const wanted = [...new Set(keys.filter((k): k is string => !!k))];
    if (wanted.length === 0) return new Map();
    const rows = await this.db.selectFrom('media').selectAll().where('key', 'in', wanted).execute();
    return new Map(rows.map((r) => [r.key, r]));
  }

  /** Removes files left behind by a crash between writing a file and its transaction (older than an hour). */
  async sweepOrphans(olderThanMs = 60 * 60 * 1000): Promise<number> {
    const names = await this.storage.list();
    const known = new Set((await this.db.selectFrom('media').select('key').execute()).map((r) => r.key));
    let removed = 0;
    for (const name of names) {
      if (known.has(name.slice(0, 32))) continue;
      const stat = await fs.stat(path.join(this.storage.dir, name)).catch(() => null);
      if (stat && Date.now() - stat.mtimeMs > olderThanMs) {
        await this.storage.remove(name);
        removed++;
      }
    }
    return removed;
  }
}

// ---- describing media in API answers -------------------------------------------------------------

export interface ImageVariants {
  width: number;
  height: number;
  placeholder: string;
  sources: { width: number; url: string }[];
}

export function imageUrl(row: MediaRow | undefined): string | null {
  if (!row) return null;
  const names = fileNames(row);
  return `/uploads/${names[names.length - 1]}`;
}

export function imageVariants(row: MediaRow | undefined): ImageVariants | null {
  if (!row || row.kind !== 'image') return null;
  const widths = JSON.parse(row.widths ?? '[]') as number[];
  return {
    width: row.width ?? 0,
    height: row.height ?? 0,
    placeholder: row.placeholder ?? '',
    sources: widths.map((w) => ({ width: w, url: `/uploads/${row.key}-${w}.webp` })),
  };
}

export function documentUrl(row: MediaRow | undefined): string | null {
  return row ? `/uploads/${row.key}.${row.ext}` : null;
}
