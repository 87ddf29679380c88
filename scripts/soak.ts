import { mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { rssMb, start, startEmulatorProcess, storefrontEnv, type Started } from './bench/processes.ts'
import { startFlags } from './soak/flags.ts'

/**
 * The soak run (not in CI; decisions 043 and 053): the emulator and the production storefront as two
 * processes of their own, then mixed requests at a fixed concurrency — first visits (no cookie),
 * returning shoppers (a session with a cart) and cart adds. At 5 000, 10 000, 20 000, 30 000, 40 000
 * and 50 000 requests it prints the storefront's resident memory and heap (from a probe loaded into
 * it), the emulator's resident memory and the size of its captured-request log, then the growth from
 * 5 000 to the end and the count of answers that were not 2xx. It exits non-zero when a goal is missed:
 * storefront RSS growth of 10 % or more from 5 000 to the end, storefront RSS over 300 MB, any 5xx or
 * connection error, or a captured-request log over its cap.
 *
 * `SOAK_REQUESTS` (default 50 000), `SOAK_CONNECTIONS` (20), `SOAK_PORT` (3626; the emulator on +10,
 * the probe on +1). `SOAK_SNAPSHOTS=1` also writes heap snapshots at 5 000 and at the end into
 * `SOAK_SNAPSHOT_DIR` (default storefront-soak/ in the system's temporary directory), to diff what the heap retains by constructor.
 */
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 50_000)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20)
const PORT = Number(process.env.SOAK_PORT ?? 3626)
const EMULATOR_PORT = Number(process.env.SOAK_EMULATOR_PORT ?? PORT + 10)
const PROBE_PORT = PORT + 1
const SNAPSHOTS = process.env.SOAK_SNAPSHOTS === '1'
const SNAPSHOT_DIR = process.env.SOAK_SNAPSHOT_DIR ?? join(tmpdir(), 'storefront-soak')
const BASE = `http://localhost:${PORT}`
const CHECKPOINTS = [5_000, 10_000, 20_000, 30_000, 40_000, 50_000].filter((n) => n < TOTAL).concat(TOTAL)

/** The goals (decision 053). */
const MAX_GROWTH_PERCENT = 10
const MAX_RSS_MB = 300
/** The emulator's cap on its captured-request log (mocks/control.ts). */
const MAX_CAPTURED = 2000

const SIZE_9 = '846121001041'

async function returningShopper(): Promise<string> {
  const home = await fetch(`${BASE}/en-us`)
  const cookie = home.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ')
  await fetch(`${BASE}/en-us/cart`, {
    method: 'POST',
    redirect: 'manual',
    headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
    body: new URLSearchParams({ intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }),
  })
  return cookie
}

function run(amount: number, cookie: string): ReturnType<typeof autocannon> {
  return autocannon({
    url: BASE,
    connections: CONNECTIONS,
    amount,
    timeout: 20,
    requests: [
      // A first visit: no cookie, a new session and guest token each time.
      { method: 'GET', path: '/en-us' },
      { method: 'GET', path: '/en-us/c/footwear-1000', headers: { Cookie: cookie } },
      { method: 'GET', path: '/en-us/p/tempo-trail-runner-RS100001', headers: { Cookie: cookie } },
      {
        method: 'POST',
        path: '/en-us/cart',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
        body: `intent=add-to-cart&productId=RS100001&upc=${SIZE_9}&qty=1`,
      },
      { method: 'GET', path: '/en-us/search?q=trail', headers: { Cookie: cookie } },
    ],
  })
}

interface Point {
  at: number
  rss: number
  heapUsed: number
  heapTotal: number
  emulatorRss: number
  captured: number
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024)

async function measure(at: number, storefront: Started, emulator: Started): Promise<Point> {
  const memory = (await (await fetch(`http://127.0.0.1:${PROBE_PORT}/memory`)).json()) as NodeJS.MemoryUsage
  const captured = ((await (await fetch(`${emulator.url}/__emulator/requests`)).json()) as unknown[]).length
  return {
    at,
    rss: rssMb(storefront.child.pid!),
    heapUsed: mb(memory.heapUsed),
    heapTotal: mb(memory.heapTotal),
    emulatorRss: rssMb(emulator.child.pid!),
    captured,
  }
}

async function snapshot(label: string) {
  const answer = await fetch(`http://127.0.0.1:${PROBE_PORT}/snapshot?label=${label}`, { method: 'POST' })
  console.log(`  heap snapshot: ${await answer.text()}`)
}

async function main(): Promise<boolean> {
  const processes: Started[] = []
  try {
    const emulator = await startEmulatorProcess(EMULATOR_PORT)
    processes.push(emulator)
    if (SNAPSHOTS) mkdirSync(SNAPSHOT_DIR, { recursive: true })
    const storefront = await start(
      'storefront',
      0,
      [...startFlags(), '--import', './scripts/soak/probe.ts', 'scripts/storefront-process.ts'],
      {
        env: {
          ...storefrontEnv(PORT, emulator.url),
          LOG_LEVEL: 'error',
          SENSITIVE_POSTS_PER_MINUTE: '100000',
          SOAK_PROBE_PORT: String(PROBE_PORT),
          SOAK_SNAPSHOT_DIR: SNAPSHOT_DIR,
        },
        url: BASE,
        ready: '/healthz',
      },
    )
    processes.push(storefront)
    // What the storefront last wrote, shown if it stops during the run (a heap limit reached, say).
    storefront.child.once('exit', (code, signal) => {
      console.error(`The storefront stopped (${code ?? signal}) during the soak:\n${storefront.output()}`)
    })
    console.log(`Storefront flags: ${startFlags().join(' ') || '(none)'}`)

    const cookie = await returningShopper()
    await run(200, cookie)
    const warm = await measure(0, storefront, emulator)
    console.log(`After warm-up: storefront RSS ${warm.rss} MB, heap ${warm.heapUsed}/${warm.heapTotal} MB`)

    const points: Point[] = []
    const statuses: Record<string, number> = {}
    let non2xx = 0
    let errors = 0
    let done = 0
    for (const checkpoint of CHECKPOINTS) {
      const result = await run(checkpoint - done, cookie)
      done = checkpoint
      non2xx += result.non2xx
      errors += result.errors + result.timeouts
      for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) {
        statuses[code] = (statuses[code] ?? 0) + (stats.count ?? 0)
      }
      const point = await measure(done, storefront, emulator)
      points.push(point)
      console.log(
        `${String(done).padStart(6)} requests: storefront RSS ${point.rss} MB, heapUsed ${point.heapUsed} MB ` +
          `(heapTotal ${point.heapTotal} MB); emulator RSS ${point.emulatorRss} MB, ` +
          `captured requests ${point.captured}`,
      )
      if (SNAPSHOTS && (done === CHECKPOINTS[0] || done === TOTAL)) await snapshot(`storefront-${done}`)
    }

    const first = points[0]!
    const last = points.at(-1)!
    const growth = ((last.rss - first.rss) / first.rss) * 100
    const heapGrowth = ((last.heapUsed - first.heapUsed) / first.heapUsed) * 100
    const serverErrors = Object.entries(statuses)
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, count]) => sum + count, 0)
    const peak = Math.max(...points.map((p) => p.rss))
    const maxCaptured = Math.max(...points.map((p) => p.captured))
    console.log(`\nStorefront RSS growth ${first.at}→${last.at}: ${growth.toFixed(1)} % (peak ${peak} MB)`)
    console.log(`Storefront heapUsed growth ${first.at}→${last.at}: ${heapGrowth.toFixed(1)} %`)
    console.log(`Answers by status: ${JSON.stringify(statuses)}`)
    console.log(`Non-2xx answers: ${non2xx} (5xx ${serverErrors}); connection errors and timeouts: ${errors}`)

    const missed = [
      growth >= MAX_GROWTH_PERCENT && `RSS grew ${growth.toFixed(1)} % (goal < ${MAX_GROWTH_PERCENT} %)`,
      peak > MAX_RSS_MB && `RSS reached ${peak} MB (goal < ${MAX_RSS_MB} MB)`,
      serverErrors > 0 && `${serverErrors} answers were 5xx`,
      errors > 0 && `${errors} requests failed or timed out`,
      maxCaptured > MAX_CAPTURED &&
        `the emulator kept ${maxCaptured} captured requests (cap ${MAX_CAPTURED})`,
    ].filter(Boolean)
    for (const miss of missed) console.error(`MISSED: ${miss}`)
    if (!missed.length) console.log('All soak goals met.')
    return missed.length === 0
  } finally {
    processes.forEach((p) => p.child.removeAllListeners('exit'))
    // The storefront first: its graceful stop finishes calls that still need the emulator.
    for (const started of processes.reverse()) await started.stop()
  }
}

process.exit((await main()) ? 0 : 1)
