import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { closeSync, existsSync, openSync, readdirSync, rmSync, statSync } from 'node:fs'
import path from 'node:path'

/**
 * `npm start`: builds when the build is missing or older than the sources, starts the commerce API
 * emulator on loopback unless COMMERCE_API_URL points at real services, then the storefront.
 * `npm run dev` does the same with Vite's dev server instead of the build.
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

let emulator: { url: string; close: () => Promise<void> } | undefined
if (!process.env.COMMERCE_API_URL) {
  const { startEmulator } = await import('../mocks/http.ts')
  const started = await startEmulator({ port: Number(process.env.EMULATOR_PORT ?? 3100), host: '127.0.0.1' })
  emulator = started
  process.env.COMMERCE_API_URL = started.url
  process.env.API_ACCESS_KEY ??= 'local-emulator-key'
  process.env.API_SERVER_TRUST_ID ??= 'local-emulator-trust'
  // The shipped experiment datafile's customer-data platform: the emulator's (decision 040).
  process.env.CUSTOMER_DATA_URL ??= `${started.url}/cdp`
  process.env.CUSTOMER_DATA_KEY ??= 'emulator-cdp-key'
  if (!process.env.SESSION_SECRET) {
    // A demo on the emulator needs no configured secret; sessions simply end with the process.
    process.env.SESSION_SECRET = randomBytes(32).toString('hex')
  }
  console.log(`Commerce API emulator on ${started.url}`)
}

// tsx turns Node's source maps on for the TypeScript it compiles, and Node then parses the map of every
// module loaded after it that names one: dependencies ship theirs, and their parsed mappings held 57 of
// the 129 MB left after a full collection, so the collector ran far more often under load (decision 061).
// The build has no maps, so a production stack trace loses nothing of the storefront's own code.
if (!dev && !process.execArgv.includes('--enable-source-maps')) process.setSourceMapsEnabled(false)
const { startServer } = await import('../server.ts')
const server = await startServer({ dev })
console.log(`Storefront ready on ${server.url}`)

// Graceful: the storefront stops accepting and finishes what is in flight (which may still need the
// emulator), then the emulator closes. A second signal stops at once.
let stopping = false
function shutdown() {
  if (stopping) process.exit(1)
  stopping = true
  void server
    .close()
    .then(() => emulator?.close())
    .then(() => process.exit(0))
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
