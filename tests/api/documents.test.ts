// /api/documents (spec section 7): downloadable documents (.pdf, .doc, .docx) by category, multipart with a
// file; the messages of spec section 5; downloads under the document's name with its real extension.
import { describe, expect } from 'vitest';
import { apiTest, type TestApp } from '../helpers/test-app.ts';
import { docFile, docxFile, pdfFile } from '../helpers/images.ts';
import { DOCUMENT_TYPES } from '../../common/constants.ts';
import { expectError, expectJson, deleteAs } from '../helpers/api.ts';
import { expectRemoved, expectStored, orphanFiles, storedName } from '../helpers/stored-files.ts';
import { HUGE_TITLE, UNKNOWN_ID, WORLD_LINE } from '../helpers/texts.ts';
import { nth } from '../helpers/nth.ts';

const it = apiTest({ users: { admin: 'Admin' } });

const INCOMPLETE = 'Please complete all required fields.';
const PDF = 'application/pdf';
const DOC = 'application/msword';
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

let pdfCounter = 0;
/** A real PDF whose bytes differ from every other one made here. */
function uniquePdf(name = 'form.pdf'): File {
  return pdfFile(name, `copy ${++pdfCounter}`);
}

interface Doc {
  _id: string;
  category: string;
  documentName: string;
  description: string;
  fileUrl: string;
  downloadUrl: string;
  createdAt: string;
  [key: string]: unknown;
}

/** A POST of a document, signed in with `cookie`. */
const post = (t: TestApp, cookie: string, fields: Record<string, string>, file?: File) =>
  t.sendForm('POST', '/api/documents', cookie, fields, file ? { file } : {});
/** A PUT of the document `id`, signed in with `cookie`. */
const put = (t: TestApp, cookie: string, id: string, fields: Record<string, string>, file?: File) =>
  t.sendForm('PUT', `/api/documents/${id}`, cookie, fields, file ? { file } : {});

/** `filename*` of a Content-Disposition header, decoded. */
function utf8FileName(header: string | null): string {
  const match = /filename\*=UTF-8''([^;]+)/.exec(header ?? '');
  expect(match, header ?? 'no Content-Disposition').toBeTruthy();
  return decodeURIComponent(nth(match!, 1));
}

describe('POST /api/documents (multipart: category, documentName, description, file)', () => {
  it('saves a PDF with every field of spec section 3, and fileUrl serves it as application/pdf', async ({
    t,
    users: { admin },
  }) => {
    const file = uniquePdf('fees-2026.pdf');
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'School Fee', description: 'Fees for 2026, paid 4 times a year.' }, file),
      201,
    );
    expect(doc._id).toMatch(/^[0-9a-f]{24}$/);
    expect(doc).toMatchObject({
      category: 'School Fee',
      documentName: '',
      description: 'Fees for 2026, paid 4 times a year.',
    });
    expect(doc.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.pdf$/);
    expect(doc.createdAt).toEqual(expect.any(String));
    const res = await t.request(doc.fileUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(PDF);
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(await file.arrayBuffer()))).toBe(true);
    const list = await expectJson<Doc[]>(await t.request('/api/documents'), 200);
    expect(list.find((d) => d._id === doc._id)).toEqual(doc);
  });

  it('accepts .docx and .doc files and serves them with their own content types', async ({ t, users: { admin } }) => {
    const docx = docxFile('timetable.docx', 'Ratiba ya masomo — Stundenplan');
    const a = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Timetable', description: 'Term 1' }, docx),
      201,
    );
    expect(a.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.docx$/);
    const resA = await t.request(a.fileUrl);
    expect(resA.headers.get('content-type')).toBe(DOCX);
    expect(Buffer.from(await resA.arrayBuffer()).equals(Buffer.from(await docx.arrayBuffer()))).toBe(true);

    const b = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Curriculum', description: 'Old Word file' }, docFile('curriculum.doc')),
      201,
    );
    expect(b.fileUrl).toMatch(/^\/uploads\/[0-9a-f]{32}\.doc$/);
    expect((await t.request(b.fileUrl)).headers.get('content-type')).toBe(DOC);
  });

  it('accepts every document type; documentName is kept only for Other', async ({ t, users: { admin } }) => {
    for (const category of DOCUMENT_TYPES) {
      const doc = await expectJson<Doc>(
        await post(
          t,
          admin.cookie,
          { category, documentName: 'Uniform list', description: `About ${category}` },
          uniquePdf(),
        ),
        201,
      );
      expect(doc.category).toBe(category);
      expect(doc.documentName).toBe(category === 'Other' ? 'Uniform list' : '');
    }
  });

  it(`refuses a missing or unknown category, a blank description, or Other without a name: '${INCOMPLETE}'`, async ({
    t,
    users: { admin },
  }) => {
    let body = await expectError(await post(t, admin.cookie, { description: 'No type' }, uniquePdf()), 400, INCOMPLETE);
    expect(body.fields).toEqual({ category: INCOMPLETE });
    body = await expectError(
      await post(t, admin.cookie, { category: 'Holiday Homework', description: 'Unknown type' }, uniquePdf()),
      400,
      INCOMPLETE,
    );
    expect(body.fields).toEqual({ category: INCOMPLETE });
    body = await expectError(
      await post(t, admin.cookie, { category: 'Exam Schedule', description: '   ' }, uniquePdf()),
      400,
      INCOMPLETE,
    );
    expect(body.fields).toEqual({ description: INCOMPLETE });
    body = await expectError(
      await post(t, admin.cookie, { category: 'Other', documentName: ' ', description: 'Nameless' }, uniquePdf()),
      400,
      INCOMPLETE,
    );
    expect(body.fields).toEqual({ documentName: INCOMPLETE });
    expect(await orphanFiles(t)).toEqual([]);
  });

  it("refuses a document without a file: 'File upload is required for document: {name or category}'", async ({
    t,
    users: { admin },
  }) => {
    let body = await expectError(
      await post(t, admin.cookie, { category: 'Joining Instruction', description: 'No file' }),
      400,
      'File upload is required for document: Joining Instruction',
    );
    expect(body.fields).toEqual({ file: 'File upload is required for document: Joining Instruction' });
    body = await expectError(
      await post(t, admin.cookie, { category: 'Other', documentName: 'Bus routes', description: 'No file' }),
      400,
      'File upload is required for document: Bus routes',
    );
    expect(body.fields?.file).toBe('File upload is required for document: Bus routes');
  });

  it('refuses a 10,000-character document name with a clear message', async ({ t, users: { admin } }) => {
    await expectError(
      await post(t, admin.cookie, { category: 'Other', documentName: HUGE_TITLE, description: 'x' }, uniquePdf()),
      400,
      'Document name must be at most 200 characters.',
    );
  });

  it('keeps names and descriptions in any script exactly', async ({ t, users: { admin } }) => {
    const name = 'Fomu ya Kujiunga · Anmeldung für Schüler · 入学表格 · استمارة 📄';
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Other', documentName: name, description: WORLD_LINE }, uniquePdf()),
      201,
    );
    expect(doc.documentName).toBe(name);
    expect(doc.description).toBe(WORLD_LINE);
    const list = await expectJson<Doc[]>(await t.request('/api/documents'), 200);
    expect(list.find((d) => d._id === doc._id)).toMatchObject({ documentName: name, description: WORLD_LINE });
  });
});

describe('GET /api/documents/{id}/download', () => {
  it('sends the file as an attachment named after the category, with the real extension', async ({
    t,
    users: { admin },
  }) => {
    // A Word file whose upload name claims .pdf: the name on download follows the content.
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Exam Schedule', description: 'Mock exams' }, docxFile('exams.pdf')),
      201,
    );
    expect(doc.downloadUrl).toBe(`/api/documents/${doc._id}/download`);
    const res = await t.request(doc.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(DOCX);
    const disposition = res.headers.get('content-disposition');
    expect(disposition).toMatch(/^attachment;/);
    expect(disposition).toContain('filename="Exam Schedule.docx"');
    expect(utf8FileName(disposition)).toBe('Exam Schedule.docx');
  });

  it('uses the document name for Other, in any script, with an ASCII fallback', async ({ t, users: { admin } }) => {
    const name = 'Ada ya Shule (2026) — Gebühren 学费';
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Other', documentName: name, description: 'Fees' }, uniquePdf()),
      201,
    );
    const res = await t.request(doc.downloadUrl);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(PDF);
    const disposition = res.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment;/);
    expect(utf8FileName(disposition)).toBe(`${name}.pdf`);
    // Every character of the header is ASCII; the plain filename keeps the ASCII letters.
    expect(disposition).toMatch(/^[\x20-\x7e]*$/);
    const ascii = /filename="([^"]*)"/.exec(disposition)?.[1];
    expect(ascii).toMatch(/^Ada ya Shule \(2026\) _ Geb_hren __\.pdf$/);
  });

  it('encodes apostrophes and brackets in filename* as RFC 5987 asks', async ({ t, users: { admin } }) => {
    const name = "Parents' Guide (Term 1) *new*";
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Other', documentName: name, description: 'Guide' }, uniquePdf()),
      201,
    );
    const disposition = (await t.request(doc.downloadUrl)).headers.get('content-disposition')!;
    const value = /filename\*=UTF-8''([^;]+)/.exec(disposition)?.[1] ?? '';
    expect(value).toMatch(/^[A-Za-z0-9!#$&+\-.^_`|~%]+$/);
    expect(utf8FileName(disposition)).toBe(`${name}.pdf`);
  });

  it("answers 'Invalid document ID' for an id that is not 24 characters, 404 for an unknown one", async ({ t }) => {
    await expectError(await t.request('/api/documents/12345/download'), 400, 'Invalid document ID');
    await expectError(await t.request(`/api/documents/${UNKNOWN_ID}/download`), 404, 'Document not found.');
  });
});

describe('PUT /api/documents/{id}', () => {
  it('changes the fields and keeps the file when none is sent', async ({ t, users: { admin } }) => {
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Curriculum', description: 'Old' }, uniquePdf()),
      201,
    );
    const saved = await expectJson<Doc>(
      await put(t, admin.cookie, doc._id, { category: 'Other', documentName: 'Syllabus', description: 'New' }),
      200,
    );
    expect(saved).toMatchObject({
      _id: doc._id,
      category: 'Other',
      documentName: 'Syllabus',
      description: 'New',
      fileUrl: doc.fileUrl,
    });
    expect(utf8FileName((await t.request(saved.downloadUrl)).headers.get('content-disposition'))).toBe('Syllabus.pdf');
  });

  it('a new file replaces the old one, whose file is deleted', async ({ t, users: { admin } }) => {
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Timetable', description: 'v1' }, uniquePdf()),
      201,
    );
    const saved = await expectJson<Doc>(
      await put(t, admin.cookie, doc._id, { category: 'Timetable', description: 'v2' }, docxFile('v2.docx', 'v2')),
      200,
    );
    expect(saved.fileUrl).toMatch(/\.docx$/);
    await expectStored(t, [storedName(saved.fileUrl)]);
    await expectRemoved(t, [storedName(doc.fileUrl)]);
    expect(utf8FileName((await t.request(saved.downloadUrl)).headers.get('content-disposition'))).toBe(
      'Timetable.docx',
    );
  });

  it(`validates like POST ('${INCOMPLETE}') and answers 404 for an unknown id`, async ({ t, users: { admin } }) => {
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'Curriculum', description: 'Keep' }, uniquePdf()),
      201,
    );
    await expectError(await put(t, admin.cookie, doc._id, { category: 'Other', description: 'Keep' }), 400, INCOMPLETE);
    await expectError(
      await put(t, admin.cookie, doc._id, { category: 'Curriculum', description: '' }),
      400,
      INCOMPLETE,
    );
    await expectError(
      await put(t, admin.cookie, UNKNOWN_ID, { category: 'Curriculum', description: 'x' }),
      404,
      'Document not found.',
    );
    await expectError(
      await put(t, admin.cookie, 'not-a-document-id', { category: 'Curriculum', description: 'x' }),
      400,
      'Invalid document ID',
    );
  });
});

describe('DELETE /api/documents/{id}', () => {
  it("answers 400 'Invalid document ID' for ids that are not 24 characters", async ({ t, users: { admin } }) => {
    for (const id of ['1', 'abc', '0123456789abcdef0123456', '0123456789abcdef012345678']) {
      await expectError(await deleteAs(t, `/api/documents/${id}`, admin.cookie), 400, 'Invalid document ID');
    }
  });

  it('deletes the document and its file; its links answer 404', async ({ t, users: { admin } }) => {
    const doc = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'School Fee', description: 'Old fees' }, uniquePdf()),
      201,
    );
    await expectStored(t, [storedName(doc.fileUrl)]);
    await expectJson(await deleteAs(t, `/api/documents/${doc._id}`, admin.cookie), 200);
    const list = await expectJson<Doc[]>(await t.request('/api/documents'), 200);
    expect(list.some((d) => d._id === doc._id)).toBe(false);
    await expectRemoved(t, [storedName(doc.fileUrl)]);
    await expectError(await t.request(doc.downloadUrl), 404, 'Document not found.');
    await expectError(await deleteAs(t, `/api/documents/${doc._id}`, admin.cookie), 404, 'Document not found.');
  });

  it('keeps a file uploaded for two documents until both are deleted', async ({ t, users: { admin } }) => {
    const file = uniquePdf('shared.pdf');
    const a = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'School Fee', description: 'Day pupils' }, file),
      201,
    );
    const b = await expectJson<Doc>(
      await post(t, admin.cookie, { category: 'School Fee', description: 'Boarders' }, file),
      201,
    );
    expect(b.fileUrl).toBe(a.fileUrl);
    await expectJson(await deleteAs(t, `/api/documents/${a._id}`, admin.cookie), 200);
    await expectStored(t, [storedName(a.fileUrl)]);
    expect((await t.request(b.downloadUrl)).status).toBe(200);
    await expectJson(await deleteAs(t, `/api/documents/${b._id}`, admin.cookie), 200);
    await expectRemoved(t, [storedName(a.fileUrl)]);
  });
});
