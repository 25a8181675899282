// First-view CSS (issue 12, docs/decisions/022): a rendered page carries the text of its built style sheets in
// <style> elements where React Router put their <link rel="stylesheet">. Under a phone's round trips each
// linked sheet held the first paint until it had arrived; inline, the first paint needs the HTML only.
//
// Each <link> stays, `disabled` (a disabled style sheet is neither fetched nor applied): React hydrates <head>
// element by element and would otherwise miss it and render the whole document again. The CSP is unchanged:
// style-src already allows inline styles for MUI's emotion (decision 008).
//
// A lean page (no script until a visitor reaches for a button: app/islands/) carries only the rules that can
// match its own markup (`usedRules`: about a third of the site's sheet on any page but the home page), marked
// `data-partial`; its one script enables the whole sheets after the load event and before hydration, when
// React may draw what the server did not (a dialog, a menu). Every other page carries the sheets whole.
// The page cache keeps the rewritten HTML, so this is done once per rendered page.

/** React's markup for a route's style sheet in <head> (React Router may end the URL with a '#'). */
const STYLESHEET_LINK = /<link rel="stylesheet" href="(\/assets\/[^"<>#]+\.css)(?:#[^"<>]*)?"\s*\/?>/g;

/** The text of a built file, by its URL path; undefined when there is none. */
export type BuiltText = (href: string) => string | undefined;

/**
 * The page with the style sheets linked in its <head> inlined, each just before its (now disabled) link, so
 * the cascade is the same. A sheet that is not a built file, or whose text could end the <style> element, stays
 * linked. With `classes` (a lean page's: those of its markup and of what its scripts make), only the rules that
 * can match them, in a <style data-partial>.
 */
export function inlineStyleSheets(
  html: string,
  builtText: BuiltText,
  { classes }: { classes?: ReadonlySet<string> } = {},
): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replace(STYLESHEET_LINK, (link, href: string) => {
    const css = builtText(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    const text = classes ? usedRules(css, classes) : css.trim();
    const partial = classes ? ' data-partial=""' : '';
    return `<style data-href="${href}"${partial}>${text}</style>${link.replace(/\s*\/?>$/, ' disabled/>')}`;
  });
  return head + html.slice(headEnd);
}

/** Every class name written in the page's markup. */
export function classesIn(html: string): Set<string> {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/)).filter(Boolean));
}

/**
 * The rules of a style sheet that can match a page whose markup has `classes`: a style rule is dropped only
 * when each of its selectors needs a class the page lacks (classes inside :not(), :is(), :has() or an attribute
 * selector are not counted as needed); a conditional group (@media, @supports, @container, @layer) keeps what
 * its rules keep; every other at-rule (@keyframes, @font-face, @import) is kept.
 */
export function usedRules(css: string, classes: ReadonlySet<string>): string {
  let kept = '';
  for (const rule of topLevelRules(css)) {
    const open = rule.indexOf('{');
    if (open < 0 || !rule.endsWith('}')) {
      kept += rule;
      continue;
    }
    const prelude = rule.slice(0, open).trim();
    const body = rule.slice(open + 1, -1);
    if (/^@(media|supports|container|layer)\b/i.test(prelude)) {
      const inner = usedRules(body, classes);
      // A layer is kept even when emptied: the order of layers is the order they first appear in.
      if (inner || /^@layer\b/i.test(prelude)) kept += `${prelude}{${inner}}`;
    } else if (prelude.startsWith('@') || body.includes('{')) {
      kept += rule; // other at-rules, and nested rules (not written by the build): kept whole
    } else if (splitTopLevel(prelude, ',').some((selector) => neededClasses(selector).every((c) => classes.has(c)))) {
      kept += rule;
    }
  }
  return kept;
}

/** The classes a selector needs the page to have (none, when it has an escaped name it cannot read). */
function neededClasses(selector: string): string[] {
  // Functional pseudo-classes' arguments, attribute selectors, strings and comments: not needed classes.
  let plain = '';
  let depth = 0;
  for (const part of selector.split(/(\\.|"(?:\\.|[^"\\])*"|'(?:\\.|[^'\\])*'|\/\*[\s\S]*?\*\/|[()[\]])/)) {
    if (part === '(' || part === '[') depth++;
    else if (part === ')' || part === ']') depth = Math.max(0, depth - 1);
    else if (depth === 0 && !part.startsWith('/*')) plain += part.startsWith('\\') ? '\u0000' : part;
  }
  if (plain.includes('\u0000')) return [];
  // A name runs on over letters of any script (a class may be written in German or Kiswahili).
  return [...plain.matchAll(/\.(-?(?:[\w-]|[^\x00-\x7f])+)/g)].map((m) => m[1]!);
}

/** A sheet's top-level rules and statements, as written (strings and comments kept whole). */
function topLevelRules(css: string): string[] {
  return splitTopLevel(css, '}', true).flatMap((chunk) => {
    // A statement (@import …;) before a rule ends at its ';' (only outside any block).
    const out: string[] = [];
    let rest = chunk;
    for (let semi = statementEnd(rest); semi >= 0; semi = statementEnd(rest)) {
      out.push(rest.slice(0, semi + 1));
      rest = rest.slice(semi + 1);
    }
    if (rest.trim()) out.push(rest);
    return out;
  });
}

/** The end of a leading `;`-statement (one that comes before any block) in a chunk, or -1. */
function statementEnd(chunk: string): number {
  const [statement] = splitTopLevel(chunk, ';');
  return statement !== undefined && statement.length < chunk.length && !statement.includes('{') ? statement.length : -1;
}

/**
 * Splits at `separator` where it is outside strings, comments, parentheses, brackets and blocks. With
 * `closing`, the separator is a block's '}' at depth 1 and is kept at the end of its part.
 */
function splitTopLevel(text: string, separator: string, closing = false): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\\') i++;
    else if (c === '"' || c === "'") {
      for (i++; i < text.length && text[i] !== c; i++) if (text[i] === '\\') i++;
    } else if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 1;
    } else if (closing && c === '}' && depth === 1) {
      depth = 0;
      parts.push(text.slice(start, i + 1));
      start = i + 1;
    } else if ('([{'.includes(c)) depth++;
    else if (')]}'.includes(c)) depth = Math.max(0, depth - 1);
    else if (!closing && c === separator && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  if (start < text.length) parts.push(text.slice(start));
  return parts;
}
