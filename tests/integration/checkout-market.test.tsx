import { describe, expect, it } from 'vitest'
import { action as cartAction } from '#app/routes/cart.tsx'
import { action as deliveryAction, loader as deliveryLoader } from '#app/routes/cart-delivery.tsx'
import CheckoutLayout, { loader as checkoutLoader } from '#app/routes/checkout.tsx'
import { loader as billingLoader } from '#app/routes/checkout-billing.tsx'
import { action as shippingAction } from '#app/routes/checkout-shipping.tsx'
import { errorMessage } from '#app/domain/errors/errors.ts'
import { formatMoney } from '#app/domain/market/site.ts'
import { ADDRESS, SIZE_9 } from '#tests/helpers/checkout.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

type CheckoutData = Awaited<ReturnType<typeof checkoutLoader>>
type BillingData = Awaited<ReturnType<typeof billingLoader>>

const DE_ADDRESS = {
  ...ADDRESS,
  addressLine1: 'Torstraße 12',
  city: 'Berlin',
  province: '',
  postalCode: '10115',
  phone: '1701234567',
}
const CA_ADDRESS = { ...ADDRESS, city: 'Toronto', province: 'ON', postalCode: 'M5V 2T6', phone: '4165550100' }

/** A cart with one item in `locale`, the shipping step done with `address`. */
async function atBilling(locale: string, address: Record<string, string>) {
  const jar = new CookieJar()
  const params = { locale }
  const pdp = `/${locale}/p/tempo-trail-runner-RS100001?color=001&size=9`
  const add = { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1', redirectTo: pdp }
  jar.store((await runRoute(cartAction, post(`/${locale}/cart`, add, jar), params)).cookies)
  const shipping = await runRoute(
    shippingAction,
    post(`/${locale}/checkout/shipping`, { intent: 'save-shipping', ...address }, jar),
    params,
  )
  jar.store(shipping.cookies)
  expect(shipping.response?.headers.get('Location')).toBe(`/${locale}/checkout/billing`)
  return jar
}

async function read<T>(loader: Parameters<typeof runRoute>[0], path: string, jar: CookieJar, locale: string) {
  const result = await runRoute<T>(loader, get(path, jar), { locale })
  jar.store(result.cookies)
  return result.data!
}

/** The checkout page (its summary aside) as the server renders it, in the page's language. */
function totalsHtml(data: CheckoutData, language: string) {
  const props = { loaderData: data } as unknown as Parameters<typeof CheckoutLayout>[0]
  return renderWithProviders(
    <I18nTestProvider language={language}>
      <CheckoutLayout {...props} />
    </I18nTestProvider>,
    { path: `/${data.locale}/checkout/billing` },
  )
}

describe('checkout follows the market of the locale (decision 050)', () => {
  it('CHK-008 CHK-020 CART-002 a de-de checkout offers the DE market’s methods and shows the VAT the total includes', async () => {
    const jar = await atBilling('de-de', DE_ADDRESS)
    const billing = await read<BillingData>(billingLoader, '/de-de/checkout/billing', jar, 'de-de')
    expect(billing.payLater).not.toBeNull()
    expect(billing.wallet).toBe(true)

    const checkout = await read<CheckoutData>(checkoutLoader, '/de-de/checkout/billing', jar, 'de-de')
    const { totals, currency } = checkout.cart
    expect(currency).toBe('EUR')
    expect(totals.tax).toBeGreaterThan(0)
    const html = totalsHtml(checkout, 'de')
    // VAT is part of the total, shown after it and not added to it.
    expect(html).toContain('Inkl. MwSt.')
    expect(html).not.toContain('<dt>Steuern</dt>')
    expect(html.indexOf('Gesamt')).toBeLessThan(html.indexOf('Inkl. MwSt.'))
    expect(html).toContain(formatMoney(totals.tax!, 'EUR', 'de-de'))
    expect(totals.total).toBe(totals.itemTotal + (totals.shipping ?? 0))
  })

  it('CART-002 an en-us checkout shows its tax (sales tax) as a line added to the total', async () => {
    const jar = await atBilling('en-us', ADDRESS)
    const checkout = await read<CheckoutData>(checkoutLoader, '/en-us/checkout/billing', jar, 'en-us')
    const { totals } = checkout.cart
    expect(totals.tax).toBeGreaterThan(0)
    expect(totals.total).toBe(totals.itemTotal + (totals.shipping ?? 0) + totals.tax!)
    const html = totalsHtml(checkout, 'en')
    expect(html).toContain('<dt>Tax</dt>')
    expect(html).not.toContain('Including VAT')
    expect(html.indexOf('<dt>Tax</dt>')).toBeLessThan(html.indexOf('<dt>Total</dt>'))
    expect(html).toContain(formatMoney(totals.tax!, 'USD', 'en-us'))
  })

  it('CHK-008 CHK-020 the market filters what the cart lists: en-ca is not offered pay later though the cart lists it', async () => {
    const jar = await atBilling('en-ca', CA_ADDRESS)
    const billing = await read<BillingData>(billingLoader, '/en-ca/checkout/billing', jar, 'en-ca')
    const listed = (await capturedRequests()).filter((c) => /\/paymentMethods$/.test(c.path))
    expect(listed.length).toBeGreaterThan(0)
    expect(billing.payLater).toBeNull()
    expect(billing.wallet).toBe(true)
  })

  it('CHK-007 CART-011 en-ca offers no pick-up point, and a posted pick-up point is refused without an upstream call', async () => {
    const jar = new CookieJar()
    const L = { locale: 'en-ca' }
    const pdp = '/en-ca/p/tempo-trail-runner-RS100001?color=001&size=9'
    const add = { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1', redirectTo: pdp }
    jar.store((await runRoute(cartAction, post('/en-ca/cart', add, jar), L)).cookies)
    const itemId = await firstItemId(jar)
    const page = await runRoute<Awaited<ReturnType<typeof deliveryLoader>>>(
      deliveryLoader,
      get(`/en-ca/cart/delivery/${itemId}?point=M5V`, jar),
      { ...L, itemId },
    )
    expect(page.data!.pudo).toBeNull()
    expect((await capturedRequests()).some((c) => c.path === '/stores/v1/collectionPoints')).toBe(false)

    const set = await runRoute<{ errors?: Record<string, string> }>(
      deliveryAction,
      post(
        `/en-ca/cart/delivery/${itemId}`,
        { intent: 'set-delivery', itemId, mode: 'pudo', storeId: 'cp-1' },
        jar,
      ),
      { ...L, itemId },
    )
    expect(set.status).toBe(400)
    expect(JSON.stringify(set.data)).toContain(errorMessage('SHP404'))
    expect((await capturedRequests()).some((c) => c.method === 'PUT' && /\/item$/.test(c.path))).toBe(false)
  })
})

async function firstItemId(jar: CookieJar) {
  const { loader } = await import('#app/routes/cart.tsx')
  const result = await runRoute<{ cart: { items: { id: string }[] } }>(loader, get('/en-ca/cart', jar), {
    locale: 'en-ca',
  })
  jar.store(result.cookies)
  return result.data!.cart.items[0]!.id
}
