// A lean page draws each repeated icon's shape once (issue 40): the home page carried 21.5 KB of inline SVG,
// most of it the same few icons (a person on every post card, Play and Pause on every carousel, the check
// marks). An icon drawn by one shape (plain-icon.tsx, the header's chevrons) that appears again on the page
// keeps its shape the first time, with an id, and later ones get `<use href="#id">` in its place, inside
// their own <svg> (which keeps its size, class, colour and aria-hidden): the browser draws the same shape in
// the same 24x24 box, with the fill the <svg> gives it. Hydration expects the shape itself, so the wake-up
// puts a copy of it back in place of each <use> before React runs (wake-on-intent.ts, SHARED_ICON).

/** The ids given to shared shapes start with this (wake-on-intent.ts looks for it). */
export const SHARED_ICON = 'bs-i';

// An <svg> whose whole content is one shape element without an id (React writes `<path …></path>`).
const ONE_SHAPE_SVG = /(<svg\b[^>]*>)<(path|circle|rect|polygon|ellipse)\b((?:(?!\bid=)[^>])*)><\/\2><\/svg>/g;

/** The page's HTML with each repeated one-shape icon's shape written once. */
export function shareRepeatedIcons(html: string): string {
  const seen = new Map<string, number>();
  for (const [, , tag, attributes] of html.matchAll(ONE_SHAPE_SVG)) {
    const shape = `${tag}${attributes}`;
    seen.set(shape, (seen.get(shape) ?? 0) + 1);
  }
  const ids = new Map<string, string>();
  return html.replace(ONE_SHAPE_SVG, (whole, svg: string, tag: string, attributes: string) => {
    const shape = `${tag}${attributes}`;
    if ((seen.get(shape) ?? 0) < 2) return whole;
    const id = ids.get(shape);
    if (id) return `${svg}<use href="#${id}"></use></svg>`;
    const own = `${SHARED_ICON}${ids.size}`;
    ids.set(shape, own);
    return `${svg}<${tag}${attributes} id="${own}"></${tag}></svg>`;
  });
}
