import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import i18next from 'eslint-plugin-i18next'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import routeRules from './eslint/route-rules.js'

/** What of payments reaches the browser: the payment-method table and the methods' views. */
const PAYMENT_BROWSER_MODULES = ['./app/features/payments/methods.ts', './app/features/payments/**/*.tsx']

/**
 * The layers of docs/architecture.md, kept by lint: what each folder may import. A zone forbids its
 * `target` files to import from `from` (resolved paths, so `#app/…` and relative imports alike).
 */
const layerZones = [
  // Models are the bottom: rules and entity schemas import only other models (and libraries).
  {
    target: './app/models',
    from: ['./app/services', './app/features', './app/routes', './app/components', './app/blocks'],
    message: 'Models import nothing above them: move the shared piece down into app/models.',
  },
  {
    target: './app/validation',
    from: ['./app/services', './app/routes', './app/components', './app/blocks'],
    message: 'Form schemas build on models only.',
  },
  // …and on a feature's intent names, which the schema, the action's switch and the forms share.
  {
    target: './app/validation',
    from: './app/features/*/!(intents).ts',
    message: 'Form schemas build on models and the intent names in app/features/<feature>/intents.ts only.',
  },
  // Intent names are constants the browser gets too: the module imports nothing.
  {
    target: './app/features/**/intents.ts',
    from: './app/**/*',
    message: 'intents.ts holds constants only; it imports nothing.',
  },
  // Services are endpoint clients: models and the API client, nothing that knows the shopper or a page.
  {
    target: './app/services',
    from: [
      './app/features',
      './app/routes',
      './app/components',
      './app/blocks',
      './app/context.server.ts',
      './app/sessions.server.ts',
    ],
    message:
      'A service calls one endpoint with the API client it is given; orchestration belongs in app/features.',
  },
  {
    target: [
      './app/features/**/*.ts',
      './app/features/!(payments)/**/*.tsx',
      './app/features/payments/*.tsx',
    ],
    from: ['./app/routes', './app/components', './app/blocks'],
    message: 'Features serve routes; they never import a route or a component.',
  },
  // A payment method's folder holds its view too (docs/architecture.md): a component like those in
  // app/components, which it may use, never a route or a block.
  {
    target: './app/features/payments/*/*.tsx',
    from: ['./app/routes', './app/blocks'],
    message: "A payment method's view is a component: it uses app/components, never a route or a block.",
  },
  {
    target: ['./app/components', './app/blocks', ...PAYMENT_BROWSER_MODULES],
    from: ['./app/**/*.server.ts', './app/**/*.server.tsx'],
    message: 'Components run in the browser: take view types from app/features/<feature>/views.ts.',
  },
  {
    target: ['./app/components', './app/blocks', ...PAYMENT_BROWSER_MODULES],
    from: './app/features/payments/index.ts',
    message:
      "Payments' index.ts is their server surface: the browser takes the method table (methods.ts) and a method's view.",
  },
  // Checkout uses payments, through their public surface; payments know nothing of checkout.
  {
    target: './app/features/checkout',
    from: './app/features/payments',
    except: ['./index.ts'],
    message: "Checkout reaches payments through app/features/payments/index.ts, payments' public surface.",
  },
  {
    target: './app/features/payments',
    from: './app/features/checkout',
    message: 'Payments never import checkout: checkout uses payments (app/features/payments/index.ts).',
  },
  {
    target: './app/blocks',
    from: ['./app/routes', './app/features'],
    message: 'Blocks receive their data as props.',
  },
]

/** Remix v2 packages: React Router now. */
const REMIX_V2_PACKAGES = ['@remix-run/*', 'react-router-dom']

export default tseslint.config(
  {
    ignores: [
      'build/**',
      'bench/stock/build/**',
      'bench/stock/.react-router/**',
      '.react-router/**',
      'node_modules/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  importX.flatConfigs.typescript,
  {
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Remix v2 packages are React Router now; the standalone multipart parser is not one of them.
      'no-restricted-imports': ['error', { patterns: [{ group: REMIX_V2_PACKAGES }] }],
      // Type imports count: a cycle of types is a tangle of modules all the same.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}'],
    // Tests may reach across layers to set up what they check.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    plugins: { routes: routeRules },
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Routes call app/features and app/services, which own every upstream call.',
        },
      ],
      'routes/sibling-only': 'error',
      'routes/no-orphan-server': 'error',
    },
  },
  {
    files: ['app/components/**/*.{ts,tsx}', 'app/blocks/**/*.{ts,tsx}', 'app/features/payments/**/*.tsx'],
    rules: {
      // A fetcher may type its data with `typeof action` of the route it posts to; nothing else from routes.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['\\#app/routes/*', '**/routes/*'],
              allowTypeImports: true,
              message: 'Components import only types from a route (typeof action / loader for a fetcher).',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: REMIX_V2_PACKAGES },
            {
              group: ['\\#app/routes/*', '**/routes/*'],
              allowImportNames: ['action', 'loader'],
              message: 'View types live in app/features/<feature>/views.ts, not in a route.',
            },
          ],
        },
      ],
    },
  },
  {
    // Text a shopper reads comes from the catalogues (decision 046): no words as JSX text in a page's
    // components. Text without a letter (★, −, punctuation between translated parts) is not words; a
    // glyph that only looks like a letter is exempted where it stands, with its reason.
    files: [
      'app/components/**/*.tsx',
      'app/blocks/**/*.tsx',
      'app/features/**/*.tsx',
      'app/routes/**/*.tsx',
      'app/root.tsx',
    ],
    ignores: ['**/*.test.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        { mode: 'jsx-text-only', 'jsx-components': { exclude: [] }, words: { exclude: [/^[^\p{L}]*$/u] } },
      ],
    },
  },
)
