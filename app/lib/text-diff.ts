// A word-by-word difference of two texts, for the admin's versions (old | current side by side): the longest
// common subsequence of their words and spaces, after the common start and end are set aside. A pair too long to
// compare word by word (more than MAX_CELLS steps) is compared line by line, and beyond that as a whole.

export type DiffKind = 'same' | 'removed' | 'added';
export interface DiffPart {
  kind: DiffKind;
  text: string;
}

/** The most cells of the comparison table: about 16 MB of counts, and a blink of work. */
const MAX_CELLS = 4_000_000;

const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
const lines = (text: string) => text.match(/[^\n]*\n|[^\n]+/g) ?? [];

/** Appends a part, joined to the one before when it is of the same kind. */
function push(parts: DiffPart[], kind: DiffKind, text: string): void {
  if (text === '') return;
  const last = parts.at(-1);
  if (last?.kind === kind) last.text += text;
  else parts.push({ kind, text });
}

/** The differences of two lists of tokens (their common start and end already set aside). */
function lcs(a: string[], b: string[], parts: DiffPart[]): void {
  const n = a.length;
  const m = b.length;
  // length[i * (m + 1) + j]: the longest common subsequence of a[i..] and b[j..].
  const length = new Uint32Array((n + 1) * (m + 1));
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      const at = i * (m + 1) + j;
      length[at] = a[i] === b[j] ? length[at + m + 2]! + 1 : Math.max(length[at + m + 1]!, length[at + 1]!);
    }
  }
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      push(parts, 'same', a[i]!);
      i++;
      j++;
    } else if (length[(i + 1) * (m + 1) + j]! >= length[i * (m + 1) + j + 1]!) {
      push(parts, 'removed', a[i++]!);
    } else {
      push(parts, 'added', b[j++]!);
    }
  }
  push(parts, 'removed', a.slice(i).join(''));
  push(parts, 'added', b.slice(j).join(''));
}

function diffTokens(a: string[], b: string[], parts: DiffPart[], finer: boolean): boolean {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  const middleA = a.slice(start, a.length - end);
  const middleB = b.slice(start, b.length - end);
  if ((middleA.length + 1) * (middleB.length + 1) > MAX_CELLS && finer) return false;
  push(parts, 'same', a.slice(0, start).join(''));
  if ((middleA.length + 1) * (middleB.length + 1) > MAX_CELLS) {
    push(parts, 'removed', middleA.join(''));
    push(parts, 'added', middleB.join(''));
  } else {
    lcs(middleA, middleB, parts);
  }
  push(parts, 'same', a.slice(a.length - end).join(''));
  return true;
}

/** The parts of `before` and `after` in order: unchanged, removed from `before`, added in `after`. */
export function diffText(before: string, after: string): DiffPart[] {
  const parts: DiffPart[] = [];
  if (diffTokens(words(before), words(after), parts, true)) return parts;
  diffTokens(lines(before), lines(after), parts, false);
  return parts;
}

/** The two sides of a difference: `before` with what was removed, `after` with what was added. */
export function sides(parts: DiffPart[]): { before: DiffPart[]; after: DiffPart[] } {
  return {
    before: parts.filter((part) => part.kind !== 'added'),
    after: parts.filter((part) => part.kind !== 'removed'),
  };
}
