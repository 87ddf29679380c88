import { spawn } from 'node:child_process'
import { cpuMs, OTHER_CORE, pinned } from './processes.ts'

const WORKER = new URL('./load-worker.ts', import.meta.url).pathname

/** Throughput of one page at one concurrency, and the storefront's CPU time per request meanwhile. */
export interface LoadFigures {
  requestsPerSecond: number
  cpuMsPerRequest: number
  non2xx: number
}

export async function load(
  url: string,
  {
    connections,
    seconds,
    cookie,
    pid,
  }: { connections: number; seconds: number; cookie?: string; pid: number },
): Promise<LoadFigures> {
  // The load comes from a process of its own on the other core (with the emulator), so the server's
  // core is the server's alone and every run has the same load generator.
  const [command, args] = pinned(OTHER_CORE, process.execPath, [
    '--import',
    'tsx',
    WORKER,
    JSON.stringify({ url, connections, seconds, cookie }),
  ])
  const worker = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] })
  let before = NaN
  let output = ''
  worker.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString()
    if (Number.isNaN(before) && output.startsWith('start\n')) before = cpuMs(pid)
  })
  const code = await new Promise<number | null>((resolve, reject) => {
    // A worker that cannot start (no `taskset`, no Node) fails the run with why, not the benchmark's process.
    worker.on('error', (error) => reject(new Error(`load run on ${url} could not start: ${error.message}`)))
    worker.on('close', resolve)
  })
  const used = cpuMs(pid) - before
  const last = output.trim().split('\n').at(-1) ?? ''
  if (code !== 0 || Number.isNaN(before)) throw new Error(`load run on ${url} failed (${code}): ${output}`)
  const { requests, non2xx } = JSON.parse(last) as { requests: number; non2xx: number }
  return {
    requestsPerSecond: Math.round(requests / seconds),
    cpuMsPerRequest: requests ? Math.round((used / requests) * 10) / 10 : NaN,
    non2xx,
  }
}

/** The run with the median CPU time per request (an odd count takes the middle one). */
export function medianRun(runs: readonly LoadFigures[]): LoadFigures {
  if (!runs.length) throw new Error('no load runs')
  const sorted = [...runs].sort((a, b) => a.cpuMsPerRequest - b.cpuMsPerRequest)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
