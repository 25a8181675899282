// What a page draws of every field of a record, none left out: an admin form's inputs (one per field of its
// values, `FormInputs` in form-fields.tsx) and a public view's parts (the school page). A field added to the
// record is a type error until its page says what it draws for it (docs/architecture.md, "Add a field"):
//   const parts = {
//     location: <FieldRow>…location…openingYear…</FieldRow>,   // drawn, in this order
//     openingYear: drawnWith('location'),                        // drawn inside another field's part
//     contactPhone: drawnIn(contactLines),                       // an entry of a group drawn elsewhere
//     _id: NOT_DRAWN,                                            // not shown on this page (say why)
//   } satisfies EveryField<SchoolView>;
//   return <>{drawEvery(parts)}</>;
import { Fragment, type ReactNode } from 'react';

/** A field drawn inside the part of another field (a row of inputs, a section of the page). */
export class DrawnWith<K extends string> {
  readonly field: K;
  constructor(field: K) {
    this.field = field;
  }
}

export const drawnWith = <K extends string>(field: K): DrawnWith<K> => new DrawnWith(field);

/** A field drawn as an entry of a group of parts drawn together elsewhere on the page (the contact lines). */
export class DrawnIn<K extends PropertyKey> {
  readonly group: { readonly [P in K]: unknown };
  constructor(group: { readonly [P in K]: unknown }) {
    this.group = group;
  }
}

/** `drawnIn(lines)` for a field compiles only while `lines` has an entry for it (which drawEvery(lines) draws). */
export const drawnIn = <G extends object>(group: G): DrawnIn<keyof G> => new DrawnIn<keyof G>(group);

/** A field the page does not show (a comment beside it says why). */
export const NOT_DRAWN = Object.freeze({ notDrawn: true as const });

/** For every field of T (optional ones too): what the page draws for it, or where it is drawn, or NOT_DRAWN. */
export type EveryField<T> = {
  [K in keyof T]-?: ReactNode | DrawnWith<Exclude<keyof T, K> & string> | DrawnIn<K> | typeof NOT_DRAWN;
};

const drawn = (part: unknown): part is ReactNode =>
  !(part instanceof DrawnWith) && !(part instanceof DrawnIn) && part !== NOT_DRAWN;

/** The parts drawn, in the order written; the fields drawn elsewhere or not at all add nothing. */
export function drawEvery(parts: Record<string, unknown>): ReactNode {
  return Object.entries(parts).map(([field, part]) => (drawn(part) ? <Fragment key={field}>{part}</Fragment> : null));
}
