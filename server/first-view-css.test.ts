import { describe, expect, it } from 'vitest';
import { inlineStyleSheets } from './first-view-css.ts';

const built: Record<string, string> = {
  '/assets/root-a.css': 'body{margin:0}\n',
  '/assets/site-b.css': '.bs-header{display:flex}',
  '/assets/odd-c.css': 'a{content:"</style><script>"}',
};
const text = (href: string) => built[href];

describe('inlineStyleSheets', () => {
  it("puts each built sheet's text before its link, which stays disabled, in the order of the links", () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/root-a.css"/>' +
      '<link rel="stylesheet" href="/assets/site-b.css#"/></head><body></body></html>';
    expect(inlineStyleSheets(html, text)).toBe(
      '<html><head><style data-href="/assets/root-a.css">body{margin:0}</style>' +
        '<link rel="stylesheet" href="/assets/root-a.css" disabled/>' +
        '<style data-href="/assets/site-b.css">.bs-header{display:flex}</style>' +
        '<link rel="stylesheet" href="/assets/site-b.css#" disabled/></head><body></body></html>',
    );
  });

  it('leaves linked what is not a built sheet, could end the <style>, or is outside <head>', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/gone.css"/>' +
      '<link rel="stylesheet" href="/assets/odd-c.css"/></head>' +
      '<body><link rel="stylesheet" href="/assets/root-a.css"/></body></html>';
    expect(inlineStyleSheets(html, text)).toBe(html);
  });
});
