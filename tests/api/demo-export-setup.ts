// Made once before the API tests of both databases: the demo site (server/seed/demo.ts) seeded on SQLite and
// exported (server/transfer/export.ts). The files that need a site with the demo's content but do not test
// the seeding itself (the backups drill, the transfer between databases) import this export instead of
// seeding again: a seed draws and converts every demo picture, about 12 s of CPU, and each of those files
// runs on both databases. tests/api/seed.test.ts seeds for real, once per database.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDeps } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/http/logger.ts';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { exportSite } from '../../server/transfer/export.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the demo site's export (`importSite` reads it). */
    demoExport: string;
  }
}

interface Made {
  folder: string;
  ends: number;
}

/** Both database projects name this setup; the run makes the export once and the last teardown removes it. */
const shared = globalThis as { brightDemoExport?: Promise<Made> };

async function makeExport(): Promise<Made> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-demo-export-'));
  const dataDir = path.join(folder, 'site');
  const { deps, handle } = await openDeps(
    loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' }),
    createLogger('silent'),
  );
  try {
    if (!(await seedDemoContent(deps))) throw new Error('the demo content could not be seeded for the API tests');
    await exportSite(deps.db, { kind: deps.dbKind, storage: deps.media.storage }, path.join(folder, 'export'));
  } finally {
    await handle.close();
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  return { folder, ends: 0 };
}

export default async function setup(project: TestProject) {
  const made = await (shared.brightDemoExport ??= makeExport());
  made.ends++;
  project.provide('demoExport', path.join(made.folder, 'export'));
  return async () => {
    if (--made.ends === 0) await fs.rm(made.folder, { recursive: true, force: true });
  };
}
