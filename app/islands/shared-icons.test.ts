import { describe, expect, it } from 'vitest';
import { SHARED_ICON, shareRepeatedIcons } from './shared-icons.ts';
import { wakeOnIntent } from './wake-on-intent.ts';

const person = (size: string) =>
  `<svg viewBox="0 0 24 24" aria-hidden="true" data-testid="PersonIcon" class="bs-icon" style="font-size:${size}">` +
  '<path d="M12 12c2.21 0 4-1.79 4-4"></path></svg>';
const play = '<svg viewBox="0 0 24 24" class="bs-icon"><path d="M8 5v14l11-7z"></path></svg>';
const twoShapes = '<svg viewBox="0 0 24 24"><circle cx="12" cy="4" r="2"></circle><path d="M1 1"></path></svg>';

describe('shareRepeatedIcons', () => {
  it("writes a repeated icon's shape once, with an id, and a <use> of it in each later <svg>", () => {
    const html = `<main>${person('16px')}<p>a</p>${play}${person('18px')}${person('16px')}${play}</main>`;
    expect(shareRepeatedIcons(html)).toBe(
      '<main>' +
        '<svg viewBox="0 0 24 24" aria-hidden="true" data-testid="PersonIcon" class="bs-icon" style="font-size:16px">' +
        `<path d="M12 12c2.21 0 4-1.79 4-4" id="${SHARED_ICON}0"></path></svg><p>a</p>` +
        `<svg viewBox="0 0 24 24" class="bs-icon"><path d="M8 5v14l11-7z" id="${SHARED_ICON}1"></path></svg>` +
        '<svg viewBox="0 0 24 24" aria-hidden="true" data-testid="PersonIcon" class="bs-icon" style="font-size:18px">' +
        `<use href="#${SHARED_ICON}0"></use></svg>` +
        '<svg viewBox="0 0 24 24" aria-hidden="true" data-testid="PersonIcon" class="bs-icon" style="font-size:16px">' +
        `<use href="#${SHARED_ICON}0"></use></svg>` +
        `<svg viewBox="0 0 24 24" class="bs-icon"><use href="#${SHARED_ICON}1"></use></svg>` +
        '</main>',
    );
  });

  it('leaves an icon drawn once, one of several shapes, and a shape with an id of its own as they are', () => {
    const own = '<svg viewBox="0 0 24 24"><path id="x" d="M1 1"></path></svg>';
    const html = `${play}${twoShapes}${twoShapes}${own}${own}`;
    expect(shareRepeatedIcons(html)).toBe(html);
  });

  it('is the prefix the wake-up looks for when it puts the shapes back before hydration', () => {
    expect(wakeOnIntent.toString()).toMatch(new RegExp(String.raw`use\[href\^=\\?"#${SHARED_ICON}\\?"\]`));
  });
});
