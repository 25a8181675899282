import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { IMAGE_WIDTHS } from '../../common/constants.ts';
import {
  fixture,
  layout,
  PRIVATE_MARKERS,
  webpChunks,
  withHeifRotation,
  withHeifSize,
} from '../../tests/helpers/media-files.ts';
import { HttpError } from '../http/errors.ts';
import { processImage, variantWidths, type ProcessedImage } from './images.ts';
import { nth } from '../../tests/helpers/nth.ts';

/** Every stored byte of a processed image: the variants and the placeholder. */
function outputs(image: ProcessedImage): Buffer[] {
  return [...image.variants.map((v) => v.data), Buffer.from(nth(image.placeholder.split(','), 1), 'base64')];
}

/** Asserts that a WebP carries pixels and nothing else. */
async function expectNoMetadata(data: Buffer) {
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('webp');
  expect(meta.exif).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
  expect(meta.iptc).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.tifftagPhotoshop).toBeUndefined();
  expect(meta.hasProfile).toBe(false);
  expect(meta.orientation).toBeUndefined();
  for (const chunk of webpChunks(data)) expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk);
  const text = data.toString('latin1');
  for (const marker of PRIVATE_MARKERS) expect(text).not.toContain(marker);
}

/** A PNG header announcing a huge picture, without the pixels: the decoder must refuse it from the header. */
function hugePngHeader(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(8 + data.length + 4);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.writeUInt8(8, 8); // bit depth
  ihdr.writeUInt8(2, 9); // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', Buffer.alloc(0)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('variantWidths', () => {
  it('uses the standard widths below the picture and the picture itself, never wider', () => {
    expect(IMAGE_WIDTHS).toEqual([400, 800, 1600]);
    expect(variantWidths(4000)).toEqual([400, 800, 1600]);
    expect(variantWidths(1600)).toEqual([400, 800, 1600]);
    expect(variantWidths(1200)).toEqual([400, 800, 1200]);
    expect(variantWidths(800)).toEqual([400, 800]);
    expect(variantWidths(401)).toEqual([400, 401]);
    expect(variantWidths(400)).toEqual([400]);
    expect(variantWidths(300)).toEqual([300]);
    expect(variantWidths(1)).toEqual([1]);
  });

  it('is ascending and never exceeds the source width', () => {
    for (const width of [1, 17, 399, 400, 799, 800, 1599, 1600, 1601, 12000]) {
      const widths = variantWidths(width);
      expect([...widths].sort((a, b) => a - b)).toEqual(widths);
      expect(new Set(widths).size).toBe(widths.length);
      expect(Math.max(...widths)).toBe(Math.min(width, 1600));
    }
  });
});

describe('processImage', () => {
  it('turns the phone JPEG upright by its EXIF orientation and strips every metadata block', async () => {
    const input = fixture('phone-photo-gps.jpg');
    // The fixture really carries what must go: the test would prove nothing otherwise.
    const source = await sharp(input).metadata();
    expect(source).toMatchObject({ width: 1200, height: 800, orientation: 6 });
    expect(source.exif).toBeDefined();
    for (const marker of ['Exif', 'Tecno', 'Test Parent']) expect(input.toString('latin1')).toContain(marker);

    const image = await processImage(input);
    expect({ width: image.width, height: image.height, widths: image.widths }).toEqual({
      width: 800,
      height: 1200,
      widths: [400, 800],
    });
    for (const variant of image.variants) {
      const meta = await sharp(variant.data).metadata();
      expect({ width: meta.width, height: meta.height }).toEqual({
        width: variant.width,
        height: (variant.width * 3) / 2,
      });
      // Stored sideways with the red half on top; turned 90 degrees clockwise the red half is on the right.
      expect(await layout(variant.data)).toBe('left blue, right red');
    }
    for (const data of outputs(image)) await expectNoMetadata(data);
  });

  it('decodes an iPhone HEIC through libheif and strips its EXIF (with the GPS position)', async () => {
    const input = fixture('iphone.heic');
    expect(input.toString('latin1')).toContain('Exif');
    const image = await processImage(input, true);
    // The fixture has no rotation box; in HEIF the EXIF orientation is informational only (ISO/IEC 23008-12,
    // libheif and Apple ignore it), so libheif hands over the pixels as stored: landscape, red on top.
    expect({ width: image.width, height: image.height, widths: image.widths }).toEqual({
      width: 1200,
      height: 800,
      widths: [400, 800, 1200],
    });
    for (const variant of image.variants) expect(await layout(variant.data)).toBe('top red, bottom blue');
    for (const data of outputs(image)) await expectNoMetadata(data);
  });

  it('applies the HEIF rotation box that iPhones write for portrait photos', async () => {
    // irot 3 = 270 degrees anti-clockwise = 90 degrees clockwise, the HEIF twin of EXIF orientation 6.
    const image = await processImage(withHeifRotation(fixture('iphone.heic'), 3), true);
    expect({ width: image.width, height: image.height, widths: image.widths }).toEqual({
      width: 800,
      height: 1200,
      widths: [400, 800],
    });
    for (const variant of image.variants) expect(await layout(variant.data)).toBe('left blue, right red');
    for (const data of outputs(image)) await expectNoMetadata(data);
  });

  it('never upscales a small picture', async () => {
    const small = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#e00000' } })
      .png()
      .toBuffer();
    const image = await processImage(small);
    expect(image.widths).toEqual([300]);
    expect(await sharp(nth(image.variants, 0).data).metadata()).toMatchObject({
      width: 300,
      height: 200,
      format: 'webp',
    });
  });

  it('caps a large picture at 1600 px and keeps its aspect ratio', async () => {
    const large = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0000e0' } })
      .jpeg()
      .toBuffer();
    const image = await processImage(large);
    expect(image.widths).toEqual([400, 800, 1600]);
    const sizes = await Promise.all(image.variants.map(async (v) => sharp(v.data).metadata()));
    expect(sizes.map((m) => [m.width, m.height])).toEqual([
      [400, 300],
      [800, 600],
      [1600, 1200],
    ]);
  });

  it('makes a tiny WebP placeholder as a data: URI', async () => {
    const image = await processImage(fixture('phone-photo-gps.jpg'));
    expect(image.placeholder).toMatch(/^data:image\/webp;base64,[A-Za-z0-9+/]+=*$/);
    expect(image.placeholder.length).toBeLessThan(400);
    const tiny = Buffer.from(nth(image.placeholder.split(','), 1), 'base64');
    const meta = await sharp(tiny).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 16 });
    expect(meta.height).toBe(24);
  });

  it('keeps transparency and handles greyscale, 16-bit and CMYK sources', async () => {
    const base = { width: 500, height: 300 };
    const inputs = await Promise.all([
      sharp({ create: { ...base, channels: 4, background: { r: 0, g: 0, b: 224, alpha: 0.5 } } })
        .png()
        .toBuffer(),
      sharp({ create: { ...base, channels: 3, background: '#808080' } })
        .toColourspace('b-w')
        .png()
        .toBuffer(),
      sharp({ create: { ...base, channels: 3, background: '#e00000' } })
        .toColourspace('rgb16')
        .png()
        .toBuffer(),
      sharp({ create: { ...base, channels: 3, background: '#e00000' } })
        .toColourspace('cmyk')
        .jpeg()
        .toBuffer(),
    ]);
    const processed = await Promise.all(inputs.map((input) => processImage(input)));
    const [alpha, grey, deep, cmyk] = [nth(processed, 0), nth(processed, 1), nth(processed, 2), nth(processed, 3)];
    expect(await sharp(nth(alpha.variants, 0).data).metadata()).toMatchObject({
      hasAlpha: true,
      width: 400,
      height: 240,
    });
    for (const image of [grey, deep, cmyk]) {
      expect(image.widths).toEqual([400, 500]);
      const meta = await sharp(nth(image.variants, 1).data).metadata();
      expect(meta).toMatchObject({ width: 500, height: 300, space: 'srgb' });
      expect(meta.icc).toBeUndefined();
    }
    const { data } = await sharp(nth(cmyk.variants, 0).data).raw().toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(160); // still red after the CMYK to sRGB conversion
    expect(data[2]).toBeLessThan(80);
  });

  it('refuses a damaged picture with 400 and a decompression bomb with 413', async () => {
    const jpeg = fixture('phone-photo-gps.jpg');
    const broken = [
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('not really a JPEG')]),
      jpeg.subarray(0, 600),
    ];
    for (const data of broken) {
      const error = await processImage(data).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ status: 400 });
    }
    const heic = await processImage(Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic'), true).catch((e: unknown) => e);
    expect(heic).toMatchObject({ status: 400 });

    const bomb = await processImage(hugePngHeader(20_000, 20_000)).catch((e: unknown) => e);
    expect(bomb).toBeInstanceOf(HttpError);
    expect(bomb).toMatchObject({ status: 413 });
  });

  it('refuses a HEIC that declares too many pixels before decoding any', async () => {
    // A few KB of HEIC can describe a gigapixel picture; decoding first would take GBs of memory.
    const before = process.memoryUsage().rss;
    const bomb = await processImage(withHeifSize(fixture('iphone.heic'), 20_000, 20_000), true).catch(
      (e: unknown) => e,
    );
    expect(bomb).toBeInstanceOf(HttpError);
    expect(bomb).toMatchObject({ status: 413 });
    expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
  });
});
