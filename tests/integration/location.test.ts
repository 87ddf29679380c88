import { describe, expect, it } from 'vitest'
import { LOCATION_INTENTS } from '#app/features/location/intents.ts'
import type { LocationView } from '#app/features/location/views.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { action, loader } from '#app/routes/location.tsx'
import { loader as cartLoader } from '#app/routes/cart.tsx'
import { LOCATION_MESSAGES } from '#app/features/location/schemas/location.ts'
import { addToCart, L } from '#tests/helpers/checkout.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, sessionOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'
import { cartPath, homePath } from '#app/domain/paths/paths.ts'

/** The location selector page, its posts, and the location question (PLAT-022, PLAT-032, decision 048). */

type PageData = Awaited<ReturnType<typeof loader>>
type Reply = { result: { error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }
const PDP = '/en-us/p/tempo-trail-runner-RS100001'

async function choose(fields: Record<string, string>, jar = new CookieJar(), path = '/en-us/location') {
  const result = await runRoute<Reply>(action, post(path, fields, jar), L)
  jar.store(result.cookies)
  return result
}

const geo = (url: string, country: string, jar?: CookieJar) => {
  const request = get(url, jar)
  request.headers.set('CloudFront-Viewer-Country', country)
  return request
}

describe('the location selector page', () => {
  it('PLAT-022 renders the front-end service’s regions, countries and languages we serve, with the way back', async () => {
    const page = await runRoute<PageData>(
      loader,
      get(`/en-us/location?redirectTo=${encodeURIComponent(PDP)}`),
      L,
    )
    expect(page.status).toBe(200)
    const calls = (await capturedRequests()).filter((r) => r.path === '/fapi/pages/location-selector')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.query.locale).toBe('en_US')
    const countries = page.data!.regions.flatMap((r) => r.countries.map((c) => c.code))
    // Austria and Switzerland are listed by the service with locales we do not serve.
    expect(countries).toEqual(['US', 'CA', 'FR', 'DE', 'GB'])
    expect(page.data!.redirectTo).toBe(PDP)
  })

  it('PLAT-022 a way back to another site is not followed: the page goes back to its own home', async () => {
    const page = await runRoute<PageData>(loader, get('/en-us/location?redirectTo=//evil.example/x'), L)
    expect(page.data!.redirectTo).toBe('/en-us')
  })

  it('PLAT-022 without the front-end service the shopper still chooses among the sites we serve', async () => {
    await injectFault({ path: '^/fapi/pages/location-selector$', status: 503 })
    const page = await runRoute<PageData>(loader, get('/de-de/location'), { locale: 'de-de' })
    expect(page.status).toBe(200)
    expect(page.data!.regions.map((r) => r.name)).toHaveLength(2)
    expect(page.data!.regions[1]!.name).toBe('Europa')
    expect(page.data!.regions[1]!.countries.map((c) => c.name)).toContain('Deutschland')
  })
})

describe('choosing a location', () => {
  it('PLAT-022 a choice lands on the same product in the new locale and is remembered (httpOnly cookies)', async () => {
    const result = await choose({
      intent: LOCATION_INTENTS.choose,
      locale: 'de-de',
      redirectTo: `${PDP}?size=9`,
    })
    expect(result.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/de-de/p/tempo-trail-runner-RS100001')
    const locale = result.cookies.find((c) => c.startsWith('locale=de-de'))
    expect(locale).toMatch(/HttpOnly/)
    expect(result.cookies.find((c) => c.startsWith('location-chosen=1'))).toMatch(/HttpOnly/)
  })

  it('PLAT-022 a search keeps its term; a checkout step goes to the new locale’s cart; another site’s address goes home', async () => {
    const search = await choose({
      intent: LOCATION_INTENTS.choose,
      locale: 'fr-ca',
      redirectTo: '/en-us/search?q=tent',
    })
    expect(search.response?.headers.get('Location')).toBe('/fr-ca/search?q=tent')
    const checkout = await choose({
      intent: LOCATION_INTENTS.choose,
      locale: 'en-gb',
      redirectTo: '/en-us/checkout/billing',
    })
    expect(checkout.response?.headers.get('Location')).toBe('/en-gb/cart')
    const away = await choose({
      intent: LOCATION_INTENTS.choose,
      locale: 'fr-fr',
      redirectTo: 'https://evil.example/',
    })
    expect(away.response?.headers.get('Location')).toBe('/fr-fr')
  })

  it('PLAT-022 a locale we do not serve is refused at its field, with what was sent kept, and nothing is set', async () => {
    const result = await choose({ intent: LOCATION_INTENTS.choose, locale: 'de-at', redirectTo: PDP })
    expect(result.status).toBe(400)
    expect(result.data?.result.error?.locale).toEqual([LOCATION_MESSAGES.locale])
    expect(result.data?.result.initialValue?.redirectTo).toBe(PDP)
    expect(result.cookies.find((c) => c.startsWith('location-chosen='))).toBeUndefined()
  })

  it('PLAT-022 another site has its own cart: the page says so, and switching back brings the first cart back', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const usCart = sessionOf(jar).basketId
    expect(usCart).toBeTruthy()
    const page = await runRoute<PageData>(loader, get('/en-us/location', jar), L)
    expect(page.data!.cartNotice).toMatch(/own cart.*United States/)

    const toGermany = await choose(
      { intent: LOCATION_INTENTS.choose, locale: 'de-de', redirectTo: cartPath('en-us') },
      jar,
    )
    expect(toGermany.response?.headers.get('Location')).toBe(cartPath('de-de'))
    const german = await cartPage('de-de', jar)
    expect(german.cart).toBeNull()
    expect(sessionOf(jar).basketId).toBeUndefined()
    expect(sessionOf(jar).cartCount).toBeUndefined()

    await choose(
      { intent: LOCATION_INTENTS.choose, locale: 'en-us', redirectTo: cartPath('de-de') },
      jar,
      '/de-de/location',
    )
    const american = await cartPage('en-us', jar)
    expect(american.cart?.id).toBe(usCart)
    expect(sessionOf(jar).cartCount).toBe(1)
  })

  it('decision 048 a page of another site reached by its address has that site’s cart, never one in another currency', async () => {
    const jar = new CookieJar()
    await addToCart(jar, undefined, '1', undefined, 'de-de')
    const germanCart = sessionOf(jar).basketId
    expect((await cartPage('de-de', jar)).cart).toMatchObject({ currency: 'EUR', totalItems: 1 })

    // A link or a typed address, not the location selector: the US cart page has no cart of its own yet.
    const us = await cartPage('en-us', jar)
    expect(us.cart).toBeNull()
    const header = await runRoute<{ cartCount: number }>(rootLoader, get(homePath('en-us'), jar), L)
    jar.store(header.cookies)
    expect(header.data!.cartCount).toBe(0)

    // An add there makes a cart in dollars, beside the German one.
    await addToCart(jar, undefined, '2')
    expect((await cartPage('en-us', jar)).cart).toMatchObject({ currency: 'USD', totalItems: 2 })
    expect(sessionOf(jar).basketId).not.toBe(germanCart)

    // Back in Germany, its cart is there as it was; and the US one again in the US. en-ca and fr-ca
    // are one site: its languages share a cart.
    expect((await cartPage('de-de', jar)).cart).toMatchObject({ id: germanCart, totalItems: 1 })
    expect((await cartPage('en-us', jar)).cart).toMatchObject({ currency: 'USD', totalItems: 2 })
    await addToCart(jar, undefined, '1', undefined, 'en-ca')
    const canadian = (await cartPage('en-ca', jar)).cart
    expect(canadian).toMatchObject({ currency: 'CAD', totalItems: 1 })
    expect((await cartPage('fr-ca', jar)).cart?.id).toBe(canadian?.id)
  })

  it('decision 048 a signed-in shopper’s carts stay each on its site too', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar, undefined, '1', undefined, 'de-de')
    expect((await cartPage('de-de', jar)).cart).toMatchObject({ currency: 'EUR', totalItems: 1 })
    expect((await cartPage('en-us', jar)).cart).toBeNull()
    await addToCart(jar, undefined, '3')
    expect((await cartPage('en-us', jar)).cart).toMatchObject({ currency: 'USD', totalItems: 3 })
    expect((await cartPage('de-de', jar)).cart).toMatchObject({ currency: 'EUR', totalItems: 1 })
    expect((await cartPage('en-us', jar)).cart).toMatchObject({ currency: 'USD', totalItems: 3 })
  })
})

/** The cart page's data in `locale` as the shopper's browser (its cookies) asks for it. */
async function cartPage(locale: string, jar: CookieJar) {
  const result = await runRoute<{ cart: { id: string; currency: string; totalItems: number } | null }>(
    cartLoader,
    get(cartPath(locale), jar),
    { locale },
  )
  jar.store(result.cookies)
  expect(result.status).toBe(200)
  return result.data!
}

describe('the location question', () => {
  const viewOf = async (request: Request, locale = 'en-us') =>
    (await runRoute<{ location: LocationView }>(rootLoader, request, { locale })).data!.location

  it('PLAT-032 asks a shopper detected in another site’s country, and never without a detection or in the site’s own', async () => {
    const asked = await viewOf(geo(PDP, 'DE'))
    expect(asked.prompt).toMatchObject({ locale: 'de-de' })
    expect(asked.prompt!.text.title).toBe('You seem to be in Germany')
    expect((await viewOf(get(PDP))).prompt).toBeNull()
    expect((await viewOf(geo(PDP, 'US'))).prompt).toBeNull()
    expect((await viewOf(geo(PDP, 'JP'))).prompt).toBeNull()
    // Never a redirect on geography: the shopper keeps the page asked for.
    const page = await runRoute(rootLoader, geo(PDP, 'DE'), L)
    expect(page.status).toBe(200)
  })

  it('PLAT-032 "stay" records the answer: the question is not asked again', async () => {
    const jar = new CookieJar()
    const stay = await choose({ intent: LOCATION_INTENTS.stay, redirectTo: PDP }, jar)
    expect(stay.status).toBe(303)
    expect(stay.response?.headers.get('Location')).toBe(PDP)
    expect((await viewOf(geo(PDP, 'DE', jar))).prompt).toBeNull()
  })
})
