// Which page links a paged list shows (/blog, /gallery): the first, the last and a few around the current one,
// with a gap between runs, so a list of 2,500 pages has a dozen links, not 2,500.
//   pageLinks(50, 2500) → [1, 'gap', 48, 49, 50, 51, 52, 'gap', 2500]

/** Pages shown on each side of the current one. */
const AROUND = 2;

export function pageLinks(page: number, pages: number): (number | 'gap')[] {
  const shown = new Set<number>([1, pages]);
  for (let n = page - AROUND; n <= page + AROUND; n++) if (n >= 1 && n <= pages) shown.add(n);
  const sorted = [...shown].sort((a, b) => a - b);
  const links: (number | 'gap')[] = [];
  sorted.forEach((n, i) => {
    const before = sorted[i - 1];
    // One page between two runs is shown itself rather than as a gap.
    if (before !== undefined && n - before === 2) links.push(before + 1);
    else if (before !== undefined && n - before > 2) links.push('gap');
    links.push(n);
  });
  return links;
}
