import type { AddressInfo } from 'node:net'
import express, { type RequestHandler } from 'express'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach } from 'vitest'
import { server as emulator } from '#mocks/node.ts'

/**
 * A limiter as server.ts mounts it, in front of a handler that stands in for React Router (it tells
 * what it was asked for and what the limiter flagged, or answers `ok`): a server of the test file's
 * own on loopback, started before each test and closed after it. `base` is its address.
 */
export function serveBehindLimiter(limiter: () => RequestHandler): { base: string } {
  const served = { base: '' }
  let close: () => Promise<void> = async () => {}
  beforeEach(async () => {
    const app = express()
    app.use(limiter())
    app.all('/{*splat}', (req, res) => {
      const limited = res.locals.rateLimited as { retryAfterSeconds: number } | undefined
      if (limited) res.json({ method: req.method, url: req.originalUrl, limited })
      else res.send('ok')
    })
    const listening = app.listen(0, '127.0.0.1')
    await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
    served.base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
    close = () => new Promise((resolve) => listening.close(() => resolve()))
    // The test talks to this server, not to the emulator.
    emulator.use(http.all(`${served.base}/*`, () => passthrough()))
  })
  afterEach(() => close())
  return served
}
