// Reads a file's type from its first bytes, never from its name or the browser's claim.

export interface Sniffed {
  kind: 'image' | 'document';
  mime: string;
  /** Extension the stored file gets. */
  ext: string;
  /** HEIC/HEIF from iPhones needs its own decoder. */
  heic?: boolean;
}

const ascii = (buf: Uint8Array, start: number, end: number) => Buffer.from(buf.subarray(start, end)).toString('latin1');
const startsWith = (buf: Uint8Array, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1', 'mif2']);
const AVIF_BRANDS = new Set(['avif', 'avis']);

function isoBrands(buf: Uint8Array): string[] {
  if (buf.length < 16 || ascii(buf, 4, 8) !== 'ftyp') return [];
  const size = Math.min(Buffer.from(buf).readUInt32BE(0), buf.length, 256);
  const brands = [ascii(buf, 8, 12)];
  for (let i = 16; i + 4 <= size; i += 4) brands.push(ascii(buf, i, i + 4));
  return brands;
}

/** Word's binary format is an OLE2 compound file holding a "WordDocument" stream. */
function isWordBinary(buf: Uint8Array): boolean {
  if (!startsWith(buf, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return false;
  return Buffer.from(buf).includes(Buffer.from('WordDocument', 'utf16le'));
}

/** A .docx is a ZIP whose entries include word/document.xml. */
function isDocx(buf: Uint8Array): boolean {
  if (!startsWith(buf, [0x50, 0x4b, 0x03, 0x04])) return false;
  const b = Buffer.from(buf);
  return b.includes(Buffer.from('word/')) && b.includes(Buffer.from('[Content_Types].xml'));
}

export function sniff(buf: Uint8Array): Sniffed | null {
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { kind: 'image', mime: 'image/jpeg', ext: 'jpg' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { kind: 'image', mime: 'image/png', ext: 'png' };
  if (ascii(buf, 0, 6) === 'GIF87a' || ascii(buf, 0, 6) === 'GIF89a')
    return { kind: 'image', mime: 'image/gif', ext: 'gif' };
  if (ascii(buf, 0, 4) === 'RIFF' && ascii(buf, 8, 12) === 'WEBP')
    return { kind: 'image', mime: 'image/webp', ext: 'webp' };
  const brands = isoBrands(buf);
  if (brands.some((b) => AVIF_BRANDS.has(b))) return { kind: 'image', mime: 'image/avif', ext: 'avif' };
  if (brands.some((b) => HEIC_BRANDS.has(b))) return { kind: 'image', mime: 'image/heic', ext: 'heic', heic: true };
  if (ascii(buf, 0, 5) === '%PDF-') return { kind: 'document', mime: 'application/pdf', ext: 'pdf' };
  if (isWordBinary(buf)) return { kind: 'document', mime: 'application/msword', ext: 'doc' };
  if (isDocx(buf)) {
    return {
      kind: 'document',
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ext: 'docx',
    };
  }
  return null;
}

export const MIME_BY_EXT: Record<string, string> = {
  webp: 'image/webp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
