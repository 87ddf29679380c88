import { describe, expect, it } from 'vitest'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { action as signUpAction, loader as signUpLoader } from '#app/routes/sign-up.tsx'
import { ADDRESS, L, readyToPlace } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault, placedOrders } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

type Confirmation = Awaited<ReturnType<typeof confirmationLoader>>

async function placeOrder() {
  const jar = new CookieJar()
  const key = await readyToPlace(jar)
  const placed = await runRoute(
    summaryAction,
    post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: key }, jar),
    L,
  )
  jar.store(placed.cookies)
  expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
  return jar
}

async function confirmation(jar: CookieJar) {
  const page = await runRoute<Confirmation>(confirmationLoader, get('/en-us/order-confirmation', jar), L)
  expect(page.status).toBe(200)
  jar.store(page.cookies)
  return page.data!
}

describe('order confirmation', () => {
  it('CHK-040 CHK-031 ACCT-025 shows the order: items, shipment and method, totals, payment and billing address', async () => {
    const jar = await placeOrder()
    const data = await confirmation(jar)
    const [order] = await placedOrders()
    expect(data.order?.orderNumber).toBe(order!.orderNumber)
    const details = data.details!
    expect(details.order.items.map((i) => [i.productId, i.qty])).toEqual([['RS100001', 1]])
    expect(details.order.shipments[0]).toMatchObject({ shippingMethod: 'standard' })
    expect(details.order.shippingAddress).toMatchObject({
      city: ADDRESS.city,
      postalCode: ADDRESS.postalCode,
    })
    expect(details.order.totals?.total).toBeGreaterThan(0)
    expect(details.order.paymentMethod?.label).toMatch(/VISA ending 1111/)
    expect(details.order.billingAddress).toMatchObject({ lastName: ADDRESS.lastName })
    const read = (await capturedRequests()).find((c) => c.path.startsWith('/consumers-v3/consumer/purchase/'))
    expect(read?.path).toBe(`/consumers-v3/consumer/purchase/${order!.orderNumber}`)
  })

  it('when the order cannot be read, the page still confirms the order from what the checkout kept', async () => {
    const jar = await placeOrder()
    await injectFault({ path: '^/consumers-v3/consumer/purchase/', status: 503 })
    const data = await confirmation(jar)
    expect(data.order?.orderNumber).toMatch(/\S/)
    expect(data.details).toBeNull()
  })

  it('AUTH-002 a guest creates an account from the confirmation and the order is handed to it (orderNo)', async () => {
    const jar = await placeOrder()
    const { details } = await confirmation(jar)
    const link = new URL(details!.createAccount!, 'http://localhost')
    expect(link.pathname).toBe('/en-us/sign-up')
    expect(link.searchParams.get('email')).toBe(ADDRESS.email)
    const orderNo = details!.order.orderNumber
    expect(link.searchParams.get('orderNo')).toBe(orderNo)

    const page = await runRoute<Awaited<ReturnType<typeof signUpLoader>>>(
      signUpLoader,
      get(`${link.pathname}${link.search}`, jar),
      L,
    )
    jar.store(page.cookies)
    const { honeypot, hidden } = page.data!
    expect(hidden.orderNo).toBe(orderNo)
    const signedUp = await runRoute(
      signUpAction,
      post(
        link.pathname,
        {
          ...(Object.fromEntries(Object.entries(hidden).filter(([, v]) => v)) as Record<string, string>),
          intent: 'sign-up',
          firstName: 'Pat',
          lastName: 'Walker',
          email: ADDRESS.email,
          password: 'Trail2025x',
          policy: 'on',
          [honeypot.nameFieldName]: '',
          [honeypot.validFromFieldName!]: honeypot.encryptedValidFrom,
        },
        jar,
      ),
      L,
    )
    jar.store(signedUp.cookies)
    expect(signedUp.status).toBe(303)
    const token = (await capturedRequests()).filter(
      (c) => c.path === '/token/v2/auth/token' && (c.body as { type?: string }).type === 'Registered',
    )
    expect(token.at(-1)?.body).toMatchObject({ orderNo, action: 'postLogin' })

    // Signed in, the order is the account's: still readable, and no second invitation.
    const after = await confirmation(jar)
    expect(after.details?.order.orderNumber).toBe(orderNo)
    expect(after.details?.createAccount).toBeNull()
    const [order] = await placedOrders()
    expect(order).toMatchObject({ customerType: 'Registered' })
  })
})
