// @ts-check
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noCycle from './scripts/eslint-rules/no-cycle.js';

/** Every folder of src/features is a feature: a new one is guarded by the zones below with no edit here. */
const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One-way imports (decision 0005): features use api, domain, ui, session, i18n, config;
 * never another feature's internals; domain, ui, i18n, session, config and api import no feature
 * and nothing of app. `shell` is shared by the signed-in area, so features may read its `api.ts` and
 * `page-failure.ts`.
 */
const zones = [
  ...['domain', 'ui', 'i18n', 'session', 'config', 'api'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: `src/${layer} is a lower layer: it must not import features or the app.`,
  })),
  {
    target: './src/domain',
    from: ['./src/api', './src/session', './src/ui'],
    message: 'domain holds pure rule tables.',
  },
  {
    target: './src/session',
    from: ['./src/api', './src/ui'],
    message: 'session must not depend on the API client or UI.',
  },
  ...features.flatMap((feature) => [
    {
      target: `./src/features/${feature}`,
      from: ['./src/app', ...features.filter((f) => f !== feature && f !== 'shell').map((f) => `./src/features/${f}`)],
      message: 'A feature never imports another feature or the app.',
    },
    ...(feature === 'shell'
      ? []
      : [
          {
            target: `./src/features/${feature}`,
            from: './src/features/shell',
            except: ['./api.ts', './call-keys.ts', './page-failure.ts'],
            message:
              "Only the shell's api.ts (the signed-in user's queries), call-keys.ts (their calls, which sign-in sends early) and page-failure.ts (where a failed page goes) are shared with other features.",
          },
        ]),
  ]),
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'dist-*/',
      '.bench/',
      'node_modules/',
      'contracts/pacts/',
      'test-results/',
      'playwright-report/',
      'src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, portal: { rules: { 'no-cycle': noCycle } } },
    settings: {
      // import-x reads only .js/.mjs/.cjs modules unless told: without these two, no-cycle never parsed
      // a .ts/.tsx file (the module graph it walks was empty) and checked nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver': { typescript: true, node: true },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // import-x/no-cycle always skips type-only imports; portal/no-cycle is its walk with them counted.
      'portal/no-cycle': 'error',
      'import-x/no-duplicates': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'no-restricted-syntax': [
        'error',
        {
          selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
          message: 'Translated and server texts render as text only: dangerouslySetInnerHTML is forbidden.',
        },
        {
          selector: 'MemberExpression[property.name=/^(innerHTML|outerHTML)$/]',
          message: 'Never write HTML from strings.',
        },
        {
          selector: "CallExpression[callee.name='fetch']",
          message: 'Screens never call fetch: every call goes through the generated client (src/api/client.ts).',
        },
      ],
    },
  },
  {
    // Start-up reads the static /config.json, which is not an API call.
    files: ['src/config/runtime-config.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
