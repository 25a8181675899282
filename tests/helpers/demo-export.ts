// The demo site (server/seed/demo.ts) seeded once a run on SQLite and exported (server/transfer/export.ts),
// for the tests that need a site with the demo's content but do not test the seeding itself: a seed draws
// and converts every demo picture (about 12 s of CPU), an import of the export copies files (about 1 s).
// The API projects' global setup (tests/api/demo-export-setup.ts) and the browser tests' (its seeded
// template, tests/e2e/global-setup.ts) share one export in Vitest's main process; the last user removes it.
// tests/api/seed.test.ts seeds for real, once per database.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { openDeps } from '../../server/bootstrap.ts';
import { loadConfig } from '../../server/config.ts';
import { createLogger } from '../../server/http/logger.ts';
import { seedDemoContent } from '../../server/seed/demo.ts';
import { exportSite } from '../../server/transfer/export.ts';
import { importSite } from '../../server/transfer/import.ts';

interface Made {
  folder: string;
  users: number;
}

const shared = globalThis as { brightDemoExport?: Promise<Made> };

async function makeExport(): Promise<Made> {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-demo-export-'));
  const dataDir = path.join(folder, 'site');
  const { deps, handle } = await openDeps(siteConfig(dataDir), createLogger('silent'));
  try {
    if (!(await seedDemoContent(deps))) throw new Error('the demo content could not be seeded for the tests');
    await exportSite(deps.db, { kind: deps.dbKind, storage: deps.media.storage }, path.join(folder, 'export'));
  } finally {
    await handle.close();
  }
  await fs.rm(dataDir, { recursive: true, force: true });
  return { folder, users: 0 };
}

/** A site folder on the embedded database, as the server opens it. */
function siteConfig(dataDir: string) {
  return loadConfig({ DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent', DATABASE_URL: '' });
}

/** The export's folder (made at the first call of the run), and `release` for when the caller is done with it. */
export async function useDemoExport(): Promise<{ dir: string; release(): Promise<void> }> {
  const made = await (shared.brightDemoExport ??= makeExport());
  made.users++;
  let released = false;
  return {
    dir: path.join(made.folder, 'export'),
    async release() {
      if (released) return;
      released = true;
      if (--made.users === 0) {
        delete shared.brightDemoExport;
        await fs.rm(made.folder, { recursive: true, force: true });
      }
    },
  };
}

/** Fills the empty site folder `dataDir` (SQLite database and uploads) with the demo export. */
export async function importDemoInto(dataDir: string, exportDir: string): Promise<void> {
  const { deps, handle } = await openDeps(siteConfig(dataDir), createLogger('silent'));
  try {
    await importSite(deps.db, { kind: deps.dbKind, storage: deps.media.storage }, exportDir, { replace: false });
  } finally {
    await handle.close();
  }
}
