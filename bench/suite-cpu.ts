// `npm run bench:suite`: what a fresh-clone `.ci/run` costs, in wall time and in CPU seconds (issue 10).
// The wall time follows the machine (the same work took 491-527 s on one session's machine and 1,021-1,110 s
// on another's, docs/decisions/009); the CPU seconds of every process are a steadier gauge of the suite's own
// cost. Clones the committed HEAD into a temporary folder, runs `.ci/run` there as CI does, and reads every
// process's user and system time from /proc meanwhile (BENCH_INTERVAL_MS, default 500: a process that lives
// shorter than that can be missed). Prints the run's result, its wall time and the CPU by kind of process.
// Linux only. Run it with nothing else busy on the machine: other processes' CPU is counted too, under "other".
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const INTERVAL_MS = Number(process.env.BENCH_INTERVAL_MS ?? 500);
/** Clock ticks per second of /proc/<pid>/stat's times: 100 on every Linux build Node supports. */
const TICKS_PER_SECOND = 100;

/** The kind of a process, from its command line. */
function kindOf(command: string): string {
  // Chromium's children started from its zygote show as `/proc/self/exe --type=…`.
  if (/chrom|headless_shell|^\/proc\/self\/exe --type=/.test(command)) {
    const type = /--type=([\w-]+)/.exec(command)?.[1];
    return `Chromium ${type ?? 'browser'}`;
  }
  const kinds: [RegExp, string][] = [
    [/typescript-linux|\/tsc\b/, 'tsc'],
    [/eslint/, 'ESLint'],
    [/prettier/, 'Prettier'],
    [/server\/(main|cli)\.ts/, 'servers the tests start'],
    [/vitest.*(worker|forks|threads)/, 'Vitest workers'],
    [/vitest/, 'Vitest main'],
    [/\bnpm\b/, 'npm'],
    [/react-router|vite|rolldown|precompress/, 'build'],
    [/postgres/, 'PostgreSQL'],
    [/caddy/, 'caddy'],
    [/\bnode\b/, 'other Node processes'],
  ];
  return kinds.find(([pattern]) => pattern.test(command))?.[1] ?? 'other';
}

/** Every process's CPU seconds so far, keyed by pid and start time (a pid can be reused). */
function sample(into: Map<string, { kind: string; seconds: number }>): void {
  for (const pid of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the command name in parentheses (which may hold spaces): utime is the 12th, stime the
      // 13th, the start time the 20th.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const seconds = (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
      const key = `${pid}:${fields[19]}`;
      const known = into.get(key);
      if (known) known.seconds = seconds;
      else {
        const command = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
        into.set(key, { kind: kindOf(command), seconds });
      }
    } catch {
      // The process ended between the listing and the read.
    }
  }
}

if (os.platform() !== 'linux') {
  console.error('bench/suite-cpu reads /proc: Linux only.');
  process.exit(2);
}
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'suite-cpu-'));
// Readable by others, as a clone in /tmp is: a deployment test starts the server as the user nobody.
fs.chmodSync(folder, 0o755);
const clone = path.join(folder, 'clone');
execFileSync('git', ['clone', '--quiet', ROOT, clone]);
const commit = execFileSync('git', ['-C', clone, 'rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
console.log(`A fresh clone of ${commit} in ${clone}: CI=true bash .ci/run (its output in ${folder}/run.log)…`);

const processes = new Map<string, { kind: string; seconds: number }>();
sample(processes);
// What was running before the run (this shell, services) is not the run's: only what it adds counts.
const before = new Map([...processes].map(([key, { seconds }]) => [key, seconds]));
const log = fs.openSync(path.join(folder, 'run.log'), 'w');
const began = performance.now();
const run = spawn('bash', ['.ci/run'], {
  cwd: clone,
  env: { ...process.env, CI: 'true' },
  stdio: ['ignore', log, log],
});
const sampler = setInterval(() => sample(processes), INTERVAL_MS);
const status = await new Promise<number>((resolve) => run.on('exit', (code) => resolve(code ?? 1)));
clearInterval(sampler);
const wall = (performance.now() - began) / 1000;

const byKind = new Map<string, { seconds: number; count: number }>();
for (const [key, { kind, seconds }] of processes) {
  const spent = seconds - (before.get(key) ?? 0);
  if (spent <= 0) continue;
  const entry = byKind.get(kind) ?? { seconds: 0, count: 0 };
  entry.seconds += spent;
  entry.count += 1;
  byKind.set(kind, entry);
}
const total = [...byKind.values()].reduce((sum, { seconds }) => sum + seconds, 0);
console.log(`\n.ci/run: ${status === 0 ? 'green' : `FAILED (exit ${status}, see the log)`}, ${wall.toFixed(0)} s`);
console.log(`CPU of every process meanwhile: ${total.toFixed(0)} s (${os.availableParallelism()} cores)\n`);
console.log('CPU s  processes  kind');
for (const [kind, { seconds, count }] of [...byKind].sort((a, b) => b[1].seconds - a[1].seconds))
  console.log(`${seconds.toFixed(1).padStart(6)}  ${String(count).padStart(9)}  ${kind}`);
if (status === 0) fs.rmSync(clone, { recursive: true, force: true });
process.exit(status === 0 ? 0 : 1);
