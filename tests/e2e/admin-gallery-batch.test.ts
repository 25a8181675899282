// Several gallery pictures at once (issue 38 point 4), on a phone (390 px) and a laptop (1366 px): three files
// chosen in one go from the add form's picture button, the category set once, each caption from its file name
// (editable) with its alt text following it; one upload each, so the broken one (a text file named .jpg) fails
// with its reason (said in the live region too) and a Retry, while the two others are saved with their captions;
// the public gallery describes them with their alt texts.
import { describe, expect } from 'vitest';
import type { Browser } from 'playwright-core';
import { DESKTOP, PHONE, type RunningServer, closePage } from './harness.ts';
import { ADMIN, inputFile, it, openSignedInPage, realErrors, test, until } from './fixtures.ts';
import { pngFile } from '../helpers/images.ts';

let server: RunningServer;
let browser: Browser;
test.beforeAll(({ adminSite, browser: shared }) => {
  [server, browser] = [adminSite, shared];
});

describe('several gallery pictures at once', () => {
  for (const [device, viewport] of [
    ['phone', PHONE],
    ['laptop', DESKTOP],
  ] as const) {
    it(`on a ${device}: three chosen, one broken; two saved with their captions, the broken one says why`, async () => {
      const { page, context, errors } = await openSignedInPage(
        browser,
        viewport,
        server.url,
        ADMIN,
        '/admin/add-gallery',
      );
      await page.getByRole('button', { name: '+ Add Image' }).click();
      await page.getByLabel('Category').selectOption('Sports');
      await page.getByTestId('upload-input').setInputFiles([
        await inputFile(await pngFile(`relay-${device}.png`, 600, 400, '#1a9e8f')),
        { name: `notes-${device}.jpg`, mimeType: 'image/jpeg', buffer: Buffer.from('only some text, no picture') },
        // A phone camera's name: no caption to start from.
        await inputFile(await pngFile(`IMG_20261205_1011${device === 'phone' ? '12' : '13'}.png`, 600, 400, '#f28c28')),
      ]);

      const rows = page.getByRole('list', { name: 'Chosen pictures' }).getByRole('listitem');
      await until(() => rows.count()).toBe(3);
      const caption = (n: number) => rows.nth(n).getByRole('textbox', { name: /^Caption/ });
      const alt = (n: number) => rows.nth(n).getByRole('textbox', { name: /^Description for blind readers/ });
      // Each caption starts from its file name; the alt text follows the caption until edited.
      expect(await caption(0).inputValue()).toBe(`relay-${device}`);
      expect(await caption(1).inputValue()).toBe(`notes-${device}`);
      expect(await caption(2).inputValue()).toBe('');
      await caption(0).fill(`Relay race (${device})`);
      expect(await alt(0).inputValue()).toBe(`Relay race (${device})`);
      await caption(2).fill(`Skipping rope (${device})`);
      await alt(2).fill(`Two girls jump over a long rope (${device})`);
      const camera = `IMG_20261205_1011${device === 'phone' ? '12' : '13'}.png`;
      expect(await page.getByRole('img', { name: `Preview of ${camera}` }).count()).toBe(1);

      await page.getByRole('button', { name: 'Upload pictures (3)' }).click();
      await rows.nth(1).getByText(`Failed: "notes-${device}.jpg" is not an image we accept`).waitFor();
      await rows.nth(0).getByText('Saved', { exact: true }).waitFor();
      await rows.nth(2).getByText('Saved', { exact: true }).waitFor();
      await page
        .getByRole('alert')
        .filter({ hasText: '1 of 3 pictures could not be saved. The others are saved' })
        .waitFor();
      const retry = rows.nth(1).getByRole('button', { name: `Retry notes-${device}.jpg` });
      expect(await retry.isVisible()).toBe(true);
      // A retry of a file that is not a picture fails again, with the same reason, and keeps the others.
      await retry.click();
      await rows.nth(1).getByText(`Failed: "notes-${device}.jpg" is not an image we accept`).waitFor();
      // Each change of a file's state is said in the live region: the last one, the failed retry.
      await page
        .getByRole('status')
        .filter({ hasText: `notes-${device}.jpg: failed. "notes-${device}.jpg" is not an image we accept` })
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

      // Back in the list: the two saved pictures, with their captions, in the category chosen once.
      await page.getByRole('button', { name: 'Back to the list' }).click();
      const cards = page.locator('main').getByRole('listitem');
      await cards
        .filter({ hasText: `Relay race (${device})` })
        .filter({ hasText: 'Sports' })
        .waitFor();
      await cards.filter({ hasText: `Skipping rope (${device})` }).waitFor();
      expect(await cards.filter({ hasText: `notes-${device}` }).count()).toBe(0);

      // The public gallery describes each picture with its alt text.
      await page.goto(`${server.url}/gallery`);
      await page
        .getByRole('img', { name: `Two girls jump over a long rope (${device})` })
        .first()
        .waitFor();
      await page
        .getByRole('img', { name: `Relay race (${device})` })
        .first()
        .waitFor();
      expect(realErrors(errors).filter((e) => !/status of 415\b/.test(e))).toEqual([]);
      await closePage({ errors: [], context });
    });
  }
});
