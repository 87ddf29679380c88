import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * Import cycles in `app/` and `mocks/`, type imports included. ESLint's `import-x/no-cycle` checks
 * value imports only; a cycle of types is a tangle of modules all the same, so `npm run lint` runs this
 * too. Exits non-zero and names each cycle's modules when there is one.
 */
const ROOTS = ['app', 'mocks']
const ALIASES: Record<string, string> = { '#app/': 'app/', '#mocks/': 'mocks/', '#tests/': 'tests/' }
const SOURCE = /\.(ts|tsx)$/
const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s(?:[^'"`;]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return name === 'node_modules' ? [] : files(full)
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

const graph = new Map<string, string[]>()
for (const file of ROOTS.flatMap(files)) {
  const source = readFileSync(file, 'utf8')
  const deps = [...source.matchAll(IMPORT)]
    .map((m) => resolve(file, (m[1] ?? m[2])!))
    .filter((dep): dep is string => dep !== null && ROOTS.some((root) => dep.startsWith(`${root}/`)))
  graph.set(path.normalize(file), deps)
}

// Tarjan's strongly connected components: every component of more than one module is a cycle.
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
  for (const next of graph.get(node) ?? []) {
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
    if (component.length > 1 || (graph.get(node) ?? []).includes(node)) cycles.push(component.sort())
  }
}
for (const node of graph.keys()) if (!index.has(node)) visit(node)

if (cycles.length) {
  console.error(`${cycles.length} import cycle(s), type imports included:`)
  for (const cycle of cycles) console.error(`  ${cycle.join(' <-> ')}`)
  process.exit(1)
}
console.log(`No import cycles among ${graph.size} modules of ${ROOTS.join(', ')}.`)
