// Made once before the browser tests, shared by every test file of the run:
// - the seeded demo site (a template folder): servers that change content start on a copy of it;
// - the two read-only servers, `site` (a copy of the seeded site) and `emptySite` (no content): test files
//   that only read use them (tests/e2e/fixtures.ts) and must change nothing on them.
// The folders are this run's own (several runs may overlap on a developer's machine).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { importDemoInto, useDemoExport } from '../helpers/demo-export.ts';
import { ADMIN, cheapenPasswords, PARTNER_SCHOOL_URL, startServer, type RunningServer } from './harness.ts';

/** What a test file needs to reach a server started here: its address, folder and log file. */
export interface SharedServer {
  url: string;
  dataDir: string;
  logFile: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: string;
    e2eSite: SharedServer;
    e2eEmptySite: SharedServer;
  }
}

export default async function setup(project: TestProject) {
  const folders: string[] = [];
  const folder = async (name: string) => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), `bright-e2e-${name}-`));
    folders.push(dir);
    return dir;
  };
  const servers: RunningServer[] = [];
  const start = async (dataDir: string, env: Record<string, string>): Promise<SharedServer> => {
    const logFile = path.join(await folder('log'), 'server.log');
    const server = await startServer({ dataDir, env, logFile });
    servers.push(server);
    return { url: server.url, dataDir, logFile };
  };

  const template = await folder('template');
  // The demo's content from the run's one demo export (tests/helpers/demo-export.ts: the API tests import the
  // same export, so the demo is drawn once a run); then the server opens it once with the first Admin, its
  // password stored cheaply: the files' own servers (fixtures.ts) start with the same ADMIN_EMAIL and find it
  // there, instead of each hashing its password at the full cost.
  const demo = await useDemoExport();
  await importDemoInto(template, demo.dir);
  const seeding = await startServer({
    dataDir: template,
    env: { SEED_DEMO: '1', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
  });
  const res = await fetch(`${seeding.url}/api/blogs`);
  if (!res.ok) throw new Error('the seeded server did not answer /api/blogs');
  // A clean stop checkpoints the SQLite WAL, so the copied folder is complete.
  await seeding.stop();
  cheapenPasswords({ dataDir: template }, [ADMIN]);

  const seededCopy = await folder('site');
  await fs.cp(template, seededCopy, { recursive: true });
  const [site, emptySite] = await Promise.all([
    start(seededCopy, { PUBLIC_URL: '', PARTNER_SCHOOL_URL }),
    start(await folder('empty'), { SEED_DEMO: '0' }),
  ]);

  project.provide('e2eTemplate', template);
  project.provide('e2eSite', site);
  project.provide('e2eEmptySite', emptySite);
  return async () => {
    await Promise.all([...servers.map((s) => s.stop()), demo.release()]);
    await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
  };
}
