import autocannon from 'autocannon'
import { cpuMs } from './processes.ts'

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
  const before = cpuMs(pid)
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    headers: { 'accept-encoding': 'gzip, br', accept: 'text/html', ...(cookie ? { cookie } : {}) },
  })
  const used = cpuMs(pid) - before
  const requests = result.requests.total
  return {
    requestsPerSecond: Math.round(requests / seconds),
    cpuMsPerRequest: requests ? Math.round((used / requests) * 10) / 10 : NaN,
    non2xx: result.non2xx,
  }
}

/** The run with the median CPU time per request (an odd count takes the middle one). */
export function medianRun(runs: readonly LoadFigures[]): LoadFigures {
  if (!runs.length) throw new Error('no load runs')
  const sorted = [...runs].sort((a, b) => a.cpuMsPerRequest - b.cpuMsPerRequest)
  return sorted[Math.floor((sorted.length - 1) / 2)]!
}
