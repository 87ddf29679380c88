import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { customerDataEvents } from '#app/features/personalisation/customer-data.server.ts'
import { customerDataPageViews } from '#app/features/personalisation/page-views.server.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { closeFlagClient } from '#app/features/personalisation/api/experimentation.server.ts'
import { CDP_PUBLIC_KEY } from '#mocks/personalisation/seed/customer-data.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

const VISITOR = 'vuid_0123456789abcdef0123456789a'

beforeEach(() => {
  // The shipped datafile with the emulator's customer-data platform, as `npm start` configures it.
  process.env.CUSTOMER_DATA_URL = 'http://emulator.test/cdp'
  process.env.CUSTOMER_DATA_KEY = CDP_PUBLIC_KEY
  resetEnvCache()
})

afterEach(async () => {
  await closeFlagClient()
  delete process.env.CUSTOMER_DATA_URL
  delete process.env.CUSTOMER_DATA_KEY
  resetEnvCache()
})

function visitor() {
  const jar = new CookieJar()
  jar.store([`vuid=${VISITOR}; Path=/`])
  return jar
}

describe('the customer-data platform behind the experiments (decisions 038, 040)', () => {
  it('PERS-073 PERS-077 the home decision asks the datafile’s platform for the visitor’s segments first', async () => {
    const result = await runRoute(homeLoader, get('/en-us', visitor()), { locale: 'en-us' })
    expect(result.status).toBe(200)
    const graphql = (await capturedRequests()).filter((r) => r.path === '/cdp/v3/graphql')
    expect(graphql).toHaveLength(1)
    expect(graphql[0]!.headers['x-api-key']).toBe(CDP_PUBLIC_KEY)
    expect(JSON.stringify(graphql[0]!.body)).toContain(VISITOR)
  })

  it('PERS-073 a visitor id issued on this very page has no segments yet: the decision asks the platform nothing', async () => {
    const first = await runRoute(homeLoader, get('/en-us'), { locale: 'en-us' })
    expect(first.status).toBe(200)
    expect(first.cookies.some((cookie) => cookie.startsWith('vuid='))).toBe(true)
    expect((await capturedRequests()).filter((r) => r.path === '/cdp/v3/graphql')).toEqual([])
  })

  it('PERS-075 a page shown to a visitor is a page view at the pixel; a resource or a post is not', async () => {
    // The middleware around a route that answers `response`.
    const around = (response: () => Response) => (args: Parameters<typeof customerDataPageViews>[0]) =>
      customerDataPageViews(args, () => Promise.resolve(response()))
    const html = () => new Response('<!doctype html>', { headers: { 'Content-Type': 'text/html' } })
    await runRoute(around(html) as never, get('/en-us/c/running-shoes-1010', visitor()))
    await runRoute(around(() => Response.json({})) as never, get('/en-us/search/suggest?q=tr', visitor()))
    await customerDataEvents().idle()
    const pixels = (await capturedRequests()).filter((r) => r.path === '/cdp/v2/zaius.gif')
    expect(pixels).toHaveLength(1)
    expect(pixels[0]!.query).toMatchObject({
      vuid: VISITOR,
      page: '/en-us/c/running-shoes-1010',
      page_type: 'PLP',
    })
  })
})
