// A whole post for the pages, made where they are rendered (its loaders): its text as the HTML to show, formatted
// text sanitised once more (rows written before decision 030, imports) and plain text in its paragraphs, with web
// addresses linked. On the server only: the sanitiser never reaches a page's scripts.
import type { BlogPost } from '../../../common/api-types.ts';
import { sanitizeRichText } from '../../../common/rich-text-clean.ts';
import { textToHtml } from '../../../common/rich-text.ts';
import type { Shown } from '../../app-context.ts';
import { toSummary, type PostFull } from './post.ts';

export function toFull(post: Shown<BlogPost>): PostFull {
  // Pictures in the text load as they come near the screen (the first view is the title and the top picture).
  const html = postHtml(post.content ?? '').replace(/<img /g, '<img loading="lazy" decoding="async" ');
  return { ...toSummary(post), html };
}

/** The HTML a post's text shows (the RSS feed's too). */
export function postHtml(content: string): string {
  return textToHtml(content, sanitizeRichText);
}
