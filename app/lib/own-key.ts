// Looks a stored name up in a fixed table without reaching into Object.prototype: `'constructor' in table`
// is true for every object, so a record whose icon name is 'constructor' or 'toString' would otherwise
// pick a built-in function instead of the fallback.

/** `name` when the table has it as its own key, else null. */
export function ownKey<T extends object>(table: T, name: string | null | undefined): (keyof T & string) | null {
  return name && Object.hasOwn(table, name) ? (name as keyof T & string) : null;
}
