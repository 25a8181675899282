// loadFonts (app/lib/load-fonts.ts) in a stand-in browser, run from its source as lean pages run it: which
// faces it loads and adds, and what <html data-fonts> says, for a first visit, the next page and a failure.
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { ROBOTO } from '../fonts.ts';
import { loadFonts } from './load-fonts.ts';

/** A stand-in browser whose font files take `loadMs`, transfer `transferSize` bytes (0: the cache) or fail. */
function browser(files: { loadMs?: number; transferSize: number | undefined; fail?: boolean }) {
  const attributes = new Map<string, string>();
  const resources: { name: string; transferSize: number | undefined }[] = [];
  const added: string[] = [];
  const context = vm.createContext({
    document: {
      documentElement: {
        getAttribute: (name: string) => attributes.get(name) ?? null,
        setAttribute: (name: string, value: string) => attributes.set(name, value),
      },
      fonts: { add: (face: { weight: string }) => added.push(face.weight) },
    },
    performance: { now: () => performance.now(), getEntriesByType: () => resources },
    setTimeout,
    FontFace: class {
      weight: string;
      url: string;
      constructor(_family: string, src: string, descriptors: { weight: string }) {
        this.weight = descriptors.weight;
        this.url = /url\(([^)]+)\)/.exec(src)![1]!;
      }
      load() {
        return new Promise((resolve, reject) =>
          setTimeout(() => {
            if (files.fail) return reject(new Error('network'));
            resources.push({ name: `https://school.example${this.url}`, transferSize: files.transferSize });
            resolve(this);
          }, files.loadMs ?? 0),
        );
      }
    },
  });
  const run = (nextPage = false) =>
    vm.runInContext(`(${loadFonts.toString()})(${JSON.stringify(ROBOTO)}, ${nextPage})`, context) as void;
  const settled = () => new Promise((resolve) => setTimeout(resolve, (files.loadMs ?? 0) + 50));
  return { attributes, added, files, run, settled };
}

describe('loadFonts', () => {
  it('adds all six faces when the Latin ones come from the cache, once', async () => {
    const page = browser({ transferSize: 0 });
    page.run();
    expect(page.attributes.get('data-fonts')).toBe('loading');
    await page.settled();
    expect(page.attributes.get('data-fonts')).toBe('added');
    expect(page.added).toEqual(['400', '500', '700', '400', '500', '700']);
    page.run(true);
    await page.settled();
    expect(page.added).toHaveLength(6);
  });

  it('keeps a first visit as drawn, and adds the faces on the move to the next page', async () => {
    const page = browser({ transferSize: 15_000 });
    page.run();
    await page.settled();
    expect(page.attributes.get('data-fonts')).toBe('cached');
    expect(page.added).toEqual([]);
    // Asked again at once (a second call of the same page): nothing.
    page.run();
    await page.settled();
    expect(page.added).toEqual([]);
    // The next page: the files are in the cache now (their first download is still in the timing list).
    page.files.transferSize = 0;
    page.run(true);
    await page.settled();
    expect(page.attributes.get('data-fonts')).toBe('added');
    expect(page.added).toHaveLength(6);
  });

  it('adds faces from the cache however long the busy page took to hear of them', async () => {
    const page = browser({ transferSize: 0, loadMs: 300 });
    page.run();
    await page.settled();
    expect(page.attributes.get('data-fonts')).toBe('added');
  });

  it('where the bytes are not told, takes a load of over 100 ms as a download', async () => {
    const slow = browser({ transferSize: undefined, loadMs: 150 });
    slow.run();
    await slow.settled();
    expect(slow.attributes.get('data-fonts')).toBe('cached');
    const quick = browser({ transferSize: undefined, loadMs: 0 });
    quick.run();
    await quick.settled();
    expect(quick.attributes.get('data-fonts')).toBe('added');
  });

  it('says when the files could not be loaded, and adds nothing', async () => {
    const page = browser({ transferSize: 0, fail: true });
    page.run();
    await page.settled();
    expect(page.attributes.get('data-fonts')).toBe('failed');
    expect(page.added).toEqual([]);
  });
});
