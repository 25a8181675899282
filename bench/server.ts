// The site's server as the benchmarks run it: `node server/main.ts` from this checkout on a free loopback port,
// with production's Node flags and environment (server/node-flags.ts), started and waited for until /api/health answers, and stopped again.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../server/node-flags.ts';
import { freePort } from '../tests/helpers/free-port.ts';

export const ROOT = path.resolve(import.meta.dirname, '..');

/**
 * The server's Node flags: production's (server/node-flags.ts), or BENCH_NODE_ARGS in their place to compare
 * settings or profile, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof" (BENCH_NODE_ARGS=' ' runs with none).
 */
export const NODE_ARGS = (process.env.BENCH_NODE_ARGS ?? SERVER_NODE_FLAGS.join(' ')).split(' ').filter(Boolean);

/** Settings of the operator's own shell that would point the benchmark's server elsewhere. */
const OPERATOR_SETTINGS = ['DATABASE_URL', 'PUBLIC_URL', 'SMTP_URL', 'HOST', 'PORT', 'NODE_ENV'];

export interface BenchServer {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  base: string;
  /** The last 4,000 characters the server wrote (stdout and stderr), for a failure's message. */
  output(): string;
  /** SIGTERM, then SIGKILL after 20 s; nothing when it has stopped already. */
  stop(): Promise<void>;
}

/**
 * Starts the server with `settings` over this shell's environment (less the operator's settings above), on
 * 127.0.0.1 and logging warnings only, and waits up to `timeoutMs` for /api/health.
 */
export async function startServer(settings: NodeJS.ProcessEnv, timeoutMs = 300_000): Promise<BenchServer> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...SERVER_ENV, ...process.env };
  for (const name of OPERATOR_SETTINGS) delete env[name];
  const child = spawn(process.execPath, [...NODE_ARGS, path.join(ROOT, 'server/main.ts')], {
    cwd: ROOT,
    env: { ...env, HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...settings, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => void (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const server: BenchServer = {
    child,
    base: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(timer);
    },
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start (exit ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s:\n${output}`);
    }
    const healthy = await fetch(`${server.base}/api/health`).then(
      (res) => res.ok,
      () => false, // not listening yet
    );
    if (healthy) return server;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
