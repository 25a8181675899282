// A post's text (decision 030): formatted text is stored as sanitised HTML (common/rich-text-clean.ts, on every
// save); a text written before formatting existed is plain and stays so. These light functions read both forms
// alike, in the browser and on the server: which form a text is, the HTML of a plain text (paragraphs at blank
// lines, line breaks kept), bare web addresses made links, and the plain text of either (excerpts, descriptions).

/** Formatted text starts with a tag; a plain text does not (the sanitiser's output always does). */
export function isRichText(content: string): boolean {
  return /^\s*<[a-z]/i.test(content);
}

/**
 * A link's address as kept: http(s), mailto and tel, or an address on this site (`/…`, not `//` or `/\`, which a
 * browser reads as another site). Control characters and spaces a browser would skip make it no link.
 */
export function safeHref(raw: string | undefined): string | null {
  const href = (raw ?? '').trim();
  if (!href || /[\u0000-\u001f\u007f\s]/.test(href)) return null;
  return /^(?:https?:|mailto:|tel:)/i.test(href) || /^\/(?![/\\])/.test(href) ? href : null;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** HTML of a plain text as posts have always shown it: a paragraph per blank-line-separated part, `<br>` per line. */
export function plainToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${part.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('');
}

// A web address in escaped text: http(s):// or www., up to a space, a quote, an angle bracket or a tag (escaped
// or not); the punctuation that ends a sentence after it is not part of it.
const BARE_URL = /\b(?:https?:\/\/|www\.)(?:(?!&quot;|&#39;|&lt;|&gt;)[^\s<>"'])+/gi;
const TRAILING = /[.,;:!?)\]]+$/;

/** Links for the bare web addresses of escaped HTML text (outside links), leaving tags and links as they are. */
export function linkify(html: string): string {
  let inLink = 0;
  return html
    .split(/(<[^>]*>)/)
    .map((part) => {
      if (part.startsWith('<')) {
        if (/^<a[\s>]/i.test(part)) inLink++;
        else if (/^<\/a>/i.test(part)) inLink = Math.max(0, inLink - 1);
        return part;
      }
      if (inLink) return part;
      return part.replace(BARE_URL, (found) => {
        const url = found.replace(TRAILING, '');
        const rest = found.slice(url.length);
        if (/^www\.$/i.test(url) || url.length < 5) return found;
        const href = /^www\./i.test(url) ? `https://${url}` : url;
        return `<a href="${href}">${url}</a>${rest}`;
      });
    })
    .join('');
}

/** The HTML a post shows: formatted text as stored (sanitised), a plain text in its paragraphs; addresses linked. */
export function textToHtml(content: string, clean: (html: string) => string): string {
  return linkify(isRichText(content) ? clean(content) : plainToHtml(content));
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

/** The characters of HTML entities (named ones of the sanitiser's output, and numeric ones). */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return NAMED[name.toLowerCase()] ?? entity;
  });
}

/**
 * The plain text of a post: a plain text as it is; formatted text without its tags (blocks separated by a blank
 * line, `<br>` a line break, list items a line each after a bullet, so that a card's one line of excerpt does not
 * run them together) and with its entities decoded. Pictures leave nothing.
 */
export function plainText(content: string): string {
  if (!isRichText(content)) return content;
  const text = content
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(?:p|h[1-6]|blockquote|ul|ol)>/gi, '\n\n')
    .replace(/<li\b[^>]*>/gi, '• ')
    .replace(/<\/li>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .replace(/[ \t]*\n[ \t]*/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
