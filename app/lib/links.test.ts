// The social-link rule of spec section 5 (director section and footer).
import { describe, expect, it } from 'vitest';
import { socialHref } from './links.ts';

describe('socialHref', () => {
  it('means no button for an empty value or a lone #', () => {
    for (const value of [undefined, null, '', '   ', '#', ' # ']) expect(socialHref(value), String(value)).toBeNull();
  });

  it('keeps links that start with http:// or https:// (any case)', () => {
    expect(socialHref('https://instagram.com/bright')).toBe('https://instagram.com/bright');
    expect(socialHref('http://facebook.com/bright')).toBe('http://facebook.com/bright');
    expect(socialHref('HTTPS://x.com/bright')).toBe('HTTPS://x.com/bright');
  });

  it('puts https:// in front of other links after removing their leading slashes', () => {
    expect(socialHref('linkedin.com/in/bright')).toBe('https://linkedin.com/in/bright');
    expect(socialHref('//x.com/bright')).toBe('https://x.com/bright');
    expect(socialHref('///facebook.com/bright')).toBe('https://facebook.com/bright');
    expect(socialHref('  www.instagram.com/bright ')).toBe('https://www.instagram.com/bright');
  });
});
