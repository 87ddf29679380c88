import { describe, expect, it } from 'vitest'
import { formatMoney } from '#app/domain/market/site.ts'
import BillingStep, {
  action as billingAction,
  loader as billingLoader,
} from '#app/routes/checkout-billing.tsx'
import SummaryStep from '#app/routes/checkout-summary.tsx'
import type { Account } from '#mocks/customers/seed/accounts.ts'
import { db } from '#mocks/state.ts'
import { addToCart, L, payByCard, renderSummary, shipTo } from '#tests/helpers/checkout.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

type BillingData = Awaited<ReturnType<typeof billingLoader>>

const usd = (amount: number) => formatMoney(amount, 'USD', 'en-us')

/** The athlete with only `left` of this year's credit (for this test only). */
function athleteWith(left: number) {
  const record = [...db.consumers.values()].find((c) => c.account.email === 'athlete@example.com')!
  record.account = {
    ...record.account,
    athlete: { annualCredit: 2000, currentSpend: 2000 - left },
  } as Account
}

async function athleteAtBilling() {
  const jar = new CookieJar()
  await signInJar(jar, 'athlete@example.com')
  await addToCart(jar)
  await shipTo(jar)
  return jar
}

async function billingHtml(jar: CookieJar) {
  const page = await runRoute<BillingData>(billingLoader, get('/en-us/checkout/billing', jar), L)
  jar.store(page.cookies)
  const props = { loaderData: page.data!, params: L, matches: [] } as unknown as Parameters<
    typeof BillingStep
  >[0]
  return {
    data: page.data!,
    html: renderWithProviders(<BillingStep {...props} />, {
      path: '/en-us/checkout/billing',
    }).replaceAll('<!-- -->', ''),
  }
}

describe('athlete payment markup', () => {
  it('CHK-010 SSR: the summary shows both athlete amounts next to the card paying the rest', async () => {
    athleteWith(50)
    const jar = await athleteAtBilling()
    await runRoute(
      billingAction,
      post('/en-us/checkout/billing', { intent: 'apply-athlete-payment' }, jar),
      L,
    )
    await payByCard(jar)
    const summary = await renderSummary(jar)
    const data = summary.data!
    const props = { loaderData: data, params: L, matches: [] } as unknown as Parameters<typeof SummaryStep>[0]
    const html = renderWithProviders(<SummaryStep {...props} />, {
      path: '/en-us/checkout/summary',
    }).replaceAll('<!-- -->', '')
    expect(html).toContain('Athlete payment')
    expect(html).toMatch(new RegExp(`<dt>Athlete payment pays:</dt><dd>${usd(50).replace('$', '\\$')}</dd>`))
    const rest = usd(data.remainingToPay).replace('$', '\\$')
    expect(html).toMatch(new RegExp(`<dt>Left to pay by another method:</dt><dd>${rest}</dd>`))
    expect(html).toContain(`ending in 1111: ${usd(data.remainingToPay)}`)
  })

  it('CHK-010 SSR: billing offers the athlete payment with what it would pay and leave', async () => {
    athleteWith(50)
    const { data, html } = await billingHtml(await athleteAtBilling())
    expect(html).toContain('Your athlete budget left this year: $50.00.')
    expect(html).toContain(`<dt>Left to pay by another method:</dt><dd>${usd(data.remainingToPay - 50)}</dd>`)
    expect(html).toMatch(/<button(?=[^>]*name="intent")(?=[^>]*value="apply-athlete-payment")[^>]*>/)
  })

  it('CHK-019 SSR: without JavaScript the billing address fields are in the page under the choice', async () => {
    const { html } = await billingHtml(await athleteAtBilling())
    const radio = (value: string, checked: boolean) =>
      new RegExp(
        `<input(?=[^>]*type="radio")(?=[^>]*name="billingChoice")(?=[^>]*value="${value}")${checked ? '(?=[^>]*checked)' : '(?![^>]*checked)'}[^>]*>`,
      )
    expect(html).toMatch(radio('same', true))
    expect(html).toMatch(radio('other', false))
    expect(html).toMatch(/<input[^>]*name="addressLine1"/)
    expect(html).not.toMatch(/<div[^>]*hidden[^>]*>[^]*name="addressLine1"/)
  })
})
