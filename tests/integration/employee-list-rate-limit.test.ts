import type { RouterContextProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { serveBehindLimiter } from '#tests/helpers/limiter-server.ts'
import { requestInfoContext } from '#app/context.server.ts'
import { loader as associateLoader } from '#app/routes/associate-login.tsx'
import {
  EMPLOYEE_LIST_READS_PER_MINUTE,
  limitEmployeeListReads,
} from '#app/platform/security/employee-list-limit.server.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { L } from '#tests/helpers/checkout.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

const limiter = serveBehindLimiter(limitEmployeeListReads)

describe('employee list rate limit', () => {
  it('INSTORE-010 reads of a store’s employees past the limit get the too-many-requests page; the page itself is not limited', async () => {
    for (let i = 0; i < EMPLOYEE_LIST_READS_PER_MINUTE; i += 1) {
      expect(await (await fetch(`${limiter.base}/en-us/associate-login?store=store-0101`)).text()).toBe('ok')
    }
    const limited = await fetch(`${limiter.base}/en-us/associate-login?store=store-0102`)
    expect(await limited.json()).toMatchObject({
      method: 'GET',
      url: '/en-us/too-many-requests',
      limited: { retryAfterSeconds: expect.any(Number) },
    })
    expect(limited.headers.get('RateLimit')).toMatch(/r=0/)
    // Other spellings of the same page share the budget.
    for (const path of ['/EN-US/Associate-Login?store=x', '/fr-ca/associate%2Dlogin?store=x']) {
      expect(await (await fetch(`${limiter.base}${path}`)).json(), path).toMatchObject({
        url: expect.stringMatching(/\/too-many-requests$/),
      })
    }
    // A data request goes on flagged, for the page's loader to redirect.
    const data = await fetch(`${limiter.base}/en-us/associate-login.data?store=store-0101`)
    expect(await data.json()).toMatchObject({ url: '/en-us/associate-login.data?store=store-0101' })
    // The page without a store and the associate's posts are not employee-list reads.
    expect(await (await fetch(`${limiter.base}/en-us/associate-login`)).text()).toBe('ok')
    const post = await fetch(`${limiter.base}/en-us/associate-login?store=store-0101`, { method: 'POST' })
    expect(await post.text()).toBe('ok')
  })

  it('INSTORE-010 a flagged data request is sent to the too-many-requests page by the page’s loader', async () => {
    const flagged = (args: { context: RouterContextProvider }) => {
      args.context.set(requestInfoContext, {
        ...args.context.get(requestInfoContext),
        rateLimited: { retryAfterSeconds: 42 },
      })
      return associateLoader(args as never)
    }
    const result = await runRoute(flagged, get('/en-us/associate-login.data?store=store-0101'), L)
    expect(result.response?.headers.get('Location')).toBe('/en-us/too-many-requests')
    expect(result.response?.headers.get('Retry-After')).toBe('42')
    expect((await capturedRequests()).some((c) => c.path.endsWith('/employees'))).toBe(false)
  })
})
