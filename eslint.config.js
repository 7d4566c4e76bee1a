import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import storybook from 'eslint-plugin-storybook'
import testingLibrary from 'eslint-plugin-testing-library'
import i18next from 'eslint-plugin-i18next'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import globals from 'globals'
import { layerZones } from './scripts/lint/layers.js'

export default tseslint.config(
  {
    ignores: [
      'dist',
      'storybook-static',
      'coverage',
      'public/mockServiceWorker.js',
      // npm run bench's reports (git-ignored)
      '.bench',
      '**/__screenshots__',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  ...tseslint.configs.stylistic,
  {
    files: ['public/demoServiceWorker.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': 'error',
      // `void` as a generic argument is how RTK says "takes no argument" (build.query<T, void>).
      '@typescript-eslint/no-invalid-void-type': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  { files: ['src/**/*.tsx', 'stories/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  // Every user-facing text goes through i18next: a literal in JSX markup, or in an attribute a person
  // reads or hears (title, alt, aria-label, placeholder…), fails the lint.
  {
    files: ['src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'JSXAttribute[name.name=/^(alt|title|aria-label|aria-description|aria-valuetext|placeholder|label)$/] > Literal[value=/[A-Za-z]/]',
          message: 'User-facing text goes through i18next (t), in English and Spanish.',
        },
      ],
    },
  },
  {
    // Import direction (docs/architecture.md): src/ reaches mocks/ only where the app starts. And
    // the URL's search params come from lib/searchParams.ts, whose changes start from the latest URL.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/main.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@mocks/*', '../mocks/*', '../../mocks/*'],
              message: 'Only src/main.tsx starts the mock API.',
            },
          ],
          paths: [
            {
              name: 'react-router',
              importNames: ['useSearchParams'],
              message:
                "useSearchParams comes from '@/lib/searchParams': a change starts from the router's latest URL, not from the one last drawn.",
            },
          ],
        },
      ],
    },
  },
  {
    // The layers (docs/architecture.md, "Layers"): shared (components, lib, api, session, locales) →
    // features → app. A feature never imports another feature; a shared layer imports no feature and
    // not app/; and no import cycle anywhere in src/.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones('src/features') }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The typed hooks need the store's types, which app/ composes: types only, erased at build.
    files: ['src/session/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@/app/store',
              allowTypeImports: true,
              message: 'session/ may take only the store types from app/.',
            },
          ],
        },
      ],
    },
  },
  {
    // mocks/ is the server: it may share the API contract with src/ and nothing else.
    files: ['mocks/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@/(?!api/contracts(/[\\w-]+)?$|api/openapi/[\\w-]+$|api/demoAccounts$)',
              message:
                'mocks/ imports only the contracts, their operations (api/openapi) and the demo account list from src/.',
            },
          ],
        },
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  // Testing Library's rules are for the jsdom tests; the end-to-end journeys use Playwright's locators.
  {
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/e2e/**'],
    ...testingLibrary.configs['flat/react'],
  },
  {
    files: ['*.{js,ts}', 'scripts/**', '.storybook/**'],
    languageOptions: { globals: { ...globals.node } },
  },
)
