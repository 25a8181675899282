// The V8 settings the server runs with, wherever it is started for real: `npm start`, the systemd unit
// (deploy/brightschools.service) and the memory benchmark. tests/deploy/systemd-unit.test.ts holds the first two
// to this list.
//
// V8 sizes the young generation from the machine's memory, not the process's needs: on a large machine each
// semi-space grows to 32 MB or more while the built pages load and render, and the pages it touched stay
// resident. Fixed at 8 MB, the server idles about 100 MB lower with the same throughput (bench/memory.ts,
// bench/api.ts; docs/decisions/010-production-install-and-backups.md).
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'];
