import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

/**
 * PLAT-020 (decision 075): outside production the answers of calls that name a contract go, in the
 * background, to the front-end service's `POST /fapi/api/validate-response/{contract}`; in the
 * production deployment never, whatever the configuration says.
 */

const SLUG_ID = 'tempo-trail-runner-RS100001'
const L = { locale: 'en-us', slugId: SLUG_ID }
const VALIDATE = /^\/fapi\/api\/validate-response\/(.+)$/

function mode(env: Record<string, string | undefined>) {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value)
  resetEnvCache()
}

afterEach(() => {
  vi.unstubAllEnvs()
  resetEnvCache()
})

async function productPage() {
  const page = await runRoute<{ product: { id: string } }>(pdpLoader, get(`/en-us/p/${SLUG_ID}`), L)
  expect(page.status).toBe(200)
  return page
}

async function validations() {
  return (await capturedRequests()).filter((call) => VALIDATE.test(call.path))
}

describe('response validation outside production', () => {
  it('PLAT-020 in development, the answers of calls with a contract are posted to validate-response by contract name', async () => {
    mode({ NODE_ENV: 'development', VALIDATE_API_RESPONSES: undefined })
    await productPage()
    const calls = await validations()
    const contracts = calls.map((call) => VALIDATE.exec(call.path)![1])
    expect(contracts).toContain('product-details')
    expect(contracts).toContain('token')
    const details = calls.find((call) => call.path.endsWith('/product-details'))!
    expect(details.method).toBe('POST')
    // The body is the API's answer as it arrived: the product the page shows.
    expect(details.body).toMatchObject({ id: 'RS100001' })
    // It is tied to the call it validates, and carries the client's usual identity.
    const detailsCall = (await capturedRequests()).find(
      (call) => call.path === '/products/v2/products/RS100001/details',
    )!
    expect(details.headers['x-correlation-id']).toBe(detailsCall.headers['x-correlation-id'])
    expect(details.headers['x-api-key']).toBe('test-access-key')
  })

  it('PLAT-020 the emulator says whether an answer meets its contract', async () => {
    const post = (contract: string, body: unknown) =>
      fetch(`http://emulator.test/fapi/api/validate-response/${contract}?locale=en_US`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-api-key': 'test-access-key' },
        body: JSON.stringify(body),
      })
    const good = await post('server-time', { timestamp: 1767225600000 })
    expect(await good.json()).toEqual({ contract: 'server-time', valid: true })
    const bad = (await (await post('server-time', { time: 'noon' })).json()) as { valid: boolean }
    expect(bad.valid).toBe(false)
    expect((await post('no-such-contract', {})).status).toBe(404)
  })

  it('PLAT-020 off unless configured in other non-production modes; VALIDATE_API_RESPONSES turns it on', async () => {
    mode({ NODE_ENV: 'test', VALIDATE_API_RESPONSES: undefined })
    await productPage()
    expect(await validations()).toEqual([])
    mode({ NODE_ENV: 'test', VALIDATE_API_RESPONSES: 'true' })
    await productPage()
    expect((await validations()).length).toBeGreaterThan(0)
  })

  it('PLAT-020 never called in production, even when configured on', async () => {
    mode({
      NODE_ENV: 'production',
      DEPLOY_ENV: 'production',
      WEBHOOK_SECRET: 'a-production-webhook-secret',
      VALIDATE_API_RESPONSES: 'true',
    })
    await productPage()
    expect((await capturedRequests()).some((call) => call.path.includes('/products/'))).toBe(true)
    expect(await validations()).toEqual([])
  })

  it('PLAT-020 a validation that fails or hangs leaves the page as it was', async () => {
    mode({ NODE_ENV: 'test', VALIDATE_API_RESPONSES: 'true' })
    await injectFault({ path: '^/fapi/api/validate-response/', status: 503 })
    const page = await productPage()
    expect(page.data?.product.id).toBe('RS100001')
    expect((await validations()).length).toBeGreaterThan(0)
  })
})
