// deploy/brightschools.service: systemd's own checker accepts it without a single complaint, its offline
// security review rates it well, and the settings the README promises are in it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_ENV, SERVER_NODE_FLAGS, TOOL_NODE_FLAGS } from '../../server/node-flags.ts';
import { REPO } from './helpers.ts';
import { nth } from '../helpers/nth.ts';

const APP = '/opt/brightschools/app';
let dir: string;
let unitText: string;

/** The unit as shipped, with the app folder pointed at this checkout (whose node_modules/.bin/node exists). */
async function writeUnit(name: string, text: string): Promise<string> {
  const file = path.join(dir, name);
  await fs.writeFile(file, text.replaceAll(APP, REPO));
  return file;
}

function analyze(...args: string[]) {
  const result = spawnSync('systemd-analyze', args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout}${result.stderr}`.trim() };
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-unit-'));
  unitText = await fs.readFile(path.join(REPO, 'deploy/brightschools.service'), 'utf8');
});
afterAll(async () => fs.rm(dir, { recursive: true, force: true }));

/** Every value of `key` in the [Service] section. */
function values(key: string): string[] {
  return [...unitText.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => nth(m, 1).trim());
}

describe('deploy/brightschools.service', () => {
  it('passes systemd-analyze verify with no warning at all', async () => {
    const result = analyze('verify', await writeUnit('brightschools.service', unitText));
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });

  it('the check is real: a misspelt value is reported', async () => {
    const broken = unitText.replace('ProtectSystem=strict', 'ProtectSystem=strickt');
    const result = analyze('verify', await writeUnit('broken.service', broken));
    expect(result.output).toMatch(/broken\.service:\d+: Failed to parse protect system value/);
  });

  it('rates as well protected in systemd-analyze security (exposure at most 2.5 of 10)', async () => {
    const file = await writeUnit('brightschools.service', unitText);
    const result = analyze('security', '--offline=true', '--threshold=25', '--no-pager', file);
    const score = Number(result.output.match(/Overall exposure level for brightschools\.service: ([\d.]+)/)?.[1]);
    expect(score).toBeLessThanOrEqual(2.5);
    expect(result.status).toBe(0);
  });

  it("starts the server with the project's Node flags and environment, as `npm start` does", async () => {
    const flags = SERVER_NODE_FLAGS.join(' ');
    const env = Object.entries(SERVER_ENV).map(([name, value]) => `${name}=${value}`);
    expect(values('ExecStart')).toEqual([`${APP}/node_modules/.bin/node ${flags} server/main.ts`]);
    for (const setting of env) expect(values('Environment').join(' ').split(' ')).toContain(setting);
    const pkg = JSON.parse(await fs.readFile(path.join(REPO, 'package.json'), 'utf8')) as {
      scripts: { start: string };
    };
    expect(pkg.scripts.start).toBe(`${env.join(' ')} node ${flags} server/main.ts`);
  });

  it("deploy/site-cli runs a backup with the server's Node flags, an import or restore without the heap's cap", async () => {
    const siteCli = await fs.readFile(path.join(REPO, 'deploy/site-cli'), 'utf8');
    expect(siteCli).toContain(`import | restore) flags='${TOOL_NODE_FLAGS.join(' ')}' ;;`);
    expect(siteCli).toContain(`*) flags='${SERVER_NODE_FLAGS.join(' ')}' ;;`);
    const pkg = JSON.parse(await fs.readFile(path.join(REPO, 'package.json'), 'utf8')) as { scripts: { cli: string } };
    expect(pkg.scripts.cli).toBe(`node ${TOOL_NODE_FLAGS.join(' ')} server/cli.ts`);
  });

  it('runs as its own user, restarts on failure, stops with SIGTERM and writes only the data folder', () => {
    expect(values('User')).toEqual(['brightschools']);
    expect(values('Restart')).toEqual(['on-failure']);
    expect(values('KillSignal')).toEqual(['SIGTERM']);
    expect(values('ProtectSystem')).toEqual(['strict']);
    expect(values('NoNewPrivileges')).toEqual(['yes']);
    expect(values('PrivateTmp')).toEqual(['yes']);
    expect(values('ReadWritePaths')).toEqual(['/var/lib/brightschools']);
    expect(values('StateDirectory')).toEqual(['brightschools']);
    expect(values('StateDirectoryMode')).toEqual(['0700']);
    expect(values('Environment').join(' ')).toContain('DATA_DIR=/var/lib/brightschools');
  });
});

describe('deploy/brightschools-backup.service and .timer', () => {
  const read = (name: string) => fs.readFile(path.join(REPO, 'deploy', name), 'utf8');

  it('pass systemd-analyze verify with no warning, and the backup service rates as well protected', async () => {
    const service = await writeUnit('brightschools-backup.service', await read('brightschools-backup.service'));
    const timer = await writeUnit('brightschools-backup.timer', await read('brightschools-backup.timer'));
    const verified = analyze('verify', timer, service);
    expect(verified.output).toBe('');
    expect(verified.status).toBe(0);
    const security = analyze('security', '--offline=true', '--threshold=25', '--no-pager', service);
    expect(security.status).toBe(0);
  });

  it('runs cli backup daily as the service user, writing only the data and backup folders', async () => {
    const service = await read('brightschools-backup.service');
    const timer = await read('brightschools-backup.timer');
    const value = (text: string, key: string) =>
      [...text.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => nth(m, 1));
    // With the server's Node flags: V8's defaults let a backup of 20,000 posts grow to 290 MB of uncollected garbage.
    const flags = SERVER_NODE_FLAGS.join(' ');
    expect(value(service, 'ExecStart')).toEqual([`${APP}/node_modules/.bin/node ${flags} server/cli.ts backup`]);
    expect(value(service, 'User')).toEqual(['brightschools']);
    expect(value(service, 'Environment').join(' ')).toContain('BACKUP_DIR=/var/lib/brightschools-backups');
    expect(value(service, 'ReadWritePaths')).toEqual(['/var/lib/brightschools /var/lib/brightschools-backups']);
    expect(value(service, 'StateDirectoryMode')).toEqual(['0700']);
    expect(value(timer, 'Persistent')).toEqual(['true']);
    // Once a day: systemd's own reading of the calendar expression.
    const calendar = spawnSync('systemd-analyze', ['calendar', '--iterations=2', nth(value(timer, 'OnCalendar'), 0)], {
      encoding: 'utf8',
      env: { ...process.env, TZ: 'UTC' },
    });
    expect(calendar.status).toBe(0);
    const times = [...calendar.stdout.matchAll(/(?:Next elapse|Iter\. #\d+): \w+ (\S+ \S+) UTC/g)].map((m) =>
      Date.parse(`${nth(m, 1).replace(' ', 'T')}Z`),
    );
    expect(nth(times, 1) - nth(times, 0)).toBe(24 * 60 * 60 * 1000);
  });
});
