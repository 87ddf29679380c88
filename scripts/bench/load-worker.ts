import autocannon from 'autocannon'

/**
 * One load run, in a process of its own (`load.ts` starts it): `start` on a line when the run begins,
 * then the run's requests and non-2xx answers as JSON. A fresh process is the same load generator for
 * every run: in the benchmark's own process, after Lighthouse had run there, the server under load
 * took twice the CPU per request at c=10 in the next runs.
 */
const { url, connections, seconds, cookie } = JSON.parse(process.argv[2] ?? '{}') as {
  url: string
  connections: number
  seconds: number
  cookie?: string
}
process.stdout.write('start\n')
const result = await autocannon({
  url,
  connections,
  duration: seconds,
  headers: { 'accept-encoding': 'gzip, br', accept: 'text/html', ...(cookie ? { cookie } : {}) },
})
process.stdout.write(`${JSON.stringify({ requests: result.requests.total, non2xx: result.non2xx })}\n`)
