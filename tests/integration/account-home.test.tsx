import { afterEach, describe, expect, it } from 'vitest'
import { AccountSummary, type AccountSummaryData } from '#app/features/account/ui/account-summary.tsx'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader } from '#app/routes/account.tsx'
import { removeProfile } from '#mocks/customers/consumer-profile.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
type Home = { summary: (AccountSummaryData & { firstName?: string }) | null }

async function home(email: string) {
  const jar = new CookieJar()
  await signInJar(jar, email)
  const before = (await capturedRequests()).length
  const result = await runRoute<Home>(loader, get('/en-us/account', jar), L)
  const reads = (await capturedRequests())
    .slice(before)
    .filter((c) => c.method === 'GET' && c.path === '/consumers-v3/consumer')
  const summary = result.data?.summary ?? null
  const html = summary ? renderWithProviders(<AccountSummary summary={summary} locale="en-us" />) : ''
  return { result, summary, html, reads }
}

afterEach(() => {
  delete process.env.LOYALTY_MILESTONE_BAR
  delete process.env.LOYALTY_ENABLED
  resetEnvCache()
})

describe('account home: the spend banner, server-rendered', () => {
  it('ACCT-050 ACCT-049 an employee with accepted terms: current spend against the annual cap', async () => {
    const { html } = await home('staff@example.com')
    expect(html).toContain('data-spend-kind="employee"')
    expect(html).toContain('Employee discount')
    expect(html).toContain('$275.50 spent of your $1,200.00 annual cap')
  })

  it('ACCT-050 an athlete: current spend against the annual credit', async () => {
    const { html } = await home('athlete@example.com')
    expect(html).toContain('data-spend-kind="athlete"')
    expect(html).toContain('$450.00 spent of your $2,000.00 annual credit')
  })

  it('ACCT-050 IPA and WRANX prosumers: current spend against the annual credit', async () => {
    const ipa = await home('ipa@example.com')
    expect(ipa.html).toContain('data-spend-kind="ipa"')
    expect(ipa.html).toContain('$60.00 spent of your $600.00 annual credit')
    const wranx = await home('wranx@example.com')
    expect(wranx.html).toContain('data-spend-kind="wranx"')
    expect(wranx.html).toContain('$120.00 spent of your $800.00 annual credit')
  })

  it('ACCT-049 an employee who has not accepted the terms, and a regular shopper, see no banner', async () => {
    for (const email of ['employee@example.com', 'shopper@example.com']) {
      const { html } = await home(email)
      expect(html).not.toContain('data-spend-kind')
      expect(html).not.toContain('spent of your')
    }
  })
})

describe('account home: profile summary', () => {
  it('ACCT-001 the read asks for the loyalty summary with loyalty on and no milestone bar; the points show', async () => {
    const { reads, html, summary } = await home('loyalty@example.com')
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.every((c) => c.query.includeLoyaltySummary === 'true')).toBe(true)
    expect(summary).toMatchObject({
      name: 'Lee Loyal',
      email: 'loyalty@example.com',
      loyaltyMember: true,
      points: 2400,
    })
    expect(html).toContain('XPLR Pass points: 2,400')
  })

  it('ACCT-001 with the milestone bar on (or loyalty off) the query is left out and no points show', async () => {
    for (const [name, value] of [
      ['LOYALTY_MILESTONE_BAR', 'true'],
      ['LOYALTY_ENABLED', 'false'],
    ] as const) {
      process.env[name] = value
      resetEnvCache()
      const { reads, summary } = await home('loyalty@example.com')
      const own = reads.filter((c) => 'includeLoyaltySummary' in c.query)
      expect(own).toEqual([])
      expect(summary?.points).toBeUndefined()
      delete process.env[name]
      resetEnvCache()
    }
  })

  it('ACCT-047 a partially enrolled profile gets the prompt linking to the enrolment flow', async () => {
    const full = await home('shopper@example.com')
    expect(full.summary?.partiallyEnrolled).toBe(false)
    expect(full.html).not.toContain('data-testid="partial-enrolment"')
    await fetch('http://emulator.test/__emulator/reset', { method: 'POST' })
    // A shopper who signed up with only the required fields: no phone, postal code or birth date.
    const { db } = await import('#mocks/state.ts')
    const record = db.consumers.get('C000000001')!
    record.account = { ...record.account, phone: '', postalCode: '' }
    const partial = await home('shopper@example.com')
    expect(partial.summary?.partiallyEnrolled).toBe(true)
    expect(partial.html).toMatch(/data-testid="partial-enrolment"[\s\S]*href="\/en-us\/enrol"/)
  })

  it('quiet failure: the profile call fails (or there is no profile) and the page still serves its links', async () => {
    await injectFault({ path: '^/consumers-v3/consumer$', method: 'GET', status: 500 })
    const failed = await home('shopper@example.com')
    expect(failed.result.status).toBe(200)
    expect(failed.summary).toBeNull()
    await fetch('http://emulator.test/__emulator/reset', { method: 'POST' })
    removeProfile('shopper@example.com')
    const missing = await home('shopper@example.com')
    expect(missing.result.status).toBe(200)
    expect(missing.summary).toBeNull()
  })
})
