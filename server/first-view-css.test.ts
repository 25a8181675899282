import { describe, expect, it } from 'vitest';
import { classesIn, inlineStyleSheets, usedRules } from './first-view-css.ts';

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

describe('usedRules (a lean page: only the rules that can match its markup)', () => {
  const classes = new Set(['bs-header', 'bs-btn', 'bs-card']);

  it('keeps a rule when one of its selectors needs only classes the page has', () => {
    const css =
      'body{margin:0}.bs-header{display:flex}.bs-hero{height:60vh}.bs-btn:hover,.bs-hero .x{color:red}' +
      '.bs-header .bs-btn::after{content:"}"}a.bs-card>img{width:100%}.bs-hero,.bs-dot{opacity:0}';
    expect(usedRules(css, classes)).toBe(
      'body{margin:0}.bs-header{display:flex}.bs-btn:hover,.bs-hero .x{color:red}' +
        '.bs-header .bs-btn::after{content:"}"}a.bs-card>img{width:100%}',
    );
  });

  it('does not count classes inside :not(), :is(), :has(), attribute selectors or strings as needed', () => {
    const css =
      '.bs-btn:not(.bs-open){color:red}:is(.bs-a,.bs-b) .bs-card{color:blue}.bs-card:has(.bs-x){margin:0}' +
      '[data-x=".bs-y"]{margin:1px}.bs-open:not(.bs-btn){color:green}';
    expect(usedRules(css, classes)).toBe(
      '.bs-btn:not(.bs-open){color:red}:is(.bs-a,.bs-b) .bs-card{color:blue}.bs-card:has(.bs-x){margin:0}' +
        '[data-x=".bs-y"]{margin:1px}',
    );
  });

  it('filters inside @media and @supports, drops an emptied group, keeps @keyframes and statements', () => {
    const css =
      '@import url("x.css");@media (max-width:600px){.bs-header{gap:0}.bs-hero{gap:1px}}' +
      '@media (prefers-reduced-motion:reduce){.bs-hero{transition:none}}' +
      '@supports (display:grid){@media print{.bs-card{display:grid}}}@keyframes spin{0%{opacity:0}to{opacity:1}}';
    expect(usedRules(css, classes)).toBe(
      '@import url("x.css");@media (max-width:600px){.bs-header{gap:0}}' +
        '@supports (display:grid){@media print{.bs-card{display:grid}}}@keyframes spin{0%{opacity:0}to{opacity:1}}',
    );
  });

  it('keeps what it cannot read: an escaped class name, a nested rule', () => {
    const css = '.md\\:flex{display:flex}.bs-hero{.x{color:red}}.bs-gone{color:red}';
    expect(usedRules(css, classes)).toBe('.md\\:flex{display:flex}.bs-hero{.x{color:red}}');
  });

  it('marks the inlined sheet as partial and keeps its link, disabled, for the whole sheet', () => {
    const html =
      '<html><head><link rel="stylesheet" href="/assets/site-b.css"/></head>' +
      '<body><header class="bs-header x"></header></body></html>';
    const sheets = { '/assets/site-b.css': '.bs-header{display:flex}.bs-hero{height:60vh}' };
    expect(inlineStyleSheets(html, (href) => sheets[href as keyof typeof sheets], { classes: classesIn(html) })).toBe(
      '<html><head><style data-href="/assets/site-b.css" data-partial="">.bs-header{display:flex}</style>' +
        '<link rel="stylesheet" href="/assets/site-b.css" disabled/></head>' +
        '<body><header class="bs-header x"></header></body></html>',
    );
  });
});

describe('usedRules on what the build does not write today', () => {
  it('reads past comments, keeps an emptied @layer (its place in the order), and reads names in any script', () => {
    const classes = new Set(['bs-größe', 'bs-header']);
    const css =
      '/*! license */html{margin:0}.bs-header/* .bs-x */{gap:0}@layer base{.bs-gone{color:red}}' +
      '@layer site{.bs-header{color:blue}}.bs-größe{width:1px}.bs-grö{width:2px}';
    expect(usedRules(css, classes)).toBe(
      '/*! license */html{margin:0}.bs-header/* .bs-x */{gap:0}@layer base{}' +
        '@layer site{.bs-header{color:blue}}.bs-größe{width:1px}',
    );
  });
});
