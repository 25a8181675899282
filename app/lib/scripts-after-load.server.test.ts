import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { LOAD_WAIT_MS, loadScriptsAfterPage } from './scripts-after-load.server.ts';

// The shape React Router 8's <Scripts /> renders (lazy route discovery on), shortened.
const routeScript = `; import * as route0 from "/assets/root-A.js";
import * as route1 from "/assets/layout-B.js";
import * as route2 from "/assets/home-C.js";
  window.__reactRouterManifest = { "entry": { "module": "/assets/entry.client-D.js" } };
  window.__reactRouterRouteModules = {"root":route0,"routes/public/layout":route1,"routes/public/home":route2};

import("/assets/entry.client-D.js");`;
const page = (script: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-D.js"/>` +
  `<link rel="modulepreload" href="/assets/framework-E.js"/><link rel="stylesheet" href="/assets/site.css"/></head>` +
  `<body><main>Hello</main><script>window.__reactRouterContext = {};</script>` +
  `<script type="module" async="">${script}</script></body></html>`;
const ALL = ['/assets/root-A.js', '/assets/layout-B.js', '/assets/home-C.js', '/assets/entry.client-D.js'];

/**
 * Runs the rewritten script in a small fake browser: answers what it imported, in order, the globals it set,
 * and hands to fire the load event, the first paint and the timer.
 */
function run(html: string, { readyState = 'loading', paintTiming = true } = {}) {
  const code = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;
  const imported: string[] = [];
  const listeners: Record<string, () => void> = {};
  const timers: { fn: () => void; ms: number }[] = [];
  const observers: ((list: { getEntriesByName(name: string): unknown[] }) => void)[] = [];
  const window: Record<string, unknown> = {};
  class PerformanceObserver {
    static supportedEntryTypes = paintTiming ? ['paint', 'resource'] : ['resource'];
    callback: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]) {
      this.callback = callback;
    }
    observe(options: { type: string; buffered: boolean }) {
      expect(options).toEqual({ type: 'paint', buffered: true });
      observers.push(this.callback);
    }
  }
  const context = vm.createContext({
    window,
    document: { readyState },
    PerformanceObserver,
    addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    __import: async (url: string) => {
      imported.push(url);
      return { url };
    },
  });
  // vm scripts cannot use import(): route it to __import (the rewrite only ever calls import("...")).
  vm.runInContext(code.replace(/import\(/g, '__import('), context);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    imported,
    window,
    settle,
    load: () => listeners.load!(),
    paint: (name = 'first-contentful-paint') =>
      observers.forEach((callback) => callback({ getEntriesByName: (n) => (n === name ? [{}] : []) })),
    backstop: () => timers.find((t) => t.ms === LOAD_WAIT_MS)!.fn(),
  };
}

describe('loadScriptsAfterPage', () => {
  it('drops the module preloads and keeps everything else of the page', () => {
    const out = loadScriptsAfterPage(page(routeScript));
    expect(out).not.toContain('modulepreload');
    expect(out).toContain('<link rel="stylesheet" href="/assets/site.css"/>');
    expect(out).toContain('<main>Hello</main>');
    expect(out).toContain('<script>window.__reactRouterContext = {};</script>');
    expect(out).not.toMatch(/import \* as/);
  });

  it('imports nothing before the load event and the first paint, then the route modules and the entry', async () => {
    const browser = run(loadScriptsAfterPage(page(routeScript)));
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.load();
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.paint('first-paint');
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
    expect(browser.window.__reactRouterManifest).toEqual({ entry: { module: '/assets/entry.client-D.js' } });
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: '/assets/root-A.js' },
      'routes/public/layout': { url: '/assets/layout-B.js' },
      'routes/public/home': { url: '/assets/home-C.js' },
    });
    // Neither the backstop nor another paint starts a second time.
    browser.backstop();
    browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('also waits for the load event when the paint comes first', async () => {
    const browser = run(loadScriptsAfterPage(page(routeScript)));
    browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.load();
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('starts at the load event in a browser without paint timing', async () => {
    const browser = run(loadScriptsAfterPage(page(routeScript)), { paintTiming: false });
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.load();
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('starts after LOAD_WAIT_MS when the load event or the paint does not come', async () => {
    const browser = run(loadScriptsAfterPage(page(routeScript)));
    browser.backstop();
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('starts with the first paint when the page had already loaded', async () => {
    const browser = run(loadScriptsAfterPage(page(routeScript)), { readyState: 'complete' });
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual(ALL);
  });

  it('leaves a page it does not recognise exactly as rendered', () => {
    const noScripts = '<!DOCTYPE html><html><head></head><body>x</body></html>';
    expect(loadScriptsAfterPage(noScripts)).toBe(noScripts);
    const manifestImport = routeScript.replace(/^; /, 'import "/assets/manifest-F.js"; ');
    expect(loadScriptsAfterPage(page(manifestImport))).toBe(page(manifestImport));
    const noEntry = routeScript.replace('import("/assets/entry.client-D.js");', '');
    expect(loadScriptsAfterPage(page(noEntry))).toBe(page(noEntry));
  });
});
