// `npm run cli` in a folder without the site's install (a fresh clone, or the copy in /root used only to run
// deploy/install.sh): one sentence saying what to do, instead of the older system Node's stack trace about the
// ".ts" extension (volunteer trial h39). With the install, the tool runs on the project's own Node.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO } from './helpers.ts';

let bare: string;

beforeAll(async () => {
  // The project's files that `npm run cli` reads, without node_modules.
  bare = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-cli-script-'));
  await fs.mkdir(path.join(bare, 'scripts'));
  await fs.copyFile(path.join(REPO, 'package.json'), path.join(bare, 'package.json'));
  await fs.copyFile(path.join(REPO, 'scripts/cli.sh'), path.join(bare, 'scripts/cli.sh'));
  await fs.cp(path.join(REPO, 'server'), path.join(bare, 'server'), { recursive: true });
});
afterAll(async () => fs.rm(bare, { recursive: true, force: true }));

describe('npm run cli', () => {
  it('is scripts/cli.sh', async () => {
    const pkg = JSON.parse(await fs.readFile(path.join(REPO, 'package.json'), 'utf8'));
    expect(pkg.scripts.cli).toBe('sh scripts/cli.sh');
  });

  it('says in one sentence that a folder without the install needs npm ci, or deploy/site-cli', () => {
    const run = spawnSync('sh', ['scripts/cli.sh', 'list-users'], { cwd: bare, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `npm run cli: ${bare} has no install of the site (node_modules): run npm ci here first, or on a production ` +
        'server run deploy/site-cli from the app folder (README, Production).',
    );
    expect(run.stdout).toBe('');
  });

  it("runs the tool on the project's own Node where the install is", () => {
    // A PATH whose first node is not the project's: the script must not depend on npm's PATH.
    const run = spawnSync('sh', ['scripts/cli.sh', 'help'], {
      cwd: REPO,
      encoding: 'utf8',
      env: { ...process.env, PATH: '/usr/bin:/bin' },
    });
    expect(run.stderr).not.toContain('ERR_UNKNOWN_FILE_EXTENSION');
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toContain('create-user');
  });
});
