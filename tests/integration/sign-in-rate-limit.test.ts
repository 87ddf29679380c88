import type { AddressInfo } from 'node:net'
import express from 'express'
import { http, passthrough } from 'msw'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { LIMITED_POSTS_PER_MINUTE, limitSignInLikePosts } from '#app/utils/rate-limit.server.ts'
import { server as emulator } from '#mocks/node.ts'

/** The limiter as server.ts mounts it, in front of a handler that answers every request. */
let base = ''
let close: () => Promise<void> = async () => {}

beforeEach(async () => {
  const app = express()
  app.use(limitSignInLikePosts())
  app.all('/{*splat}', (_req, res) => {
    res.send('ok')
  })
  const listening = app.listen(0, '127.0.0.1')
  await new Promise<void>((resolve) => listening.once('listening', () => resolve()))
  base = `http://127.0.0.1:${(listening.address() as AddressInfo).port}`
  close = () => new Promise((resolve) => listening.close(() => resolve()))
  // This test talks to a real local server, not to the emulator.
  emulator.use(http.all(`${base}/*`, () => passthrough()))
})
afterEach(() => close())

const postTo = (path: string) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'intent=sign-in&email=a%40b.co&password=x',
  })

describe('rate limit', () => {
  it('sign-in posts past the limit answer 429 with Retry-After; pages and other posts are not limited', async () => {
    for (let i = 0; i < LIMITED_POSTS_PER_MINUTE; i += 1) {
      expect((await postTo('/en-us/sign-in')).status).toBe(200)
    }
    const limited = await postTo('/en-us/sign-in')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect(await limited.text()).toContain('Too many attempts')
    // The same client's other sign-in-like posts share the budget…
    expect((await postTo('/en-us/forgot-password')).status).toBe(429)
    // …while reading the page and posting elsewhere go on.
    expect((await fetch(`${base}/en-us/sign-in`)).status).toBe(200)
    expect((await postTo('/en-us/cart')).status).toBe(200)
    expect((await postTo('/en-us/sign-out')).status).toBe(200)
  })
})
