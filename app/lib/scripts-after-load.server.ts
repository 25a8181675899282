// The page's scripts start after the page itself has loaded.
//
// Every public page is complete without JavaScript (server-rendered text, images and working links), so on a
// parent's slow connection the first bytes should go to the HTML, its two style sheets and the hero image,
// not to 115 KB of scripts that only add the carousels, dialogs and client-side navigation. React Router's
// <Scripts /> asks for all of them at once: one <link rel="modulepreload"> per chunk and an inline module
// that imports the route modules and then the client entry. Here, in the rendered HTML, the preload links are
// dropped and that inline module is rewritten to do the same imports from a function run once the window
// has loaded and the page has been painted (or after LOAD_WAIT_MS, should one image hang). Hydration itself
// is unchanged: React ignores the changed script text (React Router renders it with suppressHydrationWarning)
// and matches <link> elements in <head> by their attributes, so the missing preloads cost nothing.
//
// When a React Router update changes the shape of that script, the page is left exactly as rendered (scripts
// load early, as before), and the contract test beside this file (which builds and renders a small app with
// the installed Vite and React Router) and tests/e2e/smoke.test.ts fail, asking for this to be looked at.
// Measured gain and why it is kept: docs/decisions/005.

/** Longest wait for the load event and the first paint before the scripts start anyway. */
export const LOAD_WAIT_MS = 4000;

const ROUTE_MODULES_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"\\]+");/g;
const ENTRY_IMPORT = /import\("[^"\\]+"\);\s*$/;
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g;

/** React Router's inline module, taken apart: its static imports and what follows them. */
export interface RouterScripts {
  /** The whole <script> element as rendered. */
  tag: string;
  /** The modules' local names, comma-separated, and the matching dynamic imports. */
  names: string;
  loads: string;
  /** The route manifest, the route-module table and import(entry): the code that runs once they are in. */
  rest: string;
}

/** Finds React Router's inline module in a rendered page; null when its shape is not the one known here. */
export function findRouterScripts(html: string): RouterScripts | null {
  const script = ROUTE_MODULES_SCRIPT.exec(html);
  if (!script) return null;
  const body = script[1]!;
  const imports = [...body.matchAll(STATIC_IMPORT)];
  if (imports.length === 0 || !ENTRY_IMPORT.test(body)) return null;

  // What is left once the static imports are out: the route manifest, the route-module table and import(entry).
  const rest = body.replace(STATIC_IMPORT, '').replace(/^\s*;/, '');
  // Any other static import (React Router writes one for its manifest when lazy route discovery is off) could
  // not move into a function.
  if (/\bimport\s*["'{*]/.test(rest)) return null;
  return {
    tag: script[0],
    names: imports.map((m) => m[1]).join(','),
    loads: imports.map((m) => `import(${m[2]})`).join(','),
    rest,
  };
}

/**
 * The page with React Router's inline module replaced by `script(start)`, where `start` is the source of an
 * async function doing the same imports and then the rest of React Router's script; module preloads removed.
 * `alongside`: the source of one more expression awaited with those imports (a lean page's route data).
 * Unchanged when the page's scripts are not recognised.
 */
export function replaceRouterScripts(html: string, script: (start: string) => string, alongside?: string): string {
  const found = findRouterScripts(html);
  if (!found) return html;
  const [names, loads] = alongside ? [`,${found.names}`, `${alongside},${found.loads}`] : [found.names, found.loads];
  const start = `async()=>{const[${names}]=await Promise.all([${loads}]);${found.rest}}`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(found.tag, () => `<script type="module" async="">${script(start)}</script>`);
}

export function loadScriptsAfterPage(html: string): string {
  // Start once the window has loaded AND the browser has painted the page (its first-contentful-paint entry;
  // on a fast connection the load event can come before the first paint). Browsers without paint timing
  // start at the load event. LOAD_WAIT_MS is the backstop for a hanging image or a hidden tab.
  return replaceRouterScripts(
    html,
    (start) =>
      `let started=false,loaded=document.readyState==='complete',painted=false;` +
      `const run=${start};const start=()=>{if(started)return;started=true;run();};` +
      `const go=()=>{if(loaded&&painted)start();};` +
      `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))` +
      `new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length){painted=true;go();}})` +
      `.observe({type:'paint',buffered:true});else painted=true;` +
      `if(!loaded)addEventListener('load',()=>{loaded=true;go();},{once:true});` +
      `setTimeout(start,${LOAD_WAIT_MS});go();`,
  );
}
