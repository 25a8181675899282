// What the deployment tests share: a free port, a server process to start and stop, Debian's caddy in front
// of it with the shipped deploy/Caddyfile (on high ports, with Caddy's own certificate authority), and an
// HTTPS client that trusts that authority and can send from a chosen loopback address.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import https from 'node:https';
import path from 'node:path';
import { freePort } from '../helpers/free-port.ts';

export { freePort };

export const REPO = path.resolve(import.meta.dirname, '../..');

/** The environment an operator's shell would have: no npm, Vitest or project `node_modules/.bin` leftovers. */
export function operatorEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (/^(npm_|NODE_|VITEST|TEST_|INIT_CWD$)/i.test(key)) continue;
    env[key] = value;
  }
  env.PATH = (process.env.PATH ?? '')
    .split(':')
    .filter((dir) => !dir.includes('node_modules'))
    .join(':');
  return { ...env, ...extra };
}

export interface Process {
  child: ChildProcess;
  output(): string;
  /** SIGTERM, then waits for the exit. */
  stop(): Promise<void>;
}

export function startProcess(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  return {
    child,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    },
  } satisfies Process;
}

/** Waits until `probe` resolves true; fails with the process's output when it exits or time runs out. */
export async function waitFor(what: string, proc: Process, probe: () => Promise<boolean>, ms = 180_000) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null)
      throw new Error(`${what}: the process exited with ${proc.child.exitCode}:\n${proc.output()}`);
    if (await probe().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what}: not ready after ${ms / 1000} s:\n${proc.output()}`);
}

/** Runs a command to its end; rejects with its output when it fails. */
export async function run(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv }) {
  const proc = startProcess(command, args, options);
  const code = await new Promise<number | null>((r) => proc.child.once('exit', r));
  if (code !== 0) throw new Error(`${command} ${args.join(' ')} failed (${code}):\n${proc.output()}`);
  return proc.output();
}

export interface Caddy extends Process {
  httpsPort: number;
  httpPort: number;
  /** Caddy's local root certificate (PEM), which the test's client trusts. */
  rootCa: string;
}

/**
 * Debian's caddy with deploy/Caddyfile as shipped, except: the site is `localhost` on high ports, the app
 * listens on `appPort`, and certificates come from Caddy's internal authority (`local_certs`, the global
 * form of `tls internal`) kept in `stateDir`.
 */
export async function startCaddy(appPort: number, stateDir: string): Promise<Caddy> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const shipped = await fs.readFile(path.join(REPO, 'deploy/Caddyfile'), 'utf8');
  if (!shipped.includes('brightschools.example {') || !shipped.includes('reverse_proxy 127.0.0.1:3000')) {
    throw new Error('deploy/Caddyfile no longer has the site address or upstream that this test replaces');
  }
  const global = `{
	admin off
	http_port ${httpPort}
	https_port ${httpsPort}
	default_bind 127.0.0.1
	local_certs
	skip_install_trust
	storage file_system ${stateDir}
}
`;
  const config =
    global +
    shipped
      .replace('brightschools.example {', 'localhost {')
      .replace('reverse_proxy 127.0.0.1:3000', `reverse_proxy 127.0.0.1:${appPort}`);
  const file = path.join(stateDir, 'Caddyfile');
  await fs.mkdir(stateDir, { recursive: true });
  await fs.writeFile(file, config);
  const proc = startProcess('caddy', ['run', '--adapter', 'caddyfile', '--config', file], {
    cwd: stateDir,
    env: { ...process.env, HOME: stateDir, XDG_DATA_HOME: stateDir, XDG_CONFIG_HOME: stateDir },
  });
  const rootFile = path.join(stateDir, 'pki/authorities/local/root.crt');
  let rootCa = '';
  // Ready once it answers over TLS with its certificate, whatever the app behind it says (it may start later).
  await waitFor(
    'caddy',
    proc,
    async () => {
      rootCa = await fs.readFile(rootFile, 'utf8');
      const res = await httpsRequest({ port: httpsPort, ca: rootCa, path: '/api/health' });
      return res.status > 0;
    },
    60_000,
  );
  return { ...proc, httpPort, httpsPort, rootCa };
}

export interface HttpAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** One HTTPS request to Caddy on 127.0.0.1 as `localhost`, trusting `ca`, optionally from `localAddress`. */
export function httpsRequest(options: {
  port: number;
  ca: string;
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  localAddress?: string;
}): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: '127.0.0.1',
        servername: 'localhost',
        port: options.port,
        path: options.path,
        method: options.method ?? 'GET',
        ca: options.ca,
        localAddress: options.localAddress,
        headers: { host: `localhost:${options.port}`, ...options.headers },
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error(`no answer to ${options.path} within 120 s`)));
    req.end(options.body);
  });
}
