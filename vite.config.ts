import fs from 'node:fs';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, minifySync, type Plugin } from 'vite';

const ROOT = import.meta.dirname;
const ICON_PREFIX = 'plain-icon:';

/**
 * `import SchoolIcon from 'plain-icon:School'`: a Material icon as a plain <svg> (app/components/layout/plain-icon.tsx)
 * instead of MUI's SvgIcon, for the public pages that carry no MUI at all. The shapes are read from
 * @mui/icons-material at build time; only the component that draws them is swapped. Contract test against
 * the installed MUI: app/components/layout/plain-icon.test.ts.
 */
export function plainIcons(): Plugin {
  const factory = path.join(ROOT, 'app/components/layout/plain-icon.tsx');
  return {
    name: 'plain-icons',
    enforce: 'pre',
    resolveId(id) {
      return id.startsWith(ICON_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${ICON_PREFIX}`)) return null;
      const name = id.slice(ICON_PREFIX.length + 1);
      if (!/^[A-Z][A-Za-z0-9]*$/.test(name)) throw new Error(`plain-icon: bad icon name "${name}"`);
      const source = fs.readFileSync(path.join(ROOT, 'node_modules/@mui/icons-material', `${name}.mjs`), 'utf8');
      const code = source.replace(
        /import createSvgIcon from "\.\/utils\/createSvgIcon\.mjs";/,
        `import createSvgIcon from ${JSON.stringify(factory)};`,
      );
      if (code === source) throw new Error(`plain-icon: unexpected shape of @mui/icons-material/${name}.mjs`);
      return code;
    },
  };
}

/**
 * The server bundle's copy of the functions a lean page carries as inline script (their source, written into
 * every page by app/islands/lean-page.server.ts), minified: the page's script text is about a third of what it
 * was, and the browser parses it before the first paint (issue 40). Server build only: the client build is
 * minified whole.
 */
function minifyPageScripts(): Plugin {
  const pageScripts = /\/app\/islands\/(wake-on-intent|motion)\.ts$/;
  return {
    name: 'minify-page-scripts',
    enforce: 'post',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    transform(code, id) {
      if (!pageScripts.test(slashes(id))) return null;
      const result = minifySync(id, code, { compress: true, mangle: { toplevel: false }, sourcemap: true });
      if (result.errors.length) throw new Error(`minify-page-scripts: ${result.errors[0]!.message}`);
      return { code: result.code, map: result.map };
    },
  };
}

/** Module ids with forward slashes, for the tests below. */
const slashes = (id: string) => id.replaceAll('\\', '/');
const inPackages = (names: string) => new RegExp(`/node_modules/(${names})/`);

/**
 * Fewer, bigger script files for the browser (each file costs a request and its headers on a slow phone
 * connection). Three groups; everything else keeps Rolldown's automatic splitting (one file per page plus
 * what pages share):
 * - framework: React and React Router, which every page runs;
 * - site: what every public page shows (header, footer, contact form, translations, carousels, cards, and
 *   their CSS), none of it MUI;
 * - mui: MUI's styling engine, theme and the components nearly every MUI page uses (not on the home page).
 * Client build only (the server bundle is not split for size).
 */
function chunkGroups(): Plugin {
  const framework = inPackages('react|react-dom|scheduler|react-router');
  const site = [
    /\/app\/i18n\/(i18n\.tsx|languages\.ts)$/,
    /\/app\/lib\//,
    /\/app\/components\/(contact-form\.tsx|carousel\/)/,
    /\/app\/components\/layout\/(?!header-menu|header-drawer)/,
    /\/app\/components\/blog\/(blog-card|like-button|post)\.tsx?$/,
    /\/app\/components\/home\/(action-link|section-heading)\.tsx$/,
    /\/app\/components\/gallery\/stored-image\.tsx$/,
    /\/common\/constants\.ts$/,
  ];
  // (With what these import: the styling engine, Emotion, the theme code.)
  const mui = [
    /\/node_modules\/@mui\/material\/(styles|CssBaseline|Box|Typography|Container|SvgIcon)\//,
    /\/node_modules\/@mui\/material\/utils\/createSvgIcon\./,
    /\/app\/(mui-theme\.tsx|theme\.ts)$/,
  ];
  return {
    name: 'chunk-groups',
    configEnvironment(name, config) {
      if (name !== 'client') return;
      const build = (config.build ??= {});
      const options = (build.rollupOptions ?? (build.rolldownOptions ??= {})) as { output?: object | object[] };
      const output = (options.output ??= {});
      if (Array.isArray(output)) throw new Error('chunk-groups: unexpected list of outputs');
      Object.assign(output, {
        codeSplitting: {
          groups: [
            { name: 'framework', test: (id: string) => framework.test(slashes(id)), priority: 30 },
            { name: 'site', test: (id: string) => site.some((re) => re.test(slashes(id))), priority: 20 },
            { name: 'mui', test: (id: string) => mui.some((re) => re.test(slashes(id))), priority: 10 },
          ],
        },
      });
    },
  };
}

export default defineConfig({
  plugins: [plainIcons(), chunkGroups(), minifyPageScripts(), reactRouter()],
  build: { target: 'es2022', cssCodeSplit: true },
  // MUI and Emotion inside the server bundle instead of imported from node_modules at start: Node resolved
  // 115 deep imports through MUI's package exports one by one, about half of a server's start-up CPU
  // (1.0 s -> 0.5 s per start, measured with a warm compile cache; bench/results/test-suite.md, seventh
  // pass).
  ssr: { noExternal: [/^@mui\//, /^@emotion\//] },
});
