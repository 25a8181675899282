import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { pdfFile } from '../../tests/helpers/images.ts';
import { docx, fixture, ole2, withHeifRotation, zip } from '../../tests/helpers/media-files.ts';
import { sniff } from './sniff.ts';

const picture = () => sharp({ create: { width: 64, height: 48, channels: 3, background: '#1a9e8f' } });

describe('sniff recognises the accepted types from their content', () => {
  it.each([
    ['JPEG', () => picture().jpeg().toBuffer(), 'image/jpeg', 'jpg'],
    ['PNG', () => picture().png().toBuffer(), 'image/png', 'png'],
    ['GIF', () => picture().gif().toBuffer(), 'image/gif', 'gif'],
    ['WebP', () => picture().webp().toBuffer(), 'image/webp', 'webp'],
    ['AVIF', () => picture().avif().toBuffer(), 'image/avif', 'avif'],
    ['phone JPEG with EXIF', async () => fixture('phone-photo-gps.jpg'), 'image/jpeg', 'jpg'],
  ])('%s', async (_name, make, mime, ext) => {
    const type = sniff(await make());
    expect(type).toMatchObject({ kind: 'image', mime, ext });
    expect(type?.heic).toBeFalsy();
  });

  it('HEIC from an iPhone, with and without a rotation box, goes to the HEIC decoder', () => {
    for (const data of [fixture('iphone.heic'), withHeifRotation(fixture('iphone.heic'), 3)]) {
      expect(sniff(data)).toEqual({ kind: 'image', mime: 'image/heic', ext: 'heic', heic: true });
    }
  });

  it('AVIF is not mistaken for HEIC although both are HEIF files', async () => {
    const avif = await picture().avif().toBuffer();
    expect(avif.toString('latin1', 4, 8)).toBe('ftyp');
    expect(sniff(avif)?.heic).toBeFalsy();
  });

  it('PDF', async () => {
    const data = new Uint8Array(await pdfFile().arrayBuffer());
    expect(sniff(data)).toEqual({ kind: 'document', mime: 'application/pdf', ext: 'pdf' });
  });

  it('Word 97-2003 .doc: an OLE2 compound file with a WordDocument stream', () => {
    expect(sniff(ole2())).toEqual({ kind: 'document', mime: 'application/msword', ext: 'doc' });
  });

  it('.docx: a ZIP with [Content_Types].xml and word/document.xml, stored or deflated', () => {
    const expected = {
      kind: 'document',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    };
    expect(sniff(docx())).toEqual(expected);
    const stored = zip([
      { name: '[Content_Types].xml', data: '<Types/>' },
      { name: 'word/document.xml', data: '<w:document/>' },
    ]);
    expect(sniff(stored)).toEqual(expected);
  });
});

describe('sniff refuses everything else', () => {
  const refused: [string, () => Buffer | Promise<Buffer>][] = [
    ['empty', () => Buffer.alloc(0)],
    ['HTML', () => Buffer.from('<!DOCTYPE html><html><body><script>alert(1)</script></body></html>')],
    ['HTML named like an image (content decides)', () => Buffer.from('<html><img src=x onerror=alert(1)></html>')],
    [
      'SVG',
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>'),
    ],
    [
      'SVG with an XML declaration',
      () => Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'),
    ],
    ['ELF executable', () => Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)])],
    ['Windows MZ executable', () => Buffer.concat([Buffer.from('MZ'), Buffer.alloc(62), Buffer.from('PE\0\0')])],
    ['plain ZIP', () => zip([{ name: 'photos/readme.txt', data: 'hello', deflate: true }])],
    [
      'spreadsheet ZIP (.xlsx)',
      () =>
        zip([
          { name: '[Content_Types].xml', data: '<Types/>' },
          { name: 'xl/workbook.xml', data: '<workbook/>' },
        ]),
    ],
    ['OLE2 without a WordDocument stream (.xls)', () => ole2('Workbook')],
    [
      'MP4 video (ISO file of another brand)',
      () => Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\0\0isommp42')]),
    ],
    ['plain text', () => Buffer.from('Dear parents, the school fees are due.')],
    ['a PDF without its %PDF- signature', () => Buffer.from('PDF-1.4 1 0 obj<</Type/Catalog>>endobj')],
  ];

  it.each(refused)('%s', async (_name, make) => {
    expect(sniff(await make())).toBeNull();
  });

  it('random bytes', () => {
    // The first byte is cleared so that a 1-in-16-million JPEG look-alike cannot make the test flaky;
    // every other signature is four bytes or longer.
    for (let i = 0; i < 200; i++) {
      const data = randomBytes(256);
      data[0] = 0;
      expect(sniff(data)).toBeNull();
    }
  });
});
