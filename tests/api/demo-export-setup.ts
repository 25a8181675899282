// Global setup of both database projects: the demo site's export (tests/helpers/demo-export.ts), for the files
// that import it instead of seeding (the backups drill, the transfer between databases).
import type { TestProject } from 'vitest/node';
import { useDemoExport } from '../helpers/demo-export.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of the demo site's export (`importSite` reads it). */
    demoExport: string;
  }
}

export default async function setup(project: TestProject) {
  const demo = await useDemoExport();
  project.provide('demoExport', demo.dir);
  return demo.release;
}
