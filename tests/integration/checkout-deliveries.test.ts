import { describe, expect, it } from 'vitest'
import { action as cartAction } from '#app/routes/cart.tsx'
import { action as pdpStoresAction } from '#app/routes/pdp-stores.tsx'
import { action as shippingAction, loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { ADDRESS, addToCart, L, payByCard, renderSummary } from '#tests/helpers/checkout.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'

const SLUG_ID = 'tempo-trail-runner-RS100001'
const PORTLAND = 'store-0101'
const SIZE_9 = '846121001041'
const GIFT_50 = findProduct('GC100001')!.variants.find((v) => v.size === '50')!.upc
const CONTACT = { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', phone: '5035550101' }

type Reply = { result: { error?: Record<string, string[] | null> } }

async function pickUpInStore(jar: CookieJar) {
  const result = await runRoute(
    pdpStoresAction,
    post(
      `/en-us/p/${SLUG_ID}/stores?color=001&size=9&q=97209`,
      {
        intent: 'pick-up-in-store',
        storeId: PORTLAND,
        upc: SIZE_9,
        qty: '1',
        redirectTo: `/en-us/p/${SLUG_ID}`,
      },
      jar,
    ),
    { locale: 'en-us', slugId: SLUG_ID },
  )
  jar.store(result.cookies)
}

async function addDigitalGiftCard(jar: CookieJar) {
  const result = await runRoute(
    cartAction,
    post('/en-us/cart', { intent: 'add-to-cart', productId: 'GC100001', upc: GIFT_50, qty: '1' }, jar),
    L,
  )
  jar.store(result.cookies)
}

async function shippingPage(jar: CookieJar) {
  const page = await runRoute<Awaited<ReturnType<typeof shippingLoader>>>(
    shippingLoader,
    get('/en-us/checkout/shipping', jar),
    L,
  )
  return page.data!
}

async function postShipping(jar: CookieJar, form: Record<string, string>) {
  const result = await runRoute(
    shippingAction,
    post('/en-us/checkout/shipping', { intent: 'save-shipping', ...form }, jar),
    L,
  )
  jar.store(result.cookies)
  return result
}

function flat(prefix: string, values: Record<string, string>) {
  return Object.fromEntries(Object.entries(values).map(([k, v]) => [`${prefix}.${k}`, v]))
}

async function shippingBody() {
  const calls = await capturedRequests()
  return calls.filter((c) => c.method === 'POST' && /\/shippingAddress$/.test(c.path)).at(-1)?.body as {
    addresses: Record<string, unknown>[]
  }
}

describe('CHK-007 deliveries on the shipping step', () => {
  it('store pickup: the store chosen in the cart shows, and the pickup contact is asked with the spec messages', async () => {
    const jar = new CookieJar()
    await pickUpInStore(jar)
    const page = await shippingPage(jar)
    expect(page.homeAddress).toBe(false)
    expect(page.stores).toEqual([
      {
        id: PORTLAND,
        name: 'Ridgeline Portland Pearl District',
        code: 'pickup',
        items: [{ id: expect.any(String), name: 'Tempo Trail Runner', qty: 1 }],
      },
    ])

    const missing = await postShipping(jar, {
      ...ADDRESS,
      ...flat('pickup', { ...CONTACT, firstName: '', email: 'x@y' }),
    })
    expect(missing.response?.status).toBe(400)
    const reply = (await missing.response!.json()) as Reply
    expect(reply.result.error?.['pickup.firstName']).toEqual(['This field is required'])
    expect(reply.result.error?.['pickup.email']).toEqual(['Email is not valid'])

    const ok = await postShipping(jar, { ...ADDRESS, ...flat('pickup', CONTACT) })
    expect(ok.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    // Nothing goes home: no home address is sent, only who collects.
    expect((await shippingBody()).addresses).toEqual([{ shippingId: 'pickup', ...CONTACT }])
    expect((await shippingPage(jar)).pickup).toMatchObject(CONTACT)

    await payByCard(jar)
    const summary = await renderSummary(jar)
    const placed = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'place-order', idempotencyKey: summary.data!.orderKey }, jar),
      L,
    )
    expect(placed.response?.headers.get('Location')).toBe('/en-us/order-confirmation')
    const [order] = await placedOrders()
    expect(order).toMatchObject({
      pickupContact: CONTACT,
      billingAddress: { addressLine1: ADDRESS.addressLine1 },
    })
  })

  it('home and digital lines: the address goes home and each digital line asks for its recipient email', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    await addDigitalGiftCard(jar)
    const page = await shippingPage(jar)
    expect(page.homeAddress).toBe(true)
    expect(page.stores).toEqual([])
    expect(page.digital).toEqual([
      { id: expect.any(String), name: 'Ridgeline Digital Gift Card', email: undefined },
    ])
    const itemId = page.digital[0]!.id

    const bad = await postShipping(jar, {
      ...ADDRESS,
      'recipients[0].itemId': itemId,
      'recipients[0].email': 'kim',
    })
    expect(((await bad.response!.json()) as Reply).result.error?.['recipients[0].email']).toEqual([
      'Email is not valid',
    ])
    const ok = await postShipping(jar, {
      ...ADDRESS,
      'recipients[0].itemId': itemId,
      'recipients[0].email': 'kim@example.com',
    })
    expect(ok.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
    const { addresses } = await shippingBody()
    expect(addresses).toEqual([
      expect.objectContaining({ shippingId: 'me', addressLine1: ADDRESS.addressLine1 }),
      { shippingId: 'digital', itemId, email: 'kim@example.com' },
    ])
    expect((await shippingPage(jar)).digital[0]!.email).toBe('kim@example.com')
  })

  it('home lines only ask for nothing more than the address', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const page = await shippingPage(jar)
    expect(page).toMatchObject({ homeAddress: true, stores: [], points: [], digital: [] })
    const ok = await postShipping(jar, ADDRESS)
    expect(ok.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
  })
})

describe('CHK-004 the cart rebuilt after a failed 3DS keeps the deliveries', () => {
  it('a pickup line goes back to its store, and the pickup contact is set again on the new cart', async () => {
    const jar = new CookieJar()
    await pickUpInStore(jar)
    await postShipping(jar, { ...ADDRESS, ...flat('pickup', CONTACT) })
    const { hpp } = await payByCard(jar, '4000 0000 0000 3220')
    await fetch(`${hpp}/challenge`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ outcome: 'fail' }),
    })
    const restart = await runRoute(
      summaryAction,
      post('/en-us/checkout/summary', { intent: 'restart-payment' }, jar),
      L,
    )
    jar.store(restart.cookies)
    expect(restart.response?.headers.get('Location')).toBe('/en-us/checkout/billing')

    const calls = await capturedRequests()
    const created = calls.findLastIndex((c) => c.method === 'POST' && c.path === '/cart/v1/cart')
    const after = calls.slice(created)
    const moved = after.find((c) => c.method === 'PUT' && /\/item$/.test(c.path))
    expect(moved?.query).toMatchObject({ action: 'pickup', favStoreId: PORTLAND })
    expect(moved?.body).toMatchObject({ upc: SIZE_9, storeId: PORTLAND })
    expect((await shippingBody()).addresses).toEqual([{ shippingId: 'pickup', ...CONTACT }])
    const page = await shippingPage(jar)
    expect(page.stores.map((s) => s.id)).toEqual([PORTLAND])
    expect(page.pickup).toMatchObject(CONTACT)
  })
})
