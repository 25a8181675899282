// Real image and document files for tests: images made with sharp, documents built byte by byte.
import sharp from 'sharp';
import { asFile, docx, ole2 } from './media-files.ts';

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

/**
 * A valid PDF of these objects (numbered from 1; the first is the catalog), with a cross-reference table whose
 * offsets are right, as readers expect. Objects are latin1 text (a stream's bytes too).
 * A note (a PDF comment after the header) makes the file's bytes, and so its stored key, its own.
 */
export function pdfBytes(objects: string[], note = ''): Buffer {
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
  return Buffer.from(body, 'latin1');
}

/** A minimal valid PDF: a catalog and an empty page tree. */
export function pdfFile(name = 'form.pdf', note = ''): File {
  const pdf = pdfBytes(['<</Type/Catalog/Pages 2 0 R>>', '<</Type/Pages/Kids[]/Count 0>>'], note);
  return new File([new Uint8Array(pdf)], name, { type: 'application/pdf' });
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

/** A minimal but valid Word .docx (Office Open XML) holding one paragraph. */
export function docxFile(name = 'letter.docx', text = 'Karibu shuleni'): File {
  return asFile(docx(text), name, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document');
}

/** A Word 97-2003 .doc (an OLE2 compound file whose one stream is "WordDocument"). */
export function docFile(name = 'letter.doc'): File {
  return asFile(ole2(), name, 'application/msword');
}
