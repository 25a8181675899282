// The upload pipeline end to end: phone photos in through the API, clean WebP variants out through /uploads.
import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { jpegFile, pngFile } from '../helpers/images.ts';
import {
  asFile,
  colourAt,
  docx,
  fixture,
  layout,
  ole2,
  PRIVATE_MARKERS,
  webpChunks,
  withHeifRotation,
} from '../helpers/media-files.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest({ users: { admin: 'Admin' } });

interface Variants {
  width: number;
  height: number;
  placeholder: string;
  sources: { width: number; url: string }[];
}

interface GalleryItem {
  _id: string;
  image: string;
  imageVariants: Variants;
}

async function upload(t: TestApp, cookie: string, file: File, title = 'Sports day'): Promise<GalleryItem> {
  const res = await t.sendForm('POST', '/api/gallery', cookie, { title, category: 'Sports' }, { image: file });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json()) as GalleryItem;
}

async function download(t: TestApp, url: string): Promise<Buffer> {
  const res = await t.request(url);
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('image/webp');
  return Buffer.from(await res.arrayBuffer());
}

/** Every file in the upload folder, by name. */
async function storedFiles(t: TestApp): Promise<Map<string, Buffer>> {
  const dir = t.deps.media.storage.dir;
  const names = await fs.readdir(dir);
  return new Map(await Promise.all(names.map(async (n) => [n, await fs.readFile(path.join(dir, n))] as const)));
}

async function expectClean(data: Buffer) {
  const meta = await sharp(data).metadata();
  expect(meta.format).toBe('webp');
  for (const field of ['exif', 'xmp', 'iptc', 'icc', 'tifftagPhotoshop', 'orientation'] as const)
    expect(meta[field], field).toBeUndefined();
  expect(meta.hasProfile).toBe(false);
  for (const chunk of webpChunks(data)) expect(['VP8 ', 'VP8L', 'VP8X', 'ALPH']).toContain(chunk);
  const text = data.toString('latin1');
  for (const marker of PRIVATE_MARKERS) expect(text, marker).not.toContain(marker);
}

const keyOf = (url: string) => /\/uploads\/([0-9a-f]{32})/.exec(url)?.[1] ?? '';

describe('uploading a phone photo', () => {
  let item: GalleryItem;
  it.beforeAll(async ({ t, users: { admin } }) => {
    item = await upload(
      t,
      admin.cookie,
      asFile(fixture('phone-photo-gps.jpg'), 'IMG_20260314_093000.jpg', 'image/jpeg'),
    );
  });

  it('answers the spec’s image path plus the variants', () => {
    const key = keyOf(item.image);
    expect(item.image).toBe(`/uploads/${key}-800.webp`);
    expect(item.imageVariants).toEqual({
      width: 800,
      height: 1200,
      placeholder: expect.stringMatching(/^data:image\/webp;base64,/),
      sources: [
        { width: 400, url: `/uploads/${key}-400.webp` },
        { width: 800, url: `/uploads/${key}-800.webp` },
      ],
    });
  });

  it('lists the same variants in the public list', async ({ t }) => {
    const list = (await (await t.request('/api/gallery')).json()) as GalleryItem[];
    const listed = list.find((g) => g._id === item._id);
    expect(listed?.imageVariants).toEqual(item.imageVariants);
    expect(listed?.image).toBe(item.image);
  });

  it('stores upright portrait variants: the left half blue, the right half red', async ({ t }) => {
    for (const source of item.imageVariants.sources) {
      const data = await download(t, source.url);
      const meta = await sharp(data).metadata();
      expect([meta.width, meta.height]).toEqual([source.width, source.width * 1.5]);
      expect(meta.height).toBeGreaterThan(meta.width);
      expect(await layout(data)).toBe('left blue, right red');
    }
  });

  it('stores no metadata at all: no EXIF, GPS, camera, artist, XMP, IPTC or ICC', async ({ t }) => {
    const files = await storedFiles(t);
    const mine = [...files].filter(([name]) => name.startsWith(keyOf(item.image)));
    expect(mine.map(([name]) => name).sort()).toEqual(
      item.imageVariants.sources.map((s) => s.url.slice('/uploads/'.length)).sort(),
    );
    for (const [, data] of mine) await expectClean(data);
    // The original upload is not kept anywhere.
    for (const [, data] of files) expect(data.toString('latin1')).not.toContain('Tecno');
  });

  it('makes a tiny placeholder that is clean too', async () => {
    const tiny = Buffer.from(nth(item.imageVariants.placeholder.split(','), 1), 'base64');
    expect(tiny.length).toBeLessThan(300);
    const meta = await sharp(tiny).metadata();
    expect([meta.width, meta.height]).toEqual([16, 24]);
    await expectClean(tiny);
  });
});

describe('uploading an iPhone HEIC', () => {
  it('accepts it, decodes it as libheif does and strips the EXIF with its GPS position', async ({
    t,
    users: { admin },
  }) => {
    const input = fixture('iphone.heic');
    expect(input.toString('latin1')).toContain('Exif');
    const item = await upload(t, admin.cookie, asFile(input, 'IMG_0001.HEIC', 'image/heic'));
    // No rotation box in this file, and HEIF readers ignore the EXIF orientation: landscape as stored.
    expect(item.imageVariants).toMatchObject({ width: 1200, height: 800 });
    expect(item.imageVariants.sources.map((s) => s.width)).toEqual([400, 800, 1200]);
    expect(item.image).toMatch(/-1200\.webp$/);
    for (const source of item.imageVariants.sources) {
      const data = await download(t, source.url);
      expect(await sharp(data).metadata()).toMatchObject({
        width: source.width,
        height: Math.round((source.width * 2) / 3),
      });
      expect(await layout(data)).toBe('top red, bottom blue');
      await expectClean(data);
    }
  });

  it('turns a portrait iPhone photo (HEIF rotation box) upright', async ({ t, users: { admin } }) => {
    const item = await upload(
      t,
      admin.cookie,
      asFile(withHeifRotation(fixture('iphone.heic'), 3), 'IMG_0002.HEIC', ''),
    );
    expect(item.imageVariants).toMatchObject({ width: 800, height: 1200 });
    for (const source of item.imageVariants.sources) {
      const data = await download(t, source.url);
      expect(await layout(data)).toBe('left blue, right red');
      await expectClean(data);
    }
  });
});

describe('WebP, AVIF and animated GIF uploads', () => {
  // The phone fixture's private details, written into each file as EXIF (with a GPS block) and, for WebP,
  // XMP with a GPS position and a Display P3 ICC profile too.
  const EXIF = {
    IFD0: { Make: 'Tecno', Model: 'Spark 10', Artist: 'Test Parent', DateTime: '2026:03:14 09:30:00' },
    IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '3/1 22/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '36/1 41/1 0/1' },
  };
  const XMP =
    '<?xpacket begin="" id="W5M0MpCehiHzreSzNTczkc9d"?><x:xmpmeta xmlns:x="adobe:ns:meta/">' +
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description ' +
    'xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="3,22.1S" exif:GPSLongitude="36,41.2E"/>' +
    '</rdf:RDF></x:xmpmeta><?xpacket end="w"?>';
  const photo = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: '#1a9e8f' } });

  async function expectVariants(t: TestApp, item: GalleryItem, sizes: string[]) {
    expect(item.image).toBe(item.imageVariants.sources.at(-1)!.url);
    const key = keyOf(item.image);
    const stored = [...(await storedFiles(t)).keys()].filter((n) => n.startsWith(key)).sort();
    expect(stored).toEqual(item.imageVariants.sources.map((s) => s.url.slice('/uploads/'.length)).sort());
    const found: string[] = [];
    for (const source of item.imageVariants.sources) {
      const data = await download(t, source.url);
      await expectClean(data);
      const meta = await sharp(data).metadata();
      expect(meta.width).toBe(source.width);
      expect(meta.pages ?? 1).toBe(1);
      found.push(`${meta.width}x${meta.height}`);
    }
    expect(found).toEqual(sizes);
    await expectClean(Buffer.from(nth(item.imageVariants.placeholder.split(','), 1), 'base64'));
  }

  it('WebP with EXIF (GPS), XMP and an ICC profile: clean WebP variants at 400, 800 and 1200 px', async ({
    t,
    users: { admin },
  }) => {
    const input = await photo().webp().withExif(EXIF).withXmp(XMP).withIccProfile('p3').toBuffer();
    const before = await sharp(input).metadata();
    expect([before.format, !!before.exif, !!before.xmp, !!before.icc]).toEqual(['webp', true, true, true]);
    expect(input.toString('latin1')).toContain('Test Parent');
    const item = await upload(t, admin.cookie, asFile(input, 'IMG_2026.webp', 'image/webp'), 'WebP photo');
    expect(item.imageVariants).toMatchObject({ width: 1200, height: 900 });
    expect(item.imageVariants.sources.map((s) => s.width)).toEqual([400, 800, 1200]);
    await expectVariants(t, item, ['400x300', '800x600', '1200x900']);
  });

  it('AVIF with EXIF (GPS): clean WebP variants at 400, 800 and 1200 px', async ({ t, users: { admin } }) => {
    const input = await photo().avif({ quality: 60 }).withExif(EXIF).toBuffer();
    expect(input.toString('latin1', 8, 12)).toBe('avif');
    const before = await sharp(input).metadata();
    expect([before.compression, !!before.exif]).toEqual(['av1', true]);
    const item = await upload(t, admin.cookie, asFile(input, 'photo.avif', 'image/avif'), 'AVIF photo');
    expect(item.imageVariants).toMatchObject({ width: 1200, height: 900 });
    await expectVariants(t, item, ['400x300', '800x600', '1200x900']);
    // The picture itself survives: the same teal (#1a9e8f) as the source, within the codecs' rounding.
    const { channels } = await sharp(await download(t, item.image)).stats();
    channels.slice(0, 3).forEach((c, i) => expect(Math.abs(c.mean - nth([0x1a, 0x9e, 0x8f], i))).toBeLessThan(8));
  });

  it('an animated GIF (two frames): still WebP variants of the first frame at 400 and 600 px', async ({
    t,
    users: { admin },
  }) => {
    const frame = (background: string) =>
      sharp({ create: { width: 600, height: 400, channels: 3, background } })
        .png()
        .toBuffer();
    const input = await sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
      .gif({ loop: 0, delay: [300, 300] })
      .toBuffer();
    expect(await sharp(input, { animated: true }).metadata()).toMatchObject({ format: 'gif', pages: 2 });
    const item = await upload(t, admin.cookie, asFile(input, 'dance.gif', 'image/gif'), 'Animated GIF');
    // One frame's size, not the frames stacked (600 x 800).
    expect(item.imageVariants).toMatchObject({ width: 600, height: 400 });
    await expectVariants(t, item, ['400x267', '600x400']);
    expect(await colourAt(await download(t, item.image), 0.5, 0.5)).toBe('red');
  });
});

describe('variant widths', () => {
  it('stores 400, 800 and 1600 px for a 4000 px camera photo; the largest is `image`', async ({
    t,
    users: { admin },
  }) => {
    const item = await upload(t, admin.cookie, await jpegFile('big.jpg', 4000, 3000));
    expect(item.imageVariants.sources.map((s) => s.width)).toEqual([400, 800, 1600]);
    expect(item.image).toBe(nth(item.imageVariants.sources, 2).url);
    const sizes = await Promise.all(
      item.imageVariants.sources.map(async (s) => sharp(await download(t, s.url)).metadata()),
    );
    expect(sizes.map((m) => `${m.width}x${m.height}`)).toEqual(['400x300', '800x600', '1600x1200']);
  });

  it('never upscales a small picture', async ({ t, users: { admin } }) => {
    const item = await upload(t, admin.cookie, await pngFile('small.png', 300, 200));
    expect(item.imageVariants).toMatchObject({ width: 300, height: 200 });
    expect(item.imageVariants.sources.map((s) => s.width)).toEqual([300]);
    expect(await sharp(await download(t, item.image)).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('deletes the old variants from disk when the picture is replaced', async ({ t, users: { admin } }) => {
    const item = await upload(t, admin.cookie, await pngFile('before.png', 900, 600, '#336699'));
    const res = await t.sendForm(
      'PUT',
      `/api/gallery/${item._id}`,
      admin.cookie,
      { title: 'Replaced', category: 'Sports' },
      { image: await pngFile('after.png', 500, 500, '#996633') },
    );
    expect(res.status).toBe(200);
    const updated = (await res.json()) as GalleryItem;
    expect(updated.imageVariants.sources.map((s) => s.width)).toEqual([400, 500]);
    for (const source of item.imageVariants.sources) expect((await t.request(source.url)).status).toBe(404);
    for (const source of updated.imageVariants.sources) expect((await t.request(source.url)).status).toBe(200);
  });
});

describe('refused uploads', () => {
  it.for<[name: string, file: File]>([
    [
      'SVG',
      asFile(
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        'logo.svg',
        'image/svg+xml',
      ),
    ],
    ['HTML named .jpg', asFile(Buffer.from('<html><script>alert(1)</script></html>'), 'photo.jpg', 'image/jpeg')],
    [
      'an executable named .png',
      asFile(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200)]), 'photo.png', 'image/png'),
    ],
    ['a PDF as a gallery image', asFile(Buffer.from('%PDF-1.4\n%%EOF\n'), 'photo.pdf', 'application/pdf')],
  ])('%s is refused with 415 and nothing is stored', async ([_name, file], { t, users: { admin } }) => {
    const before = [...(await storedFiles(t)).keys()].sort();
    const res = await t.sendForm(
      'POST',
      '/api/gallery',
      admin.cookie,
      { title: 'Bad', category: 'Sports' },
      { image: file },
    );
    expect(res.status).toBe(415);
    const body = (await res.json()) as { error: string; message: string };
    expect(body.message).toBe(body.error);
    expect(body.message).toMatch(/JPEG, PNG, WebP, AVIF, GIF or HEIC/);
    expect([...(await storedFiles(t)).keys()].sort()).toEqual(before);
  });

  it('refuses an image over 20 MB with 413', async ({ t, users: { admin } }) => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 1, 0);
    Buffer.from([0xff, 0xd8, 0xff]).copy(big);
    const res = await t.sendForm(
      'POST',
      '/api/gallery',
      admin.cookie,
      { title: 'Huge', category: 'Sports' },
      { image: asFile(big, 'huge.jpg', 'image/jpeg') },
    );
    expect(res.status).toBe(413);
  });

  it('refuses a damaged photo with 400, not 500', async ({ t, users: { admin } }) => {
    const broken = fixture('phone-photo-gps.jpg').subarray(0, 700);
    const res = await t.sendForm(
      'POST',
      '/api/gallery',
      admin.cookie,
      { title: 'Cut', category: 'Sports' },
      { image: asFile(broken, 'cut.jpg') },
    );
    expect(res.status).toBe(400);
  });
});

describe('documents', () => {
  it.for<[kind: string, data: Buffer, name: string, ext: string, mime: string]>([
    ['.docx', docx(), 'fees.docx', 'docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['.doc', ole2(), 'fees.doc', 'doc', 'application/msword'],
  ])(
    'stores a %s as it came and serves it with its type',
    async ([_name, data, name, ext, mime], { t, users: { admin } }) => {
      const res = await t.sendForm(
        'POST',
        '/api/documents',
        admin.cookie,
        { category: 'School Fee', description: 'Fees for 2027' },
        { file: asFile(data, name) },
      );
      expect(res.status, await res.clone().text()).toBe(201);
      const doc = (await res.json()) as { fileUrl: string; fileType: string; fileSize: number };
      expect(doc.fileUrl).toMatch(new RegExp(`^/uploads/[0-9a-f]{32}\\.${ext}$`));
      expect(doc.fileType).toBe(ext);
      expect(doc.fileSize).toBe(data.length);
      const file = await t.request(doc.fileUrl);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(mime);
      expect(Buffer.from(await file.arrayBuffer()).equals(data)).toBe(true);
    },
  );

  it('refuses a plain ZIP named .docx with 415', async ({ t, users: { admin } }) => {
    const res = await t.sendForm(
      'POST',
      '/api/documents',
      admin.cookie,
      { category: 'School Fee', description: 'Fees' },
      { file: asFile(Buffer.from('PK\x03\x04not a word file'), 'fees.docx') },
    );
    expect(res.status).toBe(415);
  });
});

describe('/uploads/{name}', () => {
  let url: string;
  it.beforeAll(async ({ t, users: { admin } }) => {
    url = (await upload(t, admin.cookie, await pngFile('cache.png', 420, 300, '#445566'))).image;
  });

  it('answers with a year of immutable caching and an ETag', async ({ t }) => {
    const res = await t.request(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const body = Buffer.from(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(body.length);
  });

  it('answers 304 without a body when the ETag matches', async ({ t }) => {
    const etag = (await t.request(url)).headers.get('etag') ?? '';
    const res = await t.request(url, { headers: { 'if-none-match': etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get('etag')).toBe(etag);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    expect((await t.request(url, { headers: { 'if-none-match': '"something-else"' } })).status).toBe(200);
  });

  it('answers HEAD with the headers only', async ({ t }) => {
    const res = await t.request(url, { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBeGreaterThan(0);
    expect((await res.arrayBuffer()).byteLength).toBe(0);
  });

  it.for<[name: string, target: string | (() => string)]>([
    ['an unknown stored name', `/uploads/${'0'.repeat(32)}-400.webp`],
    ['an unknown document', `/uploads/${'a'.repeat(32)}.pdf`],
    ['a name we never generate', '/uploads/photo.webp'],
    ['a known key with another extension', () => url.replace('.webp', '.png')],
    ['a temporary file', '/uploads/.tmp-0123456789ab'],
    ['the folder itself', '/uploads/'],
    ['encoded traversal to /etc/passwd', '/uploads/..%2f..%2fetc%2fpasswd'],
    ['encoded traversal to the database', '/uploads/..%2fsite.db'],
    ['encoded dots', '/uploads/%2e%2e%2fsite.db'],
    ['backslash traversal', '/uploads/..%5csite.db'],
    ['plain traversal', '/uploads/../site.db'],
    ['a NUL byte', () => `${url}%00.txt`],
    ['a trailing path', () => `${url}/..%2f..%2fsite.db`],
  ])('answers 404 for %s', async ([_name, target], { t }) => {
    const res = await t.request(typeof target === 'function' ? target() : target);
    expect(res.status).toBe(404);
    const body = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(body).not.toContain('SQLite format');
    expect(body).not.toContain('root:');
  });
});
