import { spawn } from 'node:child_process'
import autocannon from 'autocannon'

/**
 * The soak run (not in CI; decision 043): a production storefront with its emulator, then mixed
 * requests at a fixed concurrency — first visits (no cookie), returning shoppers (a session with a
 * cart) and cart adds — printing the storefront's resident memory after warm-up, at 5 000 requests and
 * at the end. `SOAK_REQUESTS` (default 50 000), `SOAK_CONNECTIONS` (20), `SOAK_PORT` (3626).
 * Memory is read from /proc of the storefront process (Linux).
 */
const TOTAL = Number(process.env.SOAK_REQUESTS ?? 50_000)
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 20)
const PORT = Number(process.env.SOAK_PORT ?? 3626)
const EMULATOR_PORT = Number(process.env.SOAK_EMULATOR_PORT ?? PORT + 10)
const BASE = `http://localhost:${PORT}`

const server = spawn('npx', ['tsx', 'scripts/start.ts'], {
  detached: true,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(PORT),
    EMULATOR_PORT: String(EMULATOR_PORT),
    LOG_LEVEL: 'error',
    SENSITIVE_POSTS_PER_MINUTE: '100000',
  },
})
const stop = () => server.pid && process.kill(-server.pid, 'SIGTERM')
process.on('exit', stop)

async function waitForHealth() {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return
    } catch {
      // Not up yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error('the storefront did not start')
}

/** The storefront's own process (the node listening on PORT), found among the started group. */
async function rssMb(): Promise<number> {
  const { execSync } = await import('node:child_process')
  const pid = execSync(`ss -ltnpH 'sport = :${PORT}'`)
    .toString()
    .match(/pid=(\d+)/)?.[1]
  if (!pid) return NaN
  const status = execSync(`cat /proc/${pid}/status`).toString()
  return Math.round(Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? NaN) / 1024)
}

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
    body: new URLSearchParams({
      intent: 'add-to-cart',
      productId: 'RS100001',
      upc: '846121001041',
      qty: '1',
    }),
  })
  return cookie
}

async function run(amount: number, cookie: string) {
  const pages = [
    '/en-us',
    '/en-us/c/footwear-1000',
    '/en-us/p/tempo-trail-runner-RS100001',
    '/en-us/search?q=trail',
  ]
  const result = await autocannon({
    url: BASE,
    connections: CONNECTIONS,
    amount,
    timeout: 20,
    requests: [
      // A first visit: no cookie, a new session and guest token each time.
      { method: 'GET', path: pages[0]! },
      { method: 'GET', path: pages[1]!, headers: { Cookie: cookie } },
      { method: 'GET', path: pages[2]!, headers: { Cookie: cookie } },
      {
        method: 'POST',
        path: '/en-us/cart',
        headers: { Cookie: cookie, 'Content-Type': 'application/x-www-form-urlencoded', Origin: BASE },
        body: 'intent=add-to-cart&productId=RS100001&upc=846121001041&qty=1',
      },
      { method: 'GET', path: pages[3]!, headers: { Cookie: cookie } },
    ],
  })
  return result
}

await waitForHealth()
const cookie = await returningShopper()
await run(200, cookie)
console.log(`RSS after warm-up: ${await rssMb()} MB`)
const first = Math.min(5000, TOTAL)
let result = await run(first, cookie)
console.log(`RSS at ${first}: ${await rssMb()} MB (non-2xx/3xx ${result.non2xx}, errors ${result.errors})`)
if (TOTAL > first) {
  result = await run(TOTAL - first, cookie)
  console.log(`RSS at ${TOTAL}: ${await rssMb()} MB (non-2xx/3xx ${result.non2xx}, errors ${result.errors})`)
}
stop()
process.exit(0)
