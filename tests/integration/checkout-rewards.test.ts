import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '#app/domain/errors/errors.ts'
import { minLoyaltyPoints } from '#app/domain/market/site.ts'
import { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import type { Account } from '#mocks/customers/seed/accounts.ts'
import { db } from '#mocks/state.ts'
import { L, atBilling, billingPage } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { type CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

async function applyVoucher(jar: CookieJar, voucherId = 'VCH-1000') {
  const result = await runRoute(
    billingAction,
    post('/en-us/checkout/billing', { intent: 'apply-voucher', voucherId }, jar),
    L,
  )
  jar.store(result.cookies)
  return result
}

/** The notice at the top of the next checkout page (shown once). */
async function notice(jar: CookieJar) {
  const page = await runRoute<Awaited<ReturnType<typeof checkoutLoader>>>(
    checkoutLoader,
    get('/en-us/checkout/billing', jar),
    L,
  )
  jar.store(page.cookies)
  return page.data?.notice?.message
}

/** Changes a seeded account for this test only (the seed's objects are shared between resets). */
function changeAccount(email: string, change: (account: Account) => Account) {
  const record = [...db.consumers.values()].find((c) => c.account.email === email)!
  record.account = change(record.account)
}

describe('CHK-023 loyalty voucher', () => {
  it('a signed-in member sees their points and vouchers on billing', async () => {
    const jar = await atBilling('loyalty@example.com')
    const page = await billingPage(jar)
    expect(page.rewards).toEqual({
      points: 2400,
      vouchers: [{ id: 'VCH-1000', points: 1000, amount: 10 }],
      applied: null,
    })
  })

  it('applying one sends PUT …/reward with appliedLoyaltyVoucher and the voucher pays part of the cart', async () => {
    const jar = await atBilling('loyalty@example.com')
    const before = await billingPage(jar)
    const result = await applyVoucher(jar)
    expect(result.response?.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(result.cookies)?.type).toBe('success')

    const [put] = (await capturedRequests()).filter((c) => c.method === 'PUT' && /\/reward$/.test(c.path))
    expect(put!.path).toMatch(/^\/cart\/v1\/cart\/[^/]+\/reward$/)
    expect(put!.body).toEqual({ appliedLoyaltyVoucher: 'VCH-1000' })

    const after = await billingPage(jar)
    expect(after.rewards?.applied).toBe('VCH-1000')
    expect(after.remainingToPay).toBeCloseTo(before.remainingToPay - 10, 2)
  })

  it('CHK-013 a member under the locale minimum of points sees no rewards', async () => {
    changeAccount('loyalty@example.com', (a) => ({
      ...a,
      loyalty: { ...a.loyalty!, currentLoyaltyPoints: minLoyaltyPoints('en-us') - 1 },
    }))
    const jar = await atBilling('loyalty@example.com')
    expect((await billingPage(jar)).rewards).toBeNull()
  })
})

describe('CHK-012 rewards need a signed-in customer', () => {
  it('a guest sees no reward UI and asks upstream nothing about loyalty', async () => {
    const jar = await atBilling()
    expect((await billingPage(jar)).rewards).toBeNull()
    expect((await capturedRequests()).some((c) => c.path.includes('loyalty'))).toBe(false)
  })

  it('a guest reward post is answered REW401 and shows its message at the top', async () => {
    const jar = await atBilling()
    const result = await applyVoucher(jar)
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    const [put] = (await capturedRequests()).filter((c) => c.method === 'PUT' && /\/reward$/.test(c.path))
    expect(put).toBeDefined()
    expect(await notice(jar)).toBe(ERROR_CATALOGUE.REW401!.message)
  })
})

describe('CHK-014 non-member and unconfirmed member', () => {
  it('a non-member (REW130) sees no rewards, and a reward post shows the non-member message', async () => {
    const jar = await atBilling('shopper@example.com')
    expect((await billingPage(jar)).rewards).toBeNull()
    await applyVoucher(jar)
    expect(await notice(jar)).toBe(ERROR_CATALOGUE.REW130!.message)
  })

  it('an unconfirmed member (REW135) gets the confirmation message', async () => {
    changeAccount('loyalty@example.com', (a) => ({ ...a, loyaltyConfirmed: false }))
    const jar = await atBilling('loyalty@example.com')
    expect((await billingPage(jar)).rewards).toBeNull()
    await applyVoucher(jar)
    expect(await notice(jar)).toBe(ERROR_CATALOGUE.REW135!.message)
  })

  it('scripted REW130 and REW135 on the reward call give two different messages', async () => {
    const messages = []
    for (const errorId of ['REW130', 'REW135']) {
      const jar = await atBilling('loyalty@example.com')
      await injectFault({ path: '/reward$', method: 'PUT', status: 403, errorId, times: 1 })
      await applyVoucher(jar)
      messages.push(await notice(jar))
    }
    expect(messages).toEqual([ERROR_CATALOGUE.REW130!.message, ERROR_CATALOGUE.REW135!.message])
    expect(messages[0]).not.toBe(messages[1])
  })
})
