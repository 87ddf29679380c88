import { describe, expect, it } from 'vitest'
import CartPage, { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as deliveryAction } from '#app/routes/cart-delivery.tsx'
import AccountOrderPage, { loader as detailLoader } from '#app/routes/account-order.tsx'
import { action as cancelAction } from '#app/routes/account-order-cancel.tsx'
import { I18nTestProvider, renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'
import { cartDeliveryPath, cartPath } from '#app/domain/paths/paths.ts'
import { accountOrderCancelPath, accountOrderPath } from '#app/domain/paths/self-service-paths.ts'

/**
 * No customer-facing text shows an id or a code: a pickup line names its store, a line's attributes
 * are named from the catalogue in the page's language (never `color: 001`), and an order reads in
 * the page's language (product, attributes, payment). Each page is rendered as the server renders it.
 */

const SIZE_9 = '846121001041'
const PORTLAND = 'store-0101'
const LANGUAGES = { 'en-us': 'en', 'fr-fr': 'fr', 'de-de': 'de' } as const
type Locale = keyof typeof LANGUAGES

/** What no shopper may read: a store id, a colour code, an attribute by its lower-case code. */
function expectNoRawCodes(html: string) {
  expect(html).not.toMatch(/store-\d+/)
  expect(html).not.toMatch(/:\s*\d{3}\b(?!\s*(?:€|\$|,\d))/)
  expect(html).not.toMatch(/\b(color|size)\s*:/)
}

/** On a French or German page, no English attribute name or payment words. */
function expectNoEnglish(html: string) {
  expect(html).not.toMatch(/\b(Colou?r|Size)\s*:/)
  expect(html).not.toMatch(/ending \d{4}/i)
}

function render(element: React.ReactNode, locale: Locale, path: string) {
  return renderWithProviders(<I18nTestProvider language={LANGUAGES[locale]}>{element}</I18nTestProvider>, {
    path,
  })
}

type CartData = Awaited<ReturnType<typeof cartLoader>>
type Full = Extract<CartData, { promotions: unknown }>

async function pickupCart(locale: Locale) {
  const jar = new CookieJar()
  const params = { locale }
  const add = { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '1' }
  jar.store((await runRoute(cartAction, post(cartPath(locale), add, jar), params)).cookies)
  const read = async () => {
    const page = await runRoute<CartData>(cartLoader, get(cartPath(locale), jar), params)
    jar.store(page.cookies)
    return page.data as Full
  }
  const item = (await read()).cart.items.find((i) => i.upc === SIZE_9)!
  const form = { intent: 'set-delivery', itemId: item.id, mode: 'pickup', storeId: PORTLAND }
  const moved = await runRoute(deliveryAction, post(cartDeliveryPath(locale, item.id), form, jar), {
    ...params,
    itemId: item.id,
  })
  jar.store(moved.cookies)
  expect(moved.response?.status).toBe(303)
  return read()
}

describe('customers never read raw ids or codes', () => {
  it.each(Object.keys(LANGUAGES) as Locale[])(
    'the %s cart names the pickup store and the line’s attributes',
    async (locale) => {
      const data = await pickupCart(locale)
      const props = { loaderData: data, actionData: undefined } as unknown as Parameters<typeof CartPage>[0]
      const html = render(<CartPage {...props} />, locale, cartPath(locale))
      expect(html).toContain('Ridgeline Portland Pearl District')
      expectNoRawCodes(html)
      if (locale === 'fr-fr') {
        expect(html).toContain('Couleur\u00a0: ')
        expect(html).toContain('Taille\u00a0: 9')
      }
      if (locale === 'de-de') expect(html).toContain('Größe: 9')
      if (locale !== 'en-us') expectNoEnglish(html)
    },
  )

  it.each(Object.keys(LANGUAGES) as Locale[])(
    'the %s order page reads in the page’s language, colours by name, the card translated',
    async (locale) => {
      const jar = new CookieJar()
      await signInJar(jar, 'shopper@example.com')
      const detail = await runRoute(detailLoader, get(accountOrderPath(locale, 'H101'), jar), {
        locale,
        orderNo: 'H101',
      })
      expect(detail.status).toBe(200)
      const props = { loaderData: detail.data } as unknown as Parameters<typeof AccountOrderPage>[0]
      const html = render(<AccountOrderPage {...props} />, locale, accountOrderPath(locale, 'H101'))
      expectNoRawCodes(html)
      if (locale === 'en-us') expect(html).toContain('Visa ending 1111')
      if (locale === 'fr-fr') {
        expect(html).toContain('Couleur\u00a0: Noir')
        expect(html).toContain('Visa se terminant par 1111')
      }
      if (locale === 'de-de') {
        expect(html).toContain('Farbe: Schwarz')
        expect(html).toContain('Visa mit Endziffern 1111')
      }
      if (locale !== 'en-us') {
        expectNoEnglish(html)
        expect(html).not.toContain('Tempo Trail Runner')
      }
    },
  )

  it('a cancelled order’s shipment is not shown as being prepared', async () => {
    const jar = new CookieJar()
    await signInJar(jar, 'shopper@example.com')
    const params = { locale: 'en-us', orderNo: 'H103' }
    const form = { intent: 'cancel-order', reason: 'Ordered the wrong size' }
    const done = await runRoute(
      cancelAction,
      post(accountOrderCancelPath('en-us', 'H103'), form, jar),
      params,
    )
    expect(done.status).toBe(303)
    const detail = await runRoute(detailLoader, get(accountOrderPath('en-us', 'H103'), jar), params)
    const props = { loaderData: detail.data } as unknown as Parameters<typeof AccountOrderPage>[0]
    const html = render(<AccountOrderPage {...props} />, 'en-us', accountOrderPath('en-us', 'H103'))
    expect(html).not.toContain('Being prepared')
    expect(html.replaceAll('<!-- -->', '')).toContain('Shipment 1: Canceled')
  })
})
