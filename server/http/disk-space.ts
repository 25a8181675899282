// Free space on the disk that holds the data folder (database and uploads): /api/health reports it and the
// start-up log warns when it is low, before uploads and the database start failing.
import fs from 'node:fs/promises';

/** MB available to the server's user on the data folder's disk. */
export async function freeDiskMb(dir: string): Promise<number> {
  const stats = await fs.statfs(dir);
  return Math.floor((stats.bavail * stats.bsize) / (1024 * 1024));
}
