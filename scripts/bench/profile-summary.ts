import { readFileSync } from 'node:fs'

/**
 * `tsx scripts/bench/profile-summary.ts <file.cpuprofile> [top]`: what a `node --cpu-prof` profile of
 * the storefront spent its time on — the top functions by self time and by total time (a function's
 * own time plus its callees', counted once per sample however deep it recurses), and self time by
 * module (package name for node_modules, file for our code).
 */
interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  children?: number[]
}
interface Profile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

const [file, topArg] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-summary.ts <file.cpuprofile> [top]')
const TOP = Number(topArg ?? 25)
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parent = new Map<number, number>()
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id)

function moduleOf(url: string): string {
  if (!url) return '(native)'
  const nm = url.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = url.slice(nm + 'node_modules/'.length).split('/')
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!
  }
  if (url.startsWith('node:')) return url
  return url.replace(/^file:\/\/.*?\/(build|app|server\.ts|scripts|mocks)/, '$1')
}
const label = (n: ProfileNode) =>
  `${n.callFrame.functionName || '(anonymous)'} ${moduleOf(n.callFrame.url)}:${n.callFrame.lineNumber + 1}`

const self = new Map<string, number>()
const total = new Map<string, number>()
const modules = new Map<string, number>()
let all = 0
let idle = 0
profile.samples.forEach((id, i) => {
  const dt = profile.timeDeltas[i] ?? 0
  const node = byId.get(id)!
  const name = node.callFrame.functionName
  all += dt
  if (name === '(idle)' || name === '(program)' || name === '(garbage collector)') {
    if (name === '(idle)') idle += dt
    self.set(name, (self.get(name) ?? 0) + dt)
    return
  }
  self.set(label(node), (self.get(label(node)) ?? 0) + dt)
  modules.set(moduleOf(node.callFrame.url), (modules.get(moduleOf(node.callFrame.url)) ?? 0) + dt)
  const seen = new Set<string>()
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const key = label(byId.get(at)!)
    if (seen.has(key)) continue
    seen.add(key)
    total.set(key, (total.get(key) ?? 0) + dt)
  }
})

const busy = all - idle
const ms = (us: number) => (us / 1000).toFixed(0).padStart(7)
const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`
function print(title: string, map: Map<string, number>) {
  console.log(`\n${title}`)
  for (const [key, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`${ms(us)} ms ${pct(us)}  ${key}`)
}
console.log(`profile: ${(all / 1e6).toFixed(1)} s, busy ${(busy / 1e6).toFixed(1)} s (percentages of busy)`)
print('self time by function', self)
print('total time by function', total)
print('self time by module', modules)
