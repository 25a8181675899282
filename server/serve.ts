// Starts the site: opens the data, creates the first Admin, seeds demo content, serves API, uploads and pages.
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureAdmin, openDeps } from './bootstrap.ts';
import { seedDemoContent } from './seed/demo.ts';
import { mountPages } from './pages.ts';
import { gracefulStop } from './shutdown.ts';
import { freeDiskMb } from './http/disk-space.ts';
import { UpgradeError } from './db/upgrade.ts';
import { startDailySweep } from './maintenance.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const { deps, handle } = await openDeps(config);
  if (!config.publicUrl) {
    deps.logger.warn(
      'PUBLIC_URL is not set: canonical links, link previews, sitemap.xml and rss.xml take their address from each ' +
        "request's Host header (pages are kept per host, so a forged Host reaches only its sender). Set PUBLIC_URL " +
        'to the public address, such as https://school.example.',
    );
  }
  await ensureAdmin(deps);
  if (config.seedDemo) await seedDemoContent(deps);
  const swept = await deps.media.sweepOrphans();
  if (swept) deps.logger.info('removed orphaned upload files', { count: swept });

  const free = await freeDiskMb(config.dataDir);
  if (free < config.minFreeDiskMb) {
    deps.logger.warn('the disk is nearly full: free space before uploads and the database fail', {
      dataDir: config.dataDir,
      freeDiskMb: free,
      minFreeDiskMb: config.minFreeDiskMb,
    });
  }

  startDailySweep(deps);
  const app = buildApp(deps);
  await mountPages(app, deps);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    deps.logger.info('listening', {
      url: `http://localhost:${info.port}`,
      database: deps.dbKind,
      dataDir: config.dataDir,
    });
  });

  // SIGTERM/SIGINT: stop taking connections, let requests in flight finish, close the database.
  const stop = gracefulStop({ server, logger: deps.logger, mailer: deps.mailer, closeDatabase: () => handle.close() });
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  // A refused upgrade is the operator's to fix: the sentence says what happened and what to do, without a stack.
  // Exit code 3, which the systemd unit does not restart on (a restart cannot fix it, and each one would take
  // another backup).
  if (error instanceof UpgradeError) {
    process.stderr.write(`Failed to start: ${error.message}\n`);
    process.exit(3);
  }
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
