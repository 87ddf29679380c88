import { describe, expect, it } from 'vitest'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { getEnv } from '#app/platform/env/env.server.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

type PlpData = Awaited<ReturnType<typeof plpLoader>>

const PLP = '/en-us/c/footwear-1000'
function plp() {
  return runRoute<PlpData>(plpLoader, get(PLP), { locale: 'en-us', slugId: 'footwear-1000' })
}
const contentCalls = async () => (await capturedRequests()).filter((c) => c.path.includes('/caas/')).length

/**
 * Non-critical upstreams have their own short deadline and a circuit (decision 043): a content service
 * that hangs adds at most its deadline to a listing, which still sells; one that keeps failing is
 * left alone for a pause instead of being asked on every page.
 */
describe('deadlines and circuits of non-critical upstreams', () => {
  it('PLAT-012 a hanging content service adds at most the non-critical deadline to the PLP, which still lists', async () => {
    await injectFault({ path: '/caas/', timeout: true })
    const started = performance.now()
    const result = await plp()
    const elapsed = performance.now() - started
    expect(result.status).toBe(200)
    expect(result.data?.search.products.length).toBeGreaterThan(0)
    expect(result.data?.blocks).toEqual([])
    // The content call was made and given up at its deadline, far below API_TIMEOUT_MS (10 s).
    expect(await contentCalls()).toBeGreaterThan(0)
    expect(elapsed).toBeGreaterThanOrEqual(getEnv().NON_CRITICAL_TIMEOUT_MS - 50)
    expect(elapsed).toBeLessThan(getEnv().NON_CRITICAL_TIMEOUT_MS + 1500)
  })

  it('PLAT-012 a critical call keeps the full API timeout: a slow catalogue search is waited for', async () => {
    await injectFault({ path: '/products/v2/search/productSearch', latencyMs: 2000, times: 1 })
    const result = await plp()
    expect(result.status).toBe(200)
    expect(result.data?.search.products.length).toBeGreaterThan(0)
  })

  it('after the configured failures in a row the content circuit opens: pages stop calling it and still list', async () => {
    await injectFault({ path: '/caas/', status: 503 })
    const failures = getEnv().CIRCUIT_FAILURES
    for (let i = 0; i < failures; i++) await plp()
    const before = await contentCalls()
    expect(before).toBeGreaterThanOrEqual(failures)
    const result = await plp()
    expect(result.status).toBe(200)
    expect(result.data?.search.products.length).toBeGreaterThan(0)
    expect(await contentCalls()).toBe(before)
  })
})
