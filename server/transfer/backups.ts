// Scheduled backups: a dated export into one folder, keeping the newest N. The folder and everything in it
// are readable by the service user only (the exports hold password hashes).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../db/database.ts';
import { PRIVATE_FILE, PRIVATE_FOLDER, exportSite, newPrivateFolder, type ExportSummary } from './export.ts';
import { MANIFEST, TransferError, type Site } from './format.ts';

/**
 * backup-2026-11-25T031700 (UTC, to the second), and backup-2026-11-25T031700-2 for a second one in that second;
 * backup's older default name (to the minute) counts too.
 */
const DATED = /^backup-\d{4}-\d{2}-\d{2}T\d{4}(\d{2})?(-[2-9])?$/;

export function datedBackupName(now: Date): string {
  const iso = now.toISOString();
  return `backup-${iso.slice(0, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}`;
}

export interface RotatedBackup {
  summary: ExportSummary;
  /** The complete dated backups left in the folder, oldest first. */
  kept: string[];
  removed: string[];
}

/**
 * Complete dated backups (with their manifest) in `folder`, oldest first (one digit of suffix, so the names sort as
 * the times do). A dated folder without a manifest is unfinished, a backup running or one that was stopped (its
 * claimed folder): never counted or removed (decision 010).
 */
async function datedBackups(folder: string): Promise<string[]> {
  const names = (await fs.readdir(folder)).filter((name) => DATED.test(name)).sort();
  const complete: string[] = [];
  for (const name of names) {
    if (
      await fs.stat(path.join(folder, name, MANIFEST)).then(
        () => true,
        () => false,
      )
    )
      complete.push(name);
  }
  return complete;
}

export async function backupInto(
  db: Db,
  site: Site,
  folder: string,
  keep: number,
  now = new Date(),
): Promise<RotatedBackup> {
  await fs.mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER });
  await fs.chmod(folder, PRIVATE_FOLDER);
  // Claimed first, with -2 when a backup of the same second has its name (one by hand while the timer's runs).
  const target = await newPrivateFolder(folder, datedBackupName(now));
  let summary: ExportSummary;
  try {
    try {
      summary = await exportSite(db, site, target, now);
    } catch (error) {
      // A photo deleted between reading the rows and copying its file: the next try sees the new rows.
      if (!(error instanceof TransferError) || !/missing/.test(error.message)) throw error;
      summary = await exportSite(db, site, target, now);
    }
  } catch (error) {
    // The reserved folder goes with a failed backup (rmdir: only while it is still empty).
    await fs.rmdir(target).catch(() => {});
    throw error;
  }
  const all = await datedBackups(folder);
  const removed = all.slice(0, Math.max(0, all.length - keep));
  for (const name of removed) await fs.rm(path.join(folder, name), { recursive: true, force: true });
  return { summary, kept: all.slice(removed.length), removed };
}

/** Appends the backup's status line to `folder`/backups.log, for a cron job's monitor (0600 like the rest). */
export async function appendStatus(folder: string, line: string): Promise<void> {
  const file = path.join(folder, 'backups.log');
  await fs.appendFile(file, line, { mode: PRIVATE_FILE });
}
