// The V8 settings the server runs with, wherever it is started for real: `npm start`, the systemd unit
// (deploy/brightschools.service) and the memory benchmark. tests/deploy/systemd-unit.test.ts holds the first two
// to this list.
//
// V8 sizes the young generation from the machine's memory, not the process's needs: on a large machine each
// semi-space grows to 32 MB or more while the built pages load and render, and the pages it touched stay
// resident. Fixed at 8 MB, the server idles about 100 MB lower with the same throughput (bench/memory.ts,
// bench/api.ts; docs/decisions/010-production-install-and-backups.md).
//
// The old generation is capped at 256 MB: V8 grows its heap with the allocation rate, so a fast crawl of a site of
// 20,000 posts (every blog and gallery page and 1,000 posts in 50 s) left 670 MB resident, mostly garbage not yet
// collected; capped at 320 MB it was 513 MB, at 256 MB 481 MB (peak 487 MB), with nothing failing
// (bench/results/scale.md). What the server keeps is bounded well below it: the response cache (48 + 12 MB), the
// page cache (40 MB) and the loaded app; upload bodies and whole lists are on disk (decision 031).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8', '--max-old-space-size=256'];

// The operators' tool (server/cli.ts): a backup streams, and runs with the server's flags (the daily backup unit,
// `deploy/site-cli backup`): a backup of 20,000 posts peaks at about 150 MB, against 290 MB of garbage not yet
// collected with V8's defaults and 180-225 MB with the young generation fixed alone (bench:scale). An import or a
// restore holds the export's rows (a 20,000-post restore peaks near 290-330 MB), so they and `npm run cli` run with
// these: a larger site must never fail to restore for a cap.
export const TOOL_NODE_FLAGS = ['--max-semi-space-size=8'];

// glibc gives each thread that allocates its own memory arena (up to eight per core), and keeps what is freed in
// each: every picture decode runs on another libvips thread, so six big uploads left 450-520 MB resident after
// their answers, and the peak over 512 MB. Two arenas keep the server near 430 MB with the same uploads
// (bench/results/images.md). Set in the environment, as glibc reads it at the process's start.
export const SERVER_ENV = { MALLOC_ARENA_MAX: '2' } as const;
