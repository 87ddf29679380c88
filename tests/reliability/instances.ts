import { spawn, spawnSync, type ChildProcess } from 'node:child_process'

/**
 * Processes for the reliability tests and `npm run stack`: a redis-server, a Varnish, the emulator in
 * its own process, storefronts started as `npm start` starts them (a production build, built first
 * when stale), each in its own process group so that stopping one stops what it started.
 */
export interface Started {
  name: string
  child: ChildProcess
  output: () => string
}

/** True when a redis-server binary can be run here. */
export function hasRedisServer(): boolean {
  return spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status === 0
}

/** True when a varnishd binary can be run here (Debian's `varnish` installs it in /usr/sbin). */
export function hasVarnish(): boolean {
  return spawnSync(varnishd(), ['-V'], { stdio: 'ignore' }).status === 0
}

/** varnishd from the PATH, else where Debian puts it (/usr/sbin is not on every user's PATH). */
function varnishd(): string {
  return spawnSync('varnishd', ['-V'], { stdio: 'ignore' }).status === 0 ? 'varnishd' : '/usr/sbin/varnishd'
}

function launch(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Started {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-20_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  return { name, child, output: () => output }
}

/** A throwaway redis-server on loopback: no persistence. */
export function startRedis(port: number): Started {
  return launch('redis', 'redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ])
}

/**
 * Varnish in the foreground on loopback: `port` for clients, `adminPort` for varnishadm, the VCL file
 * `vcl`, its working files (shared memory log, compiled VCL) in `workdir`, 256 MB of memory storage.
 */
export function startVarnish(options: {
  port: number
  adminPort: number
  vcl: string
  workdir: string
}): Started {
  return launch(`varnish:${options.port}`, varnishd(), [
    '-F',
    '-a',
    `127.0.0.1:${options.port}`,
    '-T',
    `127.0.0.1:${options.adminPort}`,
    '-f',
    options.vcl,
    '-n',
    options.workdir,
    '-s',
    'malloc,256m',
  ])
}

/** The commerce API emulator in a process of its own (as `npm start` runs it) on `port`. */
export function startEmulatorProcess(port: number, env: NodeJS.ProcessEnv = {}): Started {
  return launch(`emulator:${port}`, process.execPath, ['--import', 'tsx', 'scripts/emulator-process.ts'], {
    EMULATOR_PORT: String(port),
    ...env,
  })
}

/** One storefront instance on `port`, talking to the emulator at `emulatorUrl`. */
export function startStorefront(port: number, env: NodeJS.ProcessEnv): Started {
  return launch(`storefront:${port}`, 'node_modules/.bin/tsx', ['scripts/start.ts'], {
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    // Off unless a test turns it on: tests change the emulator's answers (decision 065).
    PAGE_CACHE_SECONDS: '0',
    // Tests read exposures from the log endpoint while the instance runs (decision 038, CONST-049).
    OPTIMIZELY_EVENT_FLUSH_INTERVAL_MS: '1000',
    ...env,
  })
}

/** Polls until `ready` answers true; fails with the process's output after `timeoutMs`. */
export async function waitUntil(started: Started, ready: () => Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`${started.name} exited (${started.child.exitCode}):\n${started.output()}`)
    }
    if (await ready().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${started.name} not ready after ${timeoutMs} ms:\n${started.output()}`)
}

/** Stops the process and everything it started (its process group). */
export async function stop(started: Started | undefined) {
  if (!started?.child.pid || started.child.exitCode !== null) return
  const exited = new Promise((resolve) => started.child.once('exit', resolve))
  try {
    process.kill(-started.child.pid, 'SIGTERM')
  } catch {
    return
  }
  const timer = setTimeout(() => {
    try {
      process.kill(-started.child.pid!, 'SIGKILL')
    } catch {
      // Already gone.
    }
  }, 10_000)
  await exited
  clearTimeout(timer)
}
