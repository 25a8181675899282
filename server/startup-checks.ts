// What a start checks before it touches anything, so that a server that cannot work says so in one sentence and
// stops (exit code 2, which the systemd unit does not restart) instead of looping on a stack trace or serving
// pages while every sign-in fails: the port is free, the data folder and the database files can be written,
// and the PostgreSQL database exists and lets us in. The command-line tool shares the folder and database checks.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import type { Config } from './config.ts';

/** The start cannot go on, and trying again will not help until the operator fixes what the sentence says. */
export class StartupError extends Error {}

/** SQLite's files in the data folder: the database and its write-ahead log and shared-memory index. */
export const SQLITE_FILES = ['site.db', 'site.db-wal', 'site.db-shm'];

/** Binds the port for a moment: taken, not allowed or not an address here is refused now, before any work. */
export async function checkPort(config: Pick<Config, 'port' | 'host'>): Promise<void> {
  const { port, host } = config;
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  }).catch((error: NodeJS.ErrnoException) => {
    throw portError(error, config) ?? error;
  });
}

/** The sentence for a failure to listen, or null for one that is not the operator's to fix. */
export function portError(error: NodeJS.ErrnoException, { port, host }: Pick<Config, 'port' | 'host'>) {
  if (error.code === 'EADDRINUSE')
    return new StartupError(
      `Port ${port} (HOST ${host}) is already in use by another program, perhaps another copy of the site: stop it (ss -ltnp shows which), or set PORT to a free port and change the Caddyfile's reverse_proxy and the health check to match.`,
    );
  if (error.code === 'EACCES')
    return new StartupError(
      `This user may not listen on port ${port}: choose a PORT from 1024 up (Caddy or nginx in front serve ports 80 and 443).`,
    );
  if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
    return new StartupError(
      `HOST ${host} is not an address of this machine: set HOST to 127.0.0.1 (behind a proxy on this machine) or 0.0.0.0 (every address).`,
    );
  return null;
}

/** The name of the user with this uid, from /etc/passwd (or "uid N"). */
async function userName(uid: number): Promise<string> {
  const passwd = await fs.readFile('/etc/passwd', 'utf8').catch(() => '');
  const line = passwd.split('\n').find((l) => l.split(':')[2] === String(uid));
  return line ? line.split(':')[0]! : `uid ${uid}`;
}

/** The sentence for a file or folder this user cannot write. */
async function notWritable(target: string, dataDir: string): Promise<StartupError> {
  const me = os.userInfo();
  const stat = await fs.stat(target).catch(() => null);
  const owner = stat ? await userName(stat.uid) : null;
  const whose = owner && owner !== me.username ? ` (it belongs to ${owner})` : '';
  return new StartupError(
    `${target} cannot be written by the user ${me.username}${whose}, so nothing could be saved: give the data folder back to that user (chown -R ${me.username}: ${dataDir}, as after a restore or a copy made by root) and start again.`,
  );
}

/**
 * The data folder exists (or is made) and this user can create files in it and in its uploads folder, and can
 * write the database files that are there already and read the two-step key. Answers nothing; throws a
 * StartupError naming what is wrong.
 */
export async function checkDataFolder(config: Pick<Config, 'dataDir' | 'databaseUrl'>): Promise<void> {
  const { dataDir } = config;
  await fs.mkdir(dataDir, { recursive: true }).catch(async (error: NodeJS.ErrnoException) => {
    if (error.code === 'EACCES' || error.code === 'EROFS' || error.code === 'EPERM') {
      throw new StartupError(
        `The data folder ${dataDir} does not exist and the user ${os.userInfo().username} cannot create it: create it for that user, or set DATA_DIR to a folder it owns.`,
      );
    }
    if (error.code === 'EEXIST' || error.code === 'ENOTDIR')
      throw new StartupError(`DATA_DIR ${dataDir} is not a folder: set DATA_DIR to a folder.`);
    throw error;
  });
  for (const folder of [dataDir, path.join(dataDir, 'uploads')]) {
    const stat = await fs.stat(folder).catch(() => null);
    if (!stat) continue;
    if (!stat.isDirectory()) throw new StartupError(`${folder} is not a folder: move it away and start again.`);
    const probe = path.join(folder, `.write-check-${process.pid}`);
    try {
      await fs.writeFile(probe, '');
      await fs.rm(probe);
    } catch {
      throw await notWritable(folder, dataDir);
    }
  }
  const files = config.databaseUrl ? [] : SQLITE_FILES;
  for (const name of files) {
    const file = path.join(dataDir, name);
    const exists = await fs.stat(file).catch(() => null);
    if (!exists) continue;
    if (
      !(await fs.access(file, fs.constants.R_OK | fs.constants.W_OK).then(
        () => true,
        () => false,
      ))
    )
      throw await notWritable(file, dataDir);
  }
  const key = path.join(dataDir, 'two-step.key');
  if (
    (await fs.stat(key).catch(() => null)) &&
    !(await fs.access(key, fs.constants.R_OK).then(
      () => true,
      () => false,
    ))
  )
    throw await notWritable(key, dataDir);
}

/** The PostgreSQL address without its password, to name it in a sentence. */
export function safeDatabaseUrl(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL';
  }
}

/**
 * The sentence for a PostgreSQL connection that failed for a reason the operator must fix (no such database,
 * no such user, wrong password), or null for others (the server not running yet: a restart may help).
 */
export function databaseError(error: unknown, databaseUrl: string | null): StartupError | null {
  if (!databaseUrl || !error || typeof error !== 'object') return null;
  const { code, message } = error as { code?: string; message?: string };
  const where = safeDatabaseUrl(databaseUrl);
  if (code === '3D000') {
    const name = /database "([^"]+)"/.exec(message ?? '')?.[1] ?? 'named there';
    return new StartupError(
      `DATABASE_URL (${where}) names the database "${name}", which does not exist on that PostgreSQL server: create it (runuser -u postgres -- createdb -O <user> ${name}) or correct DATABASE_URL.`,
    );
  }
  if (code === '28000' || code === '28P01') {
    return new StartupError(
      `PostgreSQL refused the user of DATABASE_URL (${where}): ${message ?? 'not allowed'}; create that user (runuser -u postgres -- createuser <user>) or correct the user and password in DATABASE_URL.`,
    );
  }
  return null;
}
