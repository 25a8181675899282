// Turns an uploaded photo into web variants: upright, stripped of every metadata block (camera GPS
// positions of children's photos must never be published), WebP at a few widths, and a tiny placeholder.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
// Only its type here: the module itself is loaded by loadHeic().
import type decodeHeic from 'heic-decode';
import { IMAGE_WIDTHS } from '../../common/constants.ts';
import { HttpError } from '../http/errors.ts';
import { QueueFullError, Semaphore } from '../limits/semaphore.ts';

// Pictures are converted a bounded number at a time (one per core) and a few more wait; past that the upload
// is refused with 503. JPEG, PNG and WebP are shrunk while decoded (see decode); a HEIC is decoded whole by
// libheif (a 50-megapixel one is about 200 MB of pixels), so the bound matters most for iPhone photos.
// libvips itself uses one thread per picture and keeps no cache of decoded images: the memory goes back
// when a conversion ends (docs/decisions/007-abuse-limits-and-costs.md).
export const IMAGE_CONCURRENCY = Math.max(1, availableParallelism());
export const IMAGE_QUEUE = 2 * IMAGE_CONCURRENCY;
const converting = new Semaphore(IMAGE_CONCURRENCY, IMAGE_QUEUE);
sharp.concurrency(1);
sharp.cache(false);

export interface ProcessedImage {
  width: number;
  height: number;
  /** Stored widths, smallest first; the last is the `image` the API answers. */
  widths: number[];
  variants: { width: number; data: Buffer }[];
  /** A blurred ~16 px WebP as a data: URI, shown while the real image loads. */
  placeholder: string;
}

/** Largest picture we agree to decode (a 50-megapixel camera); bigger ones are refused with 413. */
const MAX_PIXELS = 50_000_000;

interface Raw {
  data: Buffer;
  width: number;
  height: number;
  channels: 3 | 4;
}

/** Width of the largest variant: nothing wider than this is ever kept in memory as pixels. */
const TOP_WIDTH = Math.max(...IMAGE_WIDTHS);

let heicDecoder: Promise<typeof decodeHeic> | undefined;

/**
 * libheif (a WebAssembly build) is loaded on the first HEIC only: most servers never see one, and loading it
 * cost every start about 0.1 s of CPU. A failed load is the server's fault, not the photo's: `convert` loads it
 * before the errors it answers as an unreadable picture, so it reaches the app's error handler (logged, 500),
 * and the next HEIC tries again.
 */
function loadHeic(): Promise<typeof decodeHeic> {
  heicDecoder ??= import('heic-decode').then(
    (module) => module.default,
    (error: unknown) => {
      heicDecoder = undefined;
      throw error;
    },
  );
  return heicDecoder;
}

/**
 * The upright picture's size, and its pixels at most TOP_WIDTH wide. JPEG and WebP are shrunk while they are
 * decoded (libjpeg's DCT scaling, libvips reading strip by strip), so a 7000x7000 camera photo never becomes
 * 147 MB of raw pixels: peak memory per conversion stays a few MB (bench/image-memory.ts).
 */
async function decode(input: Buffer, heic: boolean): Promise<Raw & { fullWidth: number; fullHeight: number }> {
  if (heic) {
    // libheif applies the HEIF rotation and mirroring boxes itself, so the pixels come out upright.
    // The size is checked before any pixel is decoded: a few KB of HEIC can describe a gigapixel picture.
    const images = await (await loadHeic()).all({ buffer: input });
    try {
      const first = images[0];
      if (!first) throw new HttpError(400, 'The image could not be read. It may be damaged or incomplete.');
      if (first.width * first.height > MAX_PIXELS) throw new HttpError(413, 'The image has too many pixels.');
      const image = await first.decode();
      const full = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
      const shrunk = await sharp(full, { raw: { width: image.width, height: image.height, channels: 4 } })
        .resize({ width: TOP_WIDTH, withoutEnlargement: true })
        .raw()
        .toBuffer({ resolveWithObject: true });
      return {
        data: shrunk.data,
        width: shrunk.info.width,
        height: shrunk.info.height,
        channels: 4,
        fullWidth: image.width,
        fullHeight: image.height,
      };
    } finally {
      images.dispose();
    }
  }
  const options = { limitInputPixels: MAX_PIXELS, animated: false, sequentialRead: true } as const;
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
 */
export async function processImage(input: Buffer, heic = false): Promise<ProcessedImage> {
  try {
    return await converting.use(() => convert(input, heic));
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

async function convert(input: Buffer, heic: boolean): Promise<ProcessedImage> {
  if (heic) await loadHeic();
  let raw: Awaited<ReturnType<typeof decode>>;
  try {
    raw = await decode(input, heic);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'The image has too many pixels.');
    throw new HttpError(400, 'The image could not be read. It may be damaged or incomplete.');
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
