// The admin lists' search boxes (issue 13.11): a text matches when every word of the search is one of its whole
// words, in any letter case, so 'Sports' finds 'Sports Day' but not 'Transports'.

/** Lower-case words: runs of letters and digits in any script. */
function words(text: string): string[] {
  return text.toLocaleLowerCase().match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
}

/** Whether every word of `query` is a whole word of `text` (an empty search matches everything). */
export function matchesWords(text: string, query: string): boolean {
  const wanted = words(query);
  if (wanted.length === 0) return true;
  const have = new Set(words(text));
  return wanted.every((word) => have.has(word));
}

/** A gallery item matches by whole words of its title, or by its category named exactly. */
export function matchesGalleryItem(item: { title: string; category: string }, query: string): boolean {
  const exact = query.trim().toLocaleLowerCase();
  return matchesWords(item.title, query) || item.category.toLocaleLowerCase() === exact;
}
