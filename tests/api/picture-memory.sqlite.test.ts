// Memory follows the pixels, not the file (issue 35): a picture's size and format are read from its header
// before anything is decoded, and one that could not be decoded within the memory budget is refused with 413
// and a sentence a teacher understands, whatever few bytes it has.
// On SQLite only: a picture is refused from its header before anything is stored.
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { asFile, withHeifSize } from '../helpers/media-files.ts';
import { apiTest } from '../helpers/test-app.ts';
import { expectError } from '../helpers/api.ts';
import { orphanFiles } from '../helpers/stored-files.ts';

const it = apiTest({ users: { admin: 'Admin' } });

const flat = (channels: 3 | 4 = 3) => sharp({ create: { width: 7000, height: 7000, channels, background: '#3080c0' } });

/** Made once for the file's two tests (encoding 7000 x 7000 pictures takes about 2.5 s of CPU). */
let made: Promise<{ avif: Buffer; png: Buffer; gif: Buffer; small: Buffer }> | undefined;
const pictures = () =>
  (made ??= (async () => ({
    // A small AVIF that declares 7000 x 7000 (its ispe property): what the server reads from the header. Encoding
    // a real one took 48 s of CPU per run of this file.
    avif: withHeifSize(
      await sharp({ create: { width: 64, height: 64, channels: 3, background: '#3080c0' } })
        .avif({ effort: 0 })
        .toBuffer(),
      7000,
      7000,
    ),
    // Interlaced, it is decoded whole: 7000 x 7000 RGBA is 196 MB of pixels.
    png: await flat(4).png({ progressive: true, compressionLevel: 9 }).toBuffer(),
    gif: await flat().gif().toBuffer(),
    small: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#3080c0' } })
      .avif({ effort: 0 })
      .toBuffer(),
  }))());

describe('pictures too large for their format', () => {
  it('a 1.5 KB AVIF of 7000 x 7000 pixels is refused from its header, without decoding it', async ({
    t,
    users: { admin },
  }) => {
    const { avif } = await pictures();
    expect(avif.length).toBeLessThan(10_000);
    const before = process.memoryUsage().rss;
    const res = await t.sendForm(
      'POST',
      '/api/gallery',
      admin.cookie,
      { title: 'Sky' },
      {
        image: asFile(avif, 'sky.avif', 'image/avif'),
      },
    );
    // Decoding it whole takes about 0.9 GB.
    expect(process.memoryUsage().rss - before).toBeLessThan(150 * 1024 * 1024);
    const body = (await expectError(
      res,
      413,
      /^This picture is too large \(7000 x 7000 pixels\)\. AVIF pictures up to \d+ megapixels and 16383 pixels on a side can be uploaded; save it smaller and try again\.$/,
    )) as { code?: string; params?: Record<string, unknown> };
    expect(body.code).toBe('picture_too_large');
    expect(body.params).toMatchObject({ width: 7000, height: 7000, format: 'AVIF', side: 16383 });
    expect(body.params!.limit).toBeGreaterThanOrEqual(8);
    expect(await orphanFiles(t)).toEqual([]);
  }, 120_000);

  it('an interlaced RGBA PNG and a GIF of 7000 x 7000 pixels are refused too; a picture within the limit is converted', async ({
    t,
    users: { admin },
  }) => {
    const { png, gif, small } = await pictures();
    for (const [data, name, format] of [
      [png, 'plan.png', 'PNG'],
      [gif, 'plan.gif', 'GIF'],
    ] as const) {
      const res = await t.sendForm(
        'POST',
        '/api/gallery',
        admin.cookie,
        { title: 'Plan' },
        {
          image: asFile(data, name),
        },
      );
      const body = await expectError(res, 413, new RegExp(`\\(7000 x 7000 pixels\\)\\. ${format} pictures up to`));
      expect((body as { code?: string }).code).toBe('picture_too_large');
    }
    const ok = await t.sendForm(
      'POST',
      '/api/gallery',
      admin.cookie,
      { title: 'Sky' },
      {
        image: asFile(small, 'sky.avif'),
      },
    );
    expect(ok.status, await ok.clone().text()).toBe(201);
  }, 120_000);
});
