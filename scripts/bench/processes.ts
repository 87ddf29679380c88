import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'

/**
 * The processes the benchmark measures: each started on its own, pinned to a core where `taskset`
 * exists, so the storefront's CPU time is its own and the emulator's work does not count against it.
 */
export interface Started {
  name: string
  url: string
  child: ChildProcess
  /** The last few kB the process wrote, to show when it stops unexpectedly. */
  output: () => string
  stop: () => Promise<void>
}

const HAS_TASKSET = spawnSync('taskset', ['--version']).status === 0
const CLOCK_TICKS = Number(spawnSync('getconf', ['CLK_TCK']).stdout?.toString().trim() || 100)

export function pinned(core: number, command: string, args: string[]): [string, string[]] {
  return HAS_TASKSET ? ['taskset', ['-c', String(core), command, ...args]] : [command, args]
}

/** The core the measured server (the stock app, the storefront) runs on; the other is everyone else's. */
export const SERVER_CORE = 0
/** The core of everything else: the emulator and the load generator. */
export const OTHER_CORE = 1

export async function start(
  name: string,
  core: number,
  args: string[],
  { env, url, ready }: { env: Record<string, string>; url: string; ready: string },
): Promise<Started> {
  const [command, argv] = pinned(core, process.execPath, ['--import', 'tsx', ...args])
  const child = spawn(command, argv, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  child.stderr?.on('data', (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000)))
  const deadline = Date.now() + 120_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited (${child.exitCode}):\n${output}`)
    const up = await fetch(`${url}${ready}`).then(
      (r) => r.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > deadline) throw new Error(`${name} not ready on ${url}:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  const stop = () =>
    new Promise<void>((resolve) => {
      // A process stopped by a signal has no exit code, only the signal; either way it is gone.
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      child.kill('SIGTERM')
      setTimeout(() => child.kill('SIGKILL'), 5_000).unref()
    })
  return { name, url, child, output: () => output, stop }
}

/** The commerce API emulator as a process of its own on `port`, pinned to the core the storefront is not on. */
export function startEmulatorProcess(port: number): Promise<Started> {
  return start('emulator', OTHER_CORE, ['scripts/bench/emulator.ts'], {
    env: { EMULATOR_PORT: String(port) },
    url: `http://127.0.0.1:${port}`,
    ready: '/__emulator/faults',
  })
}

/**
 * The production storefront's environment on `port` against the emulator at `emulatorUrl`: what
 * `scripts/start.ts` sets up for an in-process emulator (keys, the customer-data platform), and a fresh
 * session secret.
 */
export function storefrontEnv(port: number, emulatorUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    PORT: String(port),
    COMMERCE_API_URL: emulatorUrl,
    API_ACCESS_KEY: 'local-emulator-key',
    API_SERVER_TRUST_ID: 'local-emulator-trust',
    CUSTOMER_DATA_URL: `${emulatorUrl}/cdp`,
    CUSTOMER_DATA_KEY: 'emulator-cdp-key',
    SESSION_SECRET: randomBytes(32).toString('hex'),
  }
}

/**
 * The node process doing the work: `taskset` execs node in place, so the child's pid is node's. Its CPU
 * time (user + system, in ms) and resident memory (MB) come from /proc.
 */
export function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  // Fields 14 and 15 of stat (utime, stime) are at 11 and 12 once pid and comm are cut off.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS
}

export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
  return Math.round(kb / 1024)
}
