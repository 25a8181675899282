import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default defineConfig(
  {
    ignores: [
      'node_modules',
      'build',
      'data',
      '.react-router',
      'bench/results',
      // Runs inside a checkout of the previous release, against that release's code.
      'tests/fixtures/previous-release/build-in-old-tree.ts',
    ],
  },
  tseslint.configs.recommended,
  {
    // Type-aware rules: the TypeScript project (tsconfig.json, product code, tests and benchmarks) tells which
    // values are promises.
    languageOptions: {
      parserOptions: {
        project: ['./tsconfig.json'],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // A promise nobody awaits loses its error (an unhandled rejection stops the server) and its ordering.
      '@typescript-eslint/no-floating-promises': 'error',
      // Async event handlers in JSX (onClick={save}) are how React forms work; they catch their own errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
    },
  },
  { files: ['eslint.config.js'], extends: [tseslint.configs.disableTypeChecked] },
  {
    files: ['app/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
);
