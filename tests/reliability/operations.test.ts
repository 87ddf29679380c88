import { beforeAll, describe, expect, it } from 'vitest'
import { clearFaults, injectFault, logLines, logOffset, resetEmulator, send } from './helpers.ts'

beforeAll(() => resetEmulator())

describe('operations', () => {
  it('/healthz answers while the process lives; /readyz checks the upstreams', async () => {
    const health = await send('/healthz')
    expect(health.status).toBe(200)
    expect(await health.json()).toEqual({ status: 'ok' })
    const ready = await send('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ok', checks: { commerce: 'ok' } })
    expect(ready.headers.get('Cache-Control')).toBe('no-store')
  })

  it('PLAT-001 every upstream error is logged with its correlation id and the request id', async () => {
    const from = logOffset()
    await injectFault({ path: 'widgetRecommendations|/reviews', status: 502 })
    const page = await send('/en-us/p/tempo-trail-runner-RS100001')
    await page.body?.cancel()
    await clearFaults()
    // Written asynchronously: a line can land a moment after the page.
    const logged = () => logLines(from).filter((line) => line.msg === 'upstream error')
    await expect.poll(() => logged().length, { timeout: 5_000 }).toBeGreaterThan(0)
    const upstreamErrors = logged()
    for (const line of upstreamErrors) {
      expect(line.correlationId).toEqual(expect.any(String))
      expect(line.requestId).toEqual(expect.any(String))
      expect(line.status).toBe(502)
    }
  })
})
