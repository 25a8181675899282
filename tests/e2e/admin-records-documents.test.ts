// Documents admin (/admin/Documents; spec sections 2, 4, 5, 8): view mode with downloads, edit mode with the
// local queue, 'Save All Documents' one by one, changes and deletions of uploaded documents, and the public
// pages /resource/curriculum and /resource/JoiningForm following; every message a person can cause.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, type RunningServer } from './harness.ts';
// The file's set-up and accounts, then the steps its tests take on the admin pages.
import { ADMIN, it, test } from './fixtures.ts';
import { expectAccessible, inputFile, notice, noticeShown, openSignedInPage, realErrors, until } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import { docxFile, pdfFile } from '../helpers/images.ts';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async ({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

const PATH = '/admin/Documents';

async function publicText(page: Page, path: string): Promise<string> {
  await page.goto(server.url + path);
  return (await page.locator('main').innerText()).replace(/\s+/g, ' ');
}

/** Fills the form with each document in turn and adds it to the list of documents to save. */
async function queueDocuments(page: Page, docs: { type: string; name?: string; description: string; file: File }[]) {
  const form = page.locator('main form');
  for (const doc of docs) {
    await form.getByLabel('Type').selectOption(doc.type);
    if (doc.name !== undefined) await form.getByLabel('Document name').fill(doc.name);
    await form.getByLabel('Description').fill(doc.description);
    await form.getByTestId('upload-input').setInputFiles(await inputFile(doc.file));
    await form.getByRole('button', { name: 'Add Document' }).click();
  }
}

const queueHeading = (page: Page) => page.getByRole('heading', { name: /^Added Documents \(\d+\)$/ });

describe('documents admin', () => {
  it('lists and downloads, queues and saves, changes and deletes documents; the public pages follow', async () => {
    const { page, errors, context } = await openSignedInPage(browser, DESKTOP, server.url, ADMIN, PATH);
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    const stored = page.getByTestId('stored-document');
    await until(() => stored.count()).toBe(6);
    expect(await page.getByRole('button', { name: /^Download / }).count()).toBe(6);
    await expectAccessible(page, 'documents view mode', 'documents-view');

    // Download: the file is saved under the document's name with its real extension.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download Curriculum' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Curriculum.pdf');

    // ---- edit mode: the queue and its messages
    await page.getByRole('button', { name: 'Edit / Add Documents' }).click();
    await page.getByRole('heading', { level: 1, name: 'Edit / Add Documents' }).waitFor();
    expect(await queueHeading(page).textContent()).toBe('Added Documents (0)');
    await page.getByRole('button', { name: 'Save All Documents' }).click();
    await until(() => page.getByRole('alert').filter({ hasText: 'Add at least one document.' }).count()).toBe(1);

    const form = page.locator('main form');
    await form.getByRole('button', { name: 'Add Document' }).click();
    await until(() => form.getByRole('alert').filter({ hasText: 'Please complete all required fields.' }).count()).toBe(
      1,
    );
    // Type Other needs a name too.
    expect(await form.getByLabel('Document name').count()).toBe(0);
    await form.getByLabel('Type').selectOption('Other');
    await form.getByLabel('Description').fill('Prices of the school uniforms for 2027.');
    await form.getByTestId('upload-input').setInputFiles(await inputFile(pdfFile('uniforms.pdf')));
    await form.getByRole('button', { name: 'Add Document' }).click();
    await until(() => form.getByRole('alert').filter({ hasText: 'Please complete all required fields.' }).count()).toBe(
      1,
    );
    expect(await queueHeading(page).textContent()).toBe('Added Documents (0)');
    await form.getByLabel('Document name').fill('Uniform Price List');
    // Only .pdf, .doc and .docx are taken.
    await form
      .getByTestId('upload-input')
      .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await until(() => form.getByText('"notes.txt" is not allowed. Choose a .pdf, .doc or .docx file.').count()).toBe(1);
    await form.getByRole('button', { name: 'Add Document' }).click();
    await until(() => form.getByRole('alert').filter({ hasText: 'Please complete all required fields.' }).count()).toBe(
      1,
    );
    await form.getByTestId('upload-input').setInputFiles(await inputFile(docxFile('uniforms.docx', 'Uniform prices')));
    await form.getByRole('button', { name: 'Add Document' }).click();
    await until(() => queueHeading(page).textContent()).toBe('Added Documents (1)');
    // The form is empty again for the next one.
    expect(await form.getByLabel('Type').inputValue()).toBe('');

    await queueDocuments(page, [
      { type: 'Timetable', description: 'Standard Five timetable for 2027.', file: pdfFile('std5.pdf') },
      { type: 'School Fee', description: 'A fee list added by mistake.', file: pdfFile('fees.pdf') },
    ]);
    await until(() => queueHeading(page).textContent()).toBe('Added Documents (3)');
    await page.getByRole('button', { name: 'Remove School Fee from the list' }).click();
    await until(() => queueHeading(page).textContent()).toBe('Added Documents (2)');
    const queued = (await page.getByTestId('queued-document').allInnerTexts()).join(' ');
    expect(queued).toContain('Uniform Price List');
    expect(queued).toContain('uniforms.docx');
    expect(queued).toContain('Standard Five timetable for 2027.');
    await expectAccessible(page, 'documents edit mode', 'documents-edit');

    // Saved one by one; each shows its progress while it is sent, and Save reads 'Saving...'.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/documents', async (route) => {
      if (route.request().method() === 'POST') await held;
      await route.fallback();
    });
    await page.getByRole('button', { name: 'Save All Documents' }).click();
    await until(() => page.getByRole('button', { name: 'Saving...' }).isDisabled()).toBe(true);
    await until(() => page.getByRole('progressbar', { name: 'Upload of Uniform Price List' }).count()).toBe(1);
    release();
    await noticeShown(page, 'All documents saved successfully!');
    await page.unroute('**/api/documents');
    await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();
    await until(() => stored.count()).toBe(8);

    let text = await publicText(page, '/resource/JoiningForm');
    expect(text).toContain('Uniform Price List');
    expect(text).toContain('Prices of the school uniforms for 2027.');
    expect(text).not.toContain('Standard Five timetable for 2027.');
    text = await publicText(page, '/resource/curriculum');
    expect(text).toContain('Standard Five timetable for 2027.');

    // ---- change an uploaded document (PUT): the file is kept unless another is chosen
    await page.goto(server.url + PATH);
    await page.getByRole('button', { name: 'Edit / Add Documents' }).click();
    await page.getByRole('button', { name: 'Change Uniform Price List' }).click();
    await page.getByRole('heading', { name: 'Change "Uniform Price List"' }).waitFor();
    expect(await form.getByLabel('Document name').inputValue()).toBe('Uniform Price List');
    await form.getByLabel('Description').fill('Prices of the school uniforms for 2027, with sports kit.');
    await form.getByRole('button', { name: 'Add changes' }).click();
    await until(() => queueHeading(page).textContent()).toBe('Added Documents (1)');
    expect(await page.getByTestId('queued-document').innerText()).toContain('Keeps the current file');
    await page.getByRole('button', { name: 'Save All Documents' }).click();
    await noticeShown(page, 'All documents saved successfully!');
    text = await publicText(page, '/resource/JoiningForm');
    expect(text).toContain('Prices of the school uniforms for 2027, with sports kit.');
    const [publicDownload] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('document').filter({ hasText: 'Uniform Price List' }).getByRole('link').click(),
    ]);
    expect(publicDownload.suggestedFilename()).toBe('Uniform Price List.docx');

    // ---- delete, after the confirmation
    await page.goto(server.url + PATH);
    await page.getByRole('button', { name: 'Edit / Add Documents' }).click();
    await page.getByRole('button', { name: 'Delete Uniform Price List' }).click();
    const confirm = page.getByRole('alertdialog');
    await until(() => confirm.textContent()).toContain('Are you sure you want to delete this document?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await noticeShown(page, 'Document deleted.');
    await until(() => stored.count()).toBe(7);
    text = await publicText(page, '/resource/JoiningForm');
    expect(text).not.toContain('Uniform Price List');

    expect(realErrors(errors)).toEqual([]);
    await context.close();
  });

  it('keeps failed documents queued and says every failure of spec section 8', async () => {
    const { page, context } = await openSignedInPage(browser, PHONE, server.url, ADMIN, PATH);
    await until(() => page.getByTestId('stored-document').count()).toBe(7);

    // Downloads: the server answers with an error / cannot be reached / the document has no file.
    await page.route('**/api/documents/*/download', (route) =>
      route.fulfill({ status: 404, json: { error: 'Document not found.' } }),
    );
    await page.getByRole('button', { name: 'Download Curriculum' }).click();
    await until(() => notice(page).textContent()).toBe('Failed to fetch file');
    await page.unroute('**/api/documents/*/download');
    await page.route('**/api/documents/*/download', (route) => route.abort('connectionreset'));
    await page.getByRole('button', { name: 'Download Curriculum' }).click();
    await noticeShown(page, 'Download failed: ');
    await page.unroute('**/api/documents/*/download');

    // The list: without a stored file, empty, failing.
    const listed = (await (await fetch(`${server.url}/api/documents`)).json()) as { fileUrl: string | null }[];
    await page.route('**/api/documents', (route) =>
      route.fulfill({ json: listed.map((doc, i) => (i === 0 ? { ...doc, fileUrl: null } : doc)) }),
    );
    await page.reload();
    await page
      .getByTestId('stored-document')
      .first()
      .getByRole('button', { name: /^Download / })
      .click();
    await until(() => notice(page).textContent()).toBe('Failed to download file');
    await page.unroute('**/api/documents');
    await page.route('**/api/documents', (route) => route.fulfill({ json: [] }));
    await page.reload();
    await until(() => page.getByText('No documents uploaded yet.').count()).toBe(1);
    await page.unroute('**/api/documents');
    await page.route('**/api/documents', (route) =>
      route.fulfill({ status: 500, json: { error: 'Database is down' } }),
    );
    await page.reload();
    await until(() => page.getByRole('alert').filter({ hasText: 'Failed to fetch documents' }).count()).toBe(1);
    await page.unroute('**/api/documents');
    await page.reload();
    await until(() => page.getByTestId('stored-document').count()).toBe(7);

    // The second of two documents fails: the first is saved, the failed one stays in the list.
    await page.getByRole('button', { name: 'Edit / Add Documents' }).click();
    await queueDocuments(page, [
      { type: 'Exam Schedule', description: 'Mid-term exams, June 2027.', file: pdfFile('midterm.pdf') },
      { type: 'Curriculum', description: 'Curriculum for the new Standard One.', file: pdfFile('std1.pdf') },
    ]);
    let posts = 0;
    await page.route('**/api/documents', (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      posts += 1;
      return posts === 2
        ? route.fulfill({ status: 500, json: { error: 'Disk is full', message: 'Disk is full' } })
        : route.fallback();
    });
    await page.getByRole('button', { name: 'Save All Documents' }).click();
    await until(() => notice(page).textContent()).toBe('Failed to upload/update document: Curriculum');
    await until(() => queueHeading(page).textContent()).toBe('Added Documents (1)');
    const failed = page.getByTestId('queued-document');
    expect(await failed.innerText()).toContain('Curriculum for the new Standard One.');
    expect(await failed.getByRole('alert').textContent()).toContain('Failed to upload/update document: Curriculum');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Edit / Add Documents');
    await until(() => page.getByTestId('stored-document').count()).toBe(8);
    await page.unroute('**/api/documents');
    await page.getByRole('button', { name: 'Save All Documents' }).click();
    await noticeShown(page, 'All documents saved successfully!');
    await until(() => page.getByTestId('stored-document').count()).toBe(9);
    expect(await publicText(page, '/resource/curriculum')).toContain('Curriculum for the new Standard One.');

    // Delete fails: 'Failed to delete document'.
    await page.goto(server.url + PATH);
    await page.getByRole('button', { name: 'Edit / Add Documents' }).click();
    await page.route('**/api/documents/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({ status: 500, json: { error: 'Disk is full' } })
        : route.fallback(),
    );
    await page.getByRole('button', { name: 'Delete Exam Schedule' }).first().click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
    await until(() => notice(page).textContent()).toBe('Failed to delete document');
    await page.unroute('**/api/documents/*');
    await expectAccessible(page, 'documents edit mode (phone)');
    await context.close();
  });
});
