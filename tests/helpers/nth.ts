// Indexed reads in tests, checked: the TypeScript settings check every indexed read for undefined
// (noUncheckedIndexedAccess), and a test that reads an item a list does not have fails here, saying so,
// instead of with "cannot read properties of undefined" further on.

/** The item at `index` of `list`; a missing item fails the test. */
export function nth<T>(list: ArrayLike<T>, index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`expected an item at index ${index}, the list has ${list.length}`);
  return item;
}

/** `value`, or a failed test naming `what` when it is missing (an unknown key of a record). */
export function present<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw new Error(`expected a value for ${what}`);
  return value;
}
