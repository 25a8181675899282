// Real image and document files for tests: images made with sharp, documents built byte by byte.
import zlib from 'node:zlib';
import sharp from 'sharp';

export async function pngFile(name = 'photo.png', width = 1200, height = 900, colour = '#1a9e8f'): Promise<File> {
  const data = await sharp({ create: { width, height, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/png' });
}

export async function jpegFile(name = 'photo.jpg', width = 1200, height = 900, colour = '#f28c28'): Promise<File> {
  const data = await sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: 'image/jpeg' });
}

/** A minimal valid PDF. */
export function pdfFile(name = 'form.pdf', note = ''): File {
  // Catalog and an empty page tree, with a cross-reference table whose offsets are right, as readers expect.
  // A note (a PDF comment after the header) makes the file's bytes, and so its stored key, its own.
  const objects = ['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[]/Count 0>>'];
  let body = `%PDF-1.4\n${note ? `% ${note.replace(/[\r\n]/g, ' ')}\n` : ''}`;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj${object}endobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f\r\n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n\r\n`;
  body += `trailer<</Size ${objects.length + 1}/Root 1 0 R>>\nstartxref\n${xref}\n%%EOF\n`;
  return new File([body], name, { type: 'application/pdf' });
}

let colourCounter = 0;

/** A small PNG whose pixels differ from every other one made by this helper, so its stored key is its own. */
export async function uniquePng(name = 'photo.png', width = 200, height = 150): Promise<File> {
  colourCounter += 1;
  const n = (colourCounter * 2654435761) >>> 0; // spread consecutive numbers over the colour space
  const colour = `#${(n & 0xffffff).toString(16).padStart(6, '0')}`;
  return pngFile(name, width, height, colour);
}

// ---- documents ---------------------------------------------------------------------------------

/** A ZIP archive with stored (uncompressed) entries, enough for a real Office Open XML file. */
function zip(entries: { name: string; data: string }[]): Uint8Array<ArrayBuffer> {
  const local: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.from(entry.data, 'utf8');
    const crc = zlib.crc32(data);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(0, 8); // stored
    header.writeUInt32LE(0, 10); // time and date
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(data.length, 22);
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    local.push(header, name, data);
    const dir = Buffer.alloc(46);
    dir.writeUInt32LE(0x02014b50, 0);
    dir.writeUInt16LE(20, 4);
    dir.writeUInt16LE(20, 6);
    dir.writeUInt16LE(0x0800, 8);
    dir.writeUInt16LE(0, 10);
    dir.writeUInt32LE(0, 12);
    dir.writeUInt32LE(crc, 16);
    dir.writeUInt32LE(data.length, 20);
    dir.writeUInt32LE(data.length, 24);
    dir.writeUInt16LE(name.length, 28);
    dir.writeUInt32LE(offset, 42);
    central.push(dir, name);
    offset += header.length + name.length + data.length;
  }
  const centralSize = central.reduce((sum, b) => sum + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...local, ...central, end]));
}

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A minimal but valid Word .docx (Office Open XML) holding one paragraph. */
export function docxFile(name = 'letter.docx', text = 'Karibu shuleni'): File {
  const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
  const data = zip([
    {
      name: '[Content_Types].xml',
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
      data:
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
        '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
        '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>' +
        '</Relationships>',
    },
    {
      name: 'word/document.xml',
      data: `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>${xmlEscape(text)}</w:t></w:r></w:p></w:body></w:document>`,
    },
  ]);
  return new File([data], name, { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
}

/**
 * A Word 97-2003 .doc: an OLE2 compound file (version 3, 512-byte sectors) whose one stream,
 * "WordDocument", starts with a Word file information block. Laid out as FAT, directory, then the
 * 4096-byte stream (at the mini-stream cutoff, so it lives in regular sectors).
 */
export function docFile(name = 'letter.doc'): File {
  const SECTOR = 512;
  const FREE = 0xffffffff;
  const END = 0xfffffffe;
  const FATSECT = 0xfffffffd;
  const NOSTREAM = 0xffffffff;
  const streamSize = 4096;
  const streamSectors = streamSize / SECTOR;

  const header = Buffer.alloc(SECTOR);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // little-endian
  header.writeUInt16LE(9, 30); // 512-byte sectors
  header.writeUInt16LE(6, 32); // 64-byte mini sectors
  header.writeUInt32LE(0, 40); // directory sectors (0 for version 3)
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(4096, 56); // mini stream cutoff
  header.writeUInt32LE(END, 60); // first mini FAT sector
  header.writeUInt32LE(0, 64);
  header.writeUInt32LE(END, 68); // first DIFAT sector
  header.writeUInt32LE(0, 72);
  header.writeUInt32LE(0, 76); // DIFAT[0]: the FAT is sector 0
  for (let i = 1; i < 109; i++) header.writeUInt32LE(FREE, 76 + i * 4);

  const fat = Buffer.alloc(SECTOR, 0xff);
  fat.writeUInt32LE(FATSECT, 0);
  fat.writeUInt32LE(END, 4);
  for (let s = 2; s < 2 + streamSectors; s++) fat.writeUInt32LE(s === 1 + streamSectors ? END : s + 1, s * 4);

  const directory = Buffer.alloc(SECTOR);
  const entry = (index: number, entryName: string, type: number, child: number, start: number, size: number) => {
    const at = index * 128;
    const nameBytes = Buffer.from(`${entryName}\0`, 'utf16le');
    nameBytes.copy(directory, at);
    directory.writeUInt16LE(nameBytes.length, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt8(1, at + 67); // black
    directory.writeUInt32LE(NOSTREAM, at + 68);
    directory.writeUInt32LE(NOSTREAM, at + 72);
    directory.writeUInt32LE(child, at + 76);
    directory.writeUInt32LE(start, at + 116);
    directory.writeUInt32LE(size, at + 120);
  };
  entry(0, 'Root Entry', 5, 1, END, 0);
  entry(1, 'WordDocument', 2, NOSTREAM, 2, streamSize);
  for (const index of [2, 3]) {
    directory.writeUInt32LE(NOSTREAM, index * 128 + 68);
    directory.writeUInt32LE(NOSTREAM, index * 128 + 72);
    directory.writeUInt32LE(NOSTREAM, index * 128 + 76);
  }

  const stream = Buffer.alloc(streamSize);
  stream.writeUInt16LE(0xa5ec, 0); // FIB wIdent
  stream.writeUInt16LE(0x00c1, 2); // nFib: Word 97 and later
  stream.writeUInt16LE(0x0409, 6); // lid: English
  return new File([new Uint8Array(Buffer.concat([header, fat, directory, stream]))], name, {
    type: 'application/msword',
  });
}
