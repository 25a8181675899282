// `npm test` builds the pages only when the build is older than its sources: a fresh clone (no build/) and
// any edit of the app, the shared code, the public files or the build settings rebuild; a second test run
// does not. The stamp is written after a complete build, so a failed build never counts as fresh.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const STAMP = path.join(ROOT, 'build', '.sources-stamp');
/** What the build reads: the pages, the code they share with the server, static files and the settings. */
const SOURCES = [
  'app',
  'common',
  'public',
  'scripts/precompress.ts',
  'server/http/compression.ts',
  'server/static-files.ts',
  'vite.config.ts',
  'react-router.config.ts',
  'tsconfig.json',
  'package-lock.json',
];

function newestChange(entry: string): number {
  const full = path.join(ROOT, entry);
  if (!fs.existsSync(full)) return 0;
  const stat = fs.statSync(full);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(full, { recursive: true, encoding: 'utf8' }))
    newest = Math.max(newest, fs.statSync(path.join(full, name)).mtimeMs);
  return newest;
}

const sourcesChanged = Math.max(...SOURCES.map(newestChange));
const built = fs.existsSync(STAMP) ? Number(fs.readFileSync(STAMP, 'utf8')) : NaN;
if (built >= sourcesChanged) {
  process.stdout.write('The build is newer than its sources: not rebuilding (npm run build forces it).\n');
} else {
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
  fs.writeFileSync(STAMP, String(sourcesChanged));
}
