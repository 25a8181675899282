// Starts the site: opens the data, creates the first Admin, seeds demo content, serves API, uploads and pages.
import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config.ts';
import { buildApp } from './app.ts';
import { ensureAdmin, openDeps } from './bootstrap.ts';
import { seedDemoContent } from './seed/demo.ts';
import { mountPages } from './pages.ts';

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
  await ensureAdmin(deps);
  if (config.seedDemo) await seedDemoContent(deps);
  const swept = await deps.media.sweepOrphans();
  if (swept) deps.logger.info('removed orphaned upload files', { count: swept });

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
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    deps.logger.info('stopping', { signal });
    const force = setTimeout(() => {
      deps.logger.warn('requests still running after 10 s; closing anyway');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(async () => {
      await handle.close();
      deps.logger.info('stopped');
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.stack : String(error)}\n`);
  process.exit(1);
});
