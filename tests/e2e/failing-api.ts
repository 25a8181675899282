// The admin pages' failure paths: an API answer replaced by a failure, and the red alert that reports it.
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { until } from './fixtures.ts';

/** Answers the page's `method` requests to `url` (a glob) with 500 and `body`; its other requests go on. */
export async function failRequests(page: Page, url: string, method: string, body: object): Promise<void> {
  await page.route(url, (route) =>
    route.request().method() === method ? route.fulfill({ status: 500, json: body }) : route.fallback(),
  );
}

/** Waits for the one alert in `scope` that says `text`, and checks that it is shown in the error red. */
export async function expectErrorAlert(scope: Page | Locator, text: string): Promise<void> {
  const alert = scope.getByRole('alert').filter({ hasText: text });
  await until(() => alert.count()).toBe(1);
  expect(await alert.evaluate((el) => getComputedStyle(el).color)).toBe('rgb(211, 47, 47)');
}
