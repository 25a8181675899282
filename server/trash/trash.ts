// The trash (issue 14 point 4; decision 019): a delete keeps a copy of the record's files in the uploads folder's
// `.trash` (TrashFiles), then moves its row into the `trash` table in one transaction with the media counts, so a
// deleted picture leaves its public address at once. A restore puts the same row (id, order, createdAt) back
// and its files back under their addresses; a purge (the Admin's "delete for good", or the daily sweep after
// TRASH_KEEP_DAYS) drops the entry and then every copy no other entry needs.
import { TRASH_KEEP_DAYS } from '../../common/constants.ts';
import {
  TRASH_RECORD_TYPES,
  VERSIONED_TYPES,
  type TrashRecordType,
  type VersionedType,
} from '../../common/resources/index.ts';
import type { Deps } from '../context.ts';
import type { Db } from '../db/database.ts';
import { newId } from '../db/ids.ts';
import type { MediaRow, TrashRow } from '../db/schema.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { fileNames, type PreparedMedia, type Trx } from '../media/media-store.ts';
import type { TrashFiles } from '../media/trash-files.ts';
import { releaseFiles, saveWithUploads } from '../repositories/stored-files.ts';
import { deleteTrashRow, insertTrashRow, trashDeletedBefore, trashNamesKey } from '../repositories/trash.ts';
import { deleteVersions } from '../repositories/versions.ts';
import { TRASH_KINDS, type AnyRow, type TrashKind } from './kinds.ts';

export const TRASH_ITEM_GONE = 'This item is no longer in the trash.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** A stored file's description as the trash keeps it (the media row without its count). */
type StoredFileRow = PreparedMedia['row'];

/** Who deleted a record. */
export interface Deleter {
  userId: string | null;
  userName: string;
}

type TrashDeps = Pick<Deps, 'db' | 'media' | 'cache' | 'clock' | 'logger'>;

function kindOf(type: string): TrashKind {
  if (!(TRASH_RECORD_TYPES as readonly string[]).includes(type))
    throw new HttpError(409, `The trash cannot restore a record of the kind "${type}".`);
  return TRASH_KINDS[type as TrashRecordType];
}

const storedNames = (files: StoredFileRow[]) => [...new Set(files.flatMap((row) => fileNames(row)))];

/** Removes the trash's copies of these files that no entry names any more. */
async function removeUnneededCopies(db: Db, trash: TrashFiles, names: string[]): Promise<void> {
  const needed = new Map<string, boolean>();
  for (const name of names) {
    const key = name.slice(0, 32);
    if (!needed.has(key)) needed.set(key, await trashNamesKey(db, key));
    if (!needed.get(key)) await trash.remove([name]);
  }
}

/** Work a trash operation does inside its transaction: a refusal first, the activity entry last. */
export interface InTransaction {
  /** Runs first (a 409 such as the last Admin's account leaves everything as it was). */
  refuse?: (trx: Trx) => Promise<void>;
  /** Runs last, once the change is written (the activity entry). */
  done?: (trx: Trx) => Promise<void>;
}

/** Moves a record to the trash instead of deleting it. */
export async function moveToTrash(
  deps: TrashDeps,
  type: TrashRecordType,
  row: AnyRow,
  by: Deleter,
  { refuse, done }: InTransaction = {},
): Promise<void> {
  const kind = TRASH_KINDS[type];
  const keys = kind.files(row).filter((key): key is string => !!key);
  const media: MediaRow[] = keys.length
    ? await deps.db.selectFrom('media').selectAll().where('key', 'in', keys).execute()
    : [];
  const byKey = new Map(media.map(({ refs: _refs, createdAt: _createdAt, ...file }) => [file.key, file]));
  const files = keys.flatMap((key) => byKey.get(key) ?? []);
  const names = storedNames(files);
  const trash = deps.media.trash;
  await trash.serial(async () => {
    // A failure here (a read-only upload folder) does not refuse the delete: the record still leaves, and
    // its entry answers a restore with a clear 409 instead of bringing it back without its files.
    await trash.keep(names).catch((error: unknown) =>
      deps.logger.error('keeping the trash copies of a deleted record failed; it cannot be restored', {
        recordType: type,
        recordId: row._id,
        files: names,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
    try {
      await deps.media.transaction([], async (trx, counts) => {
        await refuse?.(trx);
        // The row as it is now: a second DELETE at the same time finds it gone, and must not count its files
        // down again; an edit meanwhile that changed its files would leave them without their copies.
        const current = (await kind.rows.find(trx, row._id)) as AnyRow | undefined;
        if (!current) throw notFound('This record has been deleted already.');
        if (JSON.stringify(kind.files(current)) !== JSON.stringify(kind.files(row)))
          throw new HttpError(409, 'This record changed while it was being deleted: please try again.');
        const related = kind.related ? await kind.related.keep(trx, row._id) : null;
        await kind.rows.remove(trx, row._id);
        const at = deps.clock.now();
        await insertTrashRow(trx, {
          _id: newId(at.getTime()),
          recordType: type,
          recordId: row._id,
          title: kind.title(current),
          row: JSON.stringify(current),
          related: related === null ? null : JSON.stringify(related),
          files: JSON.stringify(files),
          deletedAt: at.toISOString(),
          deletedById: by.userId,
          deletedByName: by.userName,
        });
        await releaseFiles(counts, keys);
        await done?.(trx);
      });
    } catch (error) {
      await removeUnneededCopies(deps.db, trash, names);
      throw error;
    }
  });
  if (kind.cacheKeys.length) deps.cache.invalidate(...kind.cacheKeys);
}

/**
 * Puts a trashed record back as it was (same id, createdAt and place in its lists) with its files under their
 * old addresses. 404 when the entry is gone (restored or purged meanwhile); 409 when its id or a unique name
 * (a school's name, an account's e-mail) is taken now. A restored account has no sessions: it signs in again.
 */
export async function restoreFromTrash(
  deps: TrashDeps,
  entry: TrashRow,
  done?: (trx: Trx, row: AnyRow) => Promise<void>,
): Promise<AnyRow> {
  const kind = kindOf(entry.recordType);
  const row = JSON.parse(entry.row) as AnyRow;
  const files = JSON.parse(entry.files) as StoredFileRow[];
  const trash = deps.media.trash;
  await trash.serial(async () => {
    const prepared = new Map<string, PreparedMedia>();
    try {
      for (const file of files) {
        if (prepared.has(file.key)) continue;
        const item = await deps.media.prepareFromTrash(file);
        if (!item)
          throw new HttpError(409, 'The files of this item are missing from the trash: it cannot be restored.');
        prepared.set(file.key, item);
      }
    } catch (error) {
      await deps.media.discard([...prepared.values()]);
      throw error;
    }
    await saveWithUploads(deps.media, { files: [...prepared.values()] }, async (trx, counts) => {
      if (!(await deleteTrashRow(trx, entry._id))) throw notFound(TRASH_ITEM_GONE);
      if (await kind.rows.find(trx, row._id))
        throw new HttpError(409, 'A record with the same id exists again: this item cannot be restored.');
      await kind.refuseRestore?.(trx, row);
      for (const file of files) await counts.attach(prepared.get(file.key)!);
      await kind.rows.insert(trx, row);
      if (entry.related) await kind.related?.restore(trx, JSON.parse(entry.related));
      await done?.(trx, row);
    });
    await removeUnneededCopies(deps.db, trash, storedNames(files));
  });
  if (kind.cacheKeys.length) deps.cache.invalidate(...kind.cacheKeys);
  return row;
}

const isVersioned = (type: string): type is VersionedType => (VERSIONED_TYPES as string[]).includes(type);

/**
 * Deletes a trashed record for good with its versions (kept while it could come back), then every copy of its
 * files no other entry needs. False when it was gone.
 */
export function purgeFromTrash(
  deps: Pick<Deps, 'db' | 'media'>,
  entry: TrashRow,
  done?: (trx: Trx) => Promise<void>,
): Promise<boolean> {
  const trash = deps.media.trash;
  return trash.serial(async () => {
    const purged = await deps.db.transaction().execute(async (trx) => {
      if (!(await deleteTrashRow(trx, entry._id))) return false;
      if (isVersioned(entry.recordType)) await deleteVersions(trx, entry.recordType, entry.recordId);
      await done?.(trx);
      return true;
    });
    if (!purged) return false;
    await removeUnneededCopies(deps.db, trash, storedNames(JSON.parse(entry.files) as StoredFileRow[]));
    return true;
  });
}

/**
 * The daily sweep's part: purges the entries deleted more than TRASH_KEEP_DAYS ago, and removes copies no entry
 * names (left by a crash between keeping them and the delete's transaction); answers how many entries it purged.
 */
export async function purgeExpiredTrash(deps: Pick<Deps, 'db' | 'media' | 'clock'>): Promise<number> {
  const before = new Date(deps.clock.now().getTime() - TRASH_KEEP_DAYS * DAY_MS);
  let purged = 0;
  for (const entry of await trashDeletedBefore(deps.db, before)) if (await purgeFromTrash(deps, entry)) purged++;
  const trash = deps.media.trash;
  await trash.serial(async () => removeUnneededCopies(deps.db, trash, await trash.list()));
  return purged;
}
