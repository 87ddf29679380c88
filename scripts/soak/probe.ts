import { createServer } from 'node:http'
import { join } from 'node:path'
import { tmpdir } from 'node:os'
import { writeHeapSnapshot } from 'node:v8'

/**
 * Loaded with `--import` into the storefront the soak starts (never in production): a loopback-only
 * HTTP endpoint on SOAK_PROBE_PORT that answers the process's own memory figures (`GET /memory`), and
 * writes a heap snapshot on `POST /snapshot?label=…` (the file's path is the answer), so a run can
 * diff what the heap retains between two points. Resident memory alone cannot tell a leak from a heap
 * that grows lazily.
 */
const port = Number(process.env.SOAK_PROBE_PORT)
if (port) {
  const probe = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://probe')
    if (req.method === 'GET' && url.pathname === '/memory') {
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(process.memoryUsage()))
      return
    }
    if (req.method === 'POST' && url.pathname === '/snapshot') {
      const label = (url.searchParams.get('label') ?? 'snapshot').replace(/[^\w-]/g, '')
      const file = writeHeapSnapshot(join(process.env.SOAK_SNAPSHOT_DIR ?? tmpdir(), `${label}.heapsnapshot`))
      res.end(file)
      return
    }
    res.statusCode = 404
    res.end()
  })
  probe.listen(port, '127.0.0.1')
  // The probe never keeps the storefront alive on its own.
  probe.unref()
}
