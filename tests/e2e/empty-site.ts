// The public pages of a site without content: each says so in the spec's words (section 8).
import type { Browser } from 'playwright-core';
import { expect } from 'vitest';
import { seriousAaViolations, shot } from './fixtures.ts';
import { PHONE, openPage } from './harness.ts';

/**
 * Opens `url` on a phone and waits until its requests are done: the page shows `text`, is kept as the
 * screenshot `shotName` and has no serious accessibility violations. Answers the open page.
 */
export async function openEmptyPage(browser: Browser, url: string, text: string, shotName: string) {
  const opened = await openPage(browser, url, PHONE);
  await opened.page.waitForLoadState('networkidle');
  expect(await opened.page.getByText(text, { exact: true }).isVisible()).toBe(true);
  await shot(opened.page, shotName);
  expect(await seriousAaViolations(opened.page)).toEqual([]);
  return opened;
}
