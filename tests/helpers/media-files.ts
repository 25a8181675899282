// Real files of every upload type for the media tests: office documents built byte by byte, the phone
// fixtures, an iPhone-style rotated HEIC, and helpers to look inside stored WebP variants.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';
import sharp from 'sharp';
import { nth } from './nth.ts';

const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures');

/** A committed fixture (tests/fixtures/make-fixtures.sh made them). */
export function fixture(name: 'phone-photo-gps.jpg' | 'iphone.heic'): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** Strings the phone fixtures carry in their EXIF block; none may survive into a stored file. */
export const PRIVATE_MARKERS = ['Exif', 'GPS', 'Tecno', 'Spark 10', 'Test Parent', '2026:03:14'];

export function asFile(data: Uint8Array, name: string, type = 'application/octet-stream'): File {
  return new File([new Uint8Array(data)], name, { type });
}

// ---- ZIP and .docx ---------------------------------------------------------------------------

export interface ZipEntry {
  name: string;
  data: string | Buffer;
  /** Deflate the entry (method 8) instead of storing it (method 0). */
  deflate?: boolean;
}

/** A valid ZIP archive: local headers, data, central directory and end record. */
export function zip(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const raw = Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8');
    const body = entry.deflate ? deflateRawSync(raw) : raw;
    const method = entry.deflate ? 8 : 0;
    const crc = crc32(raw);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(0x00210000, 10); // 1980-01-01 00:00
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    locals.push(local, name, body);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(0x00210000, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(raw.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The smallest .docx Word opens: content types, package relationships and the document part. */
export function docx(text = 'School fees 2027'): Buffer {
  return zip([
    {
      name: '[Content_Types].xml',
      deflate: true,
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
        '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
        '<Default Extension="xml" ContentType="application/xml"/>' +
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
        '</Types>',
    },
    {
      name: '_rels/.rels',
      deflate: true,
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'word/document.xml',
      deflate: true,
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
        `<w:body><w:p><w:r><w:t>${xmlEscape(text)}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
}

// ---- OLE2 compound file (.doc) ----------------------------------------------------------------

const SECTOR = 512;
const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const FATSECT = 0xfffffffd;
const NOSTREAM = 0xffffffff;

function directoryEntry(name: string, type: number, child: number, start: number, size: number): Buffer {
  const entry = Buffer.alloc(128);
  if (name) {
    entry.write(name, 0, 'utf16le');
    entry.writeUInt16LE((name.length + 1) * 2, 64);
  }
  entry.writeUInt8(type, 66); // 0 unused, 2 stream, 5 root
  entry.writeUInt8(1, 67); // black
  entry.writeUInt32LE(NOSTREAM, 68);
  entry.writeUInt32LE(NOSTREAM, 72);
  entry.writeUInt32LE(child, 76);
  entry.writeUInt32LE(start, 116);
  entry.writeUInt32LE(size, 120);
  return entry;
}

/**
 * A compound file (header, one FAT sector, one directory sector) holding a single 4 KB stream:
 * "WordDocument" makes it a Word 97-2003 .doc; another name (Excel's "Workbook") does not.
 */
export function ole2(streamName = 'WordDocument'): Buffer {
  const streamSectors = 8; // 4096 bytes: at the mini-stream cutoff, so it lives in ordinary sectors
  const header = Buffer.alloc(SECTOR, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3: 512-byte sectors
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // sector shift
  header.writeUInt16LE(6, 32); // mini sector shift
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(ENDOFCHAIN, 60); // no mini FAT
  header.writeUInt32LE(ENDOFCHAIN, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 80; i < SECTOR; i += 4) header.writeUInt32LE(FREESECT, i);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(ENDOFCHAIN, 4); // directory
  for (let s = 2; s < 2 + streamSectors; s++) fat.writeUInt32LE(s === 1 + streamSectors ? ENDOFCHAIN : s + 1, s * 4);

  const directory = Buffer.concat([
    directoryEntry('Root Entry', 5, 1, ENDOFCHAIN, 0),
    directoryEntry(streamName, 2, NOSTREAM, 2, streamSectors * SECTOR),
    directoryEntry('', 0, NOSTREAM, 0, 0),
    directoryEntry('', 0, NOSTREAM, 0, 0),
  ]);

  const stream = Buffer.alloc(streamSectors * SECTOR, 0);
  stream.writeUInt16LE(0xa5ec, 0); // Word's FIB magic
  stream.writeUInt16LE(0x00c1, 2); // nFib: Word 97 and later
  stream.writeUInt16LE(0x0409, 6); // lid: English
  return Buffer.concat([header, fat, directory, stream]);
}

// ---- HEIF with a rotation box ------------------------------------------------------------------

interface Box {
  type: string;
  start: number;
  size: number;
  /** Where the children (or a full box's fields) begin. */
  body: number;
}

function children(buf: Buffer, from: number, to: number): Box[] {
  const boxes: Box[] = [];
  for (let p = from; p + 8 <= to;) {
    const size = buf.readUInt32BE(p);
    if (size < 8) throw new Error('unsupported box size');
    boxes.push({ type: buf.toString('latin1', p + 4, p + 8), start: p, size, body: p + 8 });
    p += size;
  }
  return boxes;
}

function child(list: Box[], type: string): Box {
  const box = list.find((b) => b.type === type);
  if (!box) throw new Error(`no ${type} box`);
  return box;
}

/**
 * Adds an `irot` property (rotation by quarter turns anti-clockwise) to the primary image of a HEIF file,
 * as iPhones store portrait photos: pixels landscape, the turn in a box that decoders must apply.
 * Handles what heif-enc writes (ipma version 0 with small indexes, iloc with 4-byte offsets).
 */
export function withHeifRotation(input: Buffer, quarterTurnsCcw: 1 | 2 | 3): Buffer {
  const buf = Buffer.from(input);
  const meta = child(children(buf, 0, buf.length), 'meta');
  const inMeta = children(buf, meta.body + 4, meta.start + meta.size);
  const pitm = child(inMeta, 'pitm');
  const primary = buf.readUInt8(pitm.body) === 0 ? buf.readUInt16BE(pitm.body + 4) : buf.readUInt32BE(pitm.body + 4);
  const iloc = child(inMeta, 'iloc');
  const iprp = child(inMeta, 'iprp');
  const inIprp = children(buf, iprp.body, iprp.start + iprp.size);
  const [ipco, ipma] = [child(inIprp, 'ipco'), child(inIprp, 'ipma')];
  const propertyIndex = children(buf, ipco.body, ipco.start + ipco.size).length + 1;
  if (buf.readUInt32BE(ipma.body) !== 0 || propertyIndex > 127) throw new Error('unsupported ipma');

  // Find the primary item's association list; the new one goes at its end, marked essential.
  let p = ipma.body + 4;
  const entries = buf.readUInt32BE(p);
  p += 4;
  let insertAt = -1;
  let countAt = -1;
  for (let i = 0; i < entries; i++) {
    const item = buf.readUInt16BE(p);
    const count = buf.readUInt8(p + 2);
    if (item === primary) {
      countAt = p + 2;
      insertAt = p + 3 + count;
    }
    p += 3 + count;
  }
  if (insertAt < 0) throw new Error('primary item has no properties');
  const irot = Buffer.from([0, 0, 0, 9, ...Buffer.from('irot'), quarterTurnsCcw & 3]);
  const grown = 1 + irot.length;

  buf.writeUInt8(buf.readUInt8(countAt) + 1, countAt);
  buf.writeUInt32BE(ipma.size + 1, ipma.start);
  buf.writeUInt32BE(ipco.size + irot.length, ipco.start);
  buf.writeUInt32BE(iprp.size + grown, iprp.start);
  buf.writeUInt32BE(meta.size + grown, meta.start);

  // Item data lives in mdat after meta, so every absolute offset moves by the bytes added.
  const version = buf.readUInt8(iloc.body);
  const sizes = buf.readUInt16BE(iloc.body + 4);
  const [offsetSize, lengthSize, baseSize, indexSize] = [
    sizes >> 12,
    (sizes >> 8) & 15,
    (sizes >> 4) & 15,
    version > 0 ? sizes & 15 : 0,
  ];
  if (offsetSize !== 4 || (baseSize !== 0 && baseSize !== 4) || indexSize !== 0 || version > 1)
    throw new Error('unsupported iloc');
  let q = iloc.body + 6;
  const items = buf.readUInt16BE(q);
  q += 2;
  for (let i = 0; i < items; i++) {
    q += 2; // item id
    const method = version === 1 ? buf.readUInt16BE(q) & 15 : 0;
    if (version === 1) q += 2;
    q += 2; // data reference index
    const base = baseSize === 4 ? buf.readUInt32BE(q) : 0;
    if (method === 0 && base !== 0) buf.writeUInt32BE(base + grown, q);
    q += baseSize;
    const extents = buf.readUInt16BE(q);
    q += 2;
    for (let e = 0; e < extents; e++) {
      if (method === 0 && base === 0) buf.writeUInt32BE(buf.readUInt32BE(q) + grown, q);
      q += offsetSize + lengthSize;
    }
  }

  const ipcoEnd = ipco.start + ipco.size;
  return Buffer.concat([
    buf.subarray(0, ipcoEnd),
    irot,
    buf.subarray(ipcoEnd, insertAt),
    Buffer.from([0x80 | propertyIndex]),
    buf.subarray(insertAt),
  ]);
}

/** Rewrites the size a HEIF file declares for its images (the `ispe` property), leaving the pixels as they are. */
export function withHeifSize(input: Buffer, width: number, height: number): Buffer {
  const buf = Buffer.from(input);
  const meta = child(children(buf, 0, buf.length), 'meta');
  const iprp = child(children(buf, meta.body + 4, meta.start + meta.size), 'iprp');
  const ipco = child(children(buf, iprp.body, iprp.start + iprp.size), 'ipco');
  for (const box of children(buf, ipco.body, ipco.start + ipco.size)) {
    if (box.type !== 'ispe') continue;
    buf.writeUInt32BE(width, box.body + 4);
    buf.writeUInt32BE(height, box.body + 8);
  }
  return buf;
}

// ---- looking inside stored images ---------------------------------------------------------------

/** The RIFF chunk types of a WebP file (VP8/VP8L/VP8X/ALPH carry pixels; EXIF, XMP, ICCP carry metadata). */
export function webpChunks(data: Buffer): string[] {
  if (data.toString('latin1', 0, 4) !== 'RIFF' || data.toString('latin1', 8, 12) !== 'WEBP')
    throw new Error('not a WebP file');
  const chunks: string[] = [];
  for (let p = 12; p + 8 <= data.length;) {
    const size = data.readUInt32LE(p + 4);
    chunks.push(data.toString('latin1', p, p + 4));
    p += 8 + size + (size % 2);
  }
  return chunks;
}

export type Colour = 'red' | 'blue' | 'other';

/** The colour at a point given as fractions of the width and height. */
export async function colourAt(image: Buffer, fx: number, fy: number): Promise<Colour> {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const x = Math.min(info.width - 1, Math.floor(info.width * fx));
  const y = Math.min(info.height - 1, Math.floor(info.height * fy));
  const i = (y * info.width + x) * info.channels;
  const [r, g, b] = [nth(data, i), nth(data, i + 1), nth(data, i + 2)];
  if (r > 160 && g < 80 && b < 80) return 'red';
  if (b > 160 && r < 80 && g < 80) return 'blue';
  return 'other';
}

/** Which half of the picture is red and which blue (`left blue, right red`), sampled at the quarters' centres. */
export async function layout(image: Buffer): Promise<string> {
  const [tl, tr, bl, br] = await Promise.all([
    colourAt(image, 0.25, 0.25),
    colourAt(image, 0.75, 0.25),
    colourAt(image, 0.25, 0.75),
    colourAt(image, 0.75, 0.75),
  ]);
  if (tl === bl && tr === br && tl !== tr) return `left ${tl}, right ${tr}`;
  if (tl === tr && bl === br && tl !== bl) return `top ${tl}, bottom ${bl}`;
  return `unclear (${tl} ${tr} / ${bl} ${br})`;
}
