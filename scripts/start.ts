import { fork, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'
import { supervise, type Supervised } from './supervisor.ts'

/**
 * `npm start`: builds when the build is missing or older than the sources, starts the commerce API
 * emulator on loopback unless COMMERCE_API_URL points at real services, then the storefront, each in
 * a process of its own that this one supervises (scripts/supervisor.ts): either is restarted when it
 * dies, and the other keeps running. `npm run dev` does the same with Vite's dev server instead of
 * the build.
 */
const dev = process.argv.includes('--dev')
process.env.NODE_ENV ??= dev ? 'development' : 'production'

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs)
  }
  return newest
}

if (!dev) {
  const built = 'build/server/index.js'
  const sources = Math.max(
    newestMtime('app'),
    statSync('vite.config.ts').mtimeMs,
    statSync('package.json').mtimeMs,
  )
  const stale = () => !existsSync(built) || statSync(built).mtimeMs < sources
  if (stale()) {
    // Several storefronts may start at once (one per end-to-end worker): one builds, the others wait.
    const lock = acquireBuildLock()
    try {
      if (stale()) {
        console.log('Building the storefront…')
        const result = spawnSync('npx', ['react-router', 'build'], {
          stdio: 'inherit',
          env: { ...process.env, NODE_ENV: 'production' },
        })
        if (result.status !== 0) process.exit(result.status ?? 1)
      }
    } finally {
      rmSync(lock, { force: true })
    }
  }
}

/** Takes `build.lock` (exclusive create); while another process holds it, waits for it to go. */
function acquireBuildLock(): string {
  const lock = 'build.lock'
  const pause = new Int32Array(new SharedArrayBuffer(4))
  for (;;) {
    try {
      closeSync(openSync(lock, 'wx'))
      return lock
    } catch {
      // A lock left by a build that died is older than any build takes.
      const age = existsSync(lock) ? Date.now() - statSync(lock).mtimeMs : 0
      if (age > 10 * 60_000) rmSync(lock, { force: true })
      Atomics.wait(pause, 0, 0, 500)
    }
  }
}

// The storefront keeps this process's heap limit (`npm start` sets the deployment's); the emulator,
// which keeps every cart and order of a run, has Node's default. Both compile their TypeScript with tsx.
const heapLimit = process.execArgv.filter((arg) => arg.startsWith('--max-old-space-size'))
const tsx = ['--import', 'tsx']

let stopping = false
let emulator: Supervised | undefined
let storefront: Supervised | undefined

// Graceful: the storefront stops accepting and finishes what is in flight (which may still need the
// emulator), then the emulator closes. A second signal stops at once.
function shutdown(code = 0) {
  if (stopping) process.exit(1)
  stopping = true
  void (storefront?.stop() ?? Promise.resolve()).then(() => emulator?.stop()).then(() => process.exit(code))
}
process.on('SIGINT', () => shutdown())
process.on('SIGTERM', () => shutdown())

if (!process.env.COMMERCE_API_URL) {
  const url = await new Promise<string>((resolve) => {
    let announced = false
    emulator = supervise({
      name: 'The commerce API emulator',
      start: () => fork('scripts/emulator-process.ts', [], { execArgv: tsx }),
      onReady(ready) {
        if (announced) return console.log(`Commerce API emulator back on ${ready}`)
        announced = true
        console.log(`Commerce API emulator on ${ready}`)
        resolve(ready)
      },
      onGiveUp: () => shutdown(1),
      onCleanExit: () => shutdown(),
    })
  })
  process.env.COMMERCE_API_URL = url
  process.env.API_ACCESS_KEY ??= 'local-emulator-key'
  process.env.API_SERVER_TRUST_ID ??= 'local-emulator-trust'
  // The shipped experiment datafile's customer-data platform: the emulator's (decision 040).
  process.env.CUSTOMER_DATA_URL ??= `${url}/cdp`
  process.env.CUSTOMER_DATA_KEY ??= 'emulator-cdp-key'
  if (!process.env.SESSION_SECRET) {
    // A demo on the emulator needs no configured secret; sessions end with this process, and outlive
    // a storefront restart (the secret is made here, once, and handed to every storefront process).
    process.env.SESSION_SECRET = randomBytes(32).toString('hex')
  }
}

if (!stopping) {
  storefront = supervise({
    name: 'The storefront',
    start: () =>
      fork('scripts/storefront-process.ts', dev ? ['--dev'] : [], { execArgv: [...heapLimit, ...tsx] }),
    onReady: (url) => console.log(`Storefront ready on ${url}`),
    onGiveUp: () => shutdown(1),
    onCleanExit: () => shutdown(),
  })
}
