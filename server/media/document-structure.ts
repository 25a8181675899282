// Checks that an uploaded document is what its first bytes claim, by its structure (issue 9, section 3):
// - a .docx is a ZIP whose central directory lists the Word parts and nothing executable or macro-bearing;
// - a PDF has its header, a cross-reference table with trailer (or a cross-reference stream) that startxref
//   points at, ends with %%EOF, and carries no HTML;
// - a .doc is an OLE2 compound file whose directory holds a WordDocument stream and no macro storage.
// The readers only walk tables within the buffer and with counted steps: nothing is inflated (no zip bomb)
// and no loop can run longer than the file has sectors or entries.

/** Why the document is refused, or null when it is sound. */
export type StructureProblem = string | null;

const latin1 = (buf: Buffer, start: number, end: number) => buf.toString('latin1', start, end);

// ---- .docx (ZIP) ----------------------------------------------------------------------------------

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** Names that run code when opened or extracted, and Word's macro parts (a .docx is macro-free by definition). */
const EXECUTABLE_NAME =
  /\.(exe|dll|com|scr|pif|cpl|msi|msp|bat|cmd|ps1|psm1|vbs|vbe|js|jse|wsf|wsh|hta|jar|lnk|reg|sh|app|so|dylib|ocx|sys)$/i;
const MACRO_NAME = /(^|\/)(vbaProject\.bin|vbaData\.xml)$|(^|\/)activeX\//i;

/** The entry names of a ZIP's central directory, or a problem. */
export function zipEntryNames(buf: Buffer): string[] | string {
  // The end record is in the last 22 bytes plus at most a 65535-byte comment.
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--) {
    if (buf.readUInt32LE(i) === EOCD) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return 'it has no ZIP directory';
  const count = buf.readUInt16LE(eocd + 10);
  const size = buf.readUInt32LE(eocd + 12);
  const offset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || offset === 0xffffffff) return 'it is a ZIP64 archive, which a Word document never needs';
  if (offset + size > eocd) return 'its ZIP directory points outside the file';
  const names: string[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > offset + size || buf.readUInt32LE(p) !== CENTRAL) return 'its ZIP directory is damaged';
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLength > offset + size) return 'its ZIP directory is damaged';
    if (localOffset + 30 > offset || buf.readUInt32LE(localOffset) !== LOCAL) return 'a ZIP entry points at nothing';
    names.push(buf.toString('utf8', p + 46, p + 46 + nameLength));
    p += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}

function checkDocx(buf: Buffer): StructureProblem {
  const names = zipEntryNames(buf);
  if (typeof names === 'string') return names;
  if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml'))
    return 'it lacks the parts of a Word document ([Content_Types].xml, word/document.xml)';
  const executable = names.find((n) => EXECUTABLE_NAME.test(n));
  if (executable) return `it contains a program (${executable})`;
  const macro = names.find((n) => MACRO_NAME.test(n));
  if (macro) return `it contains macros or ActiveX controls (${macro})`;
  return null;
}

// ---- PDF -----------------------------------------------------------------------------------------------

const HTML_MARKUP = /<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>]|svg[\s>])/i;

function checkPdf(buf: Buffer): StructureProblem {
  if (!/^%PDF-[12]\.\d/.test(latin1(buf, 0, 8))) return 'its PDF header is missing';
  const tail = latin1(buf, Math.max(0, buf.length - 1024), buf.length);
  if (!/%%EOF\s*$/.test(tail)) return 'it does not end with %%EOF';
  const startxref = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!startxref) return 'it has no startxref';
  const at = Number(startxref[1]);
  if (at <= 0 || at >= buf.length) return 'its startxref points outside the file';
  const target = latin1(buf, at, Math.min(buf.length, at + 64));
  const table = target.startsWith('xref') && /trailer\s*<</.test(latin1(buf, at, buf.length));
  const stream =
    /^\d+\s+\d+\s+obj\b/.test(target) && /\/Type\s*\/XRef\b/.test(latin1(buf, at, Math.min(buf.length, at + 2048)));
  if (!table && !stream) return 'its cross-reference table is missing';
  // A browser that sniffed the file, or a viewer that is not strict, must never find a web page in it.
  if (HTML_MARKUP.test(latin1(buf, 0, buf.length))) return 'it contains HTML';
  return null;
}

// ---- .doc (OLE2 compound file) ---------------------------------------------------------------------

const FREESECT = 0xffffffff;
const ENDOFCHAIN = 0xfffffffe;
const MAX_REGULAR_SECTOR = 0xfffffffa;
const OLE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const MACRO_STORAGES = new Set(['Macros', '_VBA_PROJECT_CUR', 'VBA', '_VBA_PROJECT', 'ObjectPool']);

/** The names (and types: 1 storage, 2 stream, 5 root) in an OLE2 file's directory, or a problem. */
export function oleDirectory(buf: Buffer): { name: string; type: number }[] | string {
  if (buf.length < 512 || !buf.subarray(0, 8).equals(OLE_SIGNATURE)) return 'it is not an OLE2 compound file';
  const shift = buf.readUInt16LE(30);
  if (shift !== 9 && shift !== 12) return 'its sector size is not valid';
  const sectorSize = 1 << shift;
  const sectors = Math.floor((buf.length - sectorSize) / sectorSize) + 1;
  const sectorOffset = (s: number) => (s + 1) * sectorSize;
  const readable = (s: number) => s <= MAX_REGULAR_SECTOR && sectorOffset(s) + sectorSize <= buf.length;

  // The FAT's own sectors: 109 in the header, the rest in a chain of DIFAT sectors.
  const fatSectorCount = buf.readUInt32LE(44);
  if (fatSectorCount > sectors) return 'its allocation table is larger than the file';
  const fatSectors: number[] = [];
  for (let i = 0; i < 109 && fatSectors.length < fatSectorCount; i++) fatSectors.push(buf.readUInt32LE(76 + i * 4));
  let difat = buf.readUInt32LE(68);
  for (let hops = 0; fatSectors.length < fatSectorCount; hops++) {
    if (hops > sectors || !readable(difat)) return 'its allocation table is damaged';
    const base = sectorOffset(difat);
    const perSector = sectorSize / 4 - 1;
    for (let i = 0; i < perSector && fatSectors.length < fatSectorCount; i++)
      fatSectors.push(buf.readUInt32LE(base + i * 4));
    difat = buf.readUInt32LE(base + perSector * 4);
  }
  const fat: number[] = [];
  for (const s of fatSectors) {
    if (!readable(s)) return 'its allocation table is damaged';
    for (let i = 0; i < sectorSize / 4; i++) fat.push(buf.readUInt32LE(sectorOffset(s) + i * 4));
  }

  const entries: { name: string; type: number }[] = [];
  let sector = buf.readUInt32LE(48);
  for (let hops = 0; sector !== ENDOFCHAIN; hops++) {
    if (hops > sectors || !readable(sector) || sector >= fat.length) return 'its directory is damaged';
    const base = sectorOffset(sector);
    for (let i = 0; i < sectorSize / 128; i++) {
      const entry = base + i * 128;
      const type = buf.readUInt8(entry + 66);
      if (type === 0) continue;
      const nameBytes = Math.min(64, buf.readUInt16LE(entry + 64));
      entries.push({ name: buf.toString('utf16le', entry, entry + Math.max(0, nameBytes - 2)), type });
    }
    sector = fat[sector] ?? FREESECT;
    if (sector === FREESECT) return 'its directory is damaged';
  }
  return entries;
}

function checkDoc(buf: Buffer): StructureProblem {
  const entries = oleDirectory(buf);
  if (typeof entries === 'string') return entries;
  if (!entries.some((e) => e.name === 'WordDocument' && e.type === 2)) return 'it has no WordDocument stream';
  const macro = entries.find((e) => MACRO_STORAGES.has(e.name));
  if (macro) return `it contains macros or embedded programs (${macro.name})`;
  return null;
}

/** Checks a document whose first bytes said `ext`; answers why it is refused, or null. */
export function checkDocumentStructure(buf: Buffer, ext: string): StructureProblem {
  if (ext === 'pdf') return checkPdf(buf);
  if (ext === 'docx') return checkDocx(buf);
  if (ext === 'doc') return checkDoc(buf);
  return 'it is not a document type we accept';
}
