// Lean pages (docs/decisions/022): for a route of lean-routes.ts, the rendered HTML keeps the server's markup,
// but React Router's inline module, which would load the page's scripts, becomes wake-on-intent.ts: the same
// imports, started only when a visitor reaches for an interactive part. The route data hydration needs is
// taken out of the page too (moveRouteData) and fetched with those imports. Other routes keep
// loadScriptsAfterPage (decision 005).
import { createHash } from 'node:crypto';
import type { EntryContext } from 'react-router';
import { theme } from '../theme.ts';
import { MOTION_CLASSES, motion } from './motion.ts';
import { loadScriptsAfterPage, replaceRouterScripts } from '../lib/scripts-after-load.server.ts';
import { LEAN_ROUTES, opensOnlyHydrated } from './lean-routes.ts';
import { FONTS_CACHED, wakeOnIntent } from './wake-on-intent.ts';

/** A lean route answered normally (an error or a 404 keeps the usual scripts, as its own page does). */
export function isLeanPage(context: EntryContext): boolean {
  const { matches, errors, statusCode, location } = context.staticHandlerContext;
  const leaf = matches.at(-1)?.route.id;
  return !errors && statusCode === 200 && !!leaf && LEAN_ROUTES.has(leaf) && !opensOnlyHydrated(location.search);
}

/** Where a lean page's wake-up asks for the page's route data (`?page=` its path; server/pages.ts answers). */
export const PAGE_DATA_PATH = '/__page-data';

/**
 * What the wake-up awaits with the page's modules: React Router's context, which hydration reads, when the
 * page still carries it, else the script of it that `moveRouteData` took out of the page (asked for by the
 * render's token, in the page's language); and the page's whole style sheets when it carries only their used
 * rules (server/first-view-css.ts, wake-on-intent.ts).
 */
export const LOAD_ROUTE_DATA =
  `Promise.all([window.__reactRouterContext||import(${JSON.stringify(`${PAGE_DATA_PATH}?page=`)}` +
  `+encodeURIComponent(location.pathname+location.search)+"&lang="+document.documentElement.lang` +
  `+"&v="+document.querySelector("script[data-route-data]")?.dataset.routeData),window.__wholeStyles])`;

/** Whether the page is served lean (its scripts wake on intent). */
export const isLeanHtml = (html: string): boolean => html.includes(LOAD_ROUTE_DATA);

/** Class names the lean page's own scripts give elements they make (not in the server's markup). */
export const scriptMadeClasses = (html: string): string[] => (html.includes(' data-motion="') ? MOTION_CLASSES : []);

/**
 * The page's HTML with its scripts started on the first intent (wake-on-intent.ts); a page with moving parts
 * (carousels, counters: [data-motion]) also gets motion.ts, which runs them at once, without React.
 */
export function wakeScriptsOnIntent(html: string, fonts: LeanFonts): string {
  // After the wake-up's listeners: a part that fails to start must not keep the page from hydrating.
  const moving = html.includes(' data-motion="') ? `(${motion.toString()})(document);` : '';
  const lean = replaceRouterScripts(
    html,
    (start) =>
      // The scroll script's part (scrollScriptOnWake) must not keep the page from waking: with the browser's
      // storage blocked it throws.
      `(${wakeOnIntent.toString()})(async()=>{try{window.${KEY_ENTRY_ON_WAKE}?.()}catch{}await(${start})()},` +
      `${JSON.stringify({ note: FONTS_CACHED, key: fonts.key, files: fonts.files })});${moving}`,
    LOAD_ROUTE_DATA,
  );
  if (lean === html) return html;
  const headEnd = lean.indexOf('</head>');
  const held =
    headEnd < 0
      ? lean
      : lean.slice(0, headEnd) +
        HOLD_LAZY_PICTURES +
        fonts.head +
        WAKING_CUE +
        expectFirstScreen(lean) +
        lean.slice(headEnd);
  return scrollScriptOnWake(held);
}

/**
 * Roboto on a lean page (issue 40). Applied after the page had loaded (fonts.css added then), the faces made
 * Chromium style and lay out the whole page again, once when the rules came and once per file (at 1x on the
 * bench's machine about 75 ms of layout, the longest tasks after the first paint); loading the files through
 * `FontFace.load()` instead still decoded them on the main thread (15-65 ms). Now a page never changes its font
 * once drawn: a first visit keeps the device's own sans-serif and, once the page has settled, only downloads
 * the Latin files into the HTTP cache (wake-on-intent.ts: `fetch`, nothing decoded; a device with a Roboto of
 * its own, as Android phones have, downloads nothing) and notes that in localStorage under FONTS_CACHED; every
 * later page finds the note in its `<head>` and has the faces from its first layout. `font-display: optional`
 * still applies: a file the browser has dropped from its cache comes too late for that page's text and is
 * cached again for the next.
 */
export interface LeanFonts {
  /** The note's value: fonts.css's address, which changes with the files (a new build notes again). */
  key: string;
  /** fonts.css's Latin faces (Latin Extended is asked for only by a text that needs it). */
  css: string;
  /** Those faces' files, for the cache. */
  files: string[];
  /** The `<head>` script that applies the faces when the note is there (fontsWhenCached). */
  head: string;
}

/** The lean pages' fonts from fonts.css (its address and its text as built). */
export function leanFonts(fontsHref: string, fontsCss: string): LeanFonts {
  const latin = (fontsCss.match(/@font-face\s*\{[^}]*\}/g) ?? []).filter((face) => !face.includes('latin-ext'));
  const key = fontsHref;
  const css = latin.map((face) => face.replace(/\s+/g, ' ')).join('');
  return {
    key,
    css,
    files: latin.flatMap((face) => [...face.matchAll(/url\(["']?([^"')]+\.woff2)/g)].map((m) => m[1]!)),
    head: fontsWhenCached(key, css),
  };
}

/** The `<head>` script that gives a page Roboto's faces from the start once they are in the cache. */
function fontsWhenCached(key: string, css: string): string {
  return (
    `<script>{try{if(localStorage.getItem(${JSON.stringify(FONTS_CACHED)})===${JSON.stringify(key)}){` +
    `const s=document.createElement("style");s.dataset.fonts="";s.textContent=${JSON.stringify(css)};` +
    'document.head.append(s)}}catch{}}</script>'
  );
}

/**
 * Hides a lean page's lazy pictures, so that the browser asks for none of them, until its script takes the
 * mark away once the first screen's main pictures have been drawn (wake-on-intent.ts). Lighthouse's simulated
 * LCP counted the ones that arrived before that paint, each on a connection of its own, and a phone's
 * connection shares its bandwidth with them. The mark comes from a script of its own, which also takes it away
 * after 3 s: without scripts, or with the page's inline scripts blocked past this one, the pictures load as the
 * browser decides. Each held picture fills a frame that keeps its size (StoredImage: 100 % of it), so nothing
 * moves when it is shown; `!important` wins over the picture's own style attribute. A picture inside a link or
 * a button is not held: its text is often that control's only name (a partner's logo, a gallery's picture),
 * and a hidden picture names nothing for a screen reader.
 */
export const HOLD_LAZY_PICTURES =
  '<script>{const h=document.documentElement;h.setAttribute("data-hold-pictures","");' +
  'setTimeout(()=>h.removeAttribute("data-hold-pictures"),3000)}</script>' +
  '<style>html[data-hold-pictures] img[loading="lazy"]:not(a img,button img,[role="button"] img)' +
  '{display:none!important}</style>';

/**
 * The elements that follow the first screen's parts whose boxes move when their later children are parsed
 * after a paint: `<main>` follows the header (its language switch and Login sit at its right end: drawn before
 * Login had been parsed, the switch moved 115 px left when it came, the layout shift a slow machine's browser
 * test saw on the partner page at 1366 px; a nav link drawn before its text moved too), and the first heading of
 * the home page's second band follows the hero (its centred buttons: the first moved when the second came). On
 * a slow phone the parser yields to a paint anywhere in the page (decision 022, issue 40).
 */
export const AFTER_FIRST_SCREEN = ['main', 'home-features'];

/**
 * `<link rel="expect" blocking="render">` for each of those elements in the page: the browser draws nothing
 * until it has been parsed (its start tag: Chromium unblocks when the element is put in the document), so no
 * first paint shows half a header or half the hero's buttons, at the cost of a few KB of parsing. Only the ids
 * present (an id never found would hold the first paint until the whole page had been parsed).
 */
export function expectFirstScreen(html: string): string {
  return AFTER_FIRST_SCREEN.filter((id) => html.includes(` id="${id}"`))
    .map((id) => `<link rel="expect" href="#${id}" blocking="render">`)
    .join('');
}

/**
 * What a visitor sees while a press waits for the page to wake (wake-on-intent.ts marks <html data-waking>): a
 * busy pointer and a thin bar along the top of the screen, in the theme's orange (the header is teal), that
 * fills towards the end (standing still under reduced motion). On a slow line the page's scripts take seconds
 * to come, and a tap that shows nothing looks lost.
 */
export const WAKING_CUE =
  '<style>html[data-waking],html[data-waking] *{cursor:progress!important}' +
  'html[data-waking] body::after{content:"";position:fixed;z-index:2000;top:0;left:0;width:100%;height:4px;' +
  `background:${theme.palette.secondary.main};transform-origin:0 0;` +
  'animation:bs-waking 4s cubic-bezier(.1,.7,.3,1) forwards}' +
  '@keyframes bs-waking{from{transform:scaleX(.05)}to{transform:scaleX(.9)}}' +
  '@media (prefers-reduced-motion:reduce){html[data-waking] body::after{animation:none;transform:scaleX(.5)}}' +
  '</style>';

/** What a lean page's scroll script leaves for the wake-up to call, before hydration (scrollScriptOnWake). */
export const KEY_ENTRY_ON_WAKE = '__keyEntryOnWake';

// React Router's <ScrollRestoration> script: its function (the history entry's key, then a scroll to the
// position stored for that key) called with the storage key, and no restore key (no `getKey`: with one, the
// script restores positions on new entries too, which the browser would not do; such a page is left as it is).
const SCROLL_SCRIPT = /<script>(\(\(storageKey, restoreKey\) => \{[\s\S]*?\}\))\(("[^"<]*"), null\)<\/script>/;

/**
 * A lean page's scroll script, run only when it is needed. In the page's first parse it costs two synchronous
 * requests to the browser (history.replaceState and sessionStorage, 2-18 ms together in the tests' Chromium, its
 * largest task before the first paint on a blog post; bench/results/lean-public-pages.md, "Stop 32"), and a
 * lean page is an ordinary page load: the browser restores its scroll itself, as React Router's page-hide
 * handler sets `history.scrollRestoration` back to "auto" for it. So the script runs at once only on an entry
 * left "manual" (the browser then restores nothing); otherwise the wake-up gives the entry its key before the
 * router reads it, with the same function and a storage key under which nothing is stored, so that it scrolls
 * nowhere (the visitor may have scrolled since the load; hydration does not scroll back to the entry's stored
 * position either: React Router's router starts with `initialScrollRestored` set when it has hydration data,
 * and a browser test holds it). An entry found "manual" is given back to the browser ("auto") once restored, as
 * the page-hide handler of a hydrated page does: until the page is woken, the browser keeps its position. Left
 * as rendered when the script is not the one known here.
 */
export function scrollScriptOnWake(html: string): string {
  return html.replace(
    SCROLL_SCRIPT,
    (_, fn: string, storageKey: string) =>
      `<script>{const restore=${fn};if(window.history.scrollRestoration==="manual"){restore(${storageKey},null);` +
      `window.history.scrollRestoration="auto"}else window.${KEY_ENTRY_ON_WAKE}=()=>restore("",null)}</script>`,
  );
}

// React Router's scripts for hydration: the context (which sets up the stream), the stream's chunks of route
// data (the loaders' answers, with every public section of the interface texts), its end.
const ROUTE_DATA_SCRIPT = /<script>(window\.__reactRouterContext[.=\s][\s\S]*?)<\/script>/g;

/**
 * A lean page without its route data, and that data as the script its wake-up imports (PAGE_DATA_PATH):
 * about a third of the page's compressed bytes, which only hydration reads, so the page fits the network's
 * first round trips. `token` names this render's data (the first placeholder carries it, so the wake-up asks
 * for the data of the page it has, even after a change). Null for any other page (its scripts read the data
 * at start), and for a page whose scripts are not the ones known here (left whole: its wake-up then finds
 * the context in the page).
 */
export function moveRouteData(html: string): { html: string; data: string; token: string } | null {
  if (!isLeanHtml(html)) return null;
  const scripts = [...html.matchAll(ROUTE_DATA_SCRIPT)];
  const [first, last] = [scripts[0]?.[1], scripts.at(-1)?.[1]];
  if (!first?.startsWith('window.__reactRouterContext = ') || !last?.endsWith('.close();')) return null;
  const data = scripts.map((script) => script[1]).join('\n');
  const token = createHash('sha256').update(data).digest('base64url').slice(0, 22);
  let placeholder = `<script data-route-data="${token}"></script>`;
  return {
    // Each left as an empty element: React hydrates the page's elements in order, and a missing one would
    // make it render the whole document again.
    html: html.replace(ROUTE_DATA_SCRIPT, () => {
      const tag = placeholder;
      placeholder = '<script></script>';
      return tag;
    }),
    data,
    token,
  };
}

/** The scripts of a rendered page: on intent for a lean route, after the page's load for every other one. */
export function pageScripts(html: string, context: EntryContext, fonts: LeanFonts): string {
  return isLeanPage(context) ? wakeScriptsOnIntent(html, fonts) : loadScriptsAfterPage(html);
}
