// Export and import in the API tests: the test app's site exported into a temporary folder, and a new, empty
// site with an export imported into it (an Admin signed in there). Everything made is removed after the file.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { exportSite } from '../../server/transfer/export.ts';
import { MANIFEST, type Manifest } from '../../server/transfer/format.ts';
import { importSite } from '../../server/transfer/import.ts';
import { apiTest, createTestApp, type ApiTestOptions, type TestApp } from './test-app.ts';

export const siteOf = (app: TestApp) => ({ kind: app.deps.dbKind, storage: app.deps.media.storage });

/**
 * apiTest's fixtures (test-app.ts) and `transfers`: `exported()` writes the file's app `t` to a new folder;
 * `importedInto(dir)` makes a new, empty site holding that export, with an Admin signed in there. The folders
 * and sites are removed after the file's last test.
 */
export function transferTest<K extends string = never>(options: ApiTestOptions<K> = {}) {
  return apiTest(options).extend('transfers', { scope: 'file' }, ({ t }, { onCleanup }) => {
    const opened: TestApp[] = [];
    const folders: string[] = [];
    onCleanup(async () => {
      for (const app of opened) await app.close();
      for (const dir of folders) await fs.rm(dir, { recursive: true, force: true });
    });
    return {
      async exported(): Promise<string> {
        const parent = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-export-'));
        folders.push(parent);
        const dir = path.join(parent, 'export');
        await exportSite(t.deps.db, siteOf(t), dir);
        return dir;
      },
      async importedInto(dir: string): Promise<{ site: TestApp; cookie: string }> {
        const site = await createTestApp();
        opened.push(site);
        await importSite(site.deps.db, siteOf(site), dir, { replace: true });
        const { cookie } = await site.userWithSession('Admin', 'Import Admin');
        return { site, cookie };
      },
    };
  });
}

/** Changes an export's manifest (to make it look like an older one). */
export async function editManifest(dir: string, change: (manifest: Manifest & Record<string, unknown>) => void) {
  const file = path.join(dir, MANIFEST);
  const manifest = JSON.parse(await fs.readFile(file, 'utf8'));
  change(manifest);
  await fs.writeFile(file, JSON.stringify(manifest));
}
