// Uploaded files and the database rows that use them, kept in step:
// files are written before the transaction that references them, counted in the `media` table inside it,
// and removed after it when nothing references them any more (or when the transaction failed).
//
// Names come from the content, so two requests can hold the same picture at once: request B may prepare
// picture P while request A releases P's last use. Within the process this is safe because
// - every prepared upload is counted per key until its transaction has settled (committed or discarded),
//   and the files of a key are never deleted while another upload of it is pending;
// - deleting a key's files and writing them are serialised per key, so a check and its deletion cannot
//   be overtaken by a write of the same key;
// - after a commit, the files of every attached upload are checked and written again from the prepared
//   data if one is missing.
// Several servers sharing one PostgreSQL database keep the files in it (shared-storage.ts): the pending counts
// live in each process, but a file deleted by one server while another's upload of it commits is written again
// by the latter after its commit (restoreMissing). The start-up sweep only removes files older than an hour that
// no row names.
import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import { MAX_DOCUMENT_BYTES, MAX_IMAGE_BYTES } from '../../common/constants.ts';
import type { Db } from '../db/database.ts';
import type { Database, MediaRow } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';
import type { Logger } from '../http/logger.ts';
import { systemClock, type Clock } from '../clock.ts';
import { checkActiveContent, checkDocumentStructure } from './document-structure.ts';
import { processImage } from './images.ts';
import { uploadPath } from '../http/multipart.ts';
import { WORK_MEMORY_BYTES, workMemory } from '../limits/memory-budget.ts';
import { sniff } from './sniff.ts';
import type { FileStorage } from './storage.ts';
import type { TrashFiles } from './trash-files.ts';

export type Trx = Transaction<Database>;

export interface PreparedMedia {
  row: Omit<MediaRow, 'refs' | 'createdAt'>;
  files: string[];
  /**
   * The contents of each file, held until the upload has settled (to write a file again that went missing): a
   * document's is its upload on disk, not its bytes in memory.
   */
  data?: (Buffer | Blob)[];
  /** Set once the upload's transaction committed or it was discarded. */
  settled?: boolean;
}

export interface MediaTx {
  /** Counts one more use of the prepared file and answers its key. */
  attach(media: PreparedMedia): Promise<string>;
  /** Counts one more use of a file stored already; false (and nothing counted) when no such file is stored. */
  retain(key: string): Promise<boolean>;
  /** Counts one use less; the files go once nothing uses them. */
  release(key: string | null | undefined): Promise<void>;
}

const MB = 1024 * 1024;

/** Enough of a file's start to tell an image's type (sniff.ts reads at most 256 bytes of one). */
const SNIFFED_BYTES = 4096;

/**
 * What a document's checks hold at their peak, by its size: the bytes, their text for the PDF searches (a copy or
 * two at once), object streams inflated, and the write to the database. Measured roughly, on the side of too much.
 */
const documentCost = (bytes: number) => Math.min(WORK_MEMORY_BYTES, 5 * bytes + 8 * MB);

const bytesOf = async (file: Blob) => Buffer.from(await file.arrayBuffer());

/** The content's key: the first 32 hex digits of its SHA-256, read as a stream. */
async function digestOf(file: Blob): Promise<string> {
  const hash = createHash('sha256');
  const reader = file.stream().getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) hash.update(next.value);
  return hash.digest('hex').slice(0, 32);
}

/** A prepared upload's stored names beside their contents (two lists of the same length). */
function withContents<T>(names: string[], data: T[]): [string, T][] {
  if (names.length !== data.length) throw new Error(`${names.length} file names for ${data.length} contents`);
  return data.map((contents, i) => [names[i] ?? '', contents]);
}

export function fileNames(row: Pick<MediaRow, 'key' | 'kind' | 'ext' | 'widths'>): string[] {
  if (row.kind === 'document') return [`${row.key}.${row.ext}`];
  return (JSON.parse(row.widths ?? '[]') as number[]).map((w) => `${row.key}-${w}.webp`);
}

/** Counts one more use of a stored file; false (nothing counted) when none is stored under the key. */
export async function retainStored(trx: Trx, key: string): Promise<boolean> {
  const result = await trx
    .updateTable('media')
    .set({ refs: sql<number>`"refs" + 1` })
    .where('key', '=', key)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export class MediaStore {
  readonly storage: FileStorage;
  /** Copies of the files that records in the trash name (server/trash/). */
  readonly trash: TrashFiles;
  private readonly db: Db;
  /** Prepared uploads per key whose transaction has not settled yet. */
  private readonly pending = new Map<string, number>();
  /** The last file operation queued per key (writes and deletions of one key run one after another). */
  private readonly keyQueue = new Map<string, Promise<unknown>>();

  /** Where failures of the clean-up after a committed change are told (they never fail the change). */
  private readonly logger: Logger | null;

  /** The site's clock (deps.clock): when a stored file was first kept. */
  private readonly clock: Clock;

  constructor(db: Db, storage: FileStorage, logger: Logger | null = null, clock: Clock = systemClock) {
    this.db = db;
    this.storage = storage;
    this.trash = storage.trash;
    this.logger = logger;
    this.clock = clock;
  }

  /**
   * Deletes the files nothing uses any more, after the change that released them has committed or failed.
   * A failure here (a read-only or vanished upload folder) is logged and not thrown: the database is already
   * right, the answer must say so, and the start-up sweep (sweepOrphans) removes the files left behind.
   */
  private async cleanUp(key: string, files: string[]): Promise<void> {
    try {
      await this.removeUnused(key, files);
    } catch (error) {
      this.logger?.error('removing upload files nothing uses failed; they stay until the next start-up sweep', {
        key,
        files,
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    }
  }

  /** How many prepared uploads of this key have not settled (for tests and diagnostics). */
  pendingCount(key: string): number {
    return this.pending.get(key) ?? 0;
  }

  /** Runs `work` after every earlier file operation on this key has finished. */
  private withKey<T>(key: string, work: () => Promise<T>): Promise<T> {
    const previous = this.keyQueue.get(key) ?? Promise.resolve();
    const run = previous.then(work, work);
    const tail = run.catch(() => {});
    this.keyQueue.set(key, tail);
    void tail.then(() => {
      if (this.keyQueue.get(key) === tail) this.keyQueue.delete(key);
    });
    return run;
  }

  private hold(key: string): void {
    this.pending.set(key, this.pendingCount(key) + 1);
  }

  private unhold(key: string): void {
    const left = this.pendingCount(key) - 1;
    if (left > 0) this.pending.set(key, left);
    else this.pending.delete(key);
  }

  /** Ends the pending count of a prepared upload (once, however often it is called). */
  private settle(item: PreparedMedia): void {
    if (item.settled) return;
    item.settled = true;
    item.data = undefined;
    this.unhold(item.row.key);
  }

  /** Writes the files of a prepared upload under its key, counting it as pending from the start. */
  private async writePrepared(prepared: PreparedMedia, data: Buffer[]): Promise<PreparedMedia> {
    try {
      await this.withKey(prepared.row.key, async () => {
        for (const [name, contents] of withContents(prepared.files, data)) await this.storage.write(name, contents);
      });
    } catch (error) {
      this.settle(prepared);
      await this.cleanUp(prepared.row.key, prepared.files);
      throw error;
    }
    return prepared;
  }

  /**
   * Deletes the files of a key unless a row names the key or an upload of it is pending. The pending count
   * is read first: an upload that starts after it cannot write (or commit) before this deletion is done.
   */
  private removeUnused(key: string, files: string[]): Promise<boolean> {
    return this.withKey(key, async () => {
      if (this.pendingCount(key) > 0) return false;
      const row = await this.db.selectFrom('media').select('key').where('key', '=', key).executeTakeFirst();
      if (row) return false;
      await Promise.all(files.map((f) => this.storage.remove(f)));
      return true;
    });
  }

  /** After a commit: writes again any file of an attached upload that is missing (answers how many). */
  private async restoreMissing(prepared: PreparedMedia[]): Promise<number> {
    let restored = 0;
    for (const item of prepared) {
      const data = item.data;
      if (item.settled || !data) continue;
      const row = await this.db.selectFrom('media').select('key').where('key', '=', item.row.key).executeTakeFirst();
      if (!row) continue;
      await this.withKey(item.row.key, async () => {
        for (const [name, contents] of withContents(item.files, data)) {
          if (!(await this.storage.exists(name))) {
            await this.storage.write(name, Buffer.isBuffer(contents) ? contents : await bytesOf(contents));
            restored++;
          }
        }
      });
    }
    return restored;
  }

  private checkSize(file: File, maxBytes: number, what: string): void {
    if (file.size > maxBytes) {
      throw new HttpError(413, `"${file.name || what}" is too large: ${what}s may be at most ${maxBytes / MB} MB.`);
    }
  }

  /**
   * Checks, converts and writes an uploaded image; nothing references it until attach(). The upload stays where
   * it is (on disk: server/http/multipart.ts): its type is read from its first bytes, its digest as a stream, and
   * the converter reads it within the memory budget (server/media/images.ts).
   */
  async prepareImage(file: File): Promise<PreparedMedia> {
    this.checkSize(file, MAX_IMAGE_BYTES, 'image');
    const type = sniff(new Uint8Array(await file.slice(0, SNIFFED_BYTES).arrayBuffer()));
    if (type?.kind !== 'image') {
      throw new HttpError(
        415,
        `"${file.name || 'The file'}" is not an image we accept: use JPEG, PNG, WebP, AVIF, GIF or HEIC.`,
      );
    }
    const key = await digestOf(file);
    // Pending from here: a release of the same picture meanwhile keeps its files for this upload.
    this.hold(key);
    let image: Awaited<ReturnType<typeof processImage>>;
    try {
      image = await processImage(uploadPath(file) ?? (await bytesOf(file)), type.heic, file.size);
    } catch (error) {
      this.unhold(key);
      throw error;
    }
    const bytes = image.variants.reduce((sum, v) => sum + v.data.length, 0);
    const contents = image.variants.map((variant) => variant.data);
    const prepared: PreparedMedia = {
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
      files: image.variants.map((variant) => `${key}-${variant.width}.webp`),
      data: contents,
    };
    return this.writePrepared(prepared, contents);
  }

  /**
   * A trashed record's file, written back under its stored name from the trash's copy, as an upload that
   * attach() counts again. Answers null when the copy is gone.
   */
  async prepareFromTrash(row: PreparedMedia['row']): Promise<PreparedMedia | null> {
    const files = fileNames(row);
    const data: Buffer[] = [];
    for (const name of files) {
      const contents = await this.trash.read(name).catch(() => null);
      if (!contents) return null;
      data.push(contents);
    }
    this.hold(row.key);
    return this.writePrepared({ row, files, data }, data);
  }

  /**
   * Checks and writes an uploaded document (.pdf, .doc, .docx), stored as it came. Its checks read it whole (and
   * a PDF's object streams inflated): they run within the memory budget, by the document's size.
   */
  async prepareDocument(file: File): Promise<PreparedMedia> {
    this.checkSize(file, MAX_DOCUMENT_BYTES, 'document');
    return workMemory.use(documentCost(file.size), async () => {
      const data = await bytesOf(file);
      const type = sniff(data);
      if (type?.kind !== 'document') {
        throw new HttpError(415, `"${file.name || 'The file'}" is not a document we accept: use .pdf, .doc or .docx.`);
      }
      const problem = checkDocumentStructure(data, type.ext);
      if (problem) {
        throw new HttpError(
          415,
          `"${file.name || 'The file'}" is not a sound .${type.ext} document (${problem}): save it again from Word or as a PDF and upload that.`,
        );
      }
      const active = checkActiveContent(data, type.ext);
      if (active) {
        throw new HttpError(
          415,
          `"${file.name || 'The file'}" contains scripts, macros or embedded programs (${active}), which are not allowed: save it again as a plain PDF and upload that.`,
          undefined,
          undefined,
          'active_content',
        );
      }
      const key = createHash('sha256').update(data).digest('hex').slice(0, 32);
      this.hold(key);
      const prepared: PreparedMedia = {
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
        files: [`${key}.${type.ext}`],
        // Kept as the upload (on disk when it came in a form), not as the bytes read here.
        data: [file],
      };
      return this.writePrepared(prepared, [data]);
    });
  }

  /**
   * Runs `work` in one transaction with media bookkeeping. On success, files nothing uses any more are
   * deleted and the files of the attached uploads are made sure of; on failure, the prepared files are
   * deleted unless another record (or another pending upload) uses them. Either way the prepared uploads
   * have settled afterwards.
   */
  async transaction<T>(prepared: PreparedMedia[], work: (trx: Trx, media: MediaTx) => Promise<T>): Promise<T> {
    const unused: MediaRow[] = [];
    let result: T;
    try {
      result = await this.db.transaction().execute(async (trx) => {
        const media: MediaTx = {
          attach: async (item) => {
            await trx
              .insertInto('media')
              .values({ ...item.row, refs: 1, createdAt: this.clock.now().toISOString() })
              .onConflict((oc) => oc.column('key').doUpdateSet({ refs: sql<number>`"media"."refs" + 1` }))
              .execute();
            return item.row.key;
          },
          retain: (key) => retainStored(trx, key),
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
    } catch (error) {
      await this.discard(prepared);
      throw error;
    }
    // Committed: from here on nothing may turn the answer into a failure.
    try {
      await this.restoreMissing(prepared);
    } catch (error) {
      this.logger?.error('writing again a missing upload file after a committed change failed', {
        keys: prepared.map((item) => item.row.key),
        error: error instanceof Error ? (error.stack ?? error.message) : String(error),
      });
    } finally {
      for (const item of prepared) this.settle(item);
    }
    for (const row of unused) await this.cleanUp(row.key, fileNames(row));
    return result;
  }

  /** Settles prepared uploads and deletes their files unless a committed row or a pending upload uses them. */
  async discard(prepared: PreparedMedia[]): Promise<void> {
    for (const item of prepared) this.settle(item);
    for (const item of prepared) await this.cleanUp(item.row.key, item.files);
  }

  /**
   * Removes files left behind by a crash between writing a file and its transaction (older than an hour), and a
   * cache's copies of files that are no longer stored (shared-storage.ts).
   */
  async sweepOrphans(olderThanMs = 60 * 60 * 1000): Promise<number> {
    const names = await this.storage.list();
    const known = new Set((await this.db.selectFrom('media').select('key').execute()).map((r) => r.key));
    let removed = 0;
    for (const name of names) {
      if (known.has(name.slice(0, 32)) || this.pendingCount(name.slice(0, 32)) > 0) continue;
      const writtenAt = await this.storage.writtenAt(name);
      if (writtenAt !== null && Date.now() - writtenAt > olderThanMs) {
        await this.storage.remove(name);
        removed++;
      }
    }
    return removed + (await this.storage.removeStaleCopies());
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
