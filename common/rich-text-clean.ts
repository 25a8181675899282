// The allow-list of a post's formatted text (decision 030), applied by the server on every save of a post or of
// its translations (server/resources/save.ts) and again where a page shows it. Server only: the public pages and
// the admin never load it (import it from server/ or an app `.server.ts` file).
import sanitizeHtml from 'sanitize-html';
import { isRichText, plainToHtml, safeHref } from './rich-text.ts';

/** A picture stored by the site (server/media: `/uploads/<key>.<ext>` or a width of it `<key>-<w>.webp`). */
const OWN_PICTURE = /^\/uploads\/[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)?$/i;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'blockquote',
    'a',
    'img',
    'hr',
  ],
  allowedAttributes: { a: ['href'], img: ['src', 'alt'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Tags whose content is code or a form, never text to keep.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'noscript',
    'noembed',
    'noframes',
    'title',
    'template',
    'iframe',
    'object',
    'embed',
    'svg',
    'math',
    'xmp',
    'head',
  ],
  nestingLimit: 40,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    strike: 's',
    del: 's',
    div: 'p',
    a: (_tag, attribs) => {
      const href = safeHref(attribs.href);
      // Not a link any more (its text stays); a tag is never renamed, as closing tags would not follow.
      return { tagName: 'a', attribs: href ? { href } : ({} as sanitizeHtml.Attributes) };
    },
    img: (_tag, attribs) => {
      const src = (attribs.src ?? '').trim();
      const kept: sanitizeHtml.Attributes = OWN_PICTURE.test(src) ? { src, alt: attribs.alt ?? '' } : {};
      return { tagName: 'img', attribs: kept };
    },
  },
  // A picture from elsewhere goes.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Formatted text with only what the allow-list keeps (leading loose text put in a paragraph). */
export function sanitizeRichText(html: string): string {
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean.replace(/^([^<]+)/, '<p>$1</p>');
}

/**
 * A post's text as stored: formatted text sanitised; a plain text as sent, unless it holds a `<` (then its HTML,
 * which shows it the same, so that no stored text but sanitised HTML has a tag in it). '' when formatted text
 * has nothing left to show (no text, no picture).
 */
export function cleanPostText(content: string): string {
  if (isRichText(content)) {
    const html = sanitizeRichText(content);
    const shown = html.replace(/<(?!img)[^>]*>/g, '').trim();
    return shown ? html : '';
  }
  return content.includes('<') ? plainToHtml(content) : content;
}

/** A stored file's address (server/media/storage.ts STORED_NAME under /uploads/): its key is the name's start. */
const STORED_FILE = /^\/uploads\/([0-9a-f]{32})(?:-\d{1,5})?\.(?:webp|pdf|doc|docx)$/;

/** The key of the stored file an address names (`/uploads/<key>.<ext>` or `<key>-<w>.webp`), or null. */
export function storedFileKey(src: string): string | null {
  return STORED_FILE.exec(src)?.[1] ?? null;
}

/** Each `<img>` of sanitised HTML and its src (the sanitiser writes attributes in double quotes). */
export const IMG_SRC = /<img\b[^>]*?\ssrc="([^"]*)"[^>]*>/g;

/** The keys of the stored files a text's pictures name, each once, in order (none for plain text). */
export function pictureKeys(text: string): string[] {
  const keys = new Set<string>();
  for (const [, src] of text.matchAll(IMG_SRC)) {
    const key = storedFileKey(src ?? '');
    if (key) keys.add(key);
  }
  return [...keys];
}
