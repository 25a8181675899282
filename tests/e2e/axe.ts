// The accessibility check every browser test uses: axe-core's serious and critical violations on the page as
// it is once its transitions have finished (a snackbar or dialog fading in is, for a moment, low in contrast).
//
// axe-core runs in the page itself: its script is put into each document once (through the DevTools protocol,
// which the site's Content-Security-Policy does not govern), then `axe.run` reports the violations. The
// @axe-core/playwright wrapper did the same in a way made for pages with frames: it put the script in again
// and finished every check in a new blank page, 4-5 times the browser work per check (1.45 s against 0.31 s
// for the home page). The site has no frames.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type axe from 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe-core's minified build: the same code as `axe.source` at less than half the size to send and compile per page. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules (without axe's best-practice rules). */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Waits (at most two seconds) until no finite CSS animation or transition is running. Polled from here,
 * not in the page, so it also works with Playwright's clock installed and paused.
 */
export async function finishAnimations(page: Page): Promise<void> {
  const running = () =>
    page.evaluate(
      () =>
        document
          .getAnimations()
          .filter((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity).length,
    );
  for (let waited = 0; waited < 2000 && (await running()) > 0; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** What axe-core keeps of each rule (its `_audit`): the impact is set on rules whose findings all have it. */
interface AuditRule {
  id: string;
  impact?: string;
}

/** One line per element that breaks a serious or critical rule: rule id, element, and axe's summary. */
export async function seriousViolations(page: Page, tags?: string[]): Promise<string[]> {
  await finishAnimations(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const options: RunOptions = {
    resultTypes: ['violations'],
    ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
  };
  const result = await page.evaluate((runOptions) => {
    const inPage = (window as unknown as { axe: typeof axe & { _audit?: { rules: AuditRule[] } } }).axe;
    // A rule with an impact of its own gives that impact to every finding (axe-core's _finalizeRuleResult), so
    // a minor or moderate rule can never be reported here: it is not run (about a sixth of a check's time).
    // axe's public getRules() does not tell a rule's impact; without _audit this fails rather than guess.
    if (!inPage._audit) throw new Error('axe-core no longer exposes _audit: the rules to skip cannot be known');
    const unreportable = inPage._audit.rules.filter((rule) => rule.impact === 'minor' || rule.impact === 'moderate');
    const rules = Object.fromEntries(unreportable.map((rule) => [rule.id, { enabled: false }]));
    return inPage.run(document, { ...runOptions, rules });
  }, options);
  return (result as AxeResults).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) =>
      v.nodes.map((n) => `${v.id} (${v.impact}): ${n.target.join(' ')} ${n.failureSummary ?? ''}`.trim()),
    );
}
