import { describe, expect, it } from 'vitest'
import { action as cartAction } from '#app/routes/cart.tsx'
import CheckoutLayout, { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import OrderConfirmation, { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { associateLoginPath, checkoutPath, homePath, orderConfirmationPath } from '#app/domain/paths/paths.ts'
import { commitSession, getSession } from '#app/sessions.server.ts'
import { addToCart, L, payByCard, renderSummary, shipTo } from '#tests/helpers/checkout.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

/**
 * The store's id stands in for its name in the session, as after a login whose employee list named no
 * store: the name shown comes from the store list.
 */
const ASSOCIATE = {
  storeId: 'store-0101',
  storeName: 'store-0101',
  storeEmployeeId: 'E1001',
  storeEmployeeName: 'Jordan Reyes',
}
const STORE_NAME = 'Ridgeline Portland Pearl District'

type CheckoutData = Awaited<ReturnType<typeof checkoutLoader>>
type ConfirmationData = Awaited<ReturnType<typeof confirmationLoader>>

function connect(jar: CookieJar) {
  const session = getSession(new Request('http://x', { headers: { Cookie: jar.header() } }))
  session.set('store', { ...ASSOCIATE, connectedAt: Date.now() })
  jar.store([commitSession(session)])
}

/** A cart with the shoe, shipped and paid by card; as an associate's sale with 10 % off the line when `associate`. */
async function atSummary(associate: boolean) {
  const jar = new CookieJar()
  await addToCart(jar)
  if (associate) {
    connect(jar)
    const summary = await runRoute(checkoutLoader, get(checkoutPath(L.locale, 'shipping'), jar), L)
    const line = (summary.data as CheckoutData).cart.items[0]!
    const adjusted = await runRoute(
      cartAction,
      post(
        '/en-us/cart',
        { intent: 'adjust-price', itemId: line.id, type: 'percent', value: '10', reason: 'Price match' },
        jar,
      ),
      L,
    )
    jar.store(adjusted.cookies)
  }
  await shipTo(jar)
  await payByCard(jar)
  const summary = await renderSummary(jar)
  return { jar, orderKey: summary.data!.orderKey }
}

async function checkoutHtml(jar: CookieJar, step: 'shipping' | 'billing' | 'summary', language = 'en') {
  const path = checkoutPath(L.locale, step)
  const result = await runRoute<CheckoutData>(checkoutLoader, get(path, jar), L)
  const props = { loaderData: result.data! } as unknown as Parameters<typeof CheckoutLayout>[0]
  return {
    data: result.data!,
    html: renderWithProviders(
      <I18nTestProvider language={language}>
        <CheckoutLayout {...props} />
      </I18nTestProvider>,
      { path },
    ),
  }
}

async function placeOrder(jar: CookieJar, orderKey: string) {
  const placed = await runRoute(
    summaryAction,
    post(checkoutPath(L.locale, 'summary'), { intent: 'place-order', idempotencyKey: orderKey }, jar),
    L,
  )
  jar.store(placed.cookies)
  expect(placed.response?.headers.get('Location')).toBe(orderConfirmationPath(L.locale))
}

async function confirmationHtml(jar: CookieJar, language = 'en') {
  const result = await runRoute<ConfirmationData>(
    confirmationLoader,
    get(orderConfirmationPath(L.locale), jar),
    L,
  )
  const props = { loaderData: result.data!, params: {}, matches: [] } as unknown as Parameters<
    typeof OrderConfirmation
  >[0]
  return {
    data: result.data!,
    html: renderWithProviders(
      <I18nTestProvider language={language}>
        <OrderConfirmation {...props} />
      </I18nTestProvider>,
      { path: orderConfirmationPath(L.locale) },
    ),
  }
}

describe('INSTORE-007 the in-store sale through checkout', () => {
  it('INSTORE-007 CART-027 every step shows the in-store panel: the store by name, the associate and the price adjustment', async () => {
    const { jar } = await atSummary(true)
    for (const step of ['shipping', 'billing', 'summary'] as const) {
      const { html, data } = await checkoutHtml(jar, step)
      expect(data.inStore).toMatchObject({
        store: STORE_NAME,
        employeeId: 'E1001',
        employeeName: 'Jordan Reyes',
        adjustments: [{ item: 'Tempo Trail Runner', off: '10%', reason: 'Price match' }],
      })
      expect(html).toContain('<h2 id="in-store-sale-heading"')
      expect(html).toContain('In-store sale')
      expect(html).toContain(STORE_NAME)
      expect(html).not.toContain('store-0101')
      expect(html).toContain('Jordan Reyes (employee ID E1001)')
      expect(html).toContain('Tempo Trail Runner: 10% off (Price match)')
    }
  })

  it('INSTORE-007 the summary says the order carries the in-store sales info; the other steps do not', async () => {
    const { jar } = await atSummary(true)
    const carries = 'Placing this order records it as an in-store sale'
    expect((await checkoutHtml(jar, 'summary')).html).toContain(carries)
    expect((await checkoutHtml(jar, 'shipping')).html).not.toContain(carries)
  })

  it('INSTORE-007 the panel is translated in French and German', async () => {
    const { jar } = await atSummary(true)
    const fr = (await checkoutHtml(jar, 'summary', 'fr')).html
    expect(fr).toContain('Vente en magasin')
    expect(fr).toContain('Cette commande sera enregistrée comme vente en magasin\u00a0:')
    const de = (await checkoutHtml(jar, 'summary', 'de')).html
    expect(de).toContain('Verkauf in der Filiale')
    expect(de).toContain('Preisanpassungen')
  })

  it('INSTORE-007 a guest’s checkout has no in-store panel', async () => {
    const { jar } = await atSummary(false)
    const { html, data } = await checkoutHtml(jar, 'summary')
    expect(data.inStore).toBeNull()
    expect(html).not.toContain('In-store sale')
  })
})

describe('INSTORE-007 the confirmation of an in-store sale', () => {
  it('INSTORE-007 an associate’s order: the order number to give, the store and associate, a new sale; no account pitch', async () => {
    const { jar, orderKey } = await atSummary(true)
    await placeOrder(jar, orderKey)
    const put = (await capturedRequests()).find(
      (c) => c.method === 'PUT' && c.path === '/cart/v2/checkout/order',
    )
    expect(put?.body).toMatchObject({ inStoreSalesInfo: { storeId: 'store-0101', storeEmployeeId: 'E1001' } })

    const { html, data } = await confirmationHtml(jar)
    expect(data.order?.inStoreSale).toEqual({ storeId: 'store-0101', storeEmployeeId: 'E1001' })
    expect(data.details?.createAccount).toBeNull()
    expect(html).not.toContain('Create an account')
    expect(html).not.toContain('Keep track of this order')
    expect(html).toContain(data.order!.orderNumber)
    expect(html).toContain('Give the customer this order number.')
    expect(html).toContain(STORE_NAME)
    expect(html).not.toContain('store-0101')
    expect(html).toContain('Jordan Reyes (employee ID E1001)')
    expect(html).toContain(`href="${homePath(L.locale)}"`)
    expect(html).toContain('Start a new sale')
    expect(html).toContain(`href="${associateLoginPath(L.locale)}"`)
    expect(html).not.toContain('Continue shopping')
  })

  it('INSTORE-007 in French and German', async () => {
    const { jar, orderKey } = await atSummary(true)
    await placeOrder(jar, orderKey)
    expect((await confirmationHtml(jar, 'fr')).html).toContain('Commencer une nouvelle vente')
    expect((await confirmationHtml(jar, 'de')).html).toContain('Neuen Verkauf beginnen')
  })

  it('INSTORE-007 a guest’s order keeps the account pitch and shows no in-store sale', async () => {
    const { jar, orderKey } = await atSummary(false)
    await placeOrder(jar, orderKey)
    const { html, data } = await confirmationHtml(jar)
    expect(data.inStoreSale).toBeNull()
    expect(data.details?.createAccount).toBeTruthy()
    expect(html).toContain('Create an account')
    expect(html).not.toContain('In-store sale')
    expect(html).not.toContain('Start a new sale')
  })
})
