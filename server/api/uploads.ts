// /uploads/{name}: stored files. Names are content-addressed, so browsers may keep them for a year.
import fs from 'node:fs';
import { Readable } from 'node:stream';
import { Hono, type Context } from 'hono';
import type { AppEnv, Deps } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { MIME_BY_EXT } from '../media/sniff.ts';
import { STORED_NAME } from '../media/storage.ts';

/** `attachment` header with an ASCII fallback and the UTF-8 name (RFC 6266). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  // encodeURIComponent leaves ' ( ) * as they are; RFC 5987 wants them percent-encoded too.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export async function sendStoredFile(
  c: Context<AppEnv>,
  deps: Deps,
  name: string,
  options: { downloadName?: string } = {},
) {
  if (!STORED_NAME.test(name)) throw notFound('File not found.');
  // On PostgreSQL fetched from the database into this server's cache when it is not there yet.
  const file = await deps.media.storage.localFile(name);
  if (!file) throw notFound('File not found.');
  const etag = `"${name}"`;
  c.header('ETag', etag);
  c.header('Cache-Control', 'public, max-age=31536000, immutable');
  // Public, content-addressed pictures may be shown by other sites (link previews, feed readers).
  c.header('Cross-Origin-Resource-Policy', 'cross-origin');
  c.header('Content-Type', MIME_BY_EXT[name.split('.').pop() ?? ''] ?? 'application/octet-stream');
  // Documents are always downloaded, never shown by the browser itself, whatever address they come from: a
  // document is stored as it came, and a browser's own viewer (or a guess about its type) is no place for it.
  if (options.downloadName) c.header('Content-Disposition', disposition(options.downloadName));
  else if (!name.endsWith('.webp')) c.header('Content-Disposition', 'attachment');
  if (c.req.header('if-none-match') === etag) return c.body(null, 304);
  c.header('Content-Length', String(file.bytes));
  if (c.req.method === 'HEAD') return c.body(null, 200);
  return c.body(Readable.toWeb(fs.createReadStream(file.path)) as ReadableStream, 200);
}

export function uploadRoutes(deps: Deps) {
  const app = new Hono<AppEnv>();
  app.get('/:name', (c) => sendStoredFile(c, deps, c.req.param('name')));
  return app;
}
