import { randomBytes } from 'node:crypto'
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  hasRedisServer,
  hasVarnish,
  startEmulatorProcess,
  startRedis,
  startStorefront,
  startVarnish,
  stop,
  waitUntil,
  type Started,
} from '../tests/reliability/instances.ts'

/**
 * The production-like stack (decision 070): the emulator, a Redis, two storefront instances (the
 * production build) and Varnish in front, all on loopback. `npm run stack` runs it; the freshness test
 * (tests/reliability/freshness.test.ts) starts its own.
 */

export interface StackPorts {
  emulator: number
  storefronts: [number, number]
  varnish: number
  varnishAdmin: number
  redis: number
}

const portFromEnv = (name: string, fallback: number) => Number(process.env[name] ?? fallback)

/** `npm run stack`'s ports, each overridable by its environment variable. */
export function portsFromEnv(): StackPorts {
  return {
    emulator: portFromEnv('STACK_EMULATOR_PORT', 5200),
    storefronts: [portFromEnv('STACK_STOREFRONT_PORT_A', 5201), portFromEnv('STACK_STOREFRONT_PORT_B', 5202)],
    varnish: portFromEnv('STACK_VARNISH_PORT', 5280),
    varnishAdmin: portFromEnv('STACK_VARNISH_ADMIN_PORT', 5281),
    redis: portFromEnv('STACK_REDIS_PORT', 6392),
  }
}

export const VCL_FILE = 'ops/varnish/storefront.vcl'
/** The shipped VCL's backend ports, replaced by the stack's. */
const VCL_DEFAULT_PORTS = ['5201', '5202'] as const
/** Where the webhook's secret comes from on both sides; the development default of both. */
export const DEV_WEBHOOK_SECRET = 'dev-webhook-secret'

/** The shipped VCL with the instances' ports in place of its defaults. */
export function stackVcl(storefronts: readonly [number, number]): string {
  let vcl = readFileSync(VCL_FILE, 'utf8')
  VCL_DEFAULT_PORTS.forEach((port, i) => {
    const line = `.port = "${port}";`
    if (!vcl.includes(line)) throw new Error(`${VCL_FILE} has no backend with ${line}`)
    vcl = vcl.replace(line, `.port = "${storefronts[i]}";`)
  })
  return vcl
}

/** Why the stack cannot run here (a missing binary), or undefined. */
export function missingForStack(): string | undefined {
  if (!hasVarnish()) return 'no varnishd (Debian: apt-get install -y varnish; .ci/run installs it)'
  if (!hasRedisServer())
    return 'no redis-server (Debian: apt-get install -y redis-server; .ci/run installs it)'
  return undefined
}

export interface RunningStack {
  ports: StackPorts
  /** Varnish: what a browser would reach. */
  url: string
  /** Each instance directly. */
  storefrontUrls: [string, string]
  emulatorUrl: string
  redisUrl: string
  storefronts: [Started, Started]
  varnish: Started
  /** Varnish's working directory: `varnishlog -n <workdir>`, `varnishadm -n <workdir>`. */
  workdir: string
  /** Stops one instance (both stopped: the origin is down). */
  stopStorefront(index: 0 | 1): Promise<void>
  stop(): Promise<void>
}

async function answers(url: string): Promise<boolean> {
  return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok
}

export interface StackOptions {
  ports: StackPorts
  webhookSecret?: string
  /** The instances' page copies for first visits (decision 065): the production default unless given. */
  pageCacheSeconds?: number
  logLevel?: string
  /** Printed progress; none by default. */
  log?: (line: string) => void
}

/** Starts the stack and waits until every part answers; on a failure, stops what it started. */
export async function startStack({
  ports,
  webhookSecret = process.env.WEBHOOK_SECRET || DEV_WEBHOOK_SECRET,
  pageCacheSeconds = 10,
  logLevel = 'warn',
  log = () => undefined,
}: StackOptions): Promise<RunningStack> {
  const missing = missingForStack()
  if (missing) throw new Error(`The stack needs Varnish and Redis: ${missing}`)
  const url = `http://127.0.0.1:${ports.varnish}`
  const emulatorUrl = `http://127.0.0.1:${ports.emulator}`
  const redisUrl = `redis://127.0.0.1:${ports.redis}`
  const storefrontUrls = ports.storefronts.map((port) => `http://127.0.0.1:${port}`) as [string, string]
  const workdir = mkdtempSync(path.join(tmpdir(), `storefront-stack-${ports.varnish}-`))
  // Started as root, varnishd gives up root and reads its VCL as the varnish user.
  chmodSync(workdir, 0o755)
  const started: Started[] = []
  const stopAll = async () => {
    // The front first, so no request reaches an instance that is going; the emulator and Redis last.
    for (const part of [...started].reverse()) await stop(part)
    started.length = 0
    rmSync(workdir, { recursive: true, force: true })
  }
  try {
    const redis = startRedis(ports.redis)
    started.push(redis)
    // The upstream systems call the storefront through the shared cache, as they would in production:
    // whichever instance the webhook reaches fans the purge out to the others.
    const emulator = startEmulatorProcess(ports.emulator, {
      WEBHOOK_URL: `${url}/hooks/changes`,
      WEBHOOK_SECRET: webhookSecret,
    })
    started.push(emulator)
    await waitUntil(redis, async () => redis.output().includes('Ready to accept connections'), 20_000)
    await waitUntil(emulator, () => answers(`${emulatorUrl}/__emulator/orders`), 60_000)
    log(`Redis on ${redisUrl}, emulator on ${emulatorUrl}`)

    const shared: NodeJS.ProcessEnv = {
      COMMERCE_API_URL: emulatorUrl,
      API_ACCESS_KEY: 'local-emulator-key',
      API_SERVER_TRUST_ID: 'local-emulator-trust',
      CUSTOMER_DATA_URL: `${emulatorUrl}/cdp`,
      CUSTOMER_DATA_KEY: 'emulator-cdp-key',
      // One secret: a session cookie from one instance is read by the other.
      SESSION_SECRET: process.env.SESSION_SECRET || randomBytes(32).toString('hex'),
      COOKIE_SECURE: 'false',
      REDIS_URL: redisUrl,
      WEBHOOK_SECRET: webhookSecret,
      SHARED_CACHE_PURGE_URL: `${url}/`,
      PAGE_CACHE_SECONDS: String(pageCacheSeconds),
      LOG_LEVEL: logLevel,
    }
    const storefronts = ports.storefronts.map((port) => startStorefront(port, shared)) as [Started, Started]
    started.push(...storefronts)
    log('Starting two storefront instances (building first when the build is stale)…')
    // The first start may build the storefront (the other waits for that build).
    await Promise.all(
      storefronts.map((instance, i) =>
        waitUntil(instance, () => answers(`${storefrontUrls[i]}/readyz`), 300_000),
      ),
    )
    log(`Storefront instances on ${storefrontUrls.join(' and ')}`)

    const vcl = path.join(workdir, 'storefront.vcl')
    writeFileSync(vcl, stackVcl(ports.storefronts))
    const varnish = startVarnish({ port: ports.varnish, adminPort: ports.varnishAdmin, vcl, workdir })
    started.push(varnish)
    // /healthz is never cached: it answers once Varnish runs and sees a healthy instance.
    await waitUntil(varnish, () => answers(`${url}/healthz`), 30_000)
    log(`Varnish on ${url}`)

    return {
      ports,
      url,
      storefrontUrls,
      emulatorUrl,
      redisUrl,
      storefronts,
      varnish,
      workdir,
      stopStorefront: (index) => stop(storefronts[index]),
      stop: stopAll,
    }
  } catch (error) {
    await stopAll()
    throw error
  }
}
