// The card text of spec sections 2 and 9, one rule for the public and the admin cards: the first 80 characters
// followed by '...'. A character is what a reader sees as one (a grapheme: an emoji with skin tone or a family
// emoji joined by zero-width joiners, a letter with combining accents), so no picture or letter is cut in half.
// Formatted text is cut as its plain text (no tags, entities decoded: decision 030).
import { EXCERPT_LENGTH } from '../../common/constants.ts';
import { plainText } from '../../common/rich-text.ts';

const segmenter =
  typeof Intl.Segmenter === 'function' ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;

function graphemes(text: string): string[] {
  // Browsers without Intl.Segmenter still never split a surrogate pair.
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : Array.from(text);
}

export function excerpt(content: string | null | undefined, length = EXCERPT_LENGTH): string {
  return (
    graphemes(plainText(content ?? ''))
      .slice(0, length)
      .join('') + '...'
  );
}
