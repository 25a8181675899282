// Seeds one demo site before the browser tests; each test file starts its own server on a copy of it.
// The folder is this run's own (several runs may overlap on a developer's machine).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startServer } from './harness.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const template = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-e2e-template-'));
  const server = await startServer({ dataDir: template, env: { SEED_DEMO: '1' } });
  const res = await fetch(`${server.url}/api/blogs`);
  if (!res.ok) throw new Error('the seeded server did not answer /api/blogs');
  // A clean stop checkpoints the SQLite WAL, so the copied folder is complete.
  await server.stop();
  project.provide('e2eTemplate', template);
  return async () => {
    await fs.rm(template, { recursive: true, force: true });
  };
}
