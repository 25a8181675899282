// Decodes one HEIC (iPhone photo) in a thread of its own and answers its pixels at most `width` wide.
// libheif is WebAssembly: its memory grows to the largest picture it decoded and never shrinks, so a 24-megapixel
// photo would keep 170 MB for the server's whole life. A thread that ends after each picture gives it all back.
// The decoded pixels are read where libheif left them (no copy): about 8 bytes per pixel at the peak.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';

export interface HeicRequest {
  /** The file's bytes, or its path (read here, so the upload is held only in this thread). */
  input: Uint8Array | string;
  width: number;
}
export type HeicAnswer =
  { data: Uint8Array; width: number; height: number; fullWidth: number; fullHeight: number } | { error: string };

interface HeifChannel {
  id: unknown;
  width: number;
  height: number;
  stride: number;
  data: Uint8Array;
}
interface Libheif {
  ready: Promise<void>;
  heif_context_alloc(): unknown;
  heif_context_free(context: unknown): void;
  heif_context_read_from_memory(context: unknown, data: Uint8Array): { code: unknown };
  heif_js_context_get_primary_image_handle(context: unknown): unknown;
  heif_js_decode_image2(
    handle: unknown,
    space: unknown,
    chroma: unknown,
  ): Promise<{ code?: number; image: unknown; channels: HeifChannel[] }>;
  heif_image_release(image: unknown): void;
  heif_colorspace: { heif_colorspace_RGB: unknown };
  heif_chroma: { heif_chroma_interleaved_RGBA: unknown };
  heif_channel: { heif_channel_interleaved: unknown };
  heif_error_code: { heif_error_Ok: unknown };
}

async function decode({ input: given, width }: HeicRequest): Promise<HeicAnswer> {
  const input = typeof given === 'string' ? await readFile(given) : given;
  const libheif = createRequire(import.meta.url)('libheif-js/wasm-bundle') as Libheif;
  await libheif.ready;
  const context = libheif.heif_context_alloc();
  // Embind's enums are objects, one per value.
  const read = libheif.heif_context_read_from_memory(context, input);
  if (read.code !== libheif.heif_error_code.heif_error_Ok) return { error: 'unreadable' };
  // The primary image, turned upright by libheif (the HEIF rotation and mirroring boxes).
  const decoded = await libheif.heif_js_decode_image2(
    libheif.heif_js_context_get_primary_image_handle(context),
    libheif.heif_colorspace.heif_colorspace_RGB,
    libheif.heif_chroma.heif_chroma_interleaved_RGBA,
  );
  const pixels = decoded?.code
    ? undefined
    : decoded?.channels.find((c) => c.id === libheif.heif_channel.heif_channel_interleaved);
  if (!pixels || pixels.stride % 4 !== 0) return { error: 'unreadable' };
  // Rows may be padded past their pixels (RGBA keeps the padding whole pixels): extract() drops it.
  const { data, info } = await sharp(pixels.data, {
    raw: { width: pixels.stride / 4, height: pixels.height, channels: 4 },
  })
    .extract({ left: 0, top: 0, width: pixels.width, height: pixels.height })
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, fullWidth: pixels.width, fullHeight: pixels.height };
}

decode(workerData as HeicRequest).then(
  (answer) => parentPort!.postMessage(answer),
  (error: unknown) => parentPort!.postMessage({ error: String(error) }),
);
