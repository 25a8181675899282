// Lean pages (docs/decisions/022): for a route of lean-routes.ts, the rendered HTML keeps everything React
// Router put in it (the server's markup, the route data hydration will need) but React Router's inline
// module, which would load the page's scripts, becomes wake-on-intent.ts: the same imports, started only when
// a visitor reaches for an interactive part. Other routes keep loadScriptsAfterPage (decision 005).
import type { EntryContext } from 'react-router';
import { motion } from './motion.ts';
import { loadScriptsAfterPage, replaceRouterScripts } from '../lib/scripts-after-load.server.ts';
import { LEAN_ROUTES, opensOnlyHydrated } from './lean-routes.ts';
import { wakeOnIntent } from './wake-on-intent.ts';

/** A lean route answered normally (an error or a 404 keeps the usual scripts, as its own page does). */
export function isLeanPage(context: EntryContext): boolean {
  const { matches, errors, statusCode, location } = context.staticHandlerContext;
  const leaf = matches.at(-1)?.route.id;
  return !errors && statusCode === 200 && !!leaf && LEAN_ROUTES.has(leaf) && !opensOnlyHydrated(location.search);
}

/**
 * The page's HTML with its scripts started on the first intent (wake-on-intent.ts); a page with moving parts
 * (carousels, counters: [data-motion]) also gets motion.ts, which runs them at once, without React.
 */
export function wakeScriptsOnIntent(html: string, fontsHref: string): string {
  // After the wake-up's listeners: a part that fails to start must not keep the page from hydrating.
  const moving = html.includes(' data-motion="') ? `(${motion.toString()})(document);` : '';
  return replaceRouterScripts(
    html,
    (start) => `(${wakeOnIntent.toString()})(${start},${JSON.stringify(fontsHref)});${moving}`,
  );
}

/** The scripts of a rendered page: on intent for a lean route, after the page's load for every other one. */
export function pageScripts(html: string, context: EntryContext, fontsHref: string): string {
  return isLeanPage(context) ? wakeScriptsOnIntent(html, fontsHref) : loadScriptsAfterPage(html);
}
