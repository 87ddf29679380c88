import { readdirSync } from 'node:fs'
import path from 'node:path'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import i18next from 'eslint-plugin-i18next'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import routeRules from './eslint/route-rules.js'

/** An absolute glob, as a zone's `except` must be when its `from` is a glob. */
const here = (pattern) => path.join(import.meta.dirname, pattern)

/**
 * A block's schema module (`app/blocks/<block>/schema.ts`) and the schema registry that finds them
 * (`app/blocks/schemas.ts`) are entity schemas, part of the domain though they live with their block: the
 * layers that parse content import them. Nothing else in app/blocks is theirs to import.
 */
const BLOCK_SCHEMA_MODULES = [here('app/blocks/{schemas.ts,*/schema.ts}')]
/** What of payments reaches the browser: the payment-method table, its entries' browser halves and the methods' views. */
const PAYMENT_BROWSER_MODULES = [
  './app/features/payments/{methods,method-entry}.ts',
  './app/features/payments/*/method.ts',
  './app/features/payments/**/*.tsx',
]
/**
 * What runs in the browser as components do: the kit, the blocks, each feature's UI (app/features/<feature>/ui/),
 * the shell that puts the page together (app/shell/), the catalogues (app/locales/, and a capability's
 * own in app/features/<feature>/locales/) and the translator that reads them
 * (app/platform/i18n/translator.tsx, validation-text.ts).
 */
const BROWSER_MODULES = [
  './app/components',
  './app/blocks',
  './app/features/*/ui/**/*',
  './app/features/*/locales/**/*',
  './app/shell',
  './app/locales',
  './app/platform/i18n/{translator.tsx,validation-text.ts}',
]
/** The modules loose at the top of app/ (root.tsx, the entries, context.server.ts, sessions.server.ts…). */
const TOP_MODULES = './app/*.*'
/**
 * The text catalogues' modules (a namespace's definition, the registry, the browser's loader): data,
 * as their JSON files are. The domain reads only the JSON; the platform's i18n runtime reads the registry.
 * A namespace lives with what it words: the shared ones in app/locales/, a capability's in its folder,
 * the shell's and the blocks' in theirs (`<folder>/locales/`).
 */
const CATALOGUE_MODULES = './app/**/locales/**/*.{ts,tsx}'

/**
 * The layers of docs/architecture.md, kept by lint: what each folder may import. A zone forbids its
 * `target` files to import from `from` (resolved paths, so `#app/…` and relative imports alike).
 */
const layerZones = [
  // The domain is the bottom: the shop's pure rules and entity schemas import only other domain modules
  // (and libraries, and catalogue JSON)…
  {
    target: './app/domain',
    from: ['./app/!(domain|blocks|locales)/**/*', TOP_MODULES, CATALOGUE_MODULES],
    message: 'The domain imports nothing above it: move the shared piece down into app/domain/<topic>.',
  },
  // …and the blocks' schemas, domain modules that live with their block, which the content parser puts together.
  {
    target: './app/domain',
    from: './app/blocks/**/*',
    except: BLOCK_SCHEMA_MODULES,
    message:
      'The domain imports a block’s schema module (app/blocks/<block>/schema.ts) only, never its view.',
  },
  // The platform sits on the domain: the API client and its transports, shared state, caches, env, logger,
  // request and security helpers know nothing of endpoint clients, features, pages or the shopper's session.
  // Its i18n runtime (app/platform/i18n) reads the catalogues, which are data below it.
  {
    target: './app/platform',
    from: ['./app/!(platform|domain|locales)/**/*', TOP_MODULES, './mocks/**/*'],
    message:
      'The platform imports only app/platform, app/domain and the catalogues: what it needs from above belongs down here, or the caller passes it in.',
  },
  {
    target: './app/platform/!(i18n)/**/*',
    from: CATALOGUE_MODULES,
    message: 'Of the platform, the i18n runtime (app/platform/i18n) alone reads the catalogues.',
  },
  {
    target: './app/validation',
    from: ['./app/{platform,routes,components}/**/*', TOP_MODULES, CATALOGUE_MODULES],
    message: 'Form schemas build on the domain only.',
  },
  {
    target: './app/validation',
    from: './app/blocks/**/*',
    except: BLOCK_SCHEMA_MODULES,
    message: 'Form schemas build on the domain and block schemas only.',
  },
  // The form kit is below every capability: a schema that names a capability's intents is that
  // capability's (app/features/<feature>/schemas/).
  {
    target: './app/validation',
    from: './app/features/**/*',
    message:
      'The form kit (app/validation) holds what two capabilities’ forms share: it imports no capability, not even its intent names.',
  },
  // A capability's own forms' schemas (app/features/<feature>/schemas/) are form schemas as the kit's are:
  // they build on the domain, the form kit (app/validation), block schemas and intent names.
  {
    target: './app/features/*/schemas/**/*',
    from: ['./app/{platform,routes,components,shell}/**/*', TOP_MODULES, CATALOGUE_MODULES],
    message: 'Form schemas build on the domain, the form kit (app/validation) and intent names only.',
  },
  {
    target: './app/features/*/schemas/**/*',
    from: './app/blocks/**/*',
    except: BLOCK_SCHEMA_MODULES,
    message: 'Form schemas build on the domain and block schemas only.',
  },
  {
    target: './app/features/*/schemas/**/*',
    from: ['./app/features/*/!(intents).{ts,tsx}', './app/features/*/ui/**/*'],
    message:
      'Form schemas build on the domain, the form kit and the intent names in app/features/<feature>/intents.ts only.',
  },
  // Intent names are constants the browser gets too: the module imports nothing but other intent names
  // (a feature's intents.ts, or a <part>-intents.ts kept apart from it so it ships only where used).
  {
    target: ['./app/features/**/intents.ts', './app/features/*/*-intents.ts'],
    from: './app/**/*',
    except: [path.resolve('app/features/**/intents.ts'), path.resolve('app/features/*/*-intents.ts')],
    message: 'intents.ts holds constants only; it imports nothing but other intent names.',
  },
  // A feature's endpoint clients (app/features/<feature>/api/): one function per upstream call, on the
  // domain and the platform (the API client they are given), nothing that knows the shopper or a page.
  {
    target: './app/features/*/api/**/*',
    from: [
      './app/{routes,components,shell}/**/*',
      './app/features/*/!(api)/**/*',
      './app/features/*/*.{ts,tsx}',
      TOP_MODULES,
      CATALOGUE_MODULES,
    ],
    message:
      'An endpoint client calls one endpoint with the API client it is given; orchestration belongs in the feature’s *.server.ts.',
  },
  {
    target: './app/features/*/api/**/*',
    from: './app/blocks/**/*',
    except: BLOCK_SCHEMA_MODULES,
    message: 'An endpoint client parses with a block’s schema module at most, never a view.',
  },
  {
    target: ['./app/features/*/*.{ts,tsx}', './app/features/payments/*/*.ts'],
    from: ['./app/routes', './app/components', './app/shell'],
    message:
      'A feature’s server and browser-safe modules never import a route or a component: its views are in its ui/ folder.',
  },
  // A feature's UI (app/features/<feature>/ui/) is a component of its own capability: it builds on the
  // kit (app/components) and the blocks, and takes types only from a route (the rules below); the shell
  // that puts the features together is above it.
  {
    target: ['./app/features/*/ui/**/*', './app/features/payments/*/*.tsx'],
    from: './app/shell',
    message: 'A feature’s UI is put together by the shell (app/shell), never the other way round.',
  },
  // A payment method's folder holds its view too (docs/architecture.md): a component like those in
  // app/components, which it may use, never a route or a block.
  {
    target: ['./app/features/*/*.{ts,tsx}', './app/features/payments/*/*.ts'],
    from: './app/blocks/**/*',
    except: BLOCK_SCHEMA_MODULES,
    message: 'Features serve routes; of a block they import its schema module only (its types, to fill it).',
  },
  // A block's schema is browser-safe and domain-level: it builds on app/domain alone.
  {
    target: ['./app/blocks/*/schema.ts', './app/blocks/schemas.ts'],
    from: ['./app/!(domain|blocks)/**/*', TOP_MODULES],
    message: 'A block’s schema builds on app/domain only, so the server and the domain can parse with it.',
  },
  {
    target: ['./app/blocks/*/schema.ts', './app/blocks/schemas.ts'],
    from: './app/blocks/**/*',
    except: [here('app/blocks/+(folders.ts)')],
    message:
      'A block’s schema imports no view, trait or shared part: what schemas share lives in app/domain/content/content-block-fields.ts.',
  },
  {
    target: './app/features/payments/*/*.tsx',
    from: ['./app/routes', './app/blocks'],
    message: "A payment method's view is a component: it uses app/components, never a route or a block.",
  },
  {
    target: [...BROWSER_MODULES, ...PAYMENT_BROWSER_MODULES],
    from: ['./app/**/*.server.ts', './app/**/*.server.tsx'],
    message: 'Components run in the browser: take view types from app/features/<feature>/views.ts.',
  },
  {
    target: [...BROWSER_MODULES, ...PAYMENT_BROWSER_MODULES],
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
    from: ['./app/routes', './app/shell'],
    message: 'Blocks receive their data as props.',
  },
  // A capability's words are data, as the shared catalogues are: a block that shows a capability's form
  // (the newsletter sign-up) reads its namespace.
  {
    target: './app/blocks',
    from: './app/features/**/*',
    except: [here('app/features/*/locales/**')],
    message: 'Blocks receive their data as props; of a capability they read its words only (locales/).',
  },
  {
    target: './app/features',
    from: './app/routes',
    message:
      'Features serve routes and import none, not even a type: a fetcher takes its type from the feature’s page-data.ts (the page function or action the route hands over to).',
  },
  // The kit (app/components): the parts every capability's UI and the shell build on. It knows no
  // capability's UI and no part of the shell.
  {
    target: './app/components',
    from: ['./app/shell/**/*', './app/features/*/ui/**/*'],
    message:
      'The kit (app/components) is below the features’ UI and the shell: a part two capabilities share belongs here, not one they own.',
  },
  // The emulator (mocks/) answers the upstream's contract: it builds on the shop's domain (entity
  // schemas), block schemas, the form kit's rules, the platform's response contracts and env, and the
  // shipped experiment datafile; never on a feature's code, a page, a component or the request's modules.
  {
    target: './mocks',
    from: [
      './app/{routes,components,shell,locales}/**/*',
      './app/features/*/{api,ui}/**/*',
      './app/features/*/*.{ts,tsx}',
      TOP_MODULES,
    ],
    message:
      'The emulator stands in for the upstream: it imports the domain, block schemas, the form kit and the platform’s contracts, never the storefront’s features, pages or components.',
  },
  // A capability's seed data (mocks/<capability>/seed/) is the emulator's bottom layer: it reads other
  // seeds, the request's locale and the shop's domain, never a store, a handler or the server.
  {
    target: './mocks/*/seed/**/*',
    from: ['./mocks/*/*.{ts,tsx}', './mocks/!(locale|errors).ts'],
    message:
      'Seed data is the emulator’s bottom layer: it imports other seeds and the locale, never a store or a handler.',
  },
  {
    target: './mocks',
    from: './app/blocks/**/*',
    except: BLOCK_SCHEMA_MODULES,
    message: 'The emulator types content with a block’s schema module, never its view.',
  },
  {
    target: './app/shell',
    from: './app/routes',
    message: 'The shell frames the routes’ pages; of a route it takes types only (typeof loader).',
  },
  // The catalogues are data: a namespace's definition, the registry and the browser's loader import
  // only catalogues. The translator that reads them is the platform's (app/platform/i18n/translator.tsx).
  // (Their tests compare them with the i18n runtime and the error catalogue.)
  {
    target: './app/locales/!(*.test).ts',
    from: ['./app/!(locales)/**/*', TOP_MODULES],
    message:
      'The catalogues are data: they import only catalogues. The translator is app/platform/i18n/translator.tsx.',
  },
  {
    target: './app/{features/*,shell,blocks/shared}/locales/*.ts',
    from: './app/**/*',
    except: [here('app/**/locales/**')],
    message:
      'The catalogues are data: they import only catalogues. The translator is app/platform/i18n/translator.tsx.',
  },
  // The request's modules at the top of app/ (context, session, shopper, preview, mock mode, i18next and
  // the helpers that read them) sit under the routes: never a route, a view or a block. Of the kit, the
  // islands' markup contract (the server's island markup cache).
  {
    target: './app/*.server.ts',
    from: ['./app/{routes,blocks}/**/*', './app/components/**/!(island-markup).{ts,tsx}'],
    message: 'The request’s modules serve the routes: they import no route, component or block.',
  },
]

/** The feature folders, app/features/<feature>/. */
const FEATURES = readdirSync(new URL('./app/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

/**
 * A feature's public surface: `index.server.ts` for the server, `index.ts` for what the browser gets
 * too (a view another capability's UI shows), and the browser-safe contracts its forms and views share:
 * its intent names (`intents.ts`, `<part>-intents.ts`), its view types (`views.ts`), its pages' data
 * types (`page-data.ts`) and its words (`locales/<namespace>.ts`, which another capability's UI that
 * shows its parts reads too).
 */
const SURFACE = '{index.server.ts,index.ts,intents.ts,*-intents.ts,views.ts,page-data.ts,locales/*.ts}'
/** Payments' surface adds their browser half: the payment-method table and each method's view. */
const PAYMENTS_SURFACE = '{index.server.ts,index.ts,methods.ts,*/view.tsx}'

/**
 * A feature uses another only through its public surface (SURFACE): the modules behind it are that
 * feature's own to arrange. Whether feature folders import each other in a loop, `scripts/import-cycles.ts`
 * checks.
 */
const featureSurfaceZones = FEATURES.map((feature) => ({
  target: `./app/features/!(${feature})/**/!(intents|*-intents).{ts,tsx}`,
  from: `./app/features/${feature}/**/*`,
  except: [here(`app/features/${feature}/${feature === 'payments' ? PAYMENTS_SURFACE : SURFACE}`)],
  message: `Another feature uses ${feature} through app/features/${feature}/index.server.ts only: export what it needs there.`,
}))

/** The one module that reads, sets and forgets the session's basket id (the shopper's cart id). */
const BASKET_ID_OWNER = 'app/features/cart/basket-id.server.ts'
const basketIdElsewhere = `The session's basket id is the cart's: use basketIdOf, setBasketId, forgetBasketId (${BASKET_ID_OWNER}).`

/** A fetcher may type its data with `typeof action` of the route it posts to; nothing else from routes. */
const ROUTE_TYPES_ONLY = {
  group: ['\\#app/routes/*', '**/routes/*'],
  allowTypeImports: true,
  message: 'Components import only types from a route (typeof action / loader for a fetcher).',
}

/** A block's schema module is zod: a view, a trait or a component imports its types only. */
const BLOCK_SCHEMA_TYPES_ONLY = {
  group: ['**/schema.ts', '**/schemas.ts'],
  allowTypeImports: true,
  message: 'The browser gets no zod: import only types from a block’s schema module (import type).',
}

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
    },
  },
  {
    // One owner of the basket id in the session, tests included: no other file names its key.
    files: ['**/*.{ts,tsx}'],
    ignores: [BASKET_ID_OWNER],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name=/^(get|set|unset|has|flash)$/][arguments.0.value='basketId']",
          message: basketIdElsewhere,
        },
        {
          selector: "CallExpression[callee.name='replaceSessionData'] Property[key.name='basketId']",
          message: basketIdElsewhere,
        },
      ],
    },
  },
  {
    files: ['app/**/*.{ts,tsx}', 'mocks/**/*.{ts,tsx}'],
    // Tests may reach across layers to set up what they check.
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureSurfaceZones] }] },
  },
  {
    files: ['app/routes/**/*.{ts,tsx}'],
    plugins: { routes: routeRules },
    rules: {
      'no-restricted-globals': [
        'error',
        {
          name: 'fetch',
          message: 'Routes call app/features, whose endpoint clients (api/) own every upstream call.',
        },
      ],
      'routes/sibling-only': 'error',
      'routes/no-orphan-server': 'error',
    },
  },
  {
    files: [
      'app/components/**/*.{ts,tsx}',
      'app/blocks/**/*.{ts,tsx}',
      'app/features/*/ui/**/*.{ts,tsx}',
      'app/features/payments/**/*.tsx',
      'app/shell/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [ROUTE_TYPES_ONLY] }],
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
    // What runs in the browser gets no zod (decision 004): of a block's schema module it takes types only.
    files: [
      'app/components/**/*.{ts,tsx}',
      'app/blocks/**/*.{ts,tsx}',
      'app/features/*/ui/**/*.{ts,tsx}',
      'app/shell/**/*.{ts,tsx}',
    ],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'app/blocks/*/schema.ts', 'app/blocks/schemas.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [ROUTE_TYPES_ONLY, BLOCK_SCHEMA_TYPES_ONLY] },
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
      'app/shell/**/*.tsx',
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
