// `npm run bench:admin-bundle` (after `npm run build`): the size of the back office's JavaScript.
// Reads React Router's manifest of the build (build/client/assets/manifest-*.js): the chunks the admin routes
// load (each route's module and the chunks it imports) that no public route, the root or the entry loads, and
// prints their sizes compressed as the server sends them (Brotli quality 11, gzip level 9) and raw, in total
// and per admin route (a route's own module and the admin-only chunks it imports). The figures are those of the
// build, the same on every run: no repetition needed. It also checks that no public route imports an admin-only
// chunk, which would say that the admin's code (a form library, say) leaked into the public pages.
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  clientLoaderModule?: string;
  clientActionModule?: string;
}

const dir = path.resolve(process.argv[2] ?? 'build/client');
const assets = path.join(dir, 'assets');
const file = (await fs.readdir(assets)).find((name) => /^manifest-.*\.js$/.test(name));
if (!file) throw new Error(`No React Router manifest in ${assets}: run npm run build first.`);
const text = await fs.readFile(path.join(assets, file), 'utf8');
const manifest = JSON.parse(text.slice(text.indexOf('{')).replace(/;?\s*$/, '')) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, ManifestRoute>;
};

const chunksOf = (route: ManifestRoute) =>
  [route.module, route.clientLoaderModule, route.clientActionModule, ...(route.imports ?? [])].filter(
    (chunk): chunk is string => !!chunk,
  );
const routes = Object.values(manifest.routes);
const isAdmin = (route: ManifestRoute) => route.id.startsWith('routes/admin/');
const publicChunks = new Set([manifest.entry.module, ...manifest.entry.imports]);
for (const route of routes.filter((r) => !isAdmin(r))) for (const chunk of chunksOf(route)) publicChunks.add(chunk);
const adminRoutes = routes.filter(isAdmin).sort((a, b) => a.id.localeCompare(b.id));
const adminOnly = new Set(adminRoutes.flatMap(chunksOf).filter((chunk) => !publicChunks.has(chunk)));
const leaked = routes
  .filter((r) => !isAdmin(r))
  .flatMap((r) => chunksOf(r).filter((chunk) => adminRoutes.some((a) => a.module === chunk)));

interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}
const sizes = new Map<string, Size>();
for (const chunk of adminOnly) {
  const body = await fs.readFile(path.join(dir, chunk));
  sizes.set(chunk, {
    raw: body.length,
    gzip: zlib.gzipSync(body, { level: 9 }).length,
    brotli: zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  });
}
const sum = (chunks: Iterable<string>): Size => {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const chunk of chunks) {
    const size = sizes.get(chunk);
    if (!size) continue;
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
};
const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(7);
const row = (name: string, size: Size) => `${name.padEnd(40)} ${kb(size.brotli)} ${kb(size.gzip)} ${kb(size.raw)}`;

const lines = [`${'KB'.padEnd(40)} ${'brotli'.padStart(7)} ${'gzip'.padStart(7)} ${'raw'.padStart(7)}`];
lines.push(row(`all admin-only chunks (${adminOnly.size})`, sum(adminOnly)));
lines.push('per admin route (its module and the admin-only chunks it imports):');
for (const route of adminRoutes) lines.push(row(`  ${route.id}`, sum(new Set(chunksOf(route)))));
lines.push('largest admin-only chunks:');
for (const [chunk, size] of [...sizes].sort((a, b) => b[1].brotli - a[1].brotli).slice(0, 12))
  lines.push(row(`  ${path.basename(chunk)}`, size));
lines.push(
  leaked.length ? `PUBLIC ROUTES IMPORT ADMIN MODULES: ${leaked.join(', ')}` : 'public routes import no admin module',
);
process.stdout.write(`${lines.join('\n')}\n`);
if (leaked.length) process.exitCode = 1;
