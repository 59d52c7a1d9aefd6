// Lint rules, including the import boundaries of ARCHITECTURE.md:
// domain imports nothing of ours; templates import only domain; server never imports web;
// web never imports server or templates; a feature (web or server) uses another only through
// its public surface.
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const boundary = (...groups) => ({
  'no-restricted-imports': [
    'error',
    {
      patterns: groups.map(([pattern, message]) => (pattern instanceof RegExp ? { regex: pattern.source, message } : { group: pattern, message })),
    },
  ],
});

const ours = {
  server: ['**/server/**', '**/server/*'],
  web: ['**/web/**', '**/web/*'],
  templates: ['**/templates/**', '**/templates/*'],
};

// Every Node built-in under every name it can be imported by: 'fs', 'node:fs', 'fs/promises', 'node:test'...
const nodeBuiltins = ['node:*', ...builtinModules, ...builtinModules.map((name) => `${name}/*`)];

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

// Web features: every folder of src/web/features. Feature X reaches feature Y only through Y's public
// surface, src/web/features/Y/index.ts (scripts/import-boundaries.test.ts checks that each has one).
export const webFeatures = foldersIn('./src/web/features/');

// Server features: every folder of src/server but the shared infrastructure the features build on.
export const serverInfrastructure = ['db', 'http', 'mail', 'rendering', 'testing', 'workers'];
export const serverFeatures = foldersIn('./src/server/').filter((folder) => !serverInfrastructure.includes(folder));
// The public surface of each server feature: the only files of its folder another feature may import
// (a feature not listed offers nothing). Adding a file here is a design decision: say why in review.
// Privacy (erasure, export, retention) reaches every feature by design: what it uses is listed
// here as the features' public files, so any other crossing still fails.
export const serverSurfaces = {
  accounts: ['users.ts', 'response-schemas.ts', 'passwords.ts', 'sessions.ts', 'background-work.ts'],
  billing: [
    'subscription-store.ts',
    'customers.ts',
    'provider.ts',
    'demo-provider.ts',
    'stripe-provider.ts',
    'testing/stripe-emulator.ts',
    'testing/stripe-test-app.ts',
  ],
  'cv-transfer': ['text-export.ts'],
  cvs: [
    'context.ts',
    'cv-store.ts',
    'cv-rendering.ts',
    'cv-render-cache.ts',
    'photo-image.ts',
    'photo-upload.ts',
    'response-schemas.ts',
    'content-disposition.ts',
    'cv-bin.ts',
    'preview-photo-store.ts',
  ],
  documents: ['attachment-store.ts', 'scan-levels.ts'],
  letters: ['letter-rendering.ts', 'letter-store.ts'],
  // A merged file made by dossiers becomes a tracked application (trackNewDossier).
  tracker: ['application-store.ts'],
};

// import-x/no-restricted-paths resolves each import to its file, so every spelling of a path is
// caught ('../editor/preview/preview-frame', '../../editor/preview/preview-frame.js', an `import type`).
const restrictedPaths = (zones) => ({ 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones }] });
const otherThan = (list, self) => list.filter((item) => item !== self);

export const featureBoundaries = [
  {
    files: ['src/web/features/**'],
    rules: restrictedPaths(
      webFeatures.flatMap((feature) =>
        otherThan(webFeatures, feature).map((other) => ({
          target: `./src/web/features/${feature}`,
          from: `./src/web/features/${other}`,
          except: ['./index.ts'],
          message: `Feature ${feature} may use feature ${other} only through src/web/features/${other}/index.ts.`,
        })),
      ),
    ),
  },
  {
    files: ['src/server/**'],
    rules: restrictedPaths(
      serverFeatures.flatMap((feature) =>
        otherThan(serverFeatures, feature).map((other) => ({
          target: `./src/server/${feature}`,
          from: `./src/server/${other}`,
          except: (serverSurfaces[other] ?? []).map((file) => `./${file}`),
          message: `Server feature ${feature} may use ${other} only through its public files (${(serverSurfaces[other] ?? []).join(', ') || 'none'}): serverSurfaces in eslint.config.js.`,
        })),
      ),
    ),
  },
];

export default tseslint.config(
  {
    ignores: [
      '.scratch/**',
      'dist/**',
      'node_modules/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'render-output/**',
      'src/server/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/only-throw-error': 'error',
      // A promise returned from a try block without await settles after its finally has run
      // (scripts/cv-chromium.ts read PNGs from a folder the finally had already removed).
      '@typescript-eslint/return-await': ['error', 'in-try-catch'],
      // Fastify plugins and route handlers are async by convention, awaited or not.
      '@typescript-eslint/require-await': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // No import cycles in the application code (a cycle makes module start-up order matter).
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['scripts/**', 'bench/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['src/domain/**'],
    rules: boundary(
      [[...ours.server, ...ours.web, ...ours.templates], 'src/domain imports nothing of ours (ARCHITECTURE.md).'],
      [
        [...nodeBuiltins, 'react', 'react-dom', 'react/*', 'fastify', 'pg', 'drizzle-orm', 'drizzle-orm/*'],
        'src/domain is pure: no I/O, no React, no Node APIs.',
      ],
    ),
  },
  {
    files: ['src/templates/**'],
    ignores: ['src/templates/**/*.test.{ts,tsx}'],
    rules: boundary([[...ours.server, ...ours.web], 'src/templates imports only src/domain (ARCHITECTURE.md).']),
  },
  {
    files: ['src/server/**'],
    rules: boundary([ours.web, 'The server never imports web code (ARCHITECTURE.md).']),
  },
  {
    files: ['src/web/**'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...boundary([[...ours.server, ...ours.templates], 'The web app never imports server or template code (ARCHITECTURE.md).']),
    },
  },
  ...featureBoundaries,
);
