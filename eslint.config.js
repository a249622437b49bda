// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { noImportCycles } from './scripts/eslint-import-cycles.js';

/** One zone per feature: a feature may not import any other feature (STYLE.md). */
function featureZones() {
  let features = [];
  try {
    features = readdirSync('src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    features = [];
  }
  return features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'Features never import each other; compose them in src/app.',
  }));
}

const boundaries = [
  ...featureZones(),
  {
    target: [
      './src/components',
      './src/lib',
      './src/hooks',
      './src/utils',
      './src/config',
      './src/contract',
      './src/i18n',
    ],
    from: ['./src/features', './src/app'],
    message: 'Shared code never imports features or the app layer.',
  },
  {
    target: './src/contract',
    from: ['./src', './server', './electron'],
    except: ['./contract'],
    message: 'The contract imports only the schema library.',
  },
  {
    target: './src/i18n',
    from: ['./src', './server', './electron'],
    except: ['./contract', './i18n'],
    message: 'The catalogues and their translator import only the contract (both ends use them).',
  },
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app layer: src/app composes them, not the other way round.',
  },
  { target: './src', from: './server', message: 'The front end never imports the backend.' },
  {
    target: './electron/main',
    from: './src',
    except: ['./contract', './i18n'],
    message: "The desktop app's main process may use src/contract and src/i18n and nothing else from src/.",
  },
  {
    target: './server',
    from: './src',
    except: ['./contract', './i18n'],
    message: 'The backend may use src/contract and src/i18n (the catalogues) and nothing else from src/.',
  },
];

/**
 * The boundaries, and more for the product's own files: test helpers never ship in it, and the
 * backend's layers go one way (a plugin's tests may still drive the whole app, features included).
 */
const productZones = [
  ...boundaries,
  {
    target: './server/plugins',
    from: './server/modules',
    message:
      'Plugins (security, caching, errors, logs) sit under the features and never import server/modules: move what both need into the plugin (or server/lib) and let the module import it; code that serves one feature belongs in that module.',
  },
  ...['./src/testing', './server/testing'].map((from) => ({
    target: ['./src', './server', './electron'],
    from,
    message: 'Product code never imports test helpers.',
  })),
];

const desktopOnlyAsTypes = {
  group: ['**/electron/**', 'electron', 'electron-store'],
  allowTypeImports: true,
  message: 'src/ uses the desktop app only as types; its behaviour comes through the preload bridge.',
};

const typeboxOnlyAsTypes = {
  group: ['typebox', 'typebox/*'],
  allowTypeImports: true,
  message:
    "TypeBox stays out of the browser's bundles: import schemas from '@/contract' (served as JSON, scripts/contract-schemas-plugin.ts) and check with lib/parse; TypeBox's types are fine.",
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'dist-electron/**',
      'release/**',
      'data/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  importX.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    plugins: { local: { rules: { 'no-import-cycles': noImportCycles } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: [
            './tsconfig.web.json',
            './tsconfig.node.json',
            './tsconfig.electron.json',
            './tsconfig.e2e.json',
          ],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // No import cycles, `import type` included: import-x/no-cycle skips type-only imports, so
      // TypeScript files use the project's own rule (scripts/eslint-import-cycles.js), which asks
      // TypeScript what every import resolves to. Plain JavaScript files keep import-x's rule below.
      'local/no-import-cycles': 'error',
      'import-x/no-restricted-paths': ['error', { zones: boundaries }],
      // TypeScript already checks what these check, at no extra cost: an imported name, a
      // namespace's member or a default export that does not exist (typescript-eslint's advice;
      // import-x/namespace alone was a tenth of the lint's time). Plain JavaScript keeps them.
      'import-x/no-named-as-default-member': 'off',
      'import-x/namespace': 'off',
      'import-x/default': 'off',
      'import-x/no-unresolved': 'off',
      'import-x/order': [
        'warn',
        {
          groups: ['builtin', 'external', 'internal', ['parent', 'sibling', 'index']],
          alphabetize: { order: 'asc' },
          pathGroups: [{ pattern: '@/**', group: 'internal' }],
        },
      ],
    },
  },
  {
    // The renderer knows the desktop app only through the bridge's types (STYLE.md), and the
    // schema library only through its types: answers are checked by lib/schema-check.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [desktopOnlyAsTypes, typeboxOnlyAsTypes] },
      ],
    },
  },
  {
    // The contract is written with TypeBox; tests compare the browser's check with it.
    files: ['src/contract/**/*.ts', 'src/**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [desktopOnlyAsTypes] }],
    },
  },
  {
    // A sandboxed preload can require only 'electron'; everything else it needs is the IPC contract.
    files: ['electron/preload/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!electron$|\\.\\./ipc-contract$).*',
              message: 'The preload imports only electron and ../ipc-contract.',
            },
          ],
        },
      ],
    },
  },
  {
    // Test helpers (fixtures, renderWithProviders, the API test app) never ship in the product.
    files: ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'electron/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'src/testing/**', 'server/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: productZones,
        },
      ],
    },
  },
  {
    // Routes translate HTTP; rows and their snake_case columns stay in services and repositories.
    files: ['server/modules/**/*.routes.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...['Property > Identifier.key', 'MemberExpression > Identifier.property'].map((node) => ({
          selector: `${node}[name=/^[a-z]+(_[a-z0-9]+)+$/]`,
          message: "A route names no database column: map rows in the resource's service.",
        })),
      ],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...productZones,
            ...['./server/modules/**/*.repository.ts', './server/db/schema.ts'].map((from) => ({
              target: './server/modules/**/*.routes.ts',
              from,
              message:
                "Routes reach the data through the resource's service, never a repository or the rows.",
            })),
          ],
        },
      ],
    },
  },
  {
    // Hooks live in .ts files too (use-count-up.ts, use-session.ts…): the rules of hooks apply there.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/namespace': 'error',
      'import-x/default': 'error',
      'import-x/no-unresolved': 'error',
    },
  },
);
