// Opens everything a running site needs (database, files, cache, mail); used by the server and the CLI.
import path from 'node:path';
import { systemClock } from './clock.ts';
import type { Config } from './config.ts';
import type { Deps } from './context.ts';
import { openDatabase, type DatabaseHandle } from './db/database.ts';
import { upgradeDatabase } from './db/upgrade.ts';
import { createLogger, type Logger } from './http/logger.ts';
import { ResponseCache } from './http/response-cache.ts';
import { startChangeFeed, type ChangeFeed } from './db/change-feed.ts';
import { createMailer } from './mail.ts';
import { MediaStore } from './media/media-store.ts';
import { openStorage } from './media/shared-storage.ts';
import { hashPassword } from './auth/passwords.ts';
import { createUser, findUserByEmail } from './repositories/users.ts';
import { countAdmins } from './resources/users.ts';
import { START_UP_ACTOR } from './repositories/activity.ts';
import { StartupError } from './startup-checks.ts';

export interface Opened {
  deps: Deps;
  handle: DatabaseHandle;
}

export async function openDeps(config: Config, logger: Logger = createLogger(config.logLevel)): Promise<Opened> {
  const handle = openDatabase({ databaseUrl: config.databaseUrl, sqliteFile: path.join(config.dataDir, 'site.db') });
  const uploads = path.join(config.dataDir, 'uploads');
  try {
    // Backs up a database with data before migrating it; a failed migration leaves it as it was.
    await upgradeDatabase(handle, { config, uploads, logger });
  } catch (error) {
    await handle.close();
    throw error;
  }
  const storage = openStorage(handle, uploads);
  // With PostgreSQL, other servers may change the data: each tells the others, and drops what they changed.
  let feed: ChangeFeed | null = null;
  const closeDatabase = handle.close;
  handle.close = async () => {
    await feed?.close();
    await closeDatabase();
  };
  const unfinished = await storage.init();
  if (unfinished) logger.info('removed unfinished temporary upload files', { count: unfinished });
  const deps: Deps = {
    config,
    db: handle.db,
    dbKind: handle.kind,
    media: new MediaStore(handle.db, storage, logger, systemClock),
    cache: new ResponseCache(systemClock),
    logger,
    mailer: config.smtpUrl ? createMailer(config.smtpUrl, config.mailFrom) : null,
    clock: systemClock,
  };
  if (config.databaseUrl)
    feed = startChangeFeed({ databaseUrl: config.databaseUrl, db: handle.db, cache: deps.cache, logger });
  return { deps, handle };
}

/** Creates the Admin from ADMIN_EMAIL/ADMIN_PASSWORD when the site has no Admin yet. */
export async function ensureAdmin(deps: Deps): Promise<boolean> {
  const { adminEmail, adminPassword } = deps.config;
  if (!adminEmail || !adminPassword) return false;
  if ((await countAdmins(deps.db)) > 0) return false;
  const taken = await findUserByEmail(deps.db, adminEmail);
  if (taken) {
    // Never silently promote an existing account or overwrite its password from the environment.
    throw new StartupError(
      `ADMIN_EMAIL ${adminEmail} already belongs to a user with the role ${taken.role}, and the site has no Admin. ` +
        'Choose another ADMIN_EMAIL, or give that user the Admin role with the command-line tool.',
    );
  }
  const passwordHash = await hashPassword(adminPassword);
  const details = { name: 'Administrator', phone: '', email: adminEmail, role: 'Admin' as const, passwordHash };
  await createUser(deps, details, START_UP_ACTOR);
  deps.logger.info('created the first Admin from ADMIN_EMAIL', { email: adminEmail });
  return true;
}
