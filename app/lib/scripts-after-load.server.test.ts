// A contract test against React Router itself: a small app (root with <Scripts />, a layout, a page with a
// loader and a shared module) is built with the installed Vite and React Router plugin under this project's
// react-router.config.ts, rendered by React Router's request handler, and the rewrite is applied to that
// HTML. A React Router upgrade that changes the shape of <Scripts /> fails here, not silently in production.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { createRequestHandler, type ServerBuild } from 'react-router';
import { createBuilder } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HOLD_LAZY_PICTURES,
  expectFirstScreen,
  KEY_ENTRY_ON_WAKE,
  moveRouteData,
  PAGE_DATA_PATH,
  leanFonts,
  wakeScriptsOnIntent,
} from '../islands/lean-page.server.ts';
import { FONTS_CACHED } from '../islands/wake-on-intent.ts';
import { LOAD_WAIT_MS, loadScriptsAfterPage } from './scripts-after-load.server.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');

const FIXTURE: Record<string, string> = {
  'react-router.config.ts': `export { default } from ${JSON.stringify(path.join(ROOT, 'react-router.config.ts'))};\n`,
  'package.json': '{ "type": "module" }\n',
  'vite.config.ts': `import { reactRouter } from '@react-router/dev/vite';
export default { plugins: [reactRouter()], logLevel: 'silent', build: { target: 'es2022' } };\n`,
  'app/routes.ts': `import { index, layout } from '@react-router/dev/routes';
export default [layout('routes/layout.tsx', [index('routes/home.tsx')])];\n`,
  'app/root.tsx': `import type { ReactNode } from 'react';
import { Links, Meta, Outlet, Scripts, ScrollRestoration } from 'react-router';
export function Layout({ children }: { children: ReactNode }) {
  return (<html lang="en"><head><meta charSet="utf-8" /><Meta /><Links /></head>
    <body>{children}<ScrollRestoration /><Scripts /></body></html>);
}
export default function App() { return <Outlet />; }\n`,
  'app/shared.ts': `export const greet = (name: string) => 'Hello, ' + name;\n`,
  'app/routes/layout.tsx': `import { Outlet } from 'react-router';
import { greet } from '../shared.ts';
export default function PublicLayout() { return <div><header>{greet('layout')}</header><Outlet /></div>; }\n`,
  'app/routes/home.tsx': `import { useLoaderData } from 'react-router';
import { greet } from '../shared.ts';
export async function loader() { return { who: 'parents' }; }
export default function Home() { const { who } = useLoaderData<typeof loader>(); return <main>{greet(who)}</main>; }\n`,
  // Rendered whole, as app/entry.server.tsx does (the rewrite is applied by the test, to see both).
  'app/entry.server.tsx': `import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
export default function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (c: Buffer) => chunks.push(c));
        sink.on('end', () => {
          headers.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(Buffer.concat(chunks).toString('utf8'), { status, headers }));
        });
        pipe(sink);
      },
      onShellError: reject,
    });
  });
}\n`,
};

let dir: string;
let build: ServerBuild;
/** The home page as React Router renders it. */
let rendered: string;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'rr-contract-'));
  for (const [name, text] of Object.entries(FIXTURE)) {
    await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
    await fs.writeFile(path.join(dir, name), text);
  }
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const builder = await createBuilder({
    root: dir,
    configFile: path.join(dir, 'vite.config.ts'),
    cacheDir: path.join(dir, '.vite'),
  });
  await builder.buildApp();
  build = (await import(pathToFileURL(path.join(dir, 'build/server/index.js')).href)) as ServerBuild;
  const res = await createRequestHandler(build, 'production')(new Request('http://localhost/'));
  expect(res.status).toBe(200);
  rendered = await res.text();
}, 180_000);
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

const SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** What the page needs, from the build's own manifest: the matched routes' modules and the client entry. */
function expectedModules() {
  const routes = ['root', 'routes/layout', 'routes/home'].map((id) => build.assets.routes[id]!);
  return {
    routes,
    modules: [...routes.map((r) => r.module), build.assets.entry.module],
    // Every file the page's modules import, which the browser fetches with them anyway.
    preloads: new Set([
      ...routes.flatMap((r) => [r.module, ...(r.imports ?? [])]),
      build.assets.entry.module,
      ...build.assets.entry.imports,
    ]),
  };
}

/**
 * Runs the rewritten script in a small stand-in for the browser: answers what it imported, in order, the
 * globals it set, and hands to fire the load event, the first paint and the timer.
 */
function run(html: string, { readyState = 'loading', paintTiming = true } = {}) {
  const code = SCRIPT.exec(html)![1]!;
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
  vm.runInContext(code.replace(/\bimport\(/g, '__import('), context);
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

describe('React Router output as this project builds it', () => {
  it('asks for the scripts at the top of the page: module preloads and an inline module of static imports', () => {
    const { modules, preloads } = expectedModules();
    const links = [...rendered.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(1);
    expect(new Set(links)).toEqual(preloads);
    const body = SCRIPT.exec(rendered)?.[1] ?? '';
    for (const url of modules) expect(body).toContain(JSON.stringify(url));
  });
});

describe('loadScriptsAfterPage on that output', () => {
  it('recognises the script: drops the module preloads and keeps everything else of the page', () => {
    const out = loadScriptsAfterPage(rendered);
    expect(out).not.toBe(rendered);
    expect(out).not.toContain('modulepreload');
    expect(out).not.toMatch(/import \* as/);
    expect(out).toMatch(/<script type="module" async="">let started=false,/);
    expect(out).toContain('<main>Hello, parents</main>');
    expect(out).toContain('<header>Hello, layout</header>');
    // Everything outside the preloads and that one script is unchanged (the loader data, the styles, the rest).
    const strip = (html: string) => html.replace(/<link rel="modulepreload"[^>]*>/g, '').replace(SCRIPT, '');
    expect(strip(out)).toBe(strip(rendered));
    expect(out).toContain('window.__reactRouterContext');
  });

  it('imports nothing before the load event and the first paint, then the route modules and the entry', async () => {
    const { routes, modules } = expectedModules();
    const browser = run(loadScriptsAfterPage(rendered));
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
    // The same modules React Router's own script imports (entry last), and the globals it sets.
    expect(browser.imported).toEqual(modules);
    const manifest = browser.window.__reactRouterManifest as { entry: { module: string }; routes: object };
    expect(manifest.entry.module).toBe(build.assets.entry.module);
    expect(Object.keys(manifest.routes)).toEqual(expect.arrayContaining(['root', 'routes/layout', 'routes/home']));
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: routes[0]!.module },
      'routes/layout': { url: routes[1]!.module },
      'routes/home': { url: routes[2]!.module },
    });
    // Neither the backstop nor another paint starts a second time.
    browser.backstop();
    browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual(modules);
  });

  // The load event starts the scripts, also after a paint (when the browser reports paints).
  it.each([
    { name: 'also waits for the load event when the paint comes first', paintTiming: true },
    { name: 'starts at the load event in a browser without paint timing', paintTiming: false },
  ])('$name', async ({ paintTiming }) => {
    const browser = run(loadScriptsAfterPage(rendered), { paintTiming });
    if (paintTiming) browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.load();
    await browser.settle();
    expect(browser.imported).toEqual(expectedModules().modules);
  });

  it('starts after LOAD_WAIT_MS when the load event or the paint does not come', async () => {
    const browser = run(loadScriptsAfterPage(rendered));
    browser.backstop();
    await browser.settle();
    expect(browser.imported).toEqual(expectedModules().modules);
  });

  it('starts with the first paint when the page had already loaded', async () => {
    const browser = run(loadScriptsAfterPage(rendered), { readyState: 'complete' });
    await browser.settle();
    expect(browser.imported).toEqual([]);
    browser.paint();
    await browser.settle();
    expect(browser.imported).toEqual(expectedModules().modules);
  });

  it('leaves a page it does not recognise exactly as rendered', () => {
    const noScripts = '<!DOCTYPE html><html><head></head><body>x</body></html>';
    expect(loadScriptsAfterPage(noScripts)).toBe(noScripts);
    // A static import it could not move into a function (React Router writes one for its manifest when lazy
    // route discovery is off).
    const manifestImport = rendered.replace(SCRIPT, (tag) =>
      tag.replace('async="">', 'async="">import "/assets/manifest-F.js";'),
    );
    expect(loadScriptsAfterPage(manifestImport)).toBe(manifestImport);
    const noEntry = rendered.replace(SCRIPT, (tag) => tag.replace(/import\("[^"]+"\);/, ''));
    expect(noEntry).not.toBe(rendered);
    expect(loadScriptsAfterPage(noEntry)).toBe(noEntry);
  });
});

// Lean pages (app/islands/lean-page.server.ts, decision 022) use the same recognition with another start.
describe('wakeScriptsOnIntent on that output', () => {
  // fonts.css as built, in short: a Latin face and a Latin Extended one (asked for only by a text that needs it).
  const FONTS = leanFonts(
    '/f.css',
    '@font-face{font-family:Roboto;font-weight:400;src:local(Roboto),url(/assets/roboto-latin-400-normal-a1.woff2)' +
      'format("woff2");unicode-range:U+??}@font-face{font-family:Roboto;font-weight:400;' +
      'src:url(/assets/roboto-latin-ext-400-normal-b2.woff2);unicode-range:U+100-2BA}',
  );
  const LATIN_FILES = ['/assets/roboto-latin-400-normal-a1.woff2'];

  /**
   * The stand-in browser's clock: its timers, frames (16 ms each) and `performance.now()` move only when the
   * test moves them, so "150 ms without a new largest paint" takes no wall-clock time.
   */
  class PageClock {
    private time = 0;
    private timers: { at: number; fn: () => void }[] = [];
    readonly performance = { now: () => this.time };
    readonly setTimeout = (fn: () => void, ms = 0) => void this.timers.push({ at: this.time + Math.max(0, ms), fn });
    readonly requestAnimationFrame = (fn: () => void) => this.setTimeout(fn, 16);

    /** Moves the clock `ms` on, running each timer at its time, and the promises it settles before the next. */
    async advance(ms: number): Promise<void> {
      const end = this.time + ms;
      for (;;) {
        await new Promise((resolve) => setImmediate(resolve));
        const due = this.timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        this.timers.splice(this.timers.indexOf(due), 1);
        this.time = due.at;
        due.fn();
      }
      this.time = end;
    }
  }

  /** The rewritten script in a stand-in for the browser, with the wake-up of a visitor's first reach. */
  function runLean(html: string, window: Record<string, unknown> = {}, images: unknown[] = [], ownRoboto = false) {
    const code = SCRIPT.exec(html)![1]!;
    const clock = new PageClock();
    const imported: string[] = [];
    const listeners = new Map<string, unknown>();
    // <html>'s attributes: the mark of held pictures, set by the page's <head> script (HOLD_LAZY_PICTURES).
    const attributes = new Set(['data-hold-pictures']);
    // Roboto's files the page asks the cache for, and what it notes in localStorage.
    const cached: string[] = [];
    const storage = new Map<string, string>();
    const context = vm.createContext({
      window,
      location: { pathname: '/', search: '?lang=de' },
      document: {
        readyState: 'complete',
        documentElement: {
          hasAttribute: (name: string) => attributes.has(name),
          removeAttribute: (name: string) => attributes.delete(name),
          lang: 'de',
        },
        // The page's pictures (the fonts wait until those on the first screen are decoded).
        images,
        // The token of the render (moveRouteData's first placeholder); no fonts' link yet.
        querySelector: (selector: string) =>
          selector === 'script[data-route-data]' ? { dataset: { routeData: 'T0k3n' } } : null,
        querySelectorAll: () => [],
        createElement: () => ({ dataset: {} }),
        head: { append: () => {} },
      },
      PerformanceObserver: class {
        static supportedEntryTypes = ['resource'];
      },
      // No Roboto of the device's own (as on this machine), unless the test gives one.
      FontFace: class {
        load() {
          return ownRoboto ? Promise.resolve(this) : Promise.reject(new Error('NetworkError'));
        }
      },
      fetch: (url: string) => {
        cached.push(url);
        return Promise.resolve({ ok: true, arrayBuffer: () => Promise.resolve(new ArrayBuffer(8)) });
      },
      localStorage: { setItem: (key: string, value: string) => storage.set(key, value) },
      MutationObserver: class {
        observe() {}
      },
      // Frames, timers and the clock (the fonts' link comes after the load event, the first paint, two frames
      // and 150 ms without a new largest paint).
      requestAnimationFrame: clock.requestAnimationFrame,
      setTimeout: clock.setTimeout,
      performance: clock.performance,
      innerHeight: 800,
      innerWidth: 1280,
      addEventListener: (type: string, fn: unknown) => listeners.set(type, fn),
      removeEventListener: (type: string) => listeners.delete(type),
      console,
      __import: async (url: string) => {
        imported.push(url);
        return { url };
      },
    });
    vm.runInContext(code.replace(/\bimport\(/g, '__import('), context);
    return {
      imported,
      cached,
      storage,
      window,
      listeners,
      attributes,
      clock,
      settle: () => new Promise((resolve) => setImmediate(resolve)),
    };
  }

  it('drops the preloads, imports nothing until woken, then the same modules as React Router', async () => {
    const out = wakeScriptsOnIntent(rendered, FONTS);
    expect(out).not.toContain('modulepreload');
    expect(out).not.toMatch(/import \* as/);
    expect(out).toContain('<main>Hello, parents</main>');
    const browser = runLean(out);
    await browser.settle();
    expect(browser.imported).toEqual([]);
    // It listens for a reach (pointing, touching, focusing), holds presses and notes typing until hydrated.
    expect([...browser.listeners.keys()].sort()).toEqual(
      [
        ...['click', 'focusin', 'input', 'keydown', 'pointerdown', 'pointerover', 'popstate', 'submit', 'touchstart'],
        // The held pictures' release (a scroll, before printing).
        ...['scroll', 'beforeprint'],
      ].sort(),
    );
    (browser.window.__wakeLeanPage as () => void)();
    await browser.settle();
    // With the page's route data (taken out of the page by moveRouteData), for the page's own address.
    const data = `${PAGE_DATA_PATH}?page=${encodeURIComponent('/?lang=de')}&lang=de&v=T0k3n`;
    expect(browser.imported).toEqual([data, ...expectedModules().modules]);
    expect(Object.keys(browser.window.__reactRouterRouteModules as object)).toEqual([
      'root',
      'routes/layout',
      'routes/home',
    ]);
    // The reach listeners are gone; a second wake-up imports nothing more.
    expect(browser.listeners.has('pointerover')).toBe(false);
    (browser.window.__wakeLeanPage as () => void)();
    await browser.settle();
    expect(browser.imported).toEqual([data, ...expectedModules().modules]);
  });

  it("fetches Roboto's Latin files into the cache after the load and the first paint, without waking the page", async () => {
    const browser = runLean(wakeScriptsOnIntent(rendered, FONTS));
    await browser.clock.advance(400);
    expect(browser.cached).toEqual(LATIN_FILES);
    expect(browser.storage).toEqual(new Map([[FONTS_CACHED, '/f.css']]));
    // A device with a Roboto of its own downloads nothing, and notes it the same.
    const android = runLean(wakeScriptsOnIntent(rendered, FONTS), {}, [], true);
    await android.clock.advance(400);
    expect(android.cached).toEqual([]);
    expect(android.storage).toEqual(new Map([[FONTS_CACHED, '/f.css']]));
    expect(browser.imported).toEqual([]);
  });

  it("gives a later page Roboto's Latin faces from its <head> once they are noted as cached", () => {
    expect(FONTS.css).toContain('roboto-latin-400-normal-a1.woff2');
    expect(FONTS.css).not.toContain('latin-ext');
    const lean = wakeScriptsOnIntent(rendered, FONTS);
    const head = FONTS.head;
    const script = /<script>([\s\S]*)<\/script>/.exec(head)![1]!;
    expect(lean.indexOf(head)).toBeGreaterThan(0);
    expect(lean.indexOf(head)).toBeLessThan(lean.indexOf('</head>'));
    const run = (note: string | null) => {
      const appended: { textContent?: string; dataset: Record<string, string> }[] = [];
      const document = {
        createElement: () => ({ dataset: {} }),
        head: { append: (element: (typeof appended)[number]) => appended.push(element) },
      };
      const localStorage = {
        getItem: (key: string) => (key === FONTS_CACHED ? note : null),
      };
      vm.runInContext(script, vm.createContext({ document, localStorage }));
      return appended;
    };
    expect(run('/f.css')).toEqual([{ dataset: { fonts: '' }, textContent: FONTS.css }]);
    // No note, or one from an earlier build's files: the device's own font, as on a first visit.
    expect(run(null)).toEqual([]);
    expect(run('/old.css')).toEqual([]);
    // Storage blocked: the same, without an error.
    expect(() =>
      vm.runInContext(
        script,
        vm.createContext({
          localStorage: {
            getItem: () => {
              throw new Error('blocked');
            },
          },
        }),
      ),
    ).not.toThrow();
  });

  it("waits for the first screen's pictures to be decoded before the fonts, 2 s at most", async () => {
    // Still downloading (a lazy picture does not hold the load event back): waited for all the same.
    const picture = (top: number) => {
      // Once decoded, decoded at once when asked again, as in a browser.
      let isDecoded = false;
      let decoded = () => {};
      const image = {
        complete: false,
        getBoundingClientRect: () => ({ width: 400, top, bottom: top + 300, left: 0, right: 400 }),
        decode: () => (isDecoded ? Promise.resolve() : new Promise<void>((resolve) => (decoded = resolve))),
      };
      return {
        image,
        decoded: () => {
          isDecoded = true;
          decoded();
        },
      };
    };
    const onScreen = picture(100);
    const below = picture(2000);
    const browser = runLean(wakeScriptsOnIntent(rendered, FONTS), {}, [onScreen.image, below.image]);
    await browser.clock.advance(400);
    expect(browser.cached).toEqual([]);
    onScreen.decoded();
    // (Drawn, then the held pictures released and drawn in turn: twice two frames and 150 ms.)
    await browser.clock.advance(800);
    expect(browser.cached).toEqual(LATIN_FILES);

    const stalled = picture(0);
    const waiting = runLean(wakeScriptsOnIntent(rendered, FONTS), {}, [stalled.image]);
    // (2 s for the pictures in all, then the release and the fonts' quiet moment.)
    await waiting.clock.advance(1999);
    expect(waiting.cached).toEqual([]);
    await waiting.clock.advance(900);
    expect(waiting.cached).toEqual(LATIN_FILES);
  });

  it('holds the first paint until the element after the header (and the home hero) has been parsed', () => {
    // (Chromium unblocks at the element's start tag: the element after the part, not the part.)
    const page = '<html><head></head><body><header>…</header><main id="main">…</main></body></html>';
    expect(expectFirstScreen(page)).toBe('<link rel="expect" href="#main" blocking="render">');
    expect(expectFirstScreen(page.replace('…</main>', '<h2 id="home-features">…</h2></main>'))).toBe(
      '<link rel="expect" href="#main" blocking="render"><link rel="expect" href="#home-features" blocking="render">',
    );
    // An id the page lacks would hold its first paint until the whole page had been parsed.
    expect(expectFirstScreen('<html><head></head><body><main>…</main></body></html>')).toBe('');
    // In the lean page's <head> (this small app's <main> has no id: none there).
    expect(wakeScriptsOnIntent(rendered, FONTS)).not.toContain('rel="expect"');
    const withId = wakeScriptsOnIntent(rendered.replace('<main>', '<main id="main">'), FONTS);
    expect(withId.indexOf('<link rel="expect" href="#main" blocking="render">')).toBeGreaterThan(0);
    expect(withId.indexOf('<link rel="expect" href="#main"')).toBeLessThan(withId.indexOf('</head>'));
  });

  it('releases the held lazy pictures once the main ones are drawn, at a scroll, at the wake-up', async () => {
    const lean = wakeScriptsOnIntent(rendered, FONTS);
    expect(lean.indexOf(HOLD_LAZY_PICTURES)).toBeLessThan(lean.indexOf('</head>'));
    // Nothing on the first screen to wait for: released two frames and 150 ms later, then the fonts.
    const drawn = runLean(lean);
    expect(drawn.attributes.has('data-hold-pictures')).toBe(true);
    await drawn.clock.advance(100);
    expect(drawn.attributes.has('data-hold-pictures')).toBe(true);
    await drawn.clock.advance(400);
    expect(drawn.attributes.has('data-hold-pictures')).toBe(false);
    expect(drawn.cached).toEqual(LATIN_FILES);
    // A main picture still on its way: a scroll releases them, and so does the wake-up.
    const stalled = { getBoundingClientRect: () => ({ width: 400, top: 0, bottom: 300, left: 0, right: 400 }) };
    const waiting = { ...stalled, decode: () => new Promise<void>(() => {}) };
    const scrolled = runLean(lean, {}, [waiting]);
    await scrolled.settle();
    expect(scrolled.attributes.has('data-hold-pictures')).toBe(true);
    (scrolled.listeners.get('scroll') as () => void)();
    expect(scrolled.attributes.has('data-hold-pictures')).toBe(false);
    const woken = runLean(lean, {}, [waiting]);
    (woken.window.__wakeLeanPage as () => void)();
    expect(woken.attributes.has('data-hold-pictures')).toBe(false);
  });

  it('fetches no route data when the page still carries it', async () => {
    const browser = runLean(wakeScriptsOnIntent(rendered, FONTS), { __reactRouterContext: {} });
    (browser.window.__wakeLeanPage as () => void)();
    await browser.settle();
    expect(browser.imported).toEqual(expectedModules().modules);
  });

  it("moves the route data out of a lean page, into a script that gives hydration React Router's stream", async () => {
    const lean = wakeScriptsOnIntent(rendered, FONTS);
    expect(lean).toContain('window.__reactRouterContext = ');
    const moved = moveRouteData(lean)!;
    expect(moved).not.toBeNull();
    expect(moved.html).not.toContain('__reactRouterContext =');
    expect(moved.html).not.toContain('streamController');
    expect(moved.html).toContain('<main>Hello, parents</main>');
    // As many <script> elements as before, in the same places (React hydrates them in order).
    // The first carries the render's token, which names its data (a hash of it).
    expect(moved.token).toMatch(/^[\w-]{22}$/);
    expect(moveRouteData(lean)!.token).toBe(moved.token);
    expect(moveRouteData(lean.replaceAll('parents', 'teachers'))!.token).not.toBe(moved.token);
    const tags = (html: string) =>
      html.match(/<script[^>]*>/g)!.map((tag) => tag.replace(/ data-route-data="[^"]+"/, ''));
    expect(tags(moved.html)).toEqual(tags(lean));
    expect(moved.html).toContain(`<script data-route-data="${moved.token}"></script>`);
    expect(moved.html.replace(/<script( data-route-data="[^"]+")?><\/script>/g, '')).toBe(
      lean.replace(/<script>window\.__reactRouterContext[\s\S]*?<\/script>/g, ''),
    );
    // Run as the module the wake-up imports: the context and its stream, which carries the loader's data.
    const window: { __reactRouterContext?: { ssr: boolean; stream: ReadableStream<Uint8Array> } } = {};
    vm.runInContext(moved.data, vm.createContext({ window, ReadableStream, TextEncoderStream }));
    expect(window.__reactRouterContext?.ssr).toBe(true);
    const text = await new Response(window.__reactRouterContext!.stream).text();
    expect(text).toContain('"loaderData"');
    expect(text).toContain('"parents"');
  });

  it('leaves every other page as it is', () => {
    expect(moveRouteData(rendered)).toBeNull();
    expect(moveRouteData(loadScriptsAfterPage(rendered))).toBeNull();
    // A lean page whose data scripts are not the ones known here keeps them (its wake-up then finds them).
    const unknown = wakeScriptsOnIntent(rendered, FONTS).replace(/\.close\(\);/, '.close();;');
    expect(moveRouteData(unknown)).toBeNull();
  });

  it("adds the moving parts' script (motion.ts) to a page that has some, after the wake-up's", () => {
    expect(SCRIPT.exec(wakeScriptsOnIntent(rendered, FONTS))![1]).not.toContain('function motion(');
    const moving = rendered.replace('<main>', '<main><section data-motion="fade"></section>');
    const code = SCRIPT.exec(wakeScriptsOnIntent(moving, FONTS))![1]!;
    expect(code.indexOf('function motion(')).toBeGreaterThan(code.indexOf('function wakeOnIntent('));
    expect(code).toMatch(/\)\(document\);$/);
  });

  /** React Router's scroll script of a page (the classic inline one), run in a stand-in with history and storage. */
  function runScrollScript(html: string, mode: 'auto' | 'manual', state: { key?: string } | null, stored: string) {
    const code = /<script>([^<]*?restoreKey[\s\S]*?)<\/script>/.exec(html)![1]!;
    const calls: string[] = [];
    const history = {
      scrollRestoration: mode,
      state,
      replaceState(next: { key: string }) {
        calls.push(`replaceState ${typeof next.key}`);
        history.state = next;
      },
    };
    const items = new Map([['react-router-scroll-positions', stored]]);
    const sessionStorage = {
      getItem(name: string) {
        calls.push(`getItem ${name}`);
        return items.get(name) ?? null;
      },
      setItem(name: string, value: string) {
        calls.push(`setItem ${name} ${value}`);
        items.set(name, value);
      },
      removeItem() {},
    };
    const window: Record<string, unknown> = {
      history,
      scrollTo: (x: number, y: number) => calls.push(`scrollTo ${x},${y}`),
    };
    vm.runInContext(code, vm.createContext({ window, history, sessionStorage, console }));
    const wake = () => (window[KEY_ENTRY_ON_WAKE] as () => void)();
    return { calls, wake, window, history };
  }

  it("runs React Router's scroll script at the wake-up, without scrolling, unless the entry is 'manual'", () => {
    // As React Router renders it: the entry's key and the stored position, in the first parse.
    const before = runScrollScript(rendered, 'auto', { key: 'k1' }, '{"k1":480}');
    expect(before.calls).toEqual(['getItem react-router-scroll-positions', 'scrollTo 0,480']);

    const lean = wakeScriptsOnIntent(rendered, FONTS);
    // An ordinary page load ("auto": the browser restores the scroll itself): nothing before the wake-up...
    const fresh = runScrollScript(lean, 'auto', null, '{"k0":90}');
    expect(fresh.calls).toEqual([]);
    // ...which gives the entry its key and scrolls nowhere (the visitor may have scrolled since the load).
    fresh.wake();
    expect(fresh.calls).toEqual(['replaceState string', 'getItem ']);
    const kept = runScrollScript(lean, 'auto', { key: 'k1' }, '{"k1":480}');
    kept.wake();
    expect(kept.calls).toEqual(['getItem ']);
    // An entry the router left "manual" (the browser restores nothing): React Router's script, at once.
    const manual = runScrollScript(lean, 'manual', { key: 'k1' }, '{"k1":480}');
    expect(manual.calls).toEqual(['getItem react-router-scroll-positions', 'scrollTo 0,480']);
    expect(manual.window[KEY_ENTRY_ON_WAKE]).toBeUndefined();
    // ...and the entry handed back to the browser, which keeps its position from now on (a page never woken).
    expect(manual.history.scrollRestoration).toBe('auto');
    expect(fresh.history.scrollRestoration).toBe('auto');
  });

  it('leaves a scroll script with a restore key (a getKey) as React Router wrote it', () => {
    const withKey = rendered.replace(/, null\)<\/script>/, ', "/")</script>');
    expect(withKey).not.toBe(rendered);
    expect(wakeScriptsOnIntent(withKey, FONTS)).toContain(', "/")</script>');
  });

  it("wakes the page after the scroll script's part, even when that throws (storage blocked)", async () => {
    const order: string[] = [];
    const window: Record<string, unknown> = {};
    const browser = runLean(wakeScriptsOnIntent(rendered, FONTS), window);
    window[KEY_ENTRY_ON_WAKE] = () => {
      order.push(`scroll part, ${browser.imported.length} imported`);
      throw new Error('The operation is insecure.');
    };
    (browser.window.__wakeLeanPage as () => void)();
    await browser.settle();
    expect(order).toEqual(['scroll part, 0 imported']);
    expect(browser.imported).toEqual([expect.stringContaining(PAGE_DATA_PATH), ...expectedModules().modules]);
  });

  it('leaves a page it does not recognise exactly as rendered', () => {
    const noScripts = '<!DOCTYPE html><html><head></head><body>x</body></html>';
    expect(wakeScriptsOnIntent(noScripts, FONTS)).toBe(noScripts);
  });
});
