import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Import cycles among the project's own modules (`app/`, `mocks/`, the tests, the journeys, the scripts,
 * the benchmark's stock app and the configuration files at the top), type imports included: a cycle of
 * types is a tangle of modules all the same. `npm run lint` runs it after ESLint; one pass over the
 * import graph here takes about a second, where ESLint's `import-x/no-cycle` took some 10 s of its run
 * and saw value imports only. It also checks the feature folders (`app/features/<feature>/`) taken whole, each of their two
 * parts apart: a feature's server part (its modules outside `ui/`) that imports another's, directly or
 * through others, must not be imported back by it, and the same holds among their UIs (`ui/` and the
 * payment methods' views), so the features form layers. An import of another feature's intent names,
 * view types or page data types (modules that import nothing but other such names) joins no loop.
 * Exits non-zero and names each cycle's modules (or folders, with the imports that make the
 * loop) when there is one.
 */
const ROOTS = ['app', 'mocks', 'tests', 'e2e', 'scripts', 'bench', 'eslint']
/** What is built or installed, not written here. */
const SKIPPED = new Set(['node_modules', 'build', '.react-router'])
const ALIASES: Record<string, string> = { '#app/': 'app/', '#mocks/': 'mocks/', '#tests/': 'tests/' }
const SOURCE = /\.(ts|tsx|js|mjs)$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return SKIPPED.has(name) ? [] : files(full)
    return SOURCE.test(name) ? [full] : []
  })
}

function resolve(from: string, spec: string): string | null {
  let target: string | null = null
  for (const [alias, dir] of Object.entries(ALIASES))
    if (spec.startsWith(alias)) target = dir + spec.slice(alias.length)
  if (!target && spec.startsWith('.')) target = path.join(path.dirname(from), spec)
  if (!target) return null
  for (const candidate of [target, `${target}.ts`, `${target}.tsx`, path.join(target, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return path.normalize(candidate)
  }
  return null
}

/** The folders' modules and the configuration files at the top (vite.config.ts, playwright.config.ts…). */
const modules = [
  ...ROOTS.flatMap(files),
  ...readdirSync('.').filter((name) => SOURCE.test(name) && statSync(name).isFile()),
].map((file) => path.normalize(file))
const known = new Set(modules)
const graph = new Map<string, string[]>()
for (const file of modules) {
  const source = readFileSync(file, 'utf8')
  const deps = [...source.matchAll(IMPORT)]
    .map((m) => resolve(file, (m[1] ?? m[2])!))
    .filter((dep): dep is string => dep !== null && known.has(dep))
  graph.set(file, deps)
}

// Tarjan's strongly connected components: every component of more than one node is a cycle, and so
// is a node that imports itself.
function cyclesOf(edges: Map<string, string[]>): string[][] {
  let counter = 0
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  function visit(node: string) {
    index.set(node, counter)
    low.set(node, counter++)
    stack.push(node)
    onStack.add(node)
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(node, Math.min(low.get(node)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!))
    }
    if (low.get(node) === index.get(node)) {
      const component: string[] = []
      let member: string
      do {
        member = stack.pop()!
        onStack.delete(member)
        component.push(member)
      } while (member !== node)
      if (component.length > 1 || (edges.get(node) ?? []).includes(node)) cycles.push(component.sort())
    }
  }
  for (const node of edges.keys()) if (!index.has(node)) visit(node)
  return cycles
}

let failed = false
const cycles = cyclesOf(graph)
if (cycles.length) {
  failed = true
  console.error(`${cycles.length} import cycle(s), type imports included:`)
  for (const cycle of cycles) console.error(`  ${cycle.join(' <-> ')}`)
}

// The feature folders taken whole, per part: an edge from one to another for every import between their
// modules of that part (tests left out: they may reach across to set up what they check).
const FEATURE = /^app\/features\/([^/]+)\//
const posixPath = (file: string) => file.split(path.sep).join('/')
const featureOf = (file: string) => FEATURE.exec(posixPath(file))?.[1]
/** A feature's UI: its `ui/` folder, and the payment methods' views (every `.tsx` of a feature is a view). */
const isUi = (file: string) => /^app\/features\/[^/]+\/(?:ui\/|.*\.tsx$)/.test(posixPath(file))
/** The names a feature's forms and views share: import-free intent names and types. */
const isContract = (file: string) => /\/(?:intents|[\w-]+-intents|views|page-data)\.ts$/.test(posixPath(file))
const parts = {
  server: { edges: new Map<string, string[]>(), imports: new Map<string, string[]>() },
  UI: { edges: new Map<string, string[]>(), imports: new Map<string, string[]>() },
}
for (const [file, deps] of graph) {
  const from = featureOf(file)
  if (!from || /\.test\.tsx?$/.test(file)) continue
  const part = isUi(file) ? parts.UI : parts.server
  if (!part.edges.has(from)) part.edges.set(from, [])
  for (const dep of deps) {
    const to = featureOf(dep)
    if (!to || to === from) continue
    // Another feature's intent names and types join no loop: those modules import nothing else.
    if (isContract(dep)) continue
    const targets = part.edges.get(from)!
    if (!targets.includes(to)) targets.push(to)
    const key = `${from} -> ${to}`
    part.imports.set(key, [...(part.imports.get(key) ?? []), `${file} -> ${dep}`])
  }
}
for (const [name, part] of Object.entries(parts)) {
  const loops = cyclesOf(part.edges)
  if (!loops.length) continue
  failed = true
  console.error(`${loops.length} loop(s) among the feature folders' ${name} parts (app/features/<feature>/):`)
  for (const loop of loops) {
    console.error(`  ${loop.join(' <-> ')}, by:`)
    for (const from of loop) {
      for (const to of part.edges.get(from) ?? []) {
        if (!loop.includes(to)) continue
        for (const line of part.imports.get(`${from} -> ${to}`) ?? []) console.error(`    ${line}`)
      }
    }
  }
}
const featureEdges = new Set([...parts.server.edges.keys(), ...parts.UI.edges.keys()])

if (failed) process.exit(1)
console.log(
  `No import cycles among ${graph.size} modules (${ROOTS.join(', ')} and the configuration files), nor among ${featureEdges.size} feature folders.`,
)
