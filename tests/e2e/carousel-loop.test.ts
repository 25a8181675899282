// The home page's blog and schools carousels loop forward (issue 13 point 6; spec sections 2.4 and 2.6:
// infinite, looping): at 1200, 1280 and 1440 px each autoplay move brings the next card to the front by
// moving the row forward (to the left), also from the last card on to the first, never rewinding across
// every card; every card comes to the front in turn, and there is one dot per front position so reached.
// Timings run on Playwright's fake clock.
import { describe, expect } from 'vitest';
import { newPage, type RunningServer, closePage } from './harness.ts';
import { carouselMeasured, it, test } from './fixtures.ts';
import type { Browser, Page } from 'playwright-core';
import { nth } from '../helpers/nth.ts';

let server: RunningServer;
let browser: Browser;

test.beforeAll(async ({ site, browser: shared }) => {
  [server, browser] = [site, shared];
});

/** A fake clock, paused from the start, so the carousels move only when the test says. */
async function installPausedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

interface Row {
  /** Cards lying fully inside the carousel's width, left to right (their numbers in the page's order). */
  visible: number[];
  /** Left edge of each card relative to the carousel's left edge. */
  lefts: number[];
}

const section = (page: Page, name: string) => page.locator(`[data-section="${name}"]`);

function row(page: Page, name: string): Promise<Row> {
  return section(page, name)
    .locator('[data-carousel-track]')
    .evaluate((track) => {
      const box = track.getBoundingClientRect();
      const slides = [...track.querySelectorAll<HTMLElement>('[data-slide]')].map((slide) => ({
        n: Number(slide.dataset.slide),
        r: slide.getBoundingClientRect(),
      }));
      return {
        visible: slides
          .filter(({ r }) => r.left >= box.left - 1 && r.right <= box.right + 1)
          .sort((a, b) => a.r.left - b.r.left)
          .map(({ n }) => n),
        lefts: slides.map(({ r }) => r.left - box.left),
      };
    });
}

const CASES = [
  { width: 1200, blog: 3, schools: 4 },
  { width: 1280, blog: 3, schools: 4 },
  { width: 1440, blog: 4, schools: 4 },
];

describe.each(CASES)('at $width px', ({ width, ...perView }) => {
  it.each(['blog', 'schools'] as const)(
    'the %s carousel moves forward through every card and on from the last to the first',
    async (name) => {
      const { page, errors, context } = await newPage(browser, { width, height: 900 });
      await installPausedClock(page);
      await page.goto(`${server.url}/`);
      await page.locator('[aria-roledescription="carousel"] button[data-rotation-control]').first().waitFor();
      const inView = perView[name];
      const count = await section(page, name).locator('[data-slide]').count();
      expect(count).toBeGreaterThan(inView);
      const dots = section(page, name).locator('[data-dot]');
      // Every card can come to the front: one dot for each. The dots are made by the page's motion script
      // (app/islands/motion.ts), which may start after the control waited for above is there.
      await expect.poll(() => dots.count()).toBe(count);
      await carouselMeasured(section(page, name));

      const consecutive = (first: number) => Array.from({ length: inView }, (_, k) => (first + k) % count);
      let before = await row(page, name);
      expect(before.visible).toEqual(consecutive(0));
      const reached = new Set<number>([nth(before.visible, 0)]);
      // Twice round: every card to the front, past the end and on.
      for (let move = 1; move <= count + 2; move++) {
        const leader = nth(before.visible, 0);
        const nextLeader = (leader + 1) % count;
        // A move every 5000 ms, counted from the start of the last one (750 ms of it waited below).
        await page.clock.runFor(move === 1 ? 5000 : 5000 - 750);
        // Halfway through the 700 ms move: the card in front is leaving to the left, the next one follows
        // from the right, one card's width at most (not across the whole row).
        await page.clock.runFor(350);
        const halfway = await row(page, name);
        const cardWidth = nth(before.lefts, nextLeader) - nth(before.lefts, leader);
        expect(halfway.lefts[leader], `move ${move}: card ${leader} leaves to the left`).toBeLessThan(-1);
        expect(halfway.lefts[leader]).toBeGreaterThan(-cardWidth - 1);
        expect(halfway.lefts[nextLeader], `move ${move}: card ${nextLeader} comes from the right`).toBeGreaterThan(1);
        await page.clock.runFor(400);
        await expect
          .poll(async () => (await row(page, name)).visible, { timeout: 5000 })
          .toEqual(consecutive(nextLeader));
        before = await row(page, name);
        expect(await section(page, name).locator('[data-carousel-track]').getAttribute('data-index')).toBe(
          String(nextLeader),
        );
        expect(await dots.nth(nextLeader).getAttribute('aria-current')).toBe('true');
        reached.add(nextLeader);
      }
      // The dots are exactly the positions the carousel reaches.
      expect(reached.size).toBe(await dots.count());

      // A dot brings its card to the front.
      await section(page, name).getByRole('button', { name: 'Pause' }).click();
      await dots.nth(count - 1).click();
      await page.clock.runFor(800);
      await expect.poll(async () => (await row(page, name)).visible).toEqual(consecutive(count - 1));
      await closePage({ errors, context });
    },
  );
});
