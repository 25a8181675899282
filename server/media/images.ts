// Turns an uploaded photo into web variants: upright, stripped of every metadata block (camera GPS
// positions of children's photos must never be published), WebP at a few widths, and a tiny placeholder.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../common/constants.ts';
import { HttpError } from '../http/errors.ts';
import { WORK_MEMORY_BYTES, workMemory } from '../limits/memory-budget.ts';
import { QueueFullError, Semaphore } from '../limits/semaphore.ts';
import type { HeicAnswer, HeicRequest } from './heic-worker.ts';

// Pictures are converted a bounded number at a time (one per core) and a few more wait; past that the upload
// is refused with 503. What a conversion holds in memory follows the picture's pixels and format, not its file
// (a 1.5 KB AVIF can describe 49 megapixels): so the size and format are read from the header first, a picture
// that could not be decoded within the memory budget is refused with 413 and a sentence that says the limit, and
// the conversions that run at once share DECODE_BUDGET by their estimated bytes (server/limits/memory-budget.ts).
// libvips itself uses one thread per picture and keeps no cache of decoded images: the memory goes back
// when a conversion ends (docs/decisions/007-abuse-limits-and-costs.md, bench/image-memory.ts).
export const IMAGE_CONCURRENCY = Math.max(1, availableParallelism());
export const IMAGE_QUEUE = 2 * IMAGE_CONCURRENCY;
const converting = new Semaphore(IMAGE_CONCURRENCY, IMAGE_QUEUE);
sharp.concurrency(1);
sharp.cache(false);

const MB = 1024 * 1024;
/**
 * The memory the decodes running at once may hold (with the document checks: server/limits/memory-budget.ts).
 * Every accepted picture fits on its own.
 */
export const DECODE_BUDGET = WORK_MEMORY_BYTES;
const budget = workMemory;

export interface ProcessedImage {
  width: number;
  height: number;
  /** Stored widths, smallest first; the last is the `image` the API answers. */
  widths: number[];
  variants: { width: number; data: Buffer }[];
  /** A blurred ~16 px WebP as a data: URI, shown while the real image loads. */
  placeholder: string;
}

/** Largest picture we agree to decode in any format (a 50-megapixel camera). */
const MAX_PIXELS = 50_000_000;
/** WebP's own limit: a longer side could not be stored as a variant. */
const MAX_SIDE = 16_383;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Width of the largest variant: nothing wider than this is ever kept in memory as pixels. */
const TOP_WIDTH = Math.max(...IMAGE_WIDTHS);

/** What the header says, read without decoding a pixel. */
export interface PictureHeader {
  /** sharp's name: jpeg, png, gif, webp, heif (AVIF and HEIC). */
  format: string;
  width: number;
  height: number;
  /** Interlaced PNG, progressive JPEG. */
  progressive: boolean;
  channels: number;
  /** Bytes per sample: 2 for a 16-bit PNG. */
  sampleBytes: number;
  chromaSubsampling?: string;
}

/**
 * Bytes a decode holds per pixel of the picture, measured with bench/image-memory.ts and rounded up:
 * - baseline JPEG, WebP-lossy-free formats read strip by strip: nothing whole (they shrink while decoded);
 * - progressive JPEG: libjpeg keeps every DCT coefficient (2 bytes a sample, 3.5 bytes measured at 4:2:0);
 * - interlaced PNG: the whole picture before its first row is known (3.8 measured for 8-bit RGB);
 * - GIF: one RGBA frame and its copy (5.4 measured; only the first frame is decoded);
 * - WebP: a lossless one is decoded whole as ARGB;
 * - AVIF through libheif and dav1d: 18.4 measured; HEIC in its worker: 8.
 */
function heldPerPixel(header: PictureHeader, heic: boolean): number {
  const samples = header.channels * header.sampleBytes;
  switch (header.format) {
    case 'jpeg':
      if (!header.progressive) return 0;
      return header.chromaSubsampling === '4:2:0' ? 4 : 2 * header.channels + 1;
    case 'png':
      return header.progressive ? samples * 1.3 : 0;
    case 'gif':
      return 6;
    case 'webp':
      return 5;
    default:
      return heic ? 9 : 20;
  }
}

/** The largest variant's pixels, raw, and the WebP encoders of the variants working on them (bytes a pixel). */
const OUTPUT_PER_PIXEL = 10;
/** What any conversion holds besides the pixels: libvips' buffers, the encoders' state. */
const FIXED_COST = 8 * MB;

/** The bytes a conversion of this picture holds at its peak (its share of DECODE_BUDGET). */
export function decodeCost(header: PictureHeader, heic: boolean): number {
  const pixels = header.width * header.height;
  const outWidth = Math.min(header.width, TOP_WIDTH);
  const outPixels = outWidth * Math.ceil((header.height * outWidth) / header.width);
  return Math.ceil(FIXED_COST + pixels * heldPerPixel(header, heic) + outPixels * OUTPUT_PER_PIXEL);
}

/** The most megapixels of this format (and channels) that fit the budget, as a teacher is told. */
export function megapixelLimit(header: PictureHeader, heic: boolean): number {
  const held = heldPerPixel(header, heic);
  const fit = (DECODE_BUDGET - FIXED_COST - TOP_WIDTH * TOP_WIDTH * OUTPUT_PER_PIXEL) / Math.max(held, 0.01);
  return Math.floor(Math.min(fit, MAX_PIXELS) / 1e6);
}

const FORMAT_NAMES: Record<string, string> = { jpeg: 'JPEG', png: 'PNG', gif: 'GIF', webp: 'WebP' };

/** The 413 a picture too large for its format gets, in words a teacher understands (translated by its code). */
function tooLarge(header: PictureHeader, heic: boolean): HttpError {
  const format = FORMAT_NAMES[header.format] ?? (heic ? 'HEIC' : 'AVIF');
  const limit = megapixelLimit(header, heic);
  const error = new HttpError(
    413,
    `This picture is too large (${header.width} x ${header.height} pixels). ${format} pictures up to ${limit} ` +
      `megapixels and ${MAX_SIDE} pixels on a side can be uploaded; save it smaller and try again.`,
    undefined,
    undefined,
    'picture_too_large',
  );
  error.params = { width: header.width, height: header.height, format, limit, side: MAX_SIDE };
  return error;
}

const UNREADABLE = 'The image could not be read. It may be damaged or incomplete.';

/**
 * A picture to convert: the uploaded file on disk (sharp and the HEIC decoder read it themselves, a strip at a
 * time where the format allows), or its bytes when it was made in memory (the demo content).
 */
export type PictureInput = string | Buffer;

/** Reads the picture's header (sharp reads no pixels for metadata()); refuses an unreadable one with 400. */
export async function readHeader(input: PictureInput): Promise<PictureHeader> {
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.format || !meta.width || !meta.height) throw new HttpError(400, UNREADABLE);
  return {
    format: meta.format,
    width: meta.width,
    // An animated picture's height is one frame's (only the first is decoded).
    height: meta.pageHeight ?? meta.height,
    progressive: meta.isProgressive === true,
    channels: meta.channels ?? 4,
    sampleBytes: meta.depth === 'ushort' ? 2 : meta.depth === 'uchar' || !meta.depth ? 1 : 4,
    chromaSubsampling: meta.chromaSubsampling,
  };
}

/** Answers the picture's share of the budget, or refuses it with 413 when it is too large for its format. */
export function checkSize(header: PictureHeader, heic: boolean): number {
  const cost = decodeCost(header, heic);
  const { width, height } = header;
  if (width * height > MAX_PIXELS || width > MAX_SIDE || height > MAX_SIDE || cost > DECODE_BUDGET)
    throw tooLarge(header, heic);
  return cost;
}

/** A HEIC's upright pixels at most TOP_WIDTH wide, decoded in a thread of its own (see heic-worker.ts). */
function decodeHeic(input: PictureInput): Promise<Raw & { fullWidth: number; fullHeight: number }> {
  return new Promise((resolve, reject) => {
    const request: HeicRequest = { input, width: TOP_WIDTH };
    const worker = new Worker(new URL('./heic-worker.ts', import.meta.url), { workerData: request });
    worker.once('message', (answer: HeicAnswer) => {
      if ('error' in answer) reject(new Error(answer.error));
      else
        resolve({
          ...answer,
          data: Buffer.from(answer.data.buffer, answer.data.byteOffset, answer.data.byteLength),
          channels: 4,
        });
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`the HEIC decoder stopped (${code})`)));
  });
}

/**
 * The upright picture's size, and its pixels at most TOP_WIDTH wide. Baseline JPEG and WebP are shrunk while
 * they are decoded (libjpeg's DCT scaling, libvips reading strip by strip); other formats are held whole for a
 * moment, which checkSize() and the budget account for.
 */
async function decode(input: PictureInput, heic: boolean): Promise<Raw & { fullWidth: number; fullHeight: number }> {
  if (heic) return decodeHeic(input);
  // The header was checked: the pixel limit here only guards against a header that lies.
  const options = { limitInputPixels: MAX_PIXELS, animated: false, pages: 1, sequentialRead: true } as const;
  const { autoOrient } = await sharp(input, options).metadata();
  // autoOrient() turns the picture upright by its EXIF orientation; raw output has no metadata.
  const { data, info } = await sharp(input, options)
    .autoOrient()
    .resize({ width: TOP_WIDTH, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return {
    data,
    width: info.width,
    height: info.height,
    channels: info.channels as 3 | 4,
    fullWidth: autoOrient.width,
    fullHeight: autoOrient.height,
  };
}

export function variantWidths(width: number): number[] {
  const below = IMAGE_WIDTHS.filter((w) => w < width);
  const top = Math.min(width, Math.max(...IMAGE_WIDTHS));
  return [...below.filter((w) => w < top), top];
}

/**
 * Converts a picture once a place in the queue is free; a full queue answers 503 with Retry-After at once.
 * `bytes` is the file's size: the HEIC decoder holds the file twice (read, and copied into libheif), and that
 * is counted too (within the budget: a picture checkSize() let through is never refused for its file).
 */
export async function processImage(input: PictureInput, heic = false, bytes = 0): Promise<ProcessedImage> {
  const cost = Math.min(DECODE_BUDGET, checkSize(await readHeader(input), heic) + (heic ? 2 * bytes : 0));
  try {
    return await converting.use(() => budget.use(cost, () => convert(input, heic)));
  } catch (error) {
    if (error instanceof QueueFullError) {
      throw new HttpError(
        503,
        'The server is busy processing other pictures. Please try again in a minute.',
        undefined,
        { 'Retry-After': '30' },
      );
    }
    throw error;
  }
}

async function convert(input: PictureInput, heic: boolean): Promise<ProcessedImage> {
  let raw: Awaited<ReturnType<typeof decode>>;
  try {
    raw = await decode(input, heic);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'The image has too many pixels.');
    throw new HttpError(400, UNREADABLE);
  }
  const source = () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const widths = variantWidths(raw.fullWidth);
  const variants = await Promise.all(
    widths.map(async (width) => ({
      width,
      data: await source().resize({ width, withoutEnlargement: true }).webp({ quality: 76, effort: 4 }).toBuffer(),
    })),
  );
  const tiny = await source().resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    width: raw.fullWidth,
    height: raw.fullHeight,
    widths,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
