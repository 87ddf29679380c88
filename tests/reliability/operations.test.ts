import { beforeAll, describe, expect, it } from 'vitest'
import { productPath } from '#app/domain/paths/paths.ts'
import { clearFaults, injectFault, logLines, logOffset, resetEmulator, send } from './helpers.ts'

beforeAll(() => resetEmulator())

const PRODUCT = productPath('en-us', 'tempo-trail-runner-RS100001')

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
    // A test before this one may have left the reviews' or recommendations' circuit open (five failures
    // pause a group for CIRCUIT_PAUSE_MS): its calls are then skipped, not made, and nothing fails
    // upstream. Wait until a product page makes its calls again.
    await expect
      .poll(
        async () => {
          const before = logOffset()
          await (await send(PRODUCT)).text()
          return logLines(before).filter((line) => line.msg === 'upstream call skipped: circuit open').length
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBe(0)
    const from = logOffset()
    await injectFault({ path: 'widgetRecommendations|/reviews', status: 502 })
    // The whole page: its reviews and recommendations are asked for while it streams.
    await (await send(PRODUCT)).text()
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
