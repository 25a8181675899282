// The previous release's hashed build files, kept for a while after an update (`npm run build:update`): a page
// opened before the update asks for the scripts and styles of its own build, and the public pages load theirs
// only when a visitor reaches for a button (decision 022), maybe an hour later. Without them it gets 404.
//   node scripts/keep-assets.ts before   the current build's files are copied into .kept-assets/
//   node scripts/keep-assets.ts after    those the new build lacks are put into its assets folder (the server
//                                        serves them as its own, cached for a year) for KEEP_DAYS after the
//                                        update that retired them, then dropped
// Names carry the hash of their contents, so an old file never stands in for a new one.
import fs from 'node:fs/promises';
import path from 'node:path';

export const KEEP_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When each kept file stopped being part of the current build (null: still part of it at the last look). */
type Retired = Record<string, string | null>;

const folders = (root: string) => ({
  assets: path.join(root, 'build/client/assets'),
  kept: path.join(root, '.kept-assets'),
  list: path.join(root, '.kept-assets/retired.json'),
});

async function files(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

async function readRetired(file: string): Promise<Retired> {
  return JSON.parse(await fs.readFile(file, 'utf8').catch(() => '{}')) as Retired;
}

/** Before the build: copies the current build's files (those not kept yet) beside the project. */
export async function keepBefore(root: string): Promise<number> {
  const { assets, kept, list } = folders(root);
  await fs.mkdir(kept, { recursive: true });
  const retired = await readRetired(list);
  let copied = 0;
  for (const name of await files(assets)) {
    if (name in retired) continue;
    await fs.copyFile(path.join(assets, name), path.join(kept, name));
    retired[name] = null;
    copied++;
  }
  await fs.writeFile(list, `${JSON.stringify(retired, null, 1)}\n`);
  return copied;
}

/**
 * After the build: kept files the new build has are current again and leave the kept folder; the others are
 * retired now (if not before), dropped after KEEP_DAYS, and until then copied into the new build.
 */
export async function keepAfter(root: string, now = new Date()): Promise<{ restored: number; dropped: number }> {
  const { assets, kept, list } = folders(root);
  const retired = await readRetired(list);
  const current = new Set(await files(assets));
  let restored = 0;
  let dropped = 0;
  for (const name of Object.keys(retired)) {
    const file = path.join(kept, name);
    const since = retired[name];
    if (current.has(name) || (since && now.getTime() - Date.parse(since) > KEEP_DAYS * DAY_MS)) {
      if (!current.has(name)) dropped++;
      delete retired[name];
      await fs.rm(file, { force: true });
      continue;
    }
    retired[name] = since ?? now.toISOString();
    if (
      await fs.copyFile(file, path.join(assets, name)).then(
        () => true,
        () => false,
      )
    )
      restored++;
  }
  await fs.mkdir(kept, { recursive: true });
  await fs.writeFile(list, `${JSON.stringify(retired, null, 1)}\n`);
  return { restored, dropped };
}

if (import.meta.main) {
  const root = path.resolve(import.meta.dirname, '..');
  const which = process.argv[2];
  if (which === 'before') {
    process.stdout.write(`kept ${await keepBefore(root)} files of the current build in .kept-assets\n`);
  } else if (which === 'after') {
    const { restored, dropped } = await keepAfter(root);
    process.stdout.write(
      `${restored} files of earlier builds kept in build/client/assets for ${KEEP_DAYS} days after their update; ${dropped} older ones dropped\n`,
    );
  } else {
    process.stderr.write('Usage: node scripts/keep-assets.ts before|after\n');
    process.exitCode = 2;
  }
}
