// Start-up failures that explain themselves (issue 39 point 2): the server started as the systemd unit starts
// it, on a port already in use, on a DATABASE_URL naming a database that does not exist, and as the service user
// on a data folder whose database files root left behind (a restore made as root). Each stops at once with exit
// code 2 (which the unit does not restart) and one sentence saying what is wrong and what to do, without a stack
// trace; nothing is created. A setting that looks misspelled is warned about.
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../server/node-flags.ts';
import { PG_URL } from '../helpers/test-app.ts';
import { REPO, freePort, operatorEnv, startProcess } from './helpers.ts';

const NODE = path.join(REPO, 'node_modules/.bin/node');
let root: string;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'bright-startup-'));
  await fs.chmod(root, 0o755);
});
afterAll(async () => fs.rm(root, { recursive: true, force: true }));

/** Starts the server as the unit does (optionally as another user) and waits for its exit. */
async function start(env: Record<string, string>, asUser?: number) {
  const server = ['--disable-warning=ExperimentalWarning', ...SERVER_NODE_FLAGS, 'server/main.ts'];
  const [command, args] = asUser
    ? ['setpriv', [`--reuid=${asUser}`, `--regid=${asUser}`, '--clear-groups', NODE, ...server]]
    : [NODE, server];
  const proc = startProcess(command, args as string[], {
    cwd: REPO,
    env: operatorEnv({ HOST: '127.0.0.1', SEED_DEMO: '0', LOG_LEVEL: 'warn', NODE_COMPILE_CACHE: '', ...env }),
  });
  const code = await new Promise<number | null>((resolve) => proc.child.once('exit', resolve));
  return { code, output: proc.output() };
}

/** One line "Failed to start: ..." and nothing like a stack trace. */
function expectOneSentence(output: string, sentence: RegExp) {
  const failure = output.split('\n').filter((line) => line.startsWith('Failed to start: '));
  expect(failure, output).toHaveLength(1);
  expect(failure[0]).toMatch(sentence);
  expect(output).not.toMatch(/^\s+at /m);
}

describe('start-up failures exit 2 with one sentence', () => {
  it('a port already in use (and a misspelled setting is warned about first)', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const dataDir = path.join(root, 'port');
      const { code, output } = await start({ PORT: String(port), DATA_DIR: dataDir, PUBLC_URL: 'https://x.example' });
      expect(code).toBe(2);
      expectOneSentence(
        output,
        new RegExp(`^Failed to start: Port ${port} \\(HOST 127\\.0\\.0\\.1\\) is already in use by another program`),
      );
      expect(output).toContain(
        'The setting PUBLC_URL is not one this site knows, so it is ignored: did you mean PUBLIC_URL?',
      );
      // Stopped before opening anything.
      await expect(fs.stat(dataDir)).rejects.toThrow();
    } finally {
      blocker.close();
    }
  });

  it('SMTP_URL without PUBLIC_URL: links in e-mails would name whatever Host a request came with', async () => {
    const dataDir = path.join(root, 'smtp-without-address');
    const { code, output } = await start({
      PORT: String(await freePort()),
      DATA_DIR: dataDir,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      MAIL_TO: 'office@school.example',
      PUBLIC_URL: '',
    });
    expect(code).toBe(2);
    const lines = output.split('\n').filter((line) => line.startsWith('Configuration error: '));
    expect(lines, output).toEqual([
      'Configuration error: SMTP_URL is set but PUBLIC_URL is not, and links in e-mails must name the public address: set PUBLIC_URL to it, such as https://school.example.',
    ]);
    expect(output).not.toMatch(/^\s+at /m);
    await expect(fs.stat(dataDir)).rejects.toThrow();
  });

  it('a DATABASE_URL naming a database that does not exist', async () => {
    const url = new URL(PG_URL);
    url.pathname = '/no_such_database_39';
    const { code, output } = await start({
      PORT: String(await freePort()),
      DATA_DIR: path.join(root, 'missing-db'),
      DATABASE_URL: url.toString(),
    });
    expect(code).toBe(2);
    expectOneSentence(
      output,
      /^Failed to start: DATABASE_URL \(.*\) names the database "no_such_database_39", which does not exist on that PostgreSQL server: create it/,
    );
  });

  it.runIf(process.getuid?.() === 0)(
    "a database file root left behind that the service's user cannot write (site.db-shm after a restore by root)",
    async () => {
      const nobody = 65534;
      const dataDir = path.join(root, 'restored');
      await fs.mkdir(dataDir, { mode: 0o700 });
      await fs.writeFile(path.join(dataDir, 'site.db'), '');
      await fs.chown(dataDir, nobody, nobody);
      await fs.chown(path.join(dataDir, 'site.db'), nobody, nobody);
      // Left by root: readable, not writable, by the service's user.
      await fs.writeFile(path.join(dataDir, 'site.db-shm'), '', { mode: 0o644 });
      const { code, output } = await start({ PORT: String(await freePort()), DATA_DIR: dataDir }, nobody);
      expect(code).toBe(2);
      expectOneSentence(
        output,
        new RegExp(
          `^Failed to start: ${dataDir}/site\\.db-shm cannot be written by the user nobody \\(it belongs to root\\), so nothing could be saved: give the data folder back to that user \\(chown -R nobody: ${dataDir}`,
        ),
      );

      // A data folder the user cannot write at all.
      const locked = path.join(root, 'locked');
      await fs.mkdir(locked, { mode: 0o755 });
      const second = await start({ PORT: String(await freePort()), DATA_DIR: locked }, nobody);
      expect(second.code).toBe(2);
      expectOneSentence(second.output, new RegExp(`^Failed to start: ${locked} cannot be written by the user nobody`));
    },
  );
});
