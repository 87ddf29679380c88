import { describe, expect, it, vi } from 'vitest'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as searchLoader } from '#app/routes/search.tsx'
import { decideCalls } from '#tests/helpers/decisions.ts'
import { get, runRoute } from '#tests/helpers/route.ts'

// A visitor who has not allowed targeting (PERS-001): the consent module says so.
vi.mock('#app/features/consent/consent.server.ts', () => ({
  consentAllows: () => false,
  personalisationAllowed: () => false,
}))

describe('without personalisation allowed', () => {
  it('PERS-001 PERS-030 pages render and send the decision engine nothing', async () => {
    const home = await runRoute(homeLoader, get('/en-us'), { locale: 'en-us' })
    const search = await runRoute(searchLoader, get('/en-us/search?q=tent'), { locale: 'en-us' })
    expect([home.status, search.status]).toEqual([200, 200])
    // runRoute returns once background work has settled: a decide call would be in the log by now.
    expect(await decideCalls()).toEqual([])
  })
})
