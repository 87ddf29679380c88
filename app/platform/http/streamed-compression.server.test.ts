import { randomBytes } from 'node:crypto'
import { request as httpRequest, type Server } from 'node:http'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import compression from 'compression'
import express, { type Response } from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { streamedCompression } from './streamed-compression.server.ts'

/** Writes as React Router does: a write and a flush per chunk; a `once('drain')` wait, then `off`. */
async function writeLikeReactRouter(res: Response & { flush?: () => void }, chunk: Buffer) {
  const more = res.write(chunk)
  res.flush?.()
  if (more) return
  await new Promise<void>((resolve) => {
    const onDrain = () => {
      res.off('drain', onDrain)
      resolve()
    }
    res.once('drain', onDrain)
  })
}

let server: Server | undefined
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())))

function serve(handler: (res: Response, firstPartSeen: Promise<void>) => Promise<void>) {
  let seen!: () => void
  const firstPartSeen = new Promise<void>((resolve) => (seen = resolve))
  const app = express()
  app.use(compression())
  app.use(streamedCompression())
  app.get('/', (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    void handler(res, firstPartSeen)
  })
  return new Promise<{ get: (encoding: string) => Promise<{ encoding?: string; body: Buffer }> }>(
    (resolve) => {
      server = app.listen(0, '127.0.0.1', () => {
        const { port } = server!.address() as { port: number }
        resolve({
          get: (encoding) =>
            new Promise((done, fail) => {
              httpRequest(
                { port, host: '127.0.0.1', path: '/', headers: { 'accept-encoding': encoding } },
                (res) => {
                  const chunks: Buffer[] = []
                  res.on('data', (chunk: Buffer) => {
                    chunks.push(chunk)
                    seen()
                  })
                  res.on('end', () =>
                    done({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
                  )
                },
              )
                .on('error', fail)
                .end()
            }),
        })
      })
    },
  )
}

describe('compressed streamed documents (decision 052)', () => {
  for (const [encoding, decode] of [
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const) {
    it(`${encoding}: the shell arrives before the deferred part is written, and the whole document is intact`, async () => {
      const shell = Array.from({ length: 60 }, (_, i) => `<div>shell ${i} ${'x'.repeat(2000)}</div>`)
      const { get } = await serve(async (res, firstPartSeen) => {
        for (const part of shell) await writeLikeReactRouter(res, Buffer.from(part))
        // Deferred data: written only once the browser has the shell, as a streamed page does.
        await firstPartSeen
        await writeLikeReactRouter(res, Buffer.from('<template>deferred</template>'))
        res.end()
      })
      const { encoding: used, body } = await get(encoding)
      expect(used).toBe(encoding)
      expect(decode(body).toString()).toBe(`${shell.join('')}<template>deferred</template>`)
    })
  }

  it('waiting for drain many times leaves no listener behind (no MaxListenersExceededWarning)', async () => {
    const warnings: string[] = []
    const onWarning = (warning: Error) => warnings.push(warning.name)
    process.on('warning', onWarning)
    // Incompressible megabytes, so the compressor pushes back and the writer waits for drain.
    const parts = Array.from({ length: 24 }, () => randomBytes(256 * 1024).toString('base64'))
    const { get } = await serve(async (res) => {
      for (const part of parts) await writeLikeReactRouter(res, Buffer.from(part))
      res.end()
    })
    const { body } = await get('gzip')
    process.off('warning', onWarning)
    expect(gunzipSync(body).toString()).toBe(parts.join(''))
    expect(warnings).not.toContain('MaxListenersExceededWarning')
  })
})
