import { describe, expect, it } from 'vitest';
import { ownKey } from './own-key.ts';

describe('ownKey', () => {
  const table = { SchoolIcon: 1, CastleIcon: 2 };

  it('answers a name the table has', () => {
    expect(ownKey(table, 'CastleIcon')).toBe('CastleIcon');
  });

  it('answers null for unknown, empty and missing names', () => {
    expect(ownKey(table, 'RocketIcon')).toBeNull();
    expect(ownKey(table, '')).toBeNull();
    expect(ownKey(table, null)).toBeNull();
    expect(ownKey(table, undefined)).toBeNull();
  });

  it("does not take the names every object inherits ('constructor', 'toString', '__proto__')", () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__', 'valueOf']) {
      expect(ownKey(table, name), name).toBeNull();
    }
  });
});
