import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { upstreamTransport } from './upstream-transport.server.ts'

interface Seen {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: string
}

let server: Server
let base: string
const seen: Seen[] = []

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body })
      if (req.url === '/slow') return // never answers: the caller's signal ends it
      if (req.url === '/cookies') {
        res.writeHead(200, [
          ['Content-Type', 'application/json'],
          ['Set-Cookie', 'affinity=n1; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT'],
          ['Set-Cookie', 'sid=s1; HttpOnly'],
        ])
        return res.end('{}')
      }
      if (req.url === '/missing') {
        res.writeHead(404, { 'Content-Type': 'application/json' })
        return res.end('{"errorDetails":[]}')
      }
      res.writeHead(200, [
        ['Content-Type', 'application/json'],
        ['X-Part', 'one'],
        ['X-Part', 'two'],
      ])
      res.end(JSON.stringify({ echo: body, contentType: req.headers['content-type'] ?? null }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

const signal = () => AbortSignal.timeout(5_000)

describe('the transport of the API client (decision 062)', () => {
  it('sends the method, headers and JSON body it is given, and reads status, headers and body', async () => {
    const headers = new Headers({ 'Content-Type': 'application/json', 'x-correlation-id': 'c-1' })
    const answer = await upstreamTransport(new URL(`${base}/things?locale=en_US`), {
      method: 'POST',
      headers,
      body: '{"a":1}',
      signal: signal(),
    })
    expect(answer.status).toBe(200)
    expect(answer.ok).toBe(true)
    expect(answer.statusText).toBe('OK')
    // Header names in any case; a header sent twice reads as one list, as fetch's does.
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(answer.headers.get('X-Part')).toBe('one, two')
    expect(answer.headers.get('x-absent')).toBeNull()
    const body = JSON.parse(new TextDecoder().decode(await answer.arrayBuffer())) as Record<string, unknown>
    expect(body).toEqual({ echo: '{"a":1}', contentType: 'application/json' })
    const request = seen.at(-1)!
    expect(request.method).toBe('POST')
    expect(request.url).toBe('/things?locale=en_US')
    expect(request.headers['x-correlation-id']).toBe('c-1')
    // Nothing asked to be compressed, so nothing to decompress.
    expect(request.headers['accept-encoding']).toBeUndefined()
  })

  it('an error status is an answer, not a failure: not ok, with its reason phrase and body', async () => {
    const answer = await upstreamTransport(new URL(`${base}/missing`), {
      method: 'GET',
      headers: new Headers(),
      signal: signal(),
    })
    expect(answer.status).toBe(404)
    expect(answer.ok).toBe(false)
    expect(answer.statusText).toBe('Not Found')
    expect(new TextDecoder().decode(await answer.arrayBuffer())).toBe('{"errorDetails":[]}')
  })

  it('stops when its signal ends the call, as the client’s deadline does', async () => {
    const controller = new AbortController()
    const call = upstreamTransport(new URL(`${base}/slow`), {
      method: 'GET',
      headers: new Headers(),
      signal: controller.signal,
    })
    controller.abort()
    await expect(call).rejects.toThrow()
  })

  it('sends a multipart upload with its boundary', async () => {
    const form = new FormData()
    form.set('note', 'hello')
    const answer = await upstreamTransport(new URL(`${base}/upload`), {
      method: 'POST',
      headers: new Headers(),
      body: form,
      signal: signal(),
    })
    expect(answer.status).toBe(200)
    const { echo, contentType } = JSON.parse(new TextDecoder().decode(await answer.arrayBuffer())) as {
      echo: string
      contentType: string
    }
    expect(contentType).toMatch(/^multipart\/form-data; boundary=/)
    expect(echo).toContain('name="note"')
    expect(echo).toContain('hello')
  })

  it('PLAT-005 reads each Set-Cookie value on its own, an Expires date and its comma included', async () => {
    const answer = await upstreamTransport(new URL(`${base}/cookies`), {
      method: 'GET',
      headers: new Headers(),
      signal: signal(),
    })
    expect(answer.headers.getSetCookie?.()).toEqual([
      'affinity=n1; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT',
      'sid=s1; HttpOnly',
    ])
    await answer.arrayBuffer()
    const plain = await upstreamTransport(new URL(`${base}/things`), {
      method: 'GET',
      headers: new Headers(),
      signal: signal(),
    })
    expect(plain.headers.getSetCookie?.()).toEqual([])
    await plain.arrayBuffer()
  })
})
