import { spawnSync } from 'node:child_process'

/**
 * `npm run audit`: the production dependencies against the registry's advisories (`npm audit
 * --omit=dev`). Fails on any high or critical advisory and lists them. A registry that does not answer
 * the audit (a mirror without the advisories endpoint, no network) gives no result: that is said
 * plainly and does not fail the run, since nothing was learnt either way.
 */

interface Advisory {
  name: string
  severity: string
  via: unknown[]
  range?: string
}

interface AuditReport {
  metadata?: { vulnerabilities?: Record<string, number> }
  vulnerabilities?: Record<string, Advisory>
  statusCode?: number
  message?: string
  error?: { summary?: string; code?: string }
}

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const result = spawnSync(npm, ['audit', '--omit=dev', '--json'], { encoding: 'utf8', timeout: 120_000 })

let report: AuditReport
try {
  report = JSON.parse(result.stdout || '{}') as AuditReport
} catch {
  console.log(`npm audit gave no report (exit ${result.status}): no audit result.\n${result.stderr}`)
  process.exit(0)
}

const counts = report.metadata?.vulnerabilities
if (!counts) {
  const why = report.message ?? report.error?.summary ?? `exit ${result.status}`
  console.log(`The registry did not answer the audit (${why}): no audit result.`)
  process.exit(0)
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) =>
  ['high', 'critical'].includes(v.severity),
)
console.log(
  `npm audit --omit=dev: ${Object.entries(counts)
    .map(([level, n]) => `${level} ${n}`)
    .join(', ')}`,
)
for (const v of serious) console.log(`  ${v.severity}: ${v.name} ${v.range ?? ''}`)
process.exit(serious.length > 0 ? 1 : 0)
