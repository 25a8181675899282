// The forms of a post's text (decision 030): a plain text shows as it always has, formatted text as sanitised,
// bare addresses become links, and excerpts are plain text.
import { describe, expect, it } from 'vitest';
import { isRichText, linkify, plainText, plainToHtml, safeHref, textToHtml } from './rich-text.ts';
import { cleanPostText, sanitizeRichText } from './rich-text-clean.ts';
import { excerpt } from '../app/lib/excerpt.ts';
import { ATTACKS, expectHarmless } from '../tests/helpers/rich-text.ts';

describe('a plain text written before formatting', () => {
  const OLD = 'Sports day was great.\nEveryone ran.\n\n  Thanks to the parents & <teachers>!  \n\n\n';

  it('is not taken for formatted text', () => {
    expect(isRichText(OLD)).toBe(false);
    expect(isRichText('<3 our pupils')).toBe(false);
    expect(isRichText('  <p>Hi</p>')).toBe(true);
  });

  it('shows its paragraphs at blank lines and its line breaks, escaped', () => {
    expect(plainToHtml(OLD)).toBe(
      '<p>Sports day was great.<br>Everyone ran.</p><p>Thanks to the parents &amp; &lt;teachers&gt;!</p>',
    );
    expect(textToHtml(OLD, sanitizeRichText)).toBe(plainToHtml(OLD));
  });

  it('is its own plain text and excerpt', () => {
    expect(plainText(OLD)).toBe(OLD);
    expect(excerpt('a'.repeat(100))).toBe('a'.repeat(80) + '...');
  });
});

describe('bare web addresses', () => {
  it('become links, without the punctuation that ends the sentence', () => {
    expect(textToHtml('Fees: https://school.example/fees.pdf. See www.example.org, too', sanitizeRichText)).toBe(
      '<p>Fees: <a href="https://school.example/fees.pdf">https://school.example/fees.pdf</a>. See ' +
        '<a href="https://www.example.org">www.example.org</a>, too</p>',
    );
  });

  it('in formatted text too, but not inside a link or a tag', () => {
    const html = '<p><a href="https://a.example/">https://a.example/</a> and http://b.example/x?a=1&amp;b=2</p>';
    expect(linkify(html)).toBe(
      '<p><a href="https://a.example/">https://a.example/</a> and ' +
        '<a href="http://b.example/x?a=1&amp;b=2">http://b.example/x?a=1&amp;b=2</a></p>',
    );
    expect(linkify('<p><img src="/uploads/abc.webp" alt="http://x.example"></p>')).toBe(
      '<p><img src="/uploads/abc.webp" alt="http://x.example"></p>',
    );
  });

  it('never carry a quote out of the address', () => {
    const html = plainToHtml('see https://x.example/"onmouseover="alert(1)');
    expect(linkify(html)).toBe(
      '<p>see <a href="https://x.example/">https://x.example/</a>&quot;onmouseover=&quot;alert(1)</p>',
    );
  });
});

describe('formatted text', () => {
  const RICH =
    '<h2>Term dates</h2><p>Bring <strong>boots</strong> and <em>hats</em> &amp; water.</p>' +
    '<ul><li>Monday</li><li>Friday</li></ul><p><img src="/uploads/0123abcd-800.webp" alt="Pupils">' +
    '<a href="/api/documents/abc/download">Fees</a> <a href="mailto:office@school.example">mail</a></p>';

  it('keeps headings, bold, italic, lists, own pictures and links', () => {
    expect(sanitizeRichText(RICH)).toBe(RICH.replace('alt="Pupils">', 'alt="Pupils" />'));
  });

  it('has a plain text without tags, with entities decoded, for excerpts and descriptions', () => {
    expect(plainText(RICH)).toBe('Term dates\n\nBring boots and hats & water.\n\n• Monday\n• Friday\n\nFees mail');
    // The editor's list items hold paragraphs; a card shows the excerpt on one line, where the bullets part them.
    expect(excerpt('<p>Bring:</p><ul><li><p>Water</p></li><li><p>Hat</p></li></ul>')).toBe(
      'Bring:\n\n• Water\n\n• Hat...',
    );
    expect(plainText('<p>&lt;b&gt; &#233;&#x1F600; &nbsp;&quot;x&quot;</p>')).toBe('<b> é😀 \u00a0"x"');
    expect(excerpt(`<p>${'word '.repeat(30)}</p>`)).toBe(('word '.repeat(16).trim() + ' ').slice(0, 80) + '...');
    expect(excerpt(RICH)).not.toMatch(/[<>]/);
  });

  it('loses every script, event attribute, hostile link and foreign frame', () => {
    for (const attack of ATTACKS) {
      const clean = cleanPostText(attack);
      expectHarmless(clean);
      expectHarmless(textToHtml(attack, sanitizeRichText));
    }
  });

  it('with nothing left to show is empty; plain text with a < is stored as the HTML that shows it', () => {
    expect(cleanPostText('<script>alert(1)</script><style>p{}</style>')).toBe('');
    expect(cleanPostText('<p><img src="/uploads/ab12.webp"></p>')).toBe(
      '<p><img src="/uploads/ab12.webp" alt="" /></p>',
    );
    expect(cleanPostText('x <img src=x onerror=alert(1)>\ny')).toBe('<p>x &lt;img src=x onerror=alert(1)&gt;<br>y</p>');
    expect(cleanPostText('Plain, as sent.\n\nTwo paragraphs.')).toBe('Plain, as sent.\n\nTwo paragraphs.');
  });

  it('links only to http(s), mailto, tel and this site', () => {
    for (const ok of ['https://a.example', 'http://a.example', 'mailto:a@b.example', 'tel:+255700', '/blog/1'])
      expect(safeHref(ok)).toBe(ok);
    for (const bad of [
      'javascript:x',
      'data:text/html,x',
      '//evil.example',
      '/\\evil.example',
      'ftp://x',
      'x.html',
      '/a\tb',
    ])
      expect(safeHref(bad)).toBeNull();
  });
});
