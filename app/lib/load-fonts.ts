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
 * files came over the network or too late (the next page has them), "failed". Its source is also written into
 * lean pages (app/islands/lean-page.server.ts), so it uses nothing from outside itself.
 */
export function loadFonts(faces: FontFaceSpec[]): void {
  const html = document.documentElement;
  if (html.hasAttribute('data-fonts')) return;
  html.setAttribute('data-fonts', 'loading');
  // font-display: optional's block period: a font that comes later would move text already being read.
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
        const downloaded = performance
          .getEntriesByType('resource')
          .some(
            (entry) =>
              latin.some(({ spec }) => entry.name.endsWith(spec.url)) &&
              (entry as PerformanceResourceTiming).transferSize > 0,
          );
        if (downloaded || performance.now() - begun > QUICK_MS) {
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
