import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig, type Plugin, type Rollup } from 'vite'
import { compression, defineAlgorithm } from 'vite-plugin-compression2'
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib'

/**
 * The app shell (decision 016). Rollup gives each set of entries that share modules a chunk of its own:
 * it does not know that the root route comes with every page, so a module the header shares with a page
 * became one more file in every first load. Here everything the root route imports statically, apart from
 * its own file, goes in one chunk, the framework it shares with the client entry included (decision 096:
 * React Router's core was a file of its own on every page), and so does the client entry with React DOM
 * (decision 112): the chunk is the entry's, `entry.client-<hash>.js`. Every page loads all of it
 * anyway, so a module shared by the header and any route joins the chunk of its importer the page already
 * has. The closure is taken whole, as Rollup's module graph gives it (decision 094): a module in it that
 * no code uses is shaken out and costs nothing, and one the shell imports only for a page's sake would
 * show as growth on every page in `npm run size`.
 */
function appShell(): Rollup.GetManualChunk {
  let shell: Set<string> | undefined
  const groupOf = (id: string, closure: Set<string>): string | null => {
    const file = fileOf(id)
    const words = CATALOGUE.exec(file)?.[1]
    const map = LANGUAGE_MAP.exec(file)?.[1]
    if ((words ?? map)?.startsWith('en-') || ENGLISH_OVERLAY.test(file)) return 'english-overlays'
    if (map) return `app-shell-${map}`
    if (words && words !== 'en') {
      const english = file.replace(CATALOGUE, (whole, language: string) => whole.replace(language, 'en'))
      const group = groupOf(english, closure) ?? (VALIDATION_WORDS.test(english) ? 'checkout-parts' : null)
      return group && `${LANGUAGE_GROUP[group] ?? group}-${words}`
    }
    if (closure.has(id) || JSX_RUNTIME.test(file) || DEFERRED_BLOCK_LIST.test(file) || LOADER.test(file))
      return 'app-shell'
    if (MENU_MARKUP.test(file)) return 'menu-markup'
    if (TRACKING.test(file)) return 'tracking'
    if (BLOCK_LIST.test(file)) return 'block-list'
    if (PRODUCT_SECTION_PARTS.test(file)) return 'product-section-parts'
    if (PRODUCT_WORDS.test(file)) return 'product-words'
    if (CHECKOUT_PARTS.test(file)) return 'checkout-parts'
    if (PAYMENT_FIELDS.test(file)) return 'payment-fields'
    if (CART_PARTS.test(file)) return 'cart-parts'
    if (FORM_FIELDS.test(file)) return 'form-field'
    return CATALOGUE_PAGE_PARTS.test(file) ? 'catalogue-page-parts' : null
  }
  return (id, { getModuleIds, getModuleInfo }) => {
    shell ??= shellModules([...getModuleIds()], getModuleInfo)
    return groupOf(id, shell)
  }
}

/**
 * A catalogue of another language (`locales/fr/product.json`, `locales/en-GB/common.json`), which the
 * browser loads for a page in that language as the page's code names its namespace (decision 046).
 * It goes with the other catalogues of its language whose English ones are in the same group as its
 * English one: they load together (a French product page loaded eight catalogues, one file each; now
 * five). The English catalogues of the shell (the common words and the content's) are in no file of
 * their own, and the other languages' are one file per language (`app-shell-fr`). A catalogue whose
 * English one is in no group keeps a file of its own (decision 103).
 */
const CATALOGUE = /[/\\]locales[/\\]([a-z]{2}(?:-[A-Z]{2})?)[/\\][\w-]+\.json$/
/**
 * Another language's words, in fewer files than English ones (decision 114): a page in French or German
 * loads its language's map of catalogues, then the catalogues its code names, all after its HTML, so each
 * file is one more request before it hydrates. The map rides with the catalogues every page needs (the
 * shell's), and so do the blocks' words, which home, the listing and content pages need; the product
 * page's sections' words ride with its own; the cart's with the checkout's, which the cart needs too. A
 * page then loads at most two files of words more than in English, a few kilobytes it may not use
 * among them.
 */
const LANGUAGE_GROUP: Record<string, string> = {
  'block-list': 'app-shell',
  'product-section-parts': 'product-words',
  'cart-parts': 'checkout-parts',
}
/**
 * The validation messages in another language: English ones are their own text, in no file, and
 * another language's rode alone, one more file on the checkout's steps. They ride with the checkout's
 * words; another page with a form (signing in, an account page) loads those with them.
 */
const VALIDATION_WORDS = /[/\\]app[/\\]locales[/\\]en[/\\]validation\.json$/
/** A language's map of catalogues (`app/locales/in/fr.client.ts`). */
const LANGUAGE_MAP = /[/\\]app[/\\]locales[/\\]in[/\\]([a-z]{2}(?:-[A-Z]{2})?)\.client\.ts$/
/**
 * The loader of other languages' words: a few hundred bytes in the shell, where apart it was one more
 * file before a French or German page's words (decision 114).
 */
const LOADER = /[/\\]app[/\\]locales[/\\](load\.client|files)\.ts$/
/**
 * British and Canadian English: the entries they spell differently from US English, a kilobyte in all
 * (decision 071), with their maps and how they lie over US English. One file, which a page in either
 * loads whatever its code names: by page, they were up to four.
 */
const ENGLISH_OVERLAY = /[/\\]app[/\\]locales[/\\]overlay\.ts$/

const rootRoute = path.resolve('app/root.tsx')
const clientEntry = path.resolve('app/entry.client.tsx')
/**
 * React's JSX runtime (a few hundred bytes) was a file of its own in every first load: the client entry
 * and every component import it, and Rollup kept it apart from the framework's chunk. It rides in the
 * shell, which every page loads anyway (decision 055).
 */
const JSX_RUNTIME =
  /[/\\]node_modules[/\\]react[/\\](jsx-runtime\.js|cjs[/\\]react-jsx-runtime\.production\.js)$/
/**
 * The content sections' lazy block list (a few hundred bytes; the registry it loads stays apart) is on
 * nearly every page: the listing, product, search, cart and checkout pages and the not-found page. Apart,
 * it was one more file in each of their first loads (decision 055).
 */
const DEFERRED_BLOCK_LIST = /[/\\]app[/\\]blocks[/\\]deferred-block-list\.tsx$/
/**
 * The menu's markup and its words, loaded only when they are needed (the desktop bar's when the menu's
 * content changes, the phone's when the shopper opens it): one file rather than five, each of whose
 * names the shell would otherwise carry in its list of lazy imports' dependencies.
 */
const MENU_MARKUP =
  /[/\\]app[/\\]shell[/\\]((mega-menu-(content|parts)|mobile-menu-(dialog|list))\.tsx|locales[/\\]menu\.ts)$/
/**
 * The catalogue's small shared parts, a few hundred bytes each: the heart and the breadcrumbs with
 * their structured data, the product tile, the price display with its rules, the image URLs and the not-found boundary. The
 * listing, the product page and the search page have most of them in their first loads, the cart the
 * price and the images, home its carousels' tiles after it hydrates. Apart, each was one more file in
 * those loads (decision 096); together they are one, and a page loads the few hundred bytes it does
 * not use with them. The reviews' intent names (a few dozen bytes), which the product page reads and
 * its lazy reviews section posts, ride with them rather than be a file of their own, and so does the
 * watch for a part of the page nearing the window and the reviews' anchors, with which the product
 * page loads its reviews.
 */
const CATALOGUE_PAGE_PARTS =
  /[/\\]app[/\\](components[/\\](favorite-button|breadcrumbs|structured-data|product-tile|price-tag)\.tsx|domain[/\\](catalog[/\\](images|review-anchors)|money[/\\]pricing)\.ts|blocks[/\\]not-found-boundary\.tsx|components[/\\]near-viewport\.ts|features[/\\]reviews[/\\]intents\.ts)$/
/**
 * The tracking every page runs, a few hundred bytes each: the page view's beacon, its sender and its
 * queue, the data layer (with the pop-up rules it names pop-ups by), the consent attribute and the
 * same-origin fetch. A page loads them all, some in its first load and the rest after it hydrates:
 * apart, they were up to six files on every page (decision 096).
 */
const TRACKING =
  /[/\\]app[/\\](platform[/\\](tracking[/\\](beacon|beacon-sender|data-layer)|http[/\\]same-origin-fetch)|domain[/\\](tracking[/\\](data-layer|consent-attribute|beacon-queue)|content[/\\]popup-rules))\.ts$/
/**
 * The block list (the registry, the modules it alone imports and every block's traits, which it takes
 * eagerly) with the content rules those traits read, the carousel's and the upsell's, and the blocks'
 * English words, which every block view reads. Wherever the list
 * loads, they load; apart, they were two more files (decision 096).
 */
const BLOCK_LIST =
  /[/\\]app[/\\](blocks[/\\](registry\.tsx|recommendation-clicks\.ts|dismissed\.tsx|folders\.ts|block\.ts|[^/\\]+[/\\]traits\.ts|shared[/\\]locales[/\\](blocks\.ts|en[/\\]blocks\.json))|domain[/\\]content[/\\](carousel-rules|upsell)\.ts)$/
/**
 * What the product page's sections below the fold share with the pages and dialogs they open (the
 * review photos, quick shop, a cart line's gift form): the reviews' and recommendations' English words,
 * the reviews' paging rules, the stars and the gift limits. The product page loaded them as five files
 * after it hydrated (decision 096). The gate that hydrates its recommendations once they near the
 * window and the recommendations' impression and click events ride with them (a few hundred bytes
 * each, two more files): a listing's photo gallery, the one other section that waits for the gate,
 * and a first click on a recommendation block's card elsewhere load these parts with them.
 */
const PRODUCT_SECTION_PARTS =
  /[/\\]app[/\\](features[/\\](reviews[/\\](locales[/\\](reviews\.ts|en[/\\]reviews\.json)|ui[/\\]review-stars\.tsx)|recommendations[/\\]locales[/\\](recommendations\.ts|en[/\\]recommendations\.json))|domain[/\\](catalog[/\\]reviews|tracking[/\\]recommendation-events)\.ts|validation[/\\]gift-option-limits\.ts|components[/\\](hydrate-near-viewport\.tsx|recommendation-tracking\.ts))$/
/**
 * The product page's English words, the store finder's, which its buy box shows (a size in stores,
 * the shopper's store), and express pay's (its buttons in the buy box): all in its first load, where
 * apart they were two files of about a kilobyte. The store pages, the size chart and quick shop load
 * the others' words with them. In French or German the page loads their catalogues as one file too:
 * express pay's, in the page's own chunk in English, was a file of its own there (decision 106).
 */
const PRODUCT_WORDS =
  /[/\\]app[/\\]features[/\\](product[/\\]locales[/\\](product\.ts|en[/\\]product\.json)|stores[/\\]locales[/\\](stores\.ts|en[/\\]stores\.json)|payments[/\\]locales[/\\](payments\.ts|en[/\\]payments\.json))$/
/**
 * What the cart and the checkout's steps share: the checkout's and the payment methods' English words
 * (each method's part of them in its folder),
 * the step's intents and its answer's shape, the address as the steps show it, and the order's totals
 * with the summary that shows them (which each step draws as the server drew it and loads after it
 * hydrates). Apart, they were up to seven files of a few hundred bytes in a step's load (decision 103);
 * together they are one, which the cart loads for its totals and words, and a step loads the few
 * hundred bytes it does not use with them. The address form's fields stay apart: they need the form
 * library, which the cart does not load.
 */
const CHECKOUT_PARTS =
  /[/\\]app[/\\](features[/\\](checkout[/\\](intents\.ts|ui[/\\]checkout-summary-content\.tsx|locales[/\\](checkout\.ts|en[/\\]checkout\.json))|payments[/\\]([\w-]+[/\\])?locales[/\\](tenders\.ts|en[/\\]tenders\.json))|components[/\\](address-summary\.tsx|action-answer\.ts|order-totals\.tsx))$/
/**
 * The payment step's card fields, which come from a provider and load after the step hydrates, with
 * what the step and they share of the provider's session (decision 103). The device wallet's button
 * stays apart, with the payment request it shares with the product page's express button: only a
 * browser that can have the wallet loads them (decision 112), and every other one loaded them here.
 */
const PAYMENT_FIELDS = /[/\\]app[/\\]features[/\\]payments[/\\]card[/\\]hosted-(card-fields\.tsx|fields\.ts)$/
/**
 * The cart's and the wish lists' English words and the rules of a line's attributes, which the cart
 * loads together: one file rather than three (decision 103). The mini cart and the favourites page load
 * the other's words with them, a kilobyte or two.
 */
const CART_PARTS =
  /[/\\]app[/\\](features[/\\](cart|wishlists)[/\\]locales[/\\]((cart|wishlists)\.ts|en[/\\](cart|wishlists)\.json)|domain[/\\]cart[/\\]line-attributes\.ts)$/
/**
 * The kit's form fields with what they are built on: the form library, the validation messages' lookup
 * and the address's fields, which come only with the text and select fields they are made of. Rollup
 * made the first four one file by itself; the address's fields were one more file of half a kilobyte
 * on each page with an address form, the checkout's shipping and payment steps among them (decision
 * 106). A page with a form but no address loads that half kilobyte with the library.
 */
const FORM_FIELDS =
  /[/\\](node_modules[/\\]@conform-to[/\\](dom|react)[/\\].+|app[/\\](components[/\\](form-field|address-fields)\.tsx|platform[/\\]i18n[/\\]validation-text\.ts|locales[/\\]validation\.ts))$/
const CONTRACT_MODULES =
  /\/app\/(features\/(cart\/intents|payments\/(wallet\/(intents|apple-pay)|express\/intents))|domain\/(cart\/wishlist-intents|identity\/captcha|errors\/form-reply|page\/enhanced-post|tracking\/listed-page)|components\/(enhanced-field|kept-list|captcha-field))\.tsx?$/
const fileOf = (id: string) => id.split('?')[0] ?? id
/**
 * The domain's rules (app/domain/<topic>/), the pure rules of the platform that were models before, and
 * the blocks' schemas (app/blocks/<block>/schema.ts and their registry), which are domain too.
 */
const PURE_MODULE =
  /[/\\]app[/\\](domain[/\\][^/\\]+[/\\][^/\\]+|platform[/\\](api[/\\](circuit-breaker|upstream-cookies(\.server)?|mock-mode|upstream-groups|api-contracts|call-templates)|http[/\\]server-timing|log[/\\]warning-throttle|cache[/\\](cache-policy|page-cache|surrogate-keys))|blocks[/\\](schemas|[^/\\]+[/\\]schema))\.tsx?$/

function shellModules(ids: string[], getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const entries = ids.filter((id) => getModuleInfo(id)?.isEntry)
  const root = entries.find((id) => fileOf(id) === rootRoute)
  if (!root) throw new Error('app shell: no root route among the entries')
  const client = entries.find((id) => fileOf(id) === clientEntry)
  if (!client) throw new Error('app shell: no client entry among the entries')
  const shell = new Set<string>()
  // The client entry and what only it imports (React DOM's client, the scheduler) were a file of their
  // own beside the shell on every page (decision 112): the shell takes them, and the chunk is the
  // entry's. The root route's own module stays apart: a chunk is the entry of one module only, and a
  // second entry in it would be a file again, re-exporting its part.
  for (const id of [...staticImports(root, getModuleInfo), ...staticImports(client, getModuleInfo)]) {
    // Styles stay with the root route, whose manifest entry lists them.
    if (fileOf(id) === rootRoute || /\.css$/.test(fileOf(id))) continue
    shell.add(id)
  }
  // The action contract's small shared pieces (decision 020): the reply shape, the enhanced-post marker
  // and the intent names of the forms found across the shop (add to cart, favourites, express pay), and
  // the device wallet's question to the browser, which the product page and the payment step ask before
  // they load the wallet's code.
  // Forms on most pages use them; apart, each was one more file of a few hundred bytes in a first load.
  // The kept list (a few hundred bytes) holds the tiles of listings and carousels (decisions 099, 100).
  // The captcha's hidden field (half a kilobyte) is in the sign-in form, which the header offers on every
  // page, and in the shipping, payment and review steps' first loads, each of which had it as a file.
  for (const id of ids) if (CONTRACT_MODULES.test(fileOf(id).split(path.sep).join('/'))) shell.add(id)
  return shell
}

/** Every module `entry` imports statically, directly or through others, used or not. */
function staticImports(entry: string, getModuleInfo: Rollup.GetModuleInfo): Set<string> {
  const seen = new Set([entry])
  for (const id of seen) for (const dep of getModuleInfo(id)?.importedIds ?? []) seen.add(dep)
  return seen
}

/** The client's files are compressed once, at the best ratio, and served as they are (decision 090). */
const BROTLI = { params: { [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY } }
const GZIP = { level: 9 }
/** V8's file-wide compile hint (explicit compile hints, Chrome 136+): it counts only as the file's start. */
const COMPILE_ALL_ON_LOAD = '//# allFunctionsCalledOnLoad\n'

/**
 * The client entry's chunk (React, React DOM, React Router and the app shell: decision 112) is the code
 * every page runs as it loads. V8 compiles a function lazily, on the main thread the first time it is
 * called: React DOM's module function alone took 7 to 9 of the 9 to 12 ms in which a page's modules
 * were evaluated. With the file-wide compile hint at its start, Chrome compiles the whole chunk as it
 * streams in, off the main thread; other browsers read a comment (decision 117). The hint goes in last,
 * after the minifier (which drops comments) and the dynamic imports' dependency map (which Vite puts
 * at the start), so the chunk's compressed copies are made again from it.
 */
function compileEntryEagerly(): Plugin {
  return {
    name: 'storefront:compile-entry-eagerly',
    apply: 'build',
    generateBundle: {
      order: 'post',
      handler(_, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId) continue
          if (fileOf(chunk.facadeModuleId) !== clientEntry) continue
          chunk.code = `${COMPILE_ALL_ON_LOAD}${chunk.code}`
          const compressed = { br: brotliCompressSync(chunk.code, BROTLI), gz: gzipSync(chunk.code, GZIP) }
          for (const [extension, source] of Object.entries(compressed)) {
            const copy = bundle[`${chunk.fileName}.${extension}`]
            if (copy?.type === 'asset') copy.source = source
          }
        }
      },
    },
  }
}

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    tailwindcss(),
    reactRouter(),
    !isSsrBuild && compileEntryEagerly(),
    // The client's scripts and styles are compressed once, at the best ratio, and served as they are
    // (server.ts): on the fly a server can only afford a fast, weaker setting (decision 090).
    !isSsrBuild &&
      compression({
        include: /\.(js|css|svg)$/,
        algorithms: [defineAlgorithm('brotliCompress', BROTLI), defineAlgorithm('gzip', GZIP)],
        logLevel: 'silent',
      }),
  ],
  // React Router's package names only its development build, whose warnings stay in a browser bundle
  // (remix-run/react-router#14102): a production build gives the browser the package's production build,
  // the same code without them. The server, and every page of the development server, keep the
  // package's own resolution: its request handler and the server's modules must share one copy.
  resolve:
    command !== 'build' || isSsrBuild
      ? {}
      : {
          alias: [
            {
              find: /^react-router$/,
              replacement: path.resolve('node_modules/react-router/dist/production/index.mjs'),
            },
            {
              find: /^react-router\/dom$/,
              replacement: path.resolve('node_modules/react-router/dist/production/dom-export.mjs'),
            },
          ],
        },
  build: {
    // Hashed assets are served with immutable caching by server.ts.
    assetsInlineLimit: 0,
    // The client build only: the server bundle loads from disk, where chunks cost nothing.
    rollupOptions: isSsrBuild
      ? {}
      : // Only the modules named go in the shell; what else they import stays where Rollup puts it.
        {
          // Models and block schemas are pure (declarations, schemas, functions: docs/architecture.md):
          // a module that imports one and uses none of its bindings does not need it loaded, so no empty
          // import of a model's chunk is kept only because Rollup cannot prove a top-level call has no
          // effect.
          treeshake: { moduleSideEffects: (id: string) => !PURE_MODULE.test(fileOf(id)) },
          output: { manualChunks: appShell(), onlyExplicitManualChunks: true },
        },
  },
}))
