import autocannon from 'autocannon'
import { beforeAll, describe, expect, it } from 'vitest'
import { BASE, errorLogs, guestWithCart, logOffset, resetEmulator, type Jar } from './helpers.ts'

/**
 * A short bounded load run (decision 043): a returning shopper's browse pages, a fixed number of
 * requests at ten connections. Any answer that is not 2xx, any error or timeout, or any error in the
 * log fails it. It counts requests, not seconds: how many a machine answers in a given time is the
 * benchmark's measure (`npm run bench`), and a busy machine answering fewer is not a failure.
 */
const REQUESTS = 40
let jar: Jar
beforeAll(async () => {
  await resetEmulator()
  jar = await guestWithCart()
})

describe('bounded load', () => {
  it('home, PLP, PDP and cart under ten connections answer 2xx only', async () => {
    const from = logOffset()
    const result = await autocannon({
      url: BASE,
      connections: 10,
      amount: REQUESTS,
      // Long enough for a machine busy with the journeys; the point is that every request is answered.
      timeout: 30,
      headers: { Cookie: jar.header(), Accept: 'text/html' },
      requests: [
        { method: 'GET', path: '/en-us' },
        { method: 'GET', path: '/en-us/c/footwear-1000' },
        { method: 'GET', path: '/en-us/p/tempo-trail-runner-RS100001' },
        { method: 'GET', path: '/en-us/cart' },
      ],
    })
    expect(result.requests.total).toBe(REQUESTS)
    expect(result.non2xx).toBe(0)
    expect(result.errors).toBe(0)
    expect(result.timeouts).toBe(0)
    expect(errorLogs(from)).toEqual([])
  })
})
