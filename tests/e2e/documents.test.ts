// /resource/JoiningForm and /resource/curriculum (spec sections 2, 3, 7, 8): the split by category, the
// banners, each document's name, description, type and size, and a real download link whose answer names
// the file after the document with its true extension.
import { describe, expect } from 'vitest';
import { DESKTOP, PHONE, newPage, type RunningServer, openPage, closePage } from './harness.ts';
import { AdminApi, it, pdf, seriousAaViolations as seriousViolations, shot, test } from './fixtures.ts';
import type { Browser } from 'playwright-core';
import type { DocumentItem } from '../../common/api-types.ts';
import { docxFile } from '../helpers/images.ts';

let server: RunningServer;
let empty: RunningServer;
let browser: Browser;

interface Doc {
  category: string;
  documentName?: string;
  description: string;
  file: () => File;
  name: string;
  ext: string;
}

/** A PDF filed under a category other than 'Other': the page names it after its category. */
const pdfDoc = (category: string, description: string, fileName: string): Doc => ({
  category,
  description,
  file: () => pdf(fileName),
  name: category,
  ext: 'pdf',
});

const JOINING: Doc[] = [
  pdfDoc('School Fee', 'Fees for 2026, paid four times a year.', 'fees.pdf'),
  pdfDoc('Joining Instruction', 'What to bring on the first day.', 'joining.pdf'),
  {
    category: 'Other',
    documentName: 'Uniform List',
    description: 'Uniform sizes and prices.',
    file: () => docxFile('uniform.docx', 'Uniforms'),
    name: 'Uniform List',
    ext: 'docx',
  },
];
const CURRICULUM: Doc[] = [
  pdfDoc('Curriculum', 'Subjects from Baby Class to Standard Seven.', 'curriculum.pdf'),
  pdfDoc('Timetable', 'Lessons from Monday to Friday.', 'timetable.pdf'),
];

test.beforeAll(async ({ emptyAdminSite, emptySite, browser: shared }) => {
  [server, empty, browser] = [emptyAdminSite, emptySite, shared];
  const api = await new AdminApi(server.url).login();
  for (const doc of [...JOINING, ...CURRICULUM]) {
    await api.send('/api/documents', {
      category: doc.category,
      documentName: doc.documentName ?? '',
      description: doc.description,
      file: doc.file(),
    });
  }
});

describe('documents pages', () => {
  for (const [path, banner, expected, other] of [
    ['/resource/JoiningForm', 'Available Documents Below', JOINING, CURRICULUM],
    ['/resource/curriculum', 'Curriculum Documents Below', CURRICULUM, JOINING],
  ] as const) {
    it(`${path} lists its documents with a working download`, async () => {
      const { page, errors, context, response: res } = await openPage(browser, server.url + path, PHONE);
      expect(res?.status()).toBe(200);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: banner, exact: true }).isVisible()).toBe(true);
      const cards = page.getByTestId('document');
      expect(await cards.count()).toBe(expected.length);
      const names = await cards.getByRole('heading').allTextContents();
      expect(names.sort()).toEqual(expected.map((d) => d.name).sort());
      for (const doc of other) expect(await page.getByText(doc.description).count()).toBe(0);

      const api = (await (await fetch(`${server.url}/api/documents`)).json()) as DocumentItem[];
      for (const doc of expected) {
        const card = cards.filter({ has: page.getByRole('heading', { name: doc.name, exact: true }) });
        expect(await card.getByText(doc.description).isVisible()).toBe(true);
        const text = await card.innerText();
        expect(text).toContain(doc.ext.toUpperCase());
        expect(text).toMatch(/Size:\s*\d[\d.,]* (B|KB)/);
        const link = card.getByRole('link', { name: /^Download / });
        const href = await link.getAttribute('href');
        const stored = api.find((d) => d.description === doc.description)!;
        expect(href).toBe(stored.downloadUrl);

        // The link itself answers the file, named after the document, with its true extension.
        const answer = await fetch(server.url + href);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('content-disposition')).toContain(`filename="${doc.name}.${doc.ext}"`);
        expect(answer.headers.get('content-type')).toMatch(doc.ext === 'pdf' ? /application\/pdf/ : /wordprocessingml/);
        expect(Number(answer.headers.get('content-length'))).toBe(stored.fileSize);
      }

      // A click downloads the file in the browser.
      const first = cards.first();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        first.getByRole('link', { name: /^Download / }).click(),
      ]);
      expect(expected.map((d) => `${d.name}.${d.ext}`)).toContain(download.suggestedFilename());
      await shot(page, `documents${path.replace(/\W+/g, '-')}-390`);
      expect(await seriousViolations(page)).toEqual([]);
      await closePage({ errors, context });
    });
  }

  it('are reached from the Resources menu and look right at 1366 px', async () => {
    const { page, errors, context } = await openPage(browser, `${server.url}/`, DESKTOP);
    await page.waitForLoadState('networkidle');
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('menuitem', { name: 'Curriculum' }).click();
    await page.waitForURL('**/resource/curriculum');
    await expect.poll(() => page.getByTestId('document').count()).toBe(CURRICULUM.length);
    await shot(page, 'documents-curriculum-1366');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${server.url}/resource/JoiningForm`);
    await shot(page, 'documents-joining-1366');
    await closePage({ errors, context });
  });

  it('work without JavaScript', async () => {
    const { page, context } = await openPage(browser, `${server.url}/resource/JoiningForm`, PHONE, {
      javaScriptEnabled: false,
    });
    expect(await page.getByTestId('document').count()).toBe(JOINING.length);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page
        .getByTestId('document')
        .first()
        .getByRole('link', { name: /^Download / })
        .click(),
    ]);
    expect(JOINING.map((d) => `${d.name}.${d.ext}`)).toContain(download.suggestedFilename());

    // The curriculum page too: its banner, its documents with their descriptions and download links.
    await page.goto(`${server.url}/resource/curriculum`);
    expect(await page.getByRole('heading', { name: 'Curriculum Documents Below' }).isVisible()).toBe(true);
    const cards = page.getByTestId('document');
    expect((await cards.getByRole('heading').allTextContents()).sort()).toEqual(CURRICULUM.map((d) => d.name).sort());
    for (const doc of CURRICULUM) expect(await page.getByText(doc.description).isVisible()).toBe(true);
    const href = await cards
      .first()
      .getByRole('link', { name: /^Download / })
      .getAttribute('href');
    expect((await fetch(server.url + href)).status).toBe(200);
    await context.close();
  });

  it('say so when there are no documents', async () => {
    const { page, errors, context } = await newPage(browser, PHONE);
    for (const [path, banner] of [
      ['/resource/JoiningForm', 'Available Documents Below'],
      ['/resource/curriculum', 'Curriculum Documents Below'],
    ]) {
      await page.goto(empty.url + path);
      await page.waitForLoadState('networkidle');
      expect(await page.getByRole('heading', { name: banner }).isVisible()).toBe(true);
      expect(await page.getByText('No documents available.', { exact: true }).isVisible()).toBe(true);
    }
    await shot(page, 'documents-empty-390');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`${empty.url}/resource/curriculum?lang=sw`);
    expect(await page.getByText('Hakuna nyaraka zilizopo.').isVisible()).toBe(true);
    await closePage({ errors, context });
  });
});
