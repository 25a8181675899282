// First-view CSS (issue 12, docs/decisions/022): a rendered page carries the text of its built style sheets in
// <style> elements where React Router put their <link rel="stylesheet">. Under a phone's round trips each
// linked sheet held the first paint until it had arrived; inline, the first paint needs the HTML only.
//
// The sheets are small (root, the site's layout and the page's own: 1-7 KB compressed together), and every
// rule of them can apply to the first screen (the header, the page's top), so they are put in whole. The CSP
// is unchanged: style-src already allows inline styles for MUI's emotion (decision 008). Each <link> stays,
// `disabled` (a disabled style sheet is neither fetched nor applied): React hydrates <head> element by element
// and would otherwise miss it and render the whole document again.
// The page cache keeps the rewritten HTML, so this is done once per rendered page.

/** React's markup for a route's style sheet in <head> (React Router may end the URL with a '#'). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"<>#]+\.css)(?:#[^"<>]*)?"\s*\/?>/g;

/** The text of a built file, by its URL path; undefined when there is none. */
export type BuiltText = (href: string) => string | undefined;

/**
 * The page with the style sheets linked in its <head> inlined, each just before its (now disabled) link, so
 * the cascade is the same. A sheet that is not a built file, or whose text could end the <style> element, stays linked.
 */
export function inlineStyleSheets(html: string, builtText: BuiltText): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string) => {
    const css = builtText(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style data-href="${href}">${css.trim()}</style>${link.replace(/\s*\/?>$/, ' disabled/>')}`;
  });
  return head + html.slice(headEnd);
}
