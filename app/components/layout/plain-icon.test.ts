// A contract test against @mui/icons-material: every `plain-icon:Name` the app imports is built with the real
// Vite and the project's plain-icons plugin (vite.config.ts), which rewrites the icon file's import of MUI's
// createSvgIcon. Each icon must draw exactly the shapes MUI's own icon draws, and the bundle must hold no
// MUI code. An MUI upgrade that changes its icon files fails here (or the plugin refuses to build).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plainIcons } from '../../../vite.config.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');

async function iconsTheAppUses(): Promise<string[]> {
  const names = new Set<string>();
  for (const file of await fs.readdir(path.join(ROOT, 'app'), { recursive: true })) {
    if (!file.endsWith('.tsx') && !file.endsWith('.ts')) continue;
    const text = await fs.readFile(path.join(ROOT, 'app', file), 'utf8');
    for (const m of text.matchAll(/from 'plain-icon:(\w+)'/g)) names.add(m[1]!);
  }
  return [...names].sort();
}

let dir: string;
let names: string[];
let code: string;
let icons: Record<string, ComponentType<{ size?: number | string }>>;

beforeAll(async () => {
  names = await iconsTheAppUses();
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'icons-contract-'));
  await fs.symlink(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  await fs.writeFile(path.join(dir, 'package.json'), '{ "type": "module" }\n');
  const entry = path.join(dir, 'icons.ts');
  await fs.writeFile(entry, names.map((n) => `export { default as ${n} } from 'plain-icon:${n}';\n`).join(''));
  await build({
    configFile: false,
    root: dir,
    logLevel: 'silent',
    plugins: [plainIcons()],
    build: { ssr: entry, outDir: path.join(dir, 'out'), target: 'es2022', minify: false },
  });
  const out = path.join(dir, 'out', 'icons.js');
  code = await fs.readFile(out, 'utf8');
  icons = (await import(pathToFileURL(out).href)) as typeof icons;
}, 120_000);
afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** The <svg> element of a rendering (MUI may put its style sheet before it), its attributes and content. */
function svgOf(html: string) {
  const m = /<svg([^>]*)>([\s\S]*)<\/svg>/.exec(html);
  expect(m, html).not.toBeNull();
  const attrs = Object.fromEntries([...m![1]!.matchAll(/([\w-]+)="([^"]*)"/g)].map((a) => [a[1], a[2]]));
  return { attrs, shapes: m![2]! };
}

describe('plain-icon: against @mui/icons-material', () => {
  it('finds the icons the app uses', () => {
    expect(names.length).toBeGreaterThan(10);
    expect(names).toContain('School');
  });

  it('builds them without any MUI code: only React is imported', () => {
    const imports = [...code.matchAll(/^import .* from "([^"]+)";$/gm)].map((m) => m[1]);
    expect(imports.length).toBeGreaterThan(0);
    for (const source of imports) expect(source).toMatch(/^react(\/jsx-(dev-)?runtime)?$/);
    expect(code).not.toMatch(/@mui|MuiSvgIcon|emotion/);
  });

  it("draws exactly the shapes of MUI's own icon, in a bare 24x24 svg hidden from assistive technology", async () => {
    for (const name of names) {
      const mui = ((await import(`@mui/icons-material/${name}`)) as { default: ComponentType }).default;
      const theirs = svgOf(renderToStaticMarkup(createElement(mui)));
      const ours = svgOf(renderToStaticMarkup(createElement(icons[name]!)));
      expect(ours.shapes, name).toBe(theirs.shapes);
      expect(ours.shapes, name).toMatch(/<(path|circle)\b/);
      expect(ours.attrs).toMatchObject({
        viewBox: theirs.attrs.viewBox,
        'data-testid': theirs.attrs['data-testid'],
        'aria-hidden': 'true',
        focusable: 'false',
        class: 'bs-icon',
      });
    }
  });

  it('takes a size like MUI’s fontSize', () => {
    const html = renderToStaticMarkup(createElement(icons.School!, { size: 40 }));
    expect(svgOf(html).attrs.style).toBe('font-size:40px');
  });
});
