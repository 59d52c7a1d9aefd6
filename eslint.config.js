// Lint rules, including the import boundaries of ARCHITECTURE.md:
// domain imports nothing of ours; templates import only domain; server never imports web;
// web never imports server or templates.
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

// src/web/features/X reaches another feature Y only through Y's index (src/web/features/Y/index.ts), never its files.
const features = ['accounts', 'billing', 'content', 'cv-list', 'editor', 'layout'];
const featureBoundaries = features.map((feature) => ({
  files: [`src/web/features/${feature}/**`],
  rules: boundary(
    [[...ours.server, ...ours.templates], 'The web app never imports server or template code (ARCHITECTURE.md).'],
    [
      new RegExp(`^(\\.\\./)+(features/)?(${features.filter((f) => f !== feature).join('|')})/(?!index$).+`),
      'A feature imports another feature only through its index (src/web/features/<feature>/index.ts), not its files.',
    ],
  ),
}));


export default tseslint.config(
  {
    ignores: ['.scratch/**', 'dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', 'render-output/**', 'src/server/db/migrations/**'],
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
      [[...nodeBuiltins, 'react', 'react-dom', 'react/*', 'fastify', 'pg', 'drizzle-orm', 'drizzle-orm/*'], 'src/domain is pure: no I/O, no React, no Node APIs.'],
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
