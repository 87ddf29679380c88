import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '#app/domain/errors/errors.ts'
import { action as billingAction } from '#app/routes/checkout-billing.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { ADDRESS, L, payByCard, renderSummary, atBilling, billingPage } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { type CookieJar, post, runRoute, toastOf } from '#tests/helpers/route.ts'

type Reply = {
  billingAddress: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
}

const OTHER = {
  billingChoice: 'other',
  firstName: 'Robin',
  lastName: 'Payer',
  addressLine1: '7 Bridge Street',
  addressLine2: '',
  city: 'Seattle',
  province: 'WA',
  postalCode: '98101',
  phone: '2065550123',
}

async function setBilling(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute<Reply>(
    billingAction,
    post('/en-us/checkout/billing', { intent: 'set-billing-address', ...form }, jar),
    L,
  )
  jar.store(result.cookies)
  const reply =
    result.data ?? (result.response?.status === 400 ? ((await result.response.json()) as Reply) : undefined)
  return { result, reply }
}

function billingPosts() {
  return capturedRequests().then((all) =>
    all.filter((c) => c.method === 'POST' && /\/billingAddress$/.test(c.path)),
  )
}

describe('billing address: same as shipping or another (CHK-019)', () => {
  it('the billing step starts on "same as shipping" with the shipping address', async () => {
    const page = await billingPage(await atBilling())
    expect(page.billingChoice).toBe('same')
    expect(page.shippingAddress).toMatchObject({ addressLine1: ADDRESS.addressLine1 })
    expect(page.addressForm.provinces.length).toBeGreaterThan(0)
  })

  it('another address is posted as the billing address, shown on billing and summary, and sent with the order', async () => {
    const jar = await atBilling()
    const before = (await billingPosts()).length
    const { result } = await setBilling(jar, OTHER)
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    expect(toastOf(result.cookies)?.title).toBe('Billing address saved.')
    const posts = await billingPosts()
    expect(posts).toHaveLength(before + 1)
    expect(posts.at(-1)!.path).toMatch(/^\/cart\/v1\/cart\/[^/]+\/billingAddress$/)
    expect(posts.at(-1)!.body).toMatchObject({
      firstName: 'Robin',
      addressLine1: '7 Bridge Street',
      city: 'Seattle',
      country: 'US',
      phone: '+12065550123', // VAL-026: international form
      email: ADDRESS.email,
      approachType: 'B',
    })

    const page = await billingPage(jar)
    expect(page.billingChoice).toBe('other')
    expect(page.billingAddress).toMatchObject({ addressLine1: '7 Bridge Street' })

    await payByCard(jar)
    const summary = await renderSummary(jar)
    expect(summary.data?.billingAddress).toMatchObject({ firstName: 'Robin', city: 'Seattle' })
    expect(summary.data?.shippingAddress).toMatchObject({ addressLine1: ADDRESS.addressLine1 })
    await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
      L,
    )
    const [order] = await placedOrders()
    expect(order).toMatchObject({ billingAddress: { addressLine1: '7 Bridge Street' } })
  })

  it('choosing "same as shipping" again posts the shipping address as billing', async () => {
    const jar = await atBilling()
    await setBilling(jar, OTHER)
    await setBilling(jar, { billingChoice: 'same', firstName: '', city: '' })
    expect((await billingPosts()).at(-1)!.body).toMatchObject({
      addressLine1: ADDRESS.addressLine1,
      approachType: 'B',
    })
    expect((await billingPage(jar)).billingChoice).toBe('same')
  })

  it('VAL-038 another address with missing fields is refused at the fields, keeping what was typed', async () => {
    const jar = await atBilling()
    const before = (await billingPosts()).length
    const { result, reply } = await setBilling(jar, { ...OTHER, addressLine1: '', postalCode: '123' })
    expect(result.response?.status).toBe(400)
    expect(reply?.billingAddress.error?.addressLine1).toBeTruthy()
    expect(reply?.billingAddress.error?.postalCode).toBeTruthy()
    expect(reply?.billingAddress.initialValue).toMatchObject({ firstName: 'Robin', billingChoice: 'other' })
    expect(await billingPosts()).toHaveLength(before)
  })

  it('ERR-069 BILL410: a billing address without a phone is answered at the phone field', async () => {
    const jar = await atBilling()
    const { result, reply } = await setBilling(jar, { ...OTHER, phone: '' })
    expect(result.response?.status).toBe(400)
    expect(reply?.billingAddress.error?.phone).toEqual([ERROR_CATALOGUE.BILL410!.message])
    expect(reply?.billingAddress.initialValue).toMatchObject({ city: 'Seattle' })
    // The cart answered it: the address went upstream without a phone.
    expect((await billingPosts()).at(-1)!.body).toMatchObject({ city: 'Seattle', phone: '' })
  })

  it('ERR-069 BIL400: the billing address refused as missing shows at the top of the form', async () => {
    const jar = await atBilling()
    await injectFault({ path: '/billingAddress$', method: 'POST', status: 400, errorId: 'BIL400', times: 1 })
    const { result, reply } = await setBilling(jar, OTHER)
    expect(result.response?.status).toBe(400)
    expect(reply?.billingAddress.error?.['']).toEqual([ERROR_CATALOGUE.BIL400!.message])
    expect(reply?.billingAddress.initialValue).toMatchObject({ addressLine1: '7 Bridge Street' })
  })

  it('an unknown choice is refused', async () => {
    const jar = await atBilling()
    const { result } = await setBilling(jar, { ...OTHER, billingChoice: 'neither' })
    expect(result.response?.status).toBe(400)
  })
})
