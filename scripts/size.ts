import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { matchRoutes, type RouteObject } from 'react-router'
import config from '../react-router.config.ts'
import { namespaceOfFile } from '#app/locales/files.ts'

/**
 * First-load JavaScript per page, gzipped, as a browser fetches it: the route manifest, the client
 * entry, then the modules of every route in the page's match (root first) and their imports, each file
 * once. With lazy route discovery (React Router's default, decision 008) the browser never loads the
 * whole manifest file: the document inlines the entries of the routes that match the URL and its
 * parent paths, and that partial manifest is what is counted. A French or German page also loads, before
 * it hydrates, its language's map of catalogues and its language's catalogue of each namespace its code
 * defines (decisions 046, 114); those chunks are counted too. Exits non-zero when a page is over its
 * budget, or a page in another language loads more than two files for its words.
 */
const KB = 1000
/**
 * The cart's and checkout's first-load budget: decision 004's 135 kB, and 0.2 kB since every page's entry
 * gives a refused post's status back to the router (decision 088), which took the payment step 80 bytes
 * over, and 0.05 kB since content without behaviour beside a page's own is kept as the server drew it
 * (decision 093): 38 bytes more in the payment step's first load (the island in the deferred block list,
 * which every page's shell carries, and the checkout's flag) took it 29 bytes over, for the block list
 * and its parts that no checkout step loads any more (3.4 kB and three files less after hydration).
 */
const CART_AND_CHECKOUT_BUDGET = 135.25 * KB
/**
 * Home's, the listing's, the product page's and search's: decision 004's 125 kB, and 0.05 kB since a
 * link that opens a dialog (the phone's menu, sign-in in every header) opens it as soon as its code is
 * in: React had shown its fallback first and held the dialog for 300 ms after it. That is 37 bytes in
 * every page's shell, which took the listing, 1 byte under before, 36 bytes over. Then 125.3 kB: the
 * shell reads the numbers the server formatted for the page, so that a page showing prices as it
 * hydrates does not start the browser's number formatting (decision 116), 0.2 kB. Then 125.45 kB: the
 * shell draws what needs JavaScript in the tasks after the hydration rather than in its last one
 * (decision 117), 0.13 kB, which took the listing 115 bytes over.
 */
const CATALOGUE_PAGE_BUDGET = 125.45 * KB
/**
 * `language`: the page in a language whose catalogues load as chunks (decision 046). `enforced: false`:
 * measured against the budget and shown, but not failing the check (decision 046 says why).
 */
const PAGES: {
  name: string
  url: string
  routes: string[]
  budget: number
  language?: string
  enforced?: false
}[] = [
  { name: 'home', url: '/en-us', routes: ['root', 'routes/home'], budget: CATALOGUE_PAGE_BUDGET },
  {
    name: 'listing (PLP)',
    url: '/en-us/c/running-shoes-1010',
    routes: ['root', 'routes/plp'],
    budget: CATALOGUE_PAGE_BUDGET,
  },
  {
    name: 'product (PDP)',
    url: '/en-us/p/tempo-trail-runner-RS100001',
    routes: ['root', 'routes/pdp'],
    budget: CATALOGUE_PAGE_BUDGET,
  },
  {
    name: 'product, de-de',
    url: '/de-de/p/tempo-trail-runner-RS100001',
    routes: ['root', 'routes/pdp'],
    budget: CATALOGUE_PAGE_BUDGET,
    language: 'de',
    enforced: false,
  },
  { name: 'search', url: '/en-us/search', routes: ['root', 'routes/search'], budget: CATALOGUE_PAGE_BUDGET },
  { name: 'cart', url: '/en-us/cart', routes: ['root', 'routes/cart'], budget: CART_AND_CHECKOUT_BUDGET },
  {
    name: 'checkout shipping',
    url: '/en-us/checkout/shipping',
    routes: ['root', 'routes/checkout', 'routes/checkout-shipping'],
    budget: CART_AND_CHECKOUT_BUDGET,
  },
  {
    name: 'checkout billing',
    url: '/en-us/checkout/billing',
    routes: ['root', 'routes/checkout', 'routes/checkout-billing'],
    budget: CART_AND_CHECKOUT_BUDGET,
  },
  {
    name: 'checkout summary',
    url: '/en-us/checkout/summary',
    routes: ['root', 'routes/checkout', 'routes/checkout-summary'],
    budget: CART_AND_CHECKOUT_BUDGET,
  },
  {
    name: 'shipping, fr-fr',
    url: '/fr-fr/checkout/shipping',
    routes: ['root', 'routes/checkout', 'routes/checkout-shipping'],
    budget: CART_AND_CHECKOUT_BUDGET,
    language: 'fr',
    enforced: false,
  },
  {
    name: 'order confirmation',
    url: '/en-us/order-confirmation',
    routes: ['root', 'routes/order-confirmation'],
    budget: CART_AND_CHECKOUT_BUDGET,
  },
]

/**
 * The files a page in another language may load for its words beyond the English page's (decision
 * 114): its language's map with the words every page needs, and the words of the page's kind.
 */
const LANGUAGE_FILES = 2

interface ManifestEntry {
  module: string
  imports?: string[]
  id?: string
  parentId?: string
  path?: string
  index?: boolean
}
interface Manifest {
  entry: ManifestEntry
  routes: Record<string, ManifestEntry>
}

const clientDir = path.resolve('build/client')
const assets = path.join(clientDir, 'assets')
const manifestFile = readdirSync(assets).find((f) => /^manifest-.*\.js$/.test(f))
if (!manifestFile)
  throw new Error('No React Router manifest in build/client/assets: run `npm run build` first')
const source = readFileSync(path.join(assets, manifestFile), 'utf8')
const manifest = JSON.parse(source.slice(source.indexOf('{'), source.lastIndexOf('}') + 1)) as Manifest

/** Lazy route discovery unless the config turns it off (`routeDiscovery: { mode: 'initial' }`). */
const settings: { ssr?: boolean; routeDiscovery?: { mode?: string } } = config
const lazyDiscovery = settings.routeDiscovery?.mode !== 'initial' && settings.ssr !== false

/** The manifest's routes as a tree, to match URLs the way the router does. */
function routeTree(): RouteObject[] {
  const children = new Map<string | undefined, RouteObject[]>()
  for (const [id, route] of Object.entries(manifest.routes)) {
    const list = children.get(route.parentId) ?? []
    list.push(route.index ? { id, index: true, path: route.path } : { id, path: route.path })
    children.set(route.parentId, list)
  }
  const attach = (routes: RouteObject[]): RouteObject[] =>
    routes.map((r) => (r.index ? r : { ...r, children: attach(children.get(r.id) ?? []) }))
  return attach(children.get(undefined) ?? [])
}

/**
 * The gzipped manifest the document inlines for `url` under lazy route discovery: the routes matching
 * the URL and each of its parent paths, as React Router's getPartialManifest picks them.
 */
function partialManifestSize(url: string): number {
  const tree = routeTree()
  const ids = new Set<string>()
  const segments = url.split('/').filter(Boolean)
  const paths = [url, '/']
  segments.pop()
  while (segments.length > 0) {
    paths.push(`/${segments.join('/')}`)
    segments.pop()
  }
  for (const p of paths) for (const m of matchRoutes(tree, p) ?? []) ids.add(m.route.id!)
  const routes = Object.fromEntries([...ids].map((id) => [id, manifest.routes[id]]))
  return gzipSync(JSON.stringify({ ...manifest, routes })).length
}

const gzipCache = new Map<string, number>()
function gzippedSize(url: string): number {
  let size = gzipCache.get(url)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url))).length
    gzipCache.set(url, size)
  }
  return size
}

/**
 * A language's map of catalogues (`app/locales/in/<language>.client.ts`) and, by namespace, each
 * catalogue's chunks (a namespace in parts may have a file in several), read from the map's chunk, whose
 * keys are the files' paths (`"/app/features/addresses/locales/de/address-book.json":()=>…import("./address-book-….js")`);
 * a catalogue in the map's own chunk has no import there (decision 114).
 */
function languageChunks(language: string): { map: string; chunks: Map<string, Set<string>> } {
  const key = new RegExp(`"/app/[^"]*?locales/${language}/([\\w-]+)\\.json":`, 'g')
  for (const file of readdirSync(assets).filter((f) => f.endsWith('.js'))) {
    const source = readFileSync(path.join(assets, file), 'utf8')
    const found = [...source.matchAll(key)]
    if (!found.length) continue
    const chunks = new Map<string, Set<string>>()
    found.forEach((match, index) => {
      const entry = source.slice(match.index, found[index + 1]?.index ?? source.length)
      const chunk = /import\("\.\/([^"]+)"\)/.exec(entry)?.[1] ?? file
      const ns = namespaceOfFile(match[1]!)
      chunks.set(ns, new Set([...(chunks.get(ns) ?? []), `/assets/${chunk}`]))
    })
    return { map: `/assets/${file}`, chunks }
  }
  throw new Error(`No map of ${language} catalogues in build/client/assets`)
}

/** The namespaces a page's code defines (`defineNamespace('reviews', { en })`), common and content included. */
function definedNamespaces(files: Iterable<string>): Set<string> {
  const namespaces = new Set(['common', 'content'])
  for (const file of files) {
    const source = readFileSync(path.join(clientDir, file), 'utf8')
    for (const [, ns] of source.matchAll(/\("(\w+)",\{en:/g)) namespaces.add(ns!)
  }
  return namespaces
}

let failed = false
const rows: string[] = []
for (const page of PAGES) {
  const files = new Set<string>([
    manifestFile && !lazyDiscovery ? `/assets/${manifestFile}` : '',
    manifest.entry.module,
    ...(manifest.entry.imports ?? []),
  ])
  for (const id of page.routes) {
    const route = manifest.routes[id]
    if (!route) throw new Error(`Route ${id} is not in the build manifest`)
    files.add(route.module)
    for (const i of route.imports ?? []) files.add(i)
  }
  files.delete('')
  const englishFiles = files.size
  if (page.language) {
    const { map, chunks } = languageChunks(page.language)
    for (const ns of definedNamespaces([...files])) {
      const found = chunks.get(ns)
      if (!found) throw new Error(`No ${page.language} catalogue chunk for the ${ns} namespace`)
      for (const chunk of found) files.add(chunk)
    }
    files.add(map)
  }
  const manifestSize = lazyDiscovery ? partialManifestSize(page.url) : 0
  const total = [...files].reduce((sum, file) => sum + gzippedSize(file), manifestSize)
  const over = total > page.budget
  // Enforced whatever the bytes: each file is one more request before the page hydrates.
  const wordFiles = files.size - englishFiles
  const tooManyFiles = wordFiles > LANGUAGE_FILES
  if (page.enforced !== false) failed ||= over
  failed ||= tooManyFiles
  const status = tooManyFiles ? 'OVER' : over ? (page.enforced === false ? 'over' : 'OVER') : 'ok  '
  rows.push(
    `${status}  ${page.name.padEnd(20)} ${(total / KB).toFixed(1).padStart(6)} kB / ${page.budget / KB} kB  (${files.size} files${page.language ? `, ${wordFiles} of them its words, at most ${LANGUAGE_FILES}` : ''})`,
  )
}
console.log('First-load JavaScript, gzipped:')
console.log(rows.join('\n'))
if (PAGES.some((page) => page.enforced === false))
  console.log('(over: measured, not enforced; see docs/decisions/046-french-and-german.md)')
if (failed) {
  console.error('A page is over its JavaScript budget.')
  process.exit(1)
}
