import { describe, expect, it } from 'vitest'
import { freeShippingThreshold } from '#app/domain/money/free-shipping.ts'
import { formatMoney, siteForLocale } from '#app/domain/market/site.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

// One small line: a cart that has not reached free shipping yet, so the distance shows.
const BOTTLE = findProduct('AC100001')!
const SHIPPING = 'PROMO-FREE-SHIPPING-THRESHOLD'

type CartData = Awaited<ReturnType<typeof cartLoader>>

/** Every text of a loader's data, so a promise in any block is found. */
const textOf = (data: unknown) => JSON.stringify(data).replace(/[\u00a0\u202f]/g, ' ')

async function cartIn(locale: string) {
  const jar = new CookieJar()
  const params = { locale }
  const added = await runRoute(
    cartAction,
    post(
      `/${locale}/cart`,
      {
        intent: 'add-to-cart',
        productId: BOTTLE.id,
        upc: BOTTLE.variants[0]!.upc,
        qty: '1',
        redirectTo: `/${locale}/cart`,
      },
      jar,
    ),
    params,
  )
  jar.store(added.cookies)
  const page = await runRoute<CartData>(cartLoader, get(`/${locale}/cart`, jar), params)
  const data = page.data!
  if (!data.cart || !('promotions' in data)) throw new Error(`no cart in ${locale}`)
  return data
}

describe('the free-shipping promise is the one the cart keeps', () => {
  it.each(['en-us', 'en-gb', 'fr-fr'])(
    'CART-070 CAT-024 %s: the banners promise the threshold the cart counts down to, in the market currency',
    async (locale) => {
      const data = await cartIn(locale)
      const shipping = data.promotions.find((p) => p.promotionId === SHIPPING)
      expect(shipping?.status).toBe('Above Threshold')
      // The market's threshold, as the banners should promise it and the cart should count down to it.
      const { amount, currency } = freeShippingThreshold(siteForLocale(locale))
      expect(data.cart.currency).toBe(currency)
      const spaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')
      const promised = spaces(formatMoney(amount, currency, locale, { wholeAmount: true }))
      const left = spaces(formatMoney(amount - data.cart.totals.itemTotal, currency, locale))
      expect(spaces(shipping!.message)).toContain(left)
      // The cart's benefits block and the home page's promo bar and benefits make the same promise.
      expect(textOf(data.content)).toContain(promised)
      const home = await runRoute<{ page: unknown }>(homeLoader, get(`/${locale}/`, new CookieJar()), {
        locale,
      })
      const homeText = textOf(home.data?.page)
      expect(homeText).toContain(promised)
      expect(homeText).not.toContain('{freeShippingThreshold}')
      if (data.cart.currency !== 'USD') expect(homeText).not.toMatch(/\$\s?\d/)
    },
  )
})
