import { describe, expect, it } from 'vitest'
import { loader as cancelLoader, action as cancelAction } from '#app/routes/account-order-cancel.tsx'
import { loader as invoiceLoader } from '#app/routes/account-order-invoice.ts'
import { action as detailAction, loader as detailLoader } from '#app/routes/account-order.tsx'
import { loader as historyLoader } from '#app/routes/account-orders.tsx'
import type { AccountOrderView } from '#app/domain/orders/account-order.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const SAM = 'shopper@example.com'
const LEE = 'loyalty@example.com'

type History = {
  orders: { orderNumber: string; placedOn?: string }[]
  page: number
  pages: number
  total: number
}
type Detail = { order: AccountOrderView }

async function signedIn(email = SAM) {
  const jar = new CookieJar()
  await signInJar(jar, email)
  return jar
}

const detail = (jar: CookieJar, orderNo: string) =>
  runRoute<Detail>(detailLoader, get(`/en-us/account/orders/${orderNo}`, jar), { ...L, orderNo })

describe('account order history and detail', () => {
  it('ACCT-027 pages the history with a GET query, newest first; a page past the end goes to the last page', async () => {
    const jar = await signedIn()
    const first = await runRoute<History>(historyLoader, get('/en-us/account/orders', jar), L)
    expect(first.status).toBe(200)
    expect(first.response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(first.data).toMatchObject({ page: 1, pages: 2, total: 6 })
    expect(first.data!.orders.map((o) => o.orderNumber)).toEqual(['H103', 'H102', 'H101', 'H104', 'H105'])
    expect(first.data!.orders[0]!.placedOn).toMatch(/\d{4}$/)
    const second = await runRoute<History>(historyLoader, get('/en-us/account/orders?page=2', jar), L)
    expect(second.data!.orders.map((o) => o.orderNumber)).toEqual(['H106'])
    const history = (await capturedRequests()).filter((r) => r.path.endsWith('/purchasehistory'))
    expect(history.map((r) => r.body)).toEqual([
      { start: 0, count: 5 },
      { start: 5, count: 5 },
    ])
    const past = await runRoute(historyLoader, get('/en-us/account/orders?page=9', jar), L)
    expect(past.status).toBe(302)
    expect(past.response?.headers.get('Location')).toBe('/en-us/account/orders?page=2')
  })

  it('AUTH-036 ACCT-027 ACCT-025 a signed-out visitor is sent to sign in from the history, the detail, the invoice and the cancel step (private, no-store)', async () => {
    for (const [loader, path, params] of [
      [historyLoader, '/en-us/account/orders', L],
      [detailLoader, '/en-us/account/orders/H101', { ...L, orderNo: 'H101' }],
      [invoiceLoader, '/en-us/account/orders/H101/invoice', { ...L, orderNo: 'H101' }],
      [cancelLoader, '/en-us/account/orders/H103/cancel', { ...L, orderNo: 'H103' }],
    ] as const) {
      const result = await runRoute(loader, get(path, new CookieJar()), params)
      expect(result.status).toBe(302)
      expect(result.response?.headers.get('Location')).toBe(
        `/en-us/sign-in?redirectTo=${encodeURIComponent(path)}`,
      )
      expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    }
  })

  it('ACCT-025 an order shows its tax as the market it was bought in: a dollar order on the French site adds its sales tax', async () => {
    const jar = await signedIn()
    const at = (locale: string) =>
      runRoute<Detail & { taxDisplay: string }>(detailLoader, get(`/${locale}/account/orders/H103`, jar), {
        locale,
        orderNo: 'H103',
      })
    const french = await at('fr-fr')
    expect(french.status).toBe(200)
    expect(french.data!.order.currency).toBe('USD')
    // Not "Dont TVA": the French site's VAT line would say the total included a tax it did not.
    expect(french.data!.taxDisplay).toBe('added')
    expect((await at('en-us')).data!.taxDisplay).toBe('added')
  })

  it('ACCT-025 shows lines, shipments with tracking, payment, addresses, totals and the actions the order allows', async () => {
    const jar = await signedIn()
    const shipped = await detail(jar, 'H102')
    expect(shipped.status).toBe(200)
    const { order } = shipped.data!
    expect(order).toMatchObject({
      orderNumber: 'H102',
      status: 'SHIPPED',
      canCancel: false,
      paymentMethod: { label: 'Visa ending 1111' },
      shippingAddress: { city: 'Portland' },
      billingAddress: { email: SAM },
      totals: { total: expect.any(Number) },
    })
    expect(order.shipments[0]).toMatchObject({
      carrier: 'UPS',
      trackingNumber: expect.stringMatching(/^1Z/),
      trackingUrl: expect.stringMatching(/^https:\/\/www\.ups\.com\//),
    })
    expect(order.shipments[0]!.events.length).toBe(3)
    expect((await detail(jar, 'H103')).data!.order.canCancel).toBe(true)
    const delivered = (await detail(jar, 'H101')).data!.order
    expect(delivered.lines.map((l) => [l.id, l.canReturn])).toEqual([
      ['H101-L1', true],
      ['H101-L2', false],
    ])
    expect((await detail(jar, 'H105')).data!.order.lines[0]!.canReturn).toBe(false)
    expect((await detail(jar, 'H104')).data!.order.lines[0]!.canResend).toBe(true)
  })

  it('ERR-035 an unknown order number is the not-found page', async () => {
    const jar = await signedIn()
    expect((await detail(jar, 'NOPE1')).status).toBe(404)
    expect((await detail(jar, 'bad%20number')).status).toBe(404)
  })

  it('ACCT-026 the invoice downloads as a PDF attachment', async () => {
    const jar = await signedIn()
    const result = await runRoute(invoiceLoader, get('/en-us/account/orders/H101/invoice', jar), {
      ...L,
      orderNo: 'H101',
    })
    expect(result.status).toBe(200)
    expect(result.response?.headers.get('Content-Type')).toBe('application/pdf')
    expect(result.response?.headers.get('Content-Disposition')).toBe(
      'attachment; filename="invoice-H101.pdf"',
    )
    expect(result.response?.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = new Uint8Array(await result.response!.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4')
  })
})

describe('acting on an order', () => {
  it('ACCT-028 cancelling: the confirmation page, then one post; the order shows cancelled and a second post answers the same', async () => {
    const jar = await signedIn()
    const params = { ...L, orderNo: 'H103' }
    const page = await runRoute<{ orderNumber: string }>(
      cancelLoader,
      get('/en-us/account/orders/H103/cancel', jar),
      params,
    )
    expect(page.data).toMatchObject({ orderNumber: 'H103' })
    const form = { intent: 'cancel-order', reason: 'Ordered the wrong size' }
    const done = await runRoute(cancelAction, post('/en-us/account/orders/H103/cancel', form, jar), params)
    expect(done.status).toBe(303)
    expect(done.response?.headers.get('Location')).toBe('/en-us/account/orders/H103')
    expect(toastOf(done.cookies)).toMatchObject({ type: 'success' })
    expect((await detail(jar, 'H103')).data!.order).toMatchObject({ status: 'CANCELLED', canCancel: false })
    const again = await runRoute(cancelAction, post('/en-us/account/orders/H103/cancel', form, jar), params)
    expect(again.status).toBe(303)
    const cancels = (await capturedRequests()).filter((r) => r.path.endsWith('/CancelOrder'))
    expect(cancels).toHaveLength(1)
    expect(cancels[0]).toMatchObject({
      query: { orderId: 'H103' },
      body: { orderNumber: 'H103', reason: 'Ordered the wrong size' },
    })
  })

  it('ACCT-028 a shipped order has no cancel step (back to its detail) and a forged cancel post is refused with the message', async () => {
    const jar = await signedIn()
    const params = { ...L, orderNo: 'H102' }
    const page = await runRoute(cancelLoader, get('/en-us/account/orders/H102/cancel', jar), params)
    expect(page.status).toBe(302)
    expect(page.response?.headers.get('Location')).toBe('/en-us/account/orders/H102')
    const forged = await runRoute<{ result: { error?: Record<string, string[]> } }>(
      cancelAction,
      post('/en-us/account/orders/H102/cancel', { intent: 'cancel-order' }, jar),
      params,
    )
    expect(forged.status).toBe(409)
    expect(forged.data?.result.error?.['']).toEqual(['This order can no longer be canceled.'])
  })

  it('ACCT-029 a return label for a returnable line shows on the line with the how-to-return link; ERR-092 RTN500 shows its message', async () => {
    const jar = await signedIn()
    const params = { ...L, orderNo: 'H101' }
    const made = await runRoute(
      detailAction,
      post('/en-us/account/orders/H101', { intent: 'return-label', itemId: 'H101-L1' }, jar),
      params,
    )
    expect(made.status).toBe(303)
    expect(toastOf(made.cookies)).toMatchObject({ type: 'success', title: 'Your return label is ready.' })
    const line = (await detail(jar, 'H101')).data!.order.lines[0]!
    expect(line).toMatchObject({ canReturn: false, returnLabel: { returnId: 'RMA-000001', carrier: 'UPS' } })
    const refused = await runRoute<{ reply: { target: string; errors: { form: string } } }>(
      detailAction,
      post('/en-us/account/orders/H101', { intent: 'return-label', itemId: 'H101-L2' }, jar),
      params,
    )
    expect(refused.status).toBe(400)
    expect(refused.data?.reply).toMatchObject({
      target: 'H101-L2',
      errors: { form: 'We could not create your return. Please try again later.' },
    })
  })

  it("ACCT-032 sends a digital gift card's email again and says where", async () => {
    const jar = await signedIn()
    const result = await runRoute(
      detailAction,
      post('/en-us/account/orders/H104', { intent: 'resend-gift-card', itemId: 'H104-L1' }, jar),
      { ...L, orderNo: 'H104' },
    )
    expect(result.status).toBe(303)
    expect(toastOf(result.cookies)?.title).toBe(`We sent the gift card email to friend.of.${SAM} again.`)
    expect(
      (
        await runRoute(detailAction, post('/en-us/account/orders/H104', { intent: 'nope' }, jar), {
          ...L,
          orderNo: 'H104',
        })
      ).status,
    ).toBe(400)
  })
})

describe("IDOR: one shopper cannot read or act on another's order", () => {
  it("ACCT-025 ACCT-026 ACCT-028 ACCT-029 ACCT-032 Lee's orders are not found for Sam, and nothing of Lee's changes", async () => {
    const sam = await signedIn(SAM)
    await signedIn(LEE)
    expect((await detail(sam, 'H201')).status).toBe(404)
    const invoice = await runRoute(invoiceLoader, get('/en-us/account/orders/H201/invoice', sam), {
      ...L,
      orderNo: 'H201',
    })
    expect(invoice.status).toBe(404)
    expect(invoice.response?.headers.get('Content-Type')).not.toBe('application/pdf')
    const cancel = await runRoute(
      cancelAction,
      post('/en-us/account/orders/H203/cancel', { intent: 'cancel-order' }, sam),
      { ...L, orderNo: 'H203' },
    )
    expect(cancel.status).toBe(404)
    expect(
      (await runRoute(cancelLoader, get('/en-us/account/orders/H203/cancel', sam), { ...L, orderNo: 'H203' }))
        .status,
    ).toBe(404)
    const label = await runRoute(
      detailAction,
      post('/en-us/account/orders/H201', { intent: 'return-label', itemId: 'H201-L1' }, sam),
      { ...L, orderNo: 'H201' },
    )
    expect(label.status).toBe(404)
    const resend = await runRoute(
      detailAction,
      post('/en-us/account/orders/H204', { intent: 'resend-gift-card', itemId: 'H204-L1' }, sam),
      { ...L, orderNo: 'H204' },
    )
    expect(resend.status).toBe(404)
    const history = await runRoute<History>(historyLoader, get('/en-us/account/orders', sam), L)
    expect(history.data!.orders.every((o) => o.orderNumber.startsWith('H1'))).toBe(true)
    // Lee still sees the order as it was.
    const lee = await signedIn(LEE)
    expect((await detail(lee, 'H203')).data!.order.status).toBe('CREATED')
    expect((await detail(lee, 'H201')).data!.order.lines[0]!.returnLabel).toBeUndefined()
  })
})
