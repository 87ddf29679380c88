import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

/**
 * First-load JavaScript per page, gzipped, as a browser fetches it: the client entry, then the
 * modules of every route in the page's match (root first) and their imports, each file once.
 * Exits non-zero when a page is over its budget.
 */
const KB = 1000
const PAGES: { name: string; routes: string[]; budget: number }[] = [
  { name: 'home', routes: ['root', 'routes/home'], budget: 125 * KB },
  { name: 'listing (PLP)', routes: ['root', 'routes/plp'], budget: 125 * KB },
  { name: 'product (PDP)', routes: ['root', 'routes/pdp'], budget: 125 * KB },
  { name: 'search', routes: ['root', 'routes/search'], budget: 125 * KB },
  { name: 'cart', routes: ['root', 'routes/cart'], budget: 135 * KB },
  {
    name: 'checkout shipping',
    routes: ['root', 'routes/checkout', 'routes/checkout-shipping'],
    budget: 135 * KB,
  },
  {
    name: 'checkout billing',
    routes: ['root', 'routes/checkout', 'routes/checkout-billing'],
    budget: 135 * KB,
  },
  {
    name: 'checkout summary',
    routes: ['root', 'routes/checkout', 'routes/checkout-summary'],
    budget: 135 * KB,
  },
  { name: 'order confirmation', routes: ['root', 'routes/order-confirmation'], budget: 135 * KB },
]

interface ManifestEntry {
  module: string
  imports?: string[]
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

const gzipCache = new Map<string, number>()
function gzippedSize(url: string): number {
  let size = gzipCache.get(url)
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(clientDir, url))).length
    gzipCache.set(url, size)
  }
  return size
}

let failed = false
const rows: string[] = []
for (const page of PAGES) {
  const files = new Set<string>([
    manifestFile ? `/assets/${manifestFile}` : '',
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
  const total = [...files].reduce((sum, file) => sum + gzippedSize(file), 0)
  const over = total > page.budget
  failed ||= over
  rows.push(
    `${over ? 'OVER' : 'ok  '}  ${page.name.padEnd(20)} ${(total / KB).toFixed(1).padStart(6)} kB / ${page.budget / KB} kB  (${files.size} files)`,
  )
}
console.log('First-load JavaScript, gzipped:')
console.log(rows.join('\n'))
if (failed) {
  console.error('A page is over its JavaScript budget.')
  process.exit(1)
}
