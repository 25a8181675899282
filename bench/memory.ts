// `npm run bench:memory`: the server's resident memory (RSS) with the demo content, at idle and under load.
// Budget (issue 11): 512 MB, so the site fits a 1 GB server beside its database.
//
// Seeds one demo site, then per run (3 by default, BENCH_RUNS to change) starts `node server/main.ts` on a
// fresh copy of it and reads the process's VmRSS from /proc: at idle after start-up (its one-time compression
// of the built files done, every page rendered once), then every 250 ms while autocannon sends 20 connections
// of requests for 15 s: the public pages and the API in turn, then the pages with a query string that differs
// on every request (each one is rendered and kept in the page cache: the worst case for memory), then idle
// again. Prints each run and the median and spread over the runs. Build first: `npm run build`.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { publicPaths } from '../tests/e2e/public-paths.ts';
import autocannon, { type RequestSpec } from 'autocannon';
import { nth } from '../tests/helpers/nth.ts';
import { startServer, type BenchServer } from './server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_MB = 512;
const LOAD_SECONDS = 15;
const CONNECTIONS = 20;
const HARD_LIMIT_MS = 30 * 60_000;
/** Resident memory of the process in MB, from /proc (what the kernel counts against a 1 GB server). */
async function rssMb(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/^VmRSS:\s+(\d+) kB/m)![1]) / 1024;
}

/** Every public page and the API answers they read, plus one uploaded picture and one built script. */
async function addresses(base: string): Promise<{ pages: string[]; api: string[]; files: string[] }> {
  const posts = (await (await fetch(`${base}/api/blogs`)).json()) as { _id: string; image?: { url?: string } }[];
  const home = await (await fetch(`${base}/`)).text();
  // The browser tests' list of public pages, without its address that answers 404.
  const pages = (await publicPaths(base)).filter((p) => p !== '/no-such-page');
  const api = [
    '/api/blogs',
    '/api/gallery',
    '/api/headers',
    '/api/brightSchoolDetails',
    '/api/partners',
    '/api/documents',
    '/api/schoolSettings',
    '/api/directorMessage',
    `/api/blogs/${nth(posts, 0)._id}`,
  ];
  const files = [
    ...new Set([...home.matchAll(/\/(?:assets|uploads)\/[\w./-]+\.(?:js|webp|jpg|png)/g)].map((m) => m[0])),
  ];
  return { pages, api, files: files.slice(0, 6) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? nth(sorted, mid) : (nth(sorted, mid - 1) + nth(sorted, mid)) / 2;
}

/** Load for LOAD_SECONDS while sampling RSS; returns the peak and median RSS and the request count. */
async function underLoad(server: BenchServer, requests: RequestSpec[]) {
  const samples: number[] = [];
  const timer = setInterval(() => void rssMb(server.child.pid!).then((mb) => samples.push(mb)), 250);
  const result = await autocannon({
    url: server.base,
    connections: CONNECTIONS,
    duration: LOAD_SECONDS,
    headers: { 'accept-encoding': 'gzip, deflate, br' },
    requests,
  });
  clearInterval(timer);
  return {
    peak: Math.max(...samples),
    median: median(samples),
    requests: result.requests.total,
    errors: result.errors + result.non2xx,
  };
}

interface RunFigures {
  idle: number;
  loadPeak: number;
  loadMedian: number;
  fillPeak: number;
  idleAfter: number;
  requests: number;
  failures: number;
}

async function oneRun(template: string): Promise<RunFigures> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-memory-'));
  await fs.cp(template, dataDir, { recursive: true });
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: '1' });
  try {
    const { pages, api, files } = await addresses(server.base);
    for (const p of pages) await fetch(`${server.base}${p}`).then((r) => r.arrayBuffer());
    // Start-up work (Brotli of the built files) runs in the background: idle means after it.
    await new Promise((r) => setTimeout(r, 10_000));
    const idle = await rssMb(server.child.pid!);

    const mixed = [...pages, ...api, ...files].map((p) => ({ method: 'GET', path: p }));
    const load = await underLoad(server, mixed);
    let n = 0;
    const distinct = pages.map((p) => ({
      method: 'GET',
      path: p,
      setupRequest: (r: RequestSpec) => ({ ...r, path: `${p}?v=${++n}` }),
    }));
    const fill = await underLoad(server, distinct);
    await new Promise((r) => setTimeout(r, 5_000));
    const idleAfter = await rssMb(server.child.pid!);
    return {
      idle,
      loadPeak: load.peak,
      loadMedian: load.median,
      fillPeak: fill.peak,
      idleAfter,
      requests: load.requests + fill.requests,
      failures: load.errors + fill.errors,
    };
  } finally {
    await server.stop();
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const template = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-memory-template-'));
  const hardStop = setTimeout(() => {
    console.error('bench:memory cut off after 30 minutes');
    process.exit(1);
  }, HARD_LIMIT_MS);
  try {
    const seeding = await startServer({ DATA_DIR: template, SEED_DEMO: '1' });
    await seeding.stop();
    const runs: RunFigures[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(template);
      runs.push(r);
      console.log(
        `run ${i + 1}: idle ${r.idle.toFixed(0)} MB, under load median ${r.loadMedian.toFixed(0)} / peak ${r.loadPeak.toFixed(0)} MB, ` +
          `filling the page cache peak ${r.fillPeak.toFixed(0)} MB, idle after ${r.idleAfter.toFixed(0)} MB ` +
          `(${r.requests} requests, ${r.failures} failed)`,
      );
    }
    const row = (label: string, values: number[]) => {
      const worst = Math.max(...values);
      console.log(
        `${label.padEnd(34)} median ${median(values).toFixed(0).padStart(4)} MB  spread ${Math.min(...values).toFixed(0)}-${worst.toFixed(0)} MB  ${worst <= BUDGET_MB ? 'ok' : 'OVER'} (budget ${BUDGET_MB} MB)`,
      );
    };
    console.log(
      `\nRSS over ${RUNS} runs (${os.cpus().length} cores, load average ${nth(os.loadavg(), 0).toFixed(1)}):`,
    );
    const rows: [string, (run: RunFigures) => number][] = [
      ['idle', (r) => r.idle],
      ['under load (median sample)', (r) => r.loadMedian],
      ['under load (peak)', (r) => r.loadPeak],
      ['filling the page cache (peak)', (r) => r.fillPeak],
      ['idle after the load', (r) => r.idleAfter],
    ];
    for (const [label, value] of rows) row(label, runs.map(value));
    if (runs.some((r) => r.failures > 0)) console.log('some requests failed: the figures are not comparable');
  } finally {
    clearTimeout(hardStop);
    await fs.rm(template, { recursive: true, force: true });
  }
}

await main();
