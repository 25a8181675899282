// Turns an uploaded photo into web variants: upright, stripped of every metadata block (camera GPS
// positions of children's photos must never be published), WebP at a few widths, and a tiny placeholder.
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import decodeHeic from 'heic-decode';
import { IMAGE_WIDTHS } from '../../common/constants.ts';
import { HttpError } from '../http/errors.ts';
import { QueueFullError, Semaphore } from '../limits/semaphore.ts';

// A 50-megapixel picture is 150-200 MB of raw pixels while it is converted, so pictures are converted a
// bounded number at a time (one per core) and a few more wait; past that the upload is refused with 503.
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

async function decode(input: Buffer, heic: boolean): Promise<Raw> {
  if (heic) {
    // libheif applies the HEIF rotation and mirroring boxes itself, so the pixels come out upright.
    // The size is checked before any pixel is decoded: a few KB of HEIC can describe a gigapixel picture.
    const images = await decodeHeic.all({ buffer: input });
    try {
      const first = images[0];
      if (!first) throw new HttpError(400, 'The image could not be read. It may be damaged or incomplete.');
      if (first.width * first.height > MAX_PIXELS) throw new HttpError(413, 'The image has too many pixels.');
      const image = await first.decode();
      return {
        data: Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength),
        width: image.width,
        height: image.height,
        channels: 4,
      };
    } finally {
      images.dispose();
    }
  }
  // rotate() with no angle turns the picture upright by its EXIF orientation; raw output has no metadata.
  const { data, info } = await sharp(input, { limitInputPixels: MAX_PIXELS, animated: false })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 };
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
  let raw: Raw;
  try {
    raw = await decode(input, heic);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const message = error instanceof Error ? error.message : '';
    if (/pixel limit/i.test(message)) throw new HttpError(413, 'The image has too many pixels.');
    throw new HttpError(400, 'The image could not be read. It may be damaged or incomplete.');
  }
  const source = () => sharp(raw.data, { raw: { width: raw.width, height: raw.height, channels: raw.channels } });
  const widths = variantWidths(raw.width);
  const variants = await Promise.all(
    widths.map(async (width) => ({
      width,
      data: await source().resize({ width }).webp({ quality: 76, effort: 4 }).toBuffer(),
    })),
  );
  const tiny = await source().resize({ width: 16 }).blur(0.6).webp({ quality: 40 }).toBuffer();
  return {
    width: raw.width,
    height: raw.height,
    widths,
    variants,
    placeholder: `data:image/webp;base64,${tiny.toString('base64')}`,
  };
}
