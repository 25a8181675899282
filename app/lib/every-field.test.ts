import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { NOT_DRAWN, drawEvery, drawnIn, drawnWith, type EveryField } from './every-field.tsx';

type Record3 = { title: string; year?: number; phone: string; _id: string };
const p = (text: string) => createElement('p', null, text);
const draw = (parts: Record<string, unknown>) => renderToStaticMarkup(createElement('div', null, drawEvery(parts)));

describe('EveryField: a page says what it draws of every field (docs/architecture.md, "Add a field")', () => {
  it('draws the parts in the order written; fields drawn elsewhere or not at all add nothing', () => {
    const lines = { phone: p('phone') };
    const parts = {
      year: createElement('section', null, p('year'), p('title')),
      title: drawnWith('year'),
      phone: drawnIn(lines),
      _id: NOT_DRAWN,
    } satisfies EveryField<Record3>;
    expect(draw(parts)).toBe('<div><section><p>year</p><p>title</p></section></div>');
    expect(draw(lines)).toBe('<div><p>phone</p></div>');
    // A part that draws nothing this time (a conditional) leaves nothing either.
    expect(draw({ ...parts, year: false })).toBe('<div></div>');
  });

  it('does not compile while a field has no entry, or an entry that points nowhere', () => {
    const lines = { phone: p('phone') };
    // @ts-expect-error -- `phone` (a field added to the record) has no entry.
    void ({ title: p('t'), year: p('y'), _id: NOT_DRAWN } satisfies EveryField<Record3>);
    void ({
      title: p('t'),
      year: p('y'),
      phone: drawnIn(lines),
      // @ts-expect-error -- the group drawn elsewhere has no entry for `_id`.
      _id: drawnIn(lines),
    } satisfies EveryField<Record3>);
    void ({
      title: p('t'),
      // @ts-expect-error -- drawn with a field the record does not have.
      year: drawnWith('month'),
      phone: drawnIn(lines),
      _id: NOT_DRAWN,
    } satisfies EveryField<Record3>);
    expect(true).toBe(true);
  });
});
