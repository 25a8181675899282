// A lean page's inline CSS keeps only the rules its markup can use, plus those of the classes motion() gives the
// elements it makes (server/first-view-css.ts): a class motion() starts using must be listed, or its elements
// would be unstyled until the page wakes.
import { describe, expect, it } from 'vitest';
import { MOTION_CLASSES, motion } from './motion.ts';

describe('MOTION_CLASSES', () => {
  it('lists every class name motion() writes', () => {
    const source = motion.toString();
    const written = [
      ...source.matchAll(/className\s*=\s*(['"`])([^'"`]*)\1/g),
      ...source.matchAll(/classList\.(?:add|toggle)\((['"`])([^'"`]*)\1/g),
    ].flatMap((m) => m[2]!.split(/\s+/));
    expect(written.length).toBeGreaterThan(0);
    expect(MOTION_CLASSES).toEqual(expect.arrayContaining(written));
    // Any other way of writing a class (setAttribute('class'), a template) would escape this check.
    expect(source).not.toMatch(/setAttribute\(\s*['"`]class['"`]|class=/);
  });
});
