// Upgrades the database at start-up (server and command-line tool) so that no upgrade can lose data
// (docs/decisions/013): a database that has data is backed up before its pending migrations run, the
// migrations run in one transaction (all or nothing), and a failure stops the start with a clear sentence.
import fs from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { Config } from '../config.ts';
import type { Logger } from '../http/logger.ts';
import { FileStorage } from '../media/storage.ts';
import { SharedFileStorage } from '../media/shared-storage.ts';
import { PRIVATE_FILE, PRIVATE_FOLDER, exportSite, newPrivateFolder } from '../transfer/export.ts';
import { MigrationError, migrate, migrationStatus, type DatabaseHandle, type MigrationStatus } from './database.ts';

/** The migration that moved the stored files of a PostgreSQL site into its database. */
const SHARED_FILES_MIGRATION = '2026-12-07-shared-files';

/** The upgrade did not happen (backup failed, migration failed, newer database); the database is unchanged. */
export class UpgradeError extends Error {}

/** Where the automatic backups go: BACKUP_DIR, else DATA_DIR/backups (beside the database, in the data folder). */
export function upgradeBackupFolder(config: Pick<Config, 'backupDir' | 'dataDir'>): string {
  return config.backupDir ?? path.join(config.dataDir, 'backups');
}

/** before-upgrade-2026-11-25T143500 (UTC); never matched by the rotation of `cli backup`, so never removed by it. */
export function upgradeBackupName(now: Date): string {
  const iso = now.toISOString();
  return `before-upgrade-${iso.slice(0, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

/**
 * SQLite: a consistent copy of the file (VACUUM INTO reads one snapshot, so writes of another process do not
 * tear it) as FOLDER/before-upgrade-…/site.db. PostgreSQL: the tool's export (every table and every uploaded
 * file) into FOLDER/before-upgrade-…. Readable by the service user only. Answers the backup's path.
 */
export async function backupBeforeUpgrade(
  handle: DatabaseHandle,
  uploads: string,
  folder: string,
  now = new Date(),
): Promise<string> {
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  const target = await newPrivateFolder(folder, upgradeBackupName(now));
  if (handle.kind === 'postgres') {
    // The files are where the database's version keeps them: in the database since 2026-12-07-shared-files
    // (docs/decisions/024), in the uploads folder before.
    const { applied } = await migrationStatus(handle.db);
    const storage = applied.some((m) => m.name === SHARED_FILES_MIGRATION)
      ? new SharedFileStorage(handle.db, uploads)
      : new FileStorage(uploads);
    // The export takes the new, empty folder (and leaves nothing behind when it fails).
    try {
      return (await exportSite(handle.db, { kind: 'postgres', storage }, target, now)).dir;
    } catch (error) {
      await fs.rm(target, { recursive: true, force: true });
      throw error;
    }
  }
  if (!handle.file) throw new Error('an in-memory database has no file to back up');
  const file = path.join(target, 'site.db');
  try {
    // Created empty and private first, so the copy is never readable by others; VACUUM INTO fills an empty file.
    await fs.writeFile(file, '', { mode: PRIVATE_FILE, flag: 'wx' });
    await sql`vacuum into ${file}`.execute(handle.db);
    await fs.chmod(file, PRIVATE_FILE);
  } catch (error) {
    await fs.rm(target, { recursive: true, force: true });
    throw error;
  }
  return file;
}

/** How many backups from before upgrades stay in their folder (the newest); older ones go at the next upgrade. */
export const UPGRADE_BACKUPS_KEPT = 3;

/** Removes the oldest before-upgrade backups beyond the newest `keep` in `folder`; answers the removed names. */
export async function rotateUpgradeBackups(folder: string, keep = UPGRADE_BACKUPS_KEPT): Promise<string[]> {
  const names = (await fs.readdir(folder).catch(() => [] as string[]))
    .filter((name) => /^before-upgrade-\d{4}-\d{2}-\d{2}T\d{6}(-\d+)?$/.test(name))
    .sort();
  const removed = names.slice(0, Math.max(0, names.length - keep));
  for (const name of removed) await fs.rm(path.join(folder, name), { recursive: true, force: true });
  return removed;
}

export interface UpgradeResult {
  status: MigrationStatus;
  /** The backup taken before migrating; null when nothing was pending or the database was new. */
  backup: string | null;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Brings the database to this version's schema. With migrations pending on a database that has applied some
 * before (it has data), the backup comes first; a fresh, empty database is migrated without one.
 */
export async function upgradeDatabase(handle: DatabaseHandle, options: UpgradeOptions): Promise<UpgradeResult> {
  if (handle.kind !== 'postgres') return upgradeUnlocked(handle, options);
  // PostgreSQL: two processes started together (the server and the tool after an update) take turns, so the
  // second finds the upgrade done instead of reading its backup while the first one alters the tables (which
  // PostgreSQL broke as a deadlock). The lock is the schema's, on a connection of its own, held to the end.
  return handle.db.connection().execute(async (connection) => {
    const lock = sql`hashtext(${UPGRADE_LOCK} || coalesce(current_schema(), ''))`;
    await sql`select pg_advisory_lock(${lock})`.execute(connection);
    try {
      return await upgradeUnlocked(handle, options);
    } finally {
      // An unlock that fails (the connection dropped) released the lock with its session: the upgrade's own
      // outcome is what the caller hears.
      await sql`select pg_advisory_unlock(${lock})`.execute(connection).catch(() => undefined);
    }
  });
}

/** The name of the advisory lock an upgrade holds on PostgreSQL, with the schema's name after it. */
const UPGRADE_LOCK = 'bright-upgrade:';

interface UpgradeOptions {
  config: Pick<Config, 'backupDir' | 'dataDir'>;
  uploads: string;
  logger: Logger;
}

async function upgradeUnlocked(handle: DatabaseHandle, options: UpgradeOptions): Promise<UpgradeResult> {
  const { config, uploads, logger } = options;
  const status = await migrationStatus(handle.db);
  if (status.unknown.length) {
    throw new UpgradeError(
      `The database was upgraded by a newer version of the site (it has the migration ${status.unknown.join(', ')}, ` +
        'unknown to this version). Start the newer version again, or restore the backup taken before that upgrade.',
    );
  }
  if (status.pending.length === 0) return { status, backup: null };

  let backup: string | null = null;
  if (status.applied.length > 0) {
    const folder = upgradeBackupFolder(config);
    try {
      backup = await backupBeforeUpgrade(handle, uploads, folder);
    } catch (error) {
      throw new UpgradeError(
        `The database was not upgraded: the backup before the upgrade into ${folder} failed (${message(error)}). ` +
          'Nothing was changed. Free some disk space or set BACKUP_DIR to a writable folder, then start again.',
        { cause: error },
      );
    }
    const removed = await rotateUpgradeBackups(folder).catch(() => []);
    logger.warn('backed up the database before upgrading it', {
      backup,
      from: status.applied.at(-1)?.name,
      pending: status.pending,
      ...(removed.length ? { removedOlder: removed } : {}),
    });
  }

  for (let attempt = 1; ; attempt++) {
    try {
      await migrate(handle.db);
      break;
    } catch (error) {
      if (!(error instanceof MigrationError)) throw error;
      // Another process (the server and the tool, started together after an update) may have been upgrading
      // the same SQLite file: its write lock fails this one, which is undone. Done by the other: fine; still
      // locked: try again. (On PostgreSQL, the upgrade lock above makes the second wait.)
      if ((await migrationStatus(handle.db)).pending.length === 0) break;
      if (attempt < LOCKED_ATTEMPTS && /database is locked|busy/i.test(error.reason)) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        continue;
      }
      throw refused(error, status, backup);
    }
  }
  if (status.applied.length > 0) logger.info('upgraded the database', { applied: status.pending });
  return { status, backup };
}

/** How often a migration that met another process's lock is tried, half a second apart. */
const LOCKED_ATTEMPTS = 20;

function refused(error: MigrationError, status: MigrationStatus, backup: string | null): UpgradeError {
  const before = status.applied.at(-1)?.name;
  return new UpgradeError(
    `The database upgrade failed in migration ${error.migration}: ${error.reason}. ` +
      (before
        ? `It was undone: the database is as it was (its last migration is still ${before}). `
        : 'It was undone: the database is still empty. ') +
      (backup ? `A backup from just before is at ${backup}. ` : '') +
      'Fix the cause, or go back to the previous version of the site, and start again.',
    { cause: error },
  );
}
