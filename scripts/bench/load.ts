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
