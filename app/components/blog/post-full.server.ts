// A whole post for the pages, made where they are rendered (its loaders): its text as the HTML to show, formatted
// text sanitised once more (rows written before decision 030, imports) and plain text in its paragraphs, with web
// addresses linked. On the server only: the sanitiser never reaches a page's scripts.
import type { BlogPost } from '../../../common/api-types.ts';
import { IMG_SRC, sanitizeRichText, storedFileKey } from '../../../common/rich-text-clean.ts';
import { textToHtml } from '../../../common/rich-text.ts';
import type { Shown } from '../../app-context.ts';
import { toSummary, type PostFull } from './post.ts';

export type PictureSizes = NonNullable<BlogPost['pictureSizes']>;

export function toFull(post: Shown<BlogPost>): PostFull {
  // Pictures in the text load as they come near the screen (the first view is the title and the top picture).
  const html = postHtml(post.content ?? '', post.pictureSizes).replace(
    /<img /g,
    '<img loading="lazy" decoding="async" ',
  );
  return { ...toSummary(post), html };
}

/**
 * The HTML a post's text shows (the RSS feed's too), each stored picture with its width and height (the stored
 * file's, from `sizes`), so the page keeps its room before it loads (its CSS keeps it fluid: post-body.tsx).
 */
export function postHtml(content: string, sizes: PictureSizes = {}): string {
  return textToHtml(content, sanitizeRichText).replace(IMG_SRC, (img, src: string) => {
    const size = sizes[storedFileKey(src) ?? ''];
    return size ? img.replace(/\ssrc="[^"]*"/, (at) => `${at} width="${size.width}" height="${size.height}"`) : img;
  });
}
