// How Roboto's faces (app/fonts.ts) come to a page: after it has been drawn, and used on it only when they
// cost no shift (app/fonts.ts explains why). Kept apart from the font files' addresses, which only the built
// app knows, so that the server's own modules can write this function into lean pages.

/** One face of the font: its weight, where it comes from and the letters it covers. */
export interface FontFaceSpec {
  weight: string;
  /** Names of the face on a device that has it built in (Android), tried before the file. */
  local: string[];
  url: string;
  unicodeRange: string;
  /** The page's text needs it: loaded before the faces are added (Latin Extended loads only on demand). */
  latin: boolean;
}

/**
 * Loads Roboto after the page and marks <html data-fonts>: "added" once the page uses it, "cached" when its
 * files came over the network or too late (the next page has them), "failed". `nextPage`: called again on a
 * move to another page of the same document (root.tsx), whose new content may take the faces kept as "cached".
 * Its source is also written into lean pages (app/islands/lean-page.server.ts), so it uses nothing from outside
 * itself.
 */
export function loadFonts(faces: FontFaceSpec[], nextPage = false): void {
  const html = document.documentElement;
  const state = html.getAttribute('data-fonts');
  if (state !== null && !(nextPage && state === 'cached')) return;
  html.setAttribute('data-fonts', 'loading');
  // Where the browser does not tell the bytes transferred, font-display: optional's block period decides: a
  // file that takes longer came over the network.
  const QUICK_MS = 100;
  try {
    const made = faces.map((spec) => {
      const src = [...spec.local.map((name) => `local('${name}')`), `url(${spec.url}) format('woff2')`].join(', ');
      const descriptors: FontFaceDescriptors = {
        weight: spec.weight,
        unicodeRange: spec.unicodeRange,
        display: 'optional',
      };
      return { spec, face: new FontFace('Roboto', src, descriptors) };
    });
    const latin = made.filter(({ spec }) => spec.latin);
    const begun = performance.now();
    Promise.all(latin.map(({ face }) => face.load())).then(
      () => {
        // A file that came over the network (bytes transferred) is a first visit's: its text is already drawn
        // in the device's own font, and keeps it. From the cache, or built in (no file asked for), it is used.
        const files = performance
          .getEntriesByType('resource')
          .filter((entry) => latin.some(({ spec }) => entry.name.endsWith(spec.url)))
          .map((entry) => (entry as PerformanceResourceTiming).transferSize);
        const downloaded = files.some((bytes) => typeof bytes === 'number' && bytes > 0);
        const untold = files.some((bytes) => typeof bytes !== 'number');
        if ((!nextPage && downloaded) || (untold && performance.now() - begun > QUICK_MS)) {
          html.setAttribute('data-fonts', 'cached');
          return;
        }
        for (const { face } of made) document.fonts.add(face);
        html.setAttribute('data-fonts', 'added');
      },
      () => html.setAttribute('data-fonts', 'failed'),
    );
  } catch {
    // No FontFace (a very old browser): its own sans-serif.
    html.setAttribute('data-fonts', 'failed');
  }
}
