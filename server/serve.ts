// Starts the site: opens the data, creates the first Admin, seeds demo content, serves API, uploads and pages.
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig, type Config } from './config.ts';
import { buildApp } from './app.ts';
import { ensureAdmin, openDeps } from './bootstrap.ts';
import { seedDemoContent } from './seed/demo.ts';
import { mountPages } from './pages.ts';
import { gracefulStop } from './shutdown.ts';
import { freeDiskMb } from './http/disk-space.ts';
import { createLogger } from './http/logger.ts';
import { UpgradeError } from './db/upgrade.ts';
import { startDailySweep } from './maintenance.ts';
import {
  StartupError,
  checkDataFolder,
  checkPort,
  databaseError,
  portError,
  safeDatabaseUrl,
} from './startup-checks.ts';

/** The settings, once read (the failure handler names the database from them). */
let config: Config | undefined;

async function main() {
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const settings = config;
  const logger = createLogger(settings.logLevel);
  for (const warning of settings.warnings) logger.warn(warning);
  // Before anything is opened or written: a start that cannot work stops here with one sentence.
  await checkPort(settings);
  await checkDataFolder(settings);
  const { deps, handle } = await openDeps(settings, logger).catch((error: unknown) => {
    throw databaseError(error, settings.databaseUrl) ?? error;
  });
  if (!settings.publicUrl) {
    deps.logger.warn(
      'PUBLIC_URL is not set: canonical links, link previews, sitemap.xml and rss.xml take their address from each ' +
        "request's Host header (pages are kept per host, so a forged Host reaches only its sender). Set PUBLIC_URL " +
        'to the public address, such as https://school.example.',
    );
  }
  await ensureAdmin(deps);
  if (settings.seedDemo) await seedDemoContent(deps);
  const swept = await deps.media.sweepOrphans();
  if (swept) deps.logger.info('removed orphaned upload files', { count: swept });

  const free = await freeDiskMb(settings.dataDir);
  if (free < settings.minFreeDiskMb) {
    deps.logger.warn('the disk is nearly full: free space before uploads and the database fail', {
      dataDir: settings.dataDir,
      freeDiskMb: free,
      minFreeDiskMb: settings.minFreeDiskMb,
    });
  }

  startDailySweep(deps);
  const app = buildApp(deps);
  await mountPages(app, deps);
  const server = serve({ fetch: app.fetch, port: settings.port, hostname: settings.host }, (info) => {
    deps.logger.info('listening', {
      url: `http://localhost:${info.port}`,
      database: deps.dbKind,
      dataDir: settings.dataDir,
    });
  });

  // Taken since the check at the start (another program was quicker): said the same way.
  server.once('error', (error: NodeJS.ErrnoException) => fail(portError(error, settings) ?? error));

  // SIGTERM/SIGINT: stop taking connections, let requests in flight finish, close the database.
  const stop = gracefulStop({ server, logger: deps.logger, mailer: deps.mailer, closeDatabase: () => handle.close() });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

/** PostgreSQL cannot be reached (not started yet, restarting): worth another try, so exit code 1. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', '57P03']);

/** A failure to reach PostgreSQL (its socket missing counts too), or null. */
function unreachable(error: unknown): string | null {
  const { code, message } = (error ?? {}) as { code?: string; message?: string };
  if (!code) return null;
  return UNREACHABLE.has(code) || (code === 'ENOENT' && /PGSQL/.test(message ?? '')) ? code : null;
}

function fail(error: unknown): never {
  // What the operator must fix is said in one sentence, without a stack, with exit code 2 (start-up checks,
  // server/startup-checks.ts) or 3 (a refused upgrade: each restart would take another backup); the systemd unit
  // restarts on neither.
  if (error instanceof StartupError || error instanceof UpgradeError) {
    process.stderr.write(`Failed to start: ${error.message}\n`);
    process.exit(error instanceof StartupError ? 2 : 3);
  }
  const code = unreachable(error);
  if (code && config?.databaseUrl) {
    process.stderr.write(
      `Failed to start: PostgreSQL at ${safeDatabaseUrl(config.databaseUrl)} cannot be reached (${code}): start it (systemctl start postgresql) or correct DATABASE_URL; the service tries again by itself.\n`,
    );
    process.exit(1);
  }
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
}

main().catch(fail);
