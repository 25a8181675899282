// Documents are checked by their structure, not only their first bytes (issue 9, section 3): each refused
// upload answers 415 with the reason, and sound Word and PDF files still pass. Documents with scripts, macros or
// embedded programs are refused with active_content (issue 35).
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { deflateSync } from 'node:zlib';
import { docFile, docxFile, pdfBytes, pdfFile } from '../helpers/images.ts';
import { asFile, docx, ole2, zip } from '../helpers/media-files.ts';
import { expectError, expectJson } from '../helpers/api.ts';
import { orphanFiles } from '../helpers/stored-files.ts';
import { buildPdf } from '../../server/seed/pdf.ts';

const it = apiTest({ users: { admin: 'Admin' } });

/** An upload of `file` as a School Fee document, signed in with `cookie`. */
const upload = (t: TestApp, cookie: string, file: File) =>
  t.sendForm('POST', '/api/documents', cookie, { category: 'School Fee', description: 'Fees' }, { file });

const WORD_PARTS = [
  { name: '[Content_Types].xml', data: '<Types/>' },
  { name: 'word/document.xml', data: '<w:document/>', deflate: true },
];
const bytes = async (file: File) => Buffer.from(await file.arrayBuffer());
const validPdf = async () => bytes(pdfFile());

const REFUSED: [string, () => Buffer | Promise<Buffer>, RegExp][] = [
  [
    'a ZIP that names the parts only inside an entry',
    () => zip([{ name: 'notes.txt', data: 'word/ [Content_Types].xml' }]),
    /lacks the parts/,
  ],
  ['a ZIP whose directory was cut off', async () => docx().subarray(0, docx().length - 30), /no ZIP directory|damaged/],
  [
    '%PDF- followed by HTML',
    () => Buffer.from('%PDF-1.4\n<html><body><script>alert(1)</script></body></html>\n%%EOF\n'),
    /./,
  ],
  [
    'a PDF with HTML hidden after its objects',
    async () => {
      const pdf = (await validPdf()).toString('latin1');
      return Buffer.from(pdf.replace('endobj\n', 'endobj\n<!DOCTYPE html><script>alert(1)</script>\n'), 'latin1');
    },
    /./,
  ],
  ['a PDF without %%EOF', async () => Buffer.from((await validPdf()).toString('latin1').replace('%%EOF', '')), /%%EOF/],
  [
    'a PDF without a cross-reference table',
    () => Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
    /startxref|cross-reference/,
  ],
  [
    'a PDF whose startxref points nowhere',
    async () => Buffer.from((await validPdf()).toString('latin1').replace(/startxref\n\d+/, 'startxref\n5')),
    /cross-reference/,
  ],
  [
    'an OLE2 file that only mentions WordDocument',
    () => Buffer.concat([ole2('Workbook'), Buffer.from('WordDocument', 'utf16le')]),
    /no WordDocument stream/,
  ],
];

const CATALOG = '<</Type/Catalog/Pages 2 0 R>>';
const PAGES = '<</Type/Pages/Kids[]/Count 0>>';
/** An object stream holding `object` as object 4, deflated as PDF 1.5 writers do. */
function objectStream(object: string, type = '/ObjStm'): string {
  const data = deflateSync(Buffer.from(`4 0 ${object}`, 'latin1')).toString('latin1');
  return `<</Type${type}/N 1/First 4/Filter/FlateDecode/Length ${data.length}>>stream\n${data}\nendstream`;
}
const CONTENT_TYPES_WITH_MACROS =
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Override PartName="/word/settings.bin" ContentType="application/vnd.ms-office.vbaProject"/></Types>';

/** Documents with scripts, macros or embedded programs: refused with active_content and the advice. */
const ACTIVE: [string, () => Buffer][] = [
  ['a ZIP with the Word parts and a program', () => zip([...WORD_PARTS, { name: 'setup.exe', data: 'MZ' }])],
  ['a .docx with a DLL in it', () => zip([...WORD_PARTS, { name: 'word/embeddings/x.dll', data: 'MZ' }])],
  ['a .docx with macros', () => zip([...WORD_PARTS, { name: 'word/vbaProject.bin', data: 'x' }])],
  ['a .doc with a Macros storage', () => ole2Macros()],
  [
    'a PDF whose /OpenAction runs JavaScript',
    () => pdfBytes(['<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>', PAGES, '<</S/JavaScript/JS(app.alert(1))>>']),
  ],
  [
    'a PDF whose /AA runs JavaScript, its names spelled with #xx escapes',
    () => pdfBytes(['<</Type/Catalog/Pages 2 0 R/AA<</O<</S/Java#53cript/J#53(app.alert(1))>>>>>>', PAGES]),
  ],
  [
    'a PDF whose JavaScript action hides in a compressed object stream',
    () =>
      pdfBytes([
        '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>',
        PAGES,
        objectStream('<</S/JavaScript/JS(app.alert(1))>>'),
      ]),
  ],
  [
    'a PDF whose object stream is named with an escape (/Obj#53tm)',
    () =>
      pdfBytes([
        '<</Type/Catalog/Pages 2 0 R/OpenAction 4 0 R>>',
        PAGES,
        objectStream('<</S/JavaScript/JS(app.alert(1))>>', '/Obj#53tm'),
      ]),
  ],
  [
    'a PDF whose JavaScript names end with NUL bytes (white space to a PDF reader)',
    () =>
      pdfBytes(['<</Type/Catalog/Pages 2 0 R/OpenAction 3 0 R>>', PAGES, '<</S /JavaScript\0/JS\0(app.alert(1))>>']),
  ],
  ['a PDF that launches a program', () => pdfBytes([CATALOG, PAGES, '<</S/Launch/F(cmd.exe)>>'])],
  ['a PDF holding HTML with an event handler', () => pdfBytes([CATALOG, PAGES], '<img src=x onerror=alert(1)>')],
  [
    'a .docx with an embedded program (word/embeddings/*.bin starting MZ)',
    () =>
      zip([
        ...WORD_PARTS,
        {
          name: 'word/embeddings/oleObject1.bin',
          data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(4096)]),
          deflate: true,
        },
      ]),
  ],
  [
    'a .docx whose macro part is renamed (an OLE2 file named like a picture)',
    () => zip([...WORD_PARTS, { name: 'word/media/image1.png', data: ole2('VBA'), deflate: true }]),
  ],
  [
    'a .docx whose content types declare a macro part',
    () =>
      zip([
        { name: '[Content_Types].xml', data: CONTENT_TYPES_WITH_MACROS, deflate: true },
        { name: 'word/document.xml', data: '<w:document/>', deflate: true },
        { name: 'word/settings.bin', data: 'not OLE2 at all' },
      ]),
  ],
  // Found by the attacker trial: fields that run programs when the document opens, and archives in disguise.
  [
    'a .docx with a DDEAUTO field split over runs',
    () =>
      withBody(
        '<w:r><w:instrText> DDE</w:instrText></w:r><w:r><w:instrText>AUTO c:\\cmd.exe "/k calc"</w:instrText></w:r>',
      ),
  ],
  ['a .docx with a DDE field in a simple field', () => withBody('<w:fldSimple w:instr=" DDE &quot;cmd&quot; x"/>')],
  [
    'a .docx spelling DDE with QUOTE character codes',
    () => withBody('<w:r><w:instrText>{ QUOTE 68 68 69 65 85 84 79 } cmd</w:instrText></w:r>'),
  ],
  [
    'a .docx with a ZIP archive hidden as a picture',
    () => zip([...WORD_PARTS, { name: 'word/media/image1.png', data: docx(), deflate: true }]),
  ],
  [
    'a .docx embedding a spreadsheet with macros',
    () =>
      zip([
        ...WORD_PARTS,
        {
          name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx',
          data: zip([{ name: 'xl/vbaProject.bin', data: ole2('VBA') }]),
        },
      ]),
  ],
];

/** A .docx whose body holds `xml` (runs, fields) in its one paragraph. */
function withBody(xml: string): Buffer {
  return zip([
    WORD_PARTS[0]!,
    { name: 'word/document.xml', data: `<w:document><w:body><w:p>${xml}</w:p></w:body></w:document>`, deflate: true },
  ]);
}

/** A .doc whose directory also holds Word's macro storage. */
function ole2Macros(): Buffer {
  const doc = Buffer.from(ole2());
  // The directory is sector 1 (bytes 1024..1535); its third entry is free: name it 'Macros', a storage.
  const entry = 1024 + 2 * 128;
  doc.write('Macros', entry, 'utf16le');
  doc.writeUInt16LE(('Macros'.length + 1) * 2, entry + 64);
  doc.writeUInt8(1, entry + 66);
  return doc;
}

describe('documents are checked by their structure', () => {
  it.for(REFUSED)('refuses %s with 415 and the reason', async ([_name, make, reason], { t, users: { admin } }) => {
    const body = await expectError(await upload(t, admin.cookie, asFile(await make(), 'fees.docx')), 415);
    expect(body.error).toMatch(/^"fees\.docx" is not a (sound \.\w+ document|document we accept)/);
    expect(body.error).toMatch(reason);
    expect(await orphanFiles(t)).toEqual([]);
  });

  it.for(ACTIVE)(
    'refuses %s with 415, active_content and the advice to save it as a plain PDF',
    async ([_name, make], { t, users: { admin } }) => {
      const res = await upload(t, admin.cookie, asFile(make(), 'fees.docx'));
      const body = (await expectError(
        res,
        415,
        /^"fees\.docx" contains scripts, macros or embedded programs \(.+\), which are not allowed: save it again as a plain PDF and upload that\.$/,
      )) as { code?: string };
      expect(body.code).toBe('active_content');
      expect(await orphanFiles(t)).toEqual([]);
    },
  );

  it('accepts sound files: the demo PDFs, a .docx, a .doc', async ({ t, users: { admin } }) => {
    const demo = buildPdf({
      title: 'Fees 2027',
      footer: 'Bright Schools',
      blocks: [{ kind: 'paragraph', text: 'Hello' }],
    });
    // Object streams without actions, a picture in a .docx and words like "onion=" outside any tag pass.
    const clean = pdfBytes(
      [CATALOG, PAGES, objectStream('<</Type/Font/Subtype/Type1/BaseFont/Helvetica>>')],
      'onion=3',
    );
    const picture = zip([...WORD_PARTS, { name: 'word/media/image1.png', data: Buffer.alloc(2048, 7), deflate: true }]);
    // A chart's data (a clean spreadsheet embedded) and the page-number field are what Word writes every day.
    const chart = zip([
      ...WORD_PARTS,
      {
        name: 'word/embeddings/Microsoft_Excel_Worksheet.xlsx',
        data: zip([{ name: 'xl/workbook.xml', data: '<x/>' }]),
      },
    ]);
    const pageNumbers = withBody('<w:r><w:instrText> PAGE \\* MERGEFORMAT </w:instrText></w:r>');
    for (const file of [
      asFile(demo, 'demo.pdf'),
      pdfFile(),
      docxFile(),
      docFile(),
      asFile(docx('Other'), 'x.docx'),
      asFile(clean, 'clean.pdf'),
      asFile(picture, 'picture.docx'),
      asFile(chart, 'chart.docx'),
      asFile(pageNumbers, 'pages.docx'),
    ]) {
      await expectJson(await upload(t, admin.cookie, file), 201);
    }
  });

  it('a ZIP claiming a huge directory is refused at once (nothing is inflated)', async ({ t, users: { admin } }) => {
    const bomb = Buffer.from(docx());
    bomb.writeUInt16LE(0xfffe, bomb.length - 22 + 10); // 65534 entries claimed
    bomb.writeUInt32LE(0x7fffffff, bomb.length - 22 + 12);
    const started = performance.now();
    await expectError(await upload(t, admin.cookie, asFile(bomb, 'bomb.docx')), 415);
    expect(performance.now() - started).toBeLessThan(2000);
  });
});
