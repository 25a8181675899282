// Checks that an uploaded document is what its first bytes claim, by its structure (issue 9, section 3):
// - a .docx is a ZIP whose central directory lists the Word parts;
// - a PDF has its header, a cross-reference table with trailer (or a cross-reference stream) that startxref
//   points at, ends with %%EOF, and carries no HTML;
// - a .doc is an OLE2 compound file whose directory holds a WordDocument stream.
// checkActiveContent refuses what carries active content (issues 9 and 35): a PDF with JavaScript, launch actions,
// attachments or HTML event handlers; an Office file with macros (even under another name), programs or embedded
// OLE objects; a .doc with macro storages.
// The readers only walk tables within the buffer and with counted steps, and inflate only bounded prefixes and
// small parts (no zip bomb): no loop can run longer than the file has sectors, entries or objects.

import { constants, inflateRawSync, inflateSync } from 'node:zlib';

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

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated. */
  method: number;
  compressedSize: number;
  /** Where the entry's data starts. */
  dataOffset: number;
}

/** The entries of a ZIP's central directory, or a problem. */
export function zipEntries(buf: Buffer): ZipEntry[] | string {
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
  const entries: ZipEntry[] = [];
  let p = offset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > offset + size || buf.readUInt32LE(p) !== CENTRAL) return 'its ZIP directory is damaged';
    const nameLength = buf.readUInt16LE(p + 28);
    const extraLength = buf.readUInt16LE(p + 30);
    const commentLength = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    if (p + 46 + nameLength > offset + size) return 'its ZIP directory is damaged';
    if (localOffset + 30 > offset || buf.readUInt32LE(localOffset) !== LOCAL) return 'a ZIP entry points at nothing';
    const dataOffset = localOffset + 30 + buf.readUInt16LE(localOffset + 26) + buf.readUInt16LE(localOffset + 28);
    const compressedSize = buf.readUInt32LE(p + 20);
    if (dataOffset + compressedSize > offset) return 'a ZIP entry points outside the file';
    entries.push({
      name: buf.toString('utf8', p + 46, p + 46 + nameLength),
      method: buf.readUInt16LE(p + 10),
      compressedSize,
      dataOffset,
    });
    p += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/**
 * An entry's first bytes, at most `max` of them; null when they cannot be read. Deflated data is inflated from
 * a prefix that grows until it gives enough: 64 KB of deflate data make at most 64 MB, and no more is ever read.
 */
export function zipEntryStart(buf: Buffer, entry: ZipEntry, max: number): Buffer | null {
  const data = buf.subarray(entry.dataOffset, entry.dataOffset + entry.compressedSize);
  if (entry.method === 0) return data.subarray(0, max);
  if (entry.method !== 8) return null;
  for (let take = 1024; ; take *= 4) {
    const prefix = data.subarray(0, take);
    let out: Buffer;
    try {
      // Deflate makes at most 1032 bytes of one: the bound is never reached by sound data.
      out = inflateRawSync(prefix, { finishFlush: constants.Z_SYNC_FLUSH, maxOutputLength: take * 1032 + 1024 });
    } catch {
      return null;
    }
    if (out.length >= max || prefix.length === data.length) return out.subarray(0, max);
    if (take >= 65_536) return null;
  }
}

/** Content types and relationships that mean macros, ActiveX controls, embedded OLE objects or remote templates. */
const ACTIVE_PART =
  /vbaProject|vbaData|macroEnabled|ms-office\.activeX|relationships\/activeXControl|oleObject|relationships\/attachedTemplate"[^>]*TargetMode="External"|TargetMode="External"[^>]*relationships\/attachedTemplate/i;
/** Programs and OLE2 compound files (vbaProject.bin and embedded objects are OLE2) by their first bytes. */
function programKind(start: Buffer): string | null {
  if (start.length >= 2 && start[0] === 0x4d && start[1] === 0x5a) return 'a program';
  if (start.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46]))) return 'a program';
  if (start.subarray(0, 8).equals(OLE_SIGNATURE)) return 'an embedded object or macros';
  return null;
}
/** The XML parts that name the package's parts and links: read whole, so they are kept small. */
const MAX_PACKAGE_XML = 1024 * 1024;
/** A Word text part (the body, headers, footers, notes, comments) is read whole for its field codes. */
const WORD_TEXT_PART = /^word\/[^/]+\.xml$/;
const MAX_TEXT_XML = 32 * 1024 * 1024;
/** An Office file embedded in another (a chart's data in a .xlsx) is checked as a package of its own. */
const EMBEDDED_PACKAGE = /\/embeddings\/[^/]+\.(docx|xlsx|pptx)$/i;
const MAX_EMBEDDED_PACKAGE = 16 * 1024 * 1024;
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * The field codes of a Word part: the text of its w:instrText runs joined (Word splits one code over several
 * runs) and its w:fldSimple instructions, with QUOTE fields of character codes spelled out ({ QUOTE 68 68 69 } is
 * "DDE"), entities decoded.
 */
export function fieldCodes(xml: string): string {
  const runs = [...xml.matchAll(/<w:instrText\b[^>]*>([^<]*)<\/w:instrText>/g)].map((m) => m[1]);
  const simple = [...xml.matchAll(/<w:fldSimple\b[^>]*\bw:instr="([^"]*)"/g)].map((m) => m[1]);
  const decoded = [runs.join(''), ...simple]
    .join(' ')
    .replace(/&#x([0-9a-f]+);|&#(\d+);/gi, (_, hex?: string, dec?: string) =>
      String.fromCodePoint(hex ? parseInt(hex, 16) : Number(dec)),
    )
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
  return decoded.replace(/\bQUOTE((?:\s+\d{1,3})+)/gi, (_, codes: string) =>
    String.fromCharCode(...codes.trim().split(/\s+/).map(Number)),
  );
}
/** Fields that run a program or pull in another file's content when the document is opened (DDE attacks). */
const ACTIVE_FIELD = /\b(DDEAUTO|DDE|INCLUDETEXT)\b/i;

/** Macros, programs or embedded objects in an Office package, by names, content types and bytes; or null. */
export function officeActiveContent(buf: Buffer, entries: ZipEntry[], depth = 0): StructureProblem {
  const executable = entries.find((e) => EXECUTABLE_NAME.test(e.name));
  if (executable) return `it contains a program (${executable.name})`;
  const macro = entries.find((e) => MACRO_NAME.test(e.name));
  if (macro) return `it contains macros or ActiveX controls (${macro.name})`;
  for (const entry of entries) {
    // Every entry's first bytes: a renamed vbaProject.bin is still an OLE2 file, a renamed program still starts MZ.
    const start = zipEntryStart(buf, entry, 8);
    if (start === null) return `its part ${entry.name} cannot be read`;
    const kind = programKind(start);
    if (kind) return `it contains ${kind} (${entry.name})`;
    if (start.subarray(0, 4).equals(ZIP_SIGNATURE)) {
      // An archive inside: only an embedded Office file, itself free of active content (one level deep).
      if (depth > 0 || !EMBEDDED_PACKAGE.test(entry.name)) return `it contains a hidden archive (${entry.name})`;
      const inner = zipEntryStart(buf, entry, MAX_EMBEDDED_PACKAGE + 1);
      if (inner === null || inner.length > MAX_EMBEDDED_PACKAGE) return `its part ${entry.name} cannot be read`;
      const innerEntries = zipEntries(inner);
      if (typeof innerEntries === 'string') return `its part ${entry.name} cannot be read`;
      const problem = officeActiveContent(inner, innerEntries, depth + 1);
      if (problem) return `${problem.replace(/^it /, 'its embedded file ')} (${entry.name})`;
    }
    if (entry.name === '[Content_Types].xml' || entry.name.endsWith('.rels')) {
      const xml = zipEntryStart(buf, entry, MAX_PACKAGE_XML + 1);
      if (xml === null || xml.length > MAX_PACKAGE_XML) return `its part ${entry.name} cannot be read`;
      const active = ACTIVE_PART.exec(xml.toString('utf8'));
      if (active) return `it contains macros or embedded objects (${active[0]} in ${entry.name})`;
    }
    if (WORD_TEXT_PART.test(entry.name)) {
      const xml = zipEntryStart(buf, entry, MAX_TEXT_XML + 1);
      if (xml === null || xml.length > MAX_TEXT_XML) return `its part ${entry.name} cannot be read`;
      const active = ACTIVE_FIELD.exec(fieldCodes(xml.toString('utf8')));
      if (active)
        return `it contains a field that runs programs or pulls in other files (${active[1]} in ${entry.name})`;
    }
  }
  return null;
}

function checkDocx(buf: Buffer): StructureProblem {
  const entries = zipEntries(buf);
  if (typeof entries === 'string') return entries;
  const names = entries.map((e) => e.name);
  if (!names.includes('[Content_Types].xml') || !names.includes('word/document.xml'))
    return 'it lacks the parts of a Word document ([Content_Types].xml, word/document.xml)';
  return null;
}

// ---- PDF -----------------------------------------------------------------------------------------------

const HTML_MARKUP = /<(!doctype\s+html|html[\s>]|head[\s>]|body[\s>]|script[\s>]|iframe[\s>]|svg[\s>])/i;
/** A tag with an event handler (`<img src=x onerror=...>`); the bounded gap keeps the search linear. */
const EVENT_HANDLER = /<[a-z][a-z0-9-]*\s[^<>]{0,256}?\bon[a-z]{3,24}\s*=/i;
/** Names of actions and parts that run code or carry files: JavaScript, launching programs, attachments, forms. */
// A PDF reader takes NUL as white space too.
const PDF_ACTIVE =
  /\/(JS|JavaScript|Launch|EmbeddedFiles?|RichMedia|XFA)(?![^\s\0/<>[\]()%{}])|\/URI[\s\0]*\([\s\0]*javascript:/;
/** A PDF name in the text, any of its letters possibly written as a #xx escape (/Obj#53tm is /ObjStm). */
const escapableName = (name: string) =>
  [...name]
    .map(
      (ch) =>
        `(?:${ch}|#${ch
          .charCodeAt(0)
          .toString(16)
          .replace(/[a-f]/g, (h) => `[${h}${h.toUpperCase()}]`)})`,
    )
    .join('');
const OBJECT_STREAM = new RegExp(
  `/${escapableName('Type')}[\\s\\0]*/${escapableName('ObjStm')}(?![^\\s\\0/<>[\\]()%{}])`,
  'g',
);
/** What all of a PDF's object streams may inflate to. */
const MAX_OBJECT_STREAMS = 64 * 1024 * 1024;

/** A PDF name's #xx escapes read as they mean: /J#53 is /JS. */
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The dictionaries of a PDF: its text, and its object streams inflated (a PDF 1.5 writer puts the objects,
 * actions included, in compressed object streams). Null when an object stream cannot be read.
 */
function pdfDictionaries(buf: Buffer): string[] | null {
  const text = latin1(buf, 0, buf.length);
  const parts = [text];
  let budget = MAX_OBJECT_STREAMS;
  for (const match of text.matchAll(OBJECT_STREAM)) {
    // The stream's dictionary holds its /Filter; its data follows the next `stream` keyword.
    const dictStart = text.lastIndexOf('obj', match.index);
    const streamAt = text.indexOf('stream', match.index);
    if (dictStart < 0 || streamAt < 0) return null;
    const dictionary = text.slice(dictStart, streamAt);
    if (!/^obj\s*<<[^]*\/Filter\s*\/FlateDecode\b/.test(dictionary) || /\/DecodeParms|\/Filter\s*\[/.test(dictionary))
      return null;
    let dataStart = streamAt + 'stream'.length;
    if (text[dataStart] === '\r') dataStart++;
    if (text[dataStart] === '\n') dataStart++;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dataEnd < 0) return null;
    try {
      const inflated = inflateSync(buf.subarray(dataStart, dataEnd), {
        finishFlush: constants.Z_SYNC_FLUSH,
        maxOutputLength: budget,
      });
      budget -= inflated.length;
      parts.push(latin1(inflated, 0, inflated.length));
    } catch {
      return null;
    }
  }
  return parts;
}

/** JavaScript, launch actions, attachments or HTML with scripts in a PDF; or null. */
function pdfActiveContent(buf: Buffer): StructureProblem {
  const text = latin1(buf, 0, buf.length);
  if (EVENT_HANDLER.test(text)) return 'it contains HTML with scripts';
  const dictionaries = pdfDictionaries(buf);
  if (!dictionaries) return 'its object streams cannot be read';
  for (const part of dictionaries) {
    const active = PDF_ACTIVE.exec(unescapeNames(part));
    if (active) return `it contains scripts or embedded files (${active[0]})`;
  }
  return null;
}

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
  return null;
}

/**
 * Scripts, macros, embedded programs or objects in a document that passed checkDocumentStructure; or null.
 * Refused with its own code (active_content) and advice: save the file again as a plain PDF.
 */
export function checkActiveContent(buf: Buffer, ext: string): StructureProblem {
  if (ext === 'pdf') return pdfActiveContent(buf);
  if (ext === 'docx') {
    const entries = zipEntries(buf);
    return typeof entries === 'string' ? entries : officeActiveContent(buf, entries);
  }
  if (ext === 'doc') {
    const entries = oleDirectory(buf);
    if (typeof entries === 'string') return entries;
    const macro = entries.find((e) => MACRO_STORAGES.has(e.name));
    if (macro) return `it contains macros or embedded programs (${macro.name})`;
  }
  return null;
}

/** Checks a document whose first bytes said `ext`; answers why it is refused, or null. */
export function checkDocumentStructure(buf: Buffer, ext: string): StructureProblem {
  if (ext === 'pdf') return checkPdf(buf);
  if (ext === 'docx') return checkDocx(buf);
  if (ext === 'doc') return checkDoc(buf);
  return 'it is not a document type we accept';
}
