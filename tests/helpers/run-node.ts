// Runs one of the project's scripts (the server, the command-line tool) as a real Node process for a test, and
// answers its exit code and output; or starts the server and answers its process (spawnServer).
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** Variables of this process's environment the script must not inherit. */
  unset?: string[];
  /** Variables set for the script. */
  env?: Record<string, string>;
  cwd?: string;
  /** Killed after this long, so a stuck script fails the test with what it said. */
  timeoutMs?: number;
  /** Stopped (SIGTERM) once its standard output matches: a server that started after all. */
  stopWhen?: RegExp;
}

export function runNode(args: string[], options: RunOptions = {}): Promise<Run> {
  const env = { ...process.env };
  for (const name of options.unset ?? []) delete env[name];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: options.cwd, env: { ...env, ...options.env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
      if (options.stopWhen?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    const timer = options.timeoutMs ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs) : undefined;
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
    child.stdin.end();
  });
}

/**
 * Starts `server/main.ts` as in production on 127.0.0.1:`port` over `dataDir`, `env` on top, its output piped.
 * NODE_ENV is 'production' also where Vitest's own is 'test': React's development build made the first
 * renders of 12 public pages take 0.55 s of CPU against 0.30-0.35 s.
 */
export function spawnServer(dataDir: string, port: number, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['server/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}
