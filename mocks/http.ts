import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { apiError } from './errors.ts'
import { dispatcher } from './dispatch.ts'
import { handlers } from './index.ts'

/**
 * The emulator over real HTTP: a node:http server on loopback that hands each request to the same MSW
 * handlers the tests use (`getResponse`), so the storefront's own HTTP client path is what runs.
 */

const emulator = dispatcher(handlers)
export interface RunningEmulator {
  url: string
  close(): Promise<void>
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req)
    chunks.push(typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer))
  return Buffer.concat(chunks)
}

/** The Fetch Request for an incoming message; aborted when the client goes away before the answer. */
async function toRequest(req: IncomingMessage, res: ServerResponse, fallbackHost: string): Promise<Request> {
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headersDistinct)) {
    for (const v of value ?? []) headers.append(name, v)
  }
  const method = req.method ?? 'GET'
  const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(req)
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? fallbackHost}`)
  return new Request(url, {
    method,
    headers,
    body: body && body.length ? new Uint8Array(body) : undefined,
    signal: controller.signal,
  })
}

async function writeResponse(res: ServerResponse, response: Response) {
  if (response.type === 'error') {
    // A network error (an injected timeout whose client left): there is nobody to answer.
    res.destroy()
    return
  }
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  const cookies = response.headers.getSetCookie()
  if (cookies.length) headers['set-cookie'] = cookies
  if (response.statusText) res.writeHead(response.status, response.statusText, headers)
  else res.writeHead(response.status, headers)
  if (!response.body) {
    res.end()
    return
  }
  const reader = response.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    if (res.destroyed) {
      await reader.cancel()
      return
    }
    res.write(value)
  }
  res.end()
}

async function handle(req: IncomingMessage, res: ServerResponse, fallbackHost: string) {
  let request: Request | undefined
  try {
    request = await toRequest(req, res, fallbackHost)
    const response =
      (await emulator.answer(request)) ??
      apiError(request, 404, 'API404', `Not found: ${request.method} ${new URL(request.url).pathname}`)
    await writeResponse(res, response)
  } catch (error) {
    if (error instanceof Response) {
      await writeResponse(res, error)
      return
    }
    console.error('emulator: handler failed', error)
    if (res.headersSent) {
      res.destroy()
      return
    }
    const fallback = request ?? new Request('http://emulator.invalid/')
    await writeResponse(res, apiError(fallback, 500, 'GEN500', 'General error in the emulator'))
  }
}

const KEEP_ALIVE_MS = 65_000

/** Starts the emulator on `host` (default 127.0.0.1); port 0 picks a free port. */
export async function startEmulator(opts: { port: number; host?: string }): Promise<RunningEmulator> {
  const host = opts.host ?? '127.0.0.1'
  let fallbackHost = host
  const server = createServer((req, res) => void handle(req, res, fallbackHost))
  // An idle keep-alive connection is closed by the server only after its clients have long stopped
  // reusing it; at Node's default (5 s) a client's next request can cross the close and be reset.
  server.keepAliveTimeout = KEEP_ALIVE_MS
  server.headersTimeout = KEEP_ALIVE_MS + 1000
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(opts.port, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const { port } = server.address() as AddressInfo
  fallbackHost = `${host.includes(':') ? `[${host}]` : host}:${port}`
  return {
    url: `http://${fallbackHost}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        // Requests held by a timeout fault would otherwise keep the server open forever.
        server.closeAllConnections()
      }),
  }
}
