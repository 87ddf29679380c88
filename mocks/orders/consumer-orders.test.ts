import { beforeEach, describe, expect, it } from 'vitest'
import { errorIdOf, ordersCall, ordersGuestToken, ordersSignIn } from './orders-test-client.ts'
import { db, resetState } from '../state.ts'

beforeEach(() => resetState())

const SAM = 'shopper@example.com'
const LEE = 'loyalty@example.com'

describe('account orders in the emulator', () => {
  it("ACCT-025 reads one of the shopper's own orders with lines, shipments, payment, addresses and totals", async () => {
    const token = await ordersSignIn(SAM)
    const result = await ordersCall('GET', '/consumers-v3/consumer/purchase/H102', { token })
    expect(result.status).toBe(200)
    const { order } = result.json as { order: Record<string, unknown> }
    expect(order).toMatchObject({
      orderNumber: 'H102',
      status: 'SHIPPED',
      items: [expect.objectContaining({ productId: 'JK100001', qty: 1 })],
      shipments: [expect.objectContaining({ carrier: 'UPS', trackingNumber: expect.any(String) })],
      paymentMethod: { code: 'CREDIT_CARD', label: 'Visa ending 1111' },
      shippingAddress: expect.objectContaining({ city: 'Portland' }),
      billingAddress: expect.objectContaining({ email: SAM }),
      totals: expect.objectContaining({ total: expect.any(Number) }),
    })
    expect(order).not.toHaveProperty('owner')
  })

  it("ERR-035 ACCT-025 another shopper's order and an unknown number are both 404 ORD409 (IDOR)", async () => {
    const token = await ordersSignIn(SAM)
    for (const number of ['H201', 'NOPE1']) {
      const result = await ordersCall('GET', `/consumers-v3/consumer/purchase/${number}`, { token })
      expect(result.status).toBe(404)
      expect(errorIdOf(result)).toBe('ORD409')
    }
  })

  it("ACCT-027 lists the shopper's orders newest first with start and count paging", async () => {
    const token = await ordersSignIn(SAM)
    const first = await ordersCall('POST', '/consumers-v3/consumer/purchasehistory', {
      token,
      body: { start: 0, count: 4 },
    })
    expect(first.status).toBe(200)
    const page1 = first.json as { total: number; orders: { orderNumber: string; status: string }[] }
    expect(page1.total).toBe(6)
    expect(page1.orders.map((o) => o.orderNumber)).toEqual(['H103', 'H102', 'H101', 'H104'])
    const second = await ordersCall('POST', '/consumers-v3/consumer/purchasehistory', {
      token,
      body: { start: 4, count: 4 },
    })
    expect((second.json as typeof page1).orders.map((o) => o.orderNumber)).toEqual(['H105', 'H106'])
    const lee = await ordersCall('POST', '/consumers-v3/consumer/purchasehistory', {
      token: await ordersSignIn(LEE),
      body: {},
    })
    expect((lee.json as typeof page1).orders.every((o) => o.orderNumber.startsWith('H2'))).toBe(true)
    const guest = await ordersCall('POST', '/consumers-v3/consumer/purchasehistory', {
      token: await ordersGuestToken(),
      body: {},
    })
    expect(guest.status).toBe(403)
  })

  it('ACCT-027 AUTH-002 a guest order handed to the account at sign-up (orderNo) shows in its history and reads with its token', async () => {
    db.orders.push({
      orderNumber: 'A00001001',
      owner: 'guest:gst-1',
      customerType: 'Guest',
      email: SAM,
      status: 'CREATED',
      createdAt: new Date().toISOString(),
      totals: { total: 50 },
      items: [{ id: 'l1', qty: 2 }],
    })
    const other = await ordersSignIn(LEE, 'A00001001')
    const notLee = await ordersCall('POST', '/consumers-v3/consumer/purchasehistory', {
      token: other,
      body: {},
    })
    expect(
      (notLee.json as { orders: { orderNumber: string }[] }).orders.map((o) => o.orderNumber),
    ).not.toContain('A00001001')
    const token = await ordersSignIn(SAM, 'A00001001')
    const history = await ordersCall('POST', '/consumers-v3/consumer/purchasehistory', {
      token,
      body: { count: 1 },
    })
    expect(history.json).toMatchObject({
      total: 7,
      orders: [{ orderNumber: 'A00001001', itemCount: 2, total: 50 }],
    })
    expect((await ordersCall('GET', '/consumers-v3/consumer/purchase/A00001001', { token })).status).toBe(200)
  })

  it("ACCT-026 answers the invoice as PDF bytes with Content-Disposition attachment; another shopper's is 404", async () => {
    const token = await ordersSignIn(SAM)
    const result = await ordersCall('POST', '/consumers-v3/consumer/purchase/invoice/download', {
      token,
      body: { orderId: 'H101' },
    })
    expect(result.status).toBe(200)
    expect(result.headers.get('Content-Type')).toBe('application/pdf')
    expect(result.headers.get('Content-Disposition')).toBe('attachment; filename="invoice-H101.pdf"')
    const text = new TextDecoder().decode(result.bytes)
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true)
    // A shop's invoice: seller, numbers and date, billing address, lines, shipping, tax and total.
    expect(text).toContain('Ridgeline Outfitters Inc.')
    expect(text).toContain('(INV-H101)')
    expect(text).toContain('(Bill to)')
    expect(text).toMatch(/\(Tempo Trail Runner\)[\s\S]*\(\$129\.00\)/)
    for (const label of ['Qty', 'Unit price', 'Shipping', 'Tax', 'Total'])
      expect(text).toContain(`(${label})`)
    const order = (await ordersCall('GET', '/consumers-v3/consumer/purchase/H101', { token })).json as {
      order: { totals: { total: number } }
    }
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(
      order.order.totals.total,
    )
    expect(text).toContain(`(${total})`)
    const other = await ordersCall('POST', '/consumers-v3/consumer/purchase/invoice/download', {
      token,
      body: { orderId: 'H201' },
    })
    expect(other.status).toBe(404)
  })

  it('ACCT-028 cancels a placed order (number in the query, reason in the body), twice answers the same, refuses a shipped one', async () => {
    const token = await ordersSignIn(SAM)
    const cancel = (orderId: string) =>
      ordersCall('POST', `/consumers-v3/consumer/CancelOrder?orderId=${orderId}`, {
        token,
        body: { reason: 'Changed my mind' },
      })
    const first = await cancel('H103')
    expect(first.status).toBe(200)
    expect((first.json as { order: { status: string } }).order.status).toBe('CANCELLED')
    expect((await cancel('H103')).status).toBe(200)
    const shipped = await cancel('H102')
    expect(shipped.status).toBe(409)
    expect(errorIdOf(shipped)).toBe('ORD410')
    const other = await cancel('H203')
    expect(other.status).toBe(404)
    expect(db.pastOrders.find((o) => o.orderNumber === 'H203')?.status).toBe('CREATED')
  })

  it('ACCT-029 ERR-092 makes a return label for a returnable line; RTN500 for a final-sale line or a closed window; IDOR 404', async () => {
    const token = await ordersSignIn(SAM)
    const label = (orderId: string, itemId: string) =>
      ordersCall('POST', `/consumers-v3/consumer/return/${orderId}/returnLabel`, {
        token,
        body: { items: [{ itemId }] },
      })
    const made = await label('H101', 'H101-L1')
    expect(made.status).toBe(200)
    expect(made.json).toMatchObject({
      returnId: 'RMA-000001',
      carrier: 'UPS',
      items: [{ itemId: 'H101-L1', qty: 1 }],
    })
    expect((await label('H101', 'H101-L1')).json).toEqual(made.json)
    for (const [orderId, itemId] of [
      ['H101', 'H101-L2'],
      ['H105', 'H105-L1'],
      ['H102', 'H102-L1'],
    ] as const) {
      const refused = await label(orderId, itemId)
      expect(refused.status).toBe(400)
      expect(errorIdOf(refused)).toBe('RTN500')
    }
    expect((await label('H201', 'H201-L1')).status).toBe(404)
  })

  it("ACCT-032 resends a digital gift card line's email to its recipient; a physical line or another shopper's order is refused", async () => {
    const token = await ordersSignIn(SAM)
    const resend = (orderNumber: string, itemId: string) =>
      ordersCall('POST', '/consumers-v3/consumer/resendGiftCardEmail', {
        token,
        body: { orderNumber, itemId },
      })
    const sent = await resend('H104', 'H104-L1')
    expect(sent.status).toBe(200)
    expect(sent.json).toEqual({ sent: true, email: `friend.of.${SAM}` })
    expect(db.emails.at(-1)).toMatchObject({ to: `friend.of.${SAM}` })
    expect((await resend('H101', 'H101-L1')).status).toBe(400)
    expect((await resend('H204', 'H204-L1')).status).toBe(404)
  })

  it('ACCT-031 ERR-035 ERR-036 tracks by number and email with any token: OHS4004 unknown number, ORD400 wrong email', async () => {
    const token = await ordersGuestToken()
    const track = (orderNumber: string, email: string) =>
      ordersCall('POST', '/consumers-v3/consumer/TrackOrder', { token, body: { orderNumber, email } })
    const found = await track('h102', 'SHOPPER@example.com')
    expect(found.status).toBe(200)
    const { order } = found.json as { order: Record<string, unknown> }
    expect(order).toMatchObject({ orderNumber: 'H102', status: 'SHIPPED' })
    expect(order).not.toHaveProperty('shippingAddress')
    expect(order).not.toHaveProperty('paymentMethod')
    const unknown = await track('NOPE1', SAM)
    expect([unknown.status, errorIdOf(unknown)]).toEqual([404, 'OHS4004'])
    const wrong = await track('H102', LEE)
    expect([wrong.status, errorIdOf(wrong)]).toEqual([400, 'ORD400'])
  })
})
