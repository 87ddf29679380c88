import { describe, expect, it } from 'vitest'
import { action as shippingAction, loader as shippingLoader } from '#app/routes/checkout-shipping.tsx'
import { addToCart, L } from '#tests/helpers/checkout.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

async function shippingPage(jar: CookieJar, query = '') {
  const page = await runRoute<Awaited<ReturnType<typeof shippingLoader>>>(
    shippingLoader,
    get(`/en-us/checkout/shipping${query}`, jar),
    L,
  )
  jar.store(page.cookies)
  return page.data!
}

describe('saved addresses on the shipping step', () => {
  it('a registered shopper sees their saved shipping addresses; the main one fills the form', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    const page = await shippingPage(jar)
    expect(page.saved.length).toBeGreaterThan(0)
    const [first] = page.saved
    expect(first!.id).toMatch(/^S/)
    expect(page.chosen).toBe(first!.id)
    expect(page.address).toMatchObject({ addressLine1: first!.address.addressLine1 })
    expect(
      (await capturedRequests()).some((c) => c.method === 'GET' && c.path === '/consumers-v3/consumer'),
    ).toBe(true)
  })

  it('"Enter a new address" empties the form; the chosen saved address is what gets posted', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    const fresh = await shippingPage(jar, '?address=new')
    expect(fresh).toMatchObject({ chosen: 'new', address: null, email: null })

    const chosen = await shippingPage(jar, `?address=${(await shippingPage(jar)).saved[0]!.id}`)
    const a = chosen.address!
    const result = await runRoute(
      shippingAction,
      post(
        '/en-us/checkout/shipping',
        {
          intent: 'save-shipping',
          email: chosen.email ?? 'shopper@example.com',
          firstName: a.firstName,
          lastName: a.lastName,
          addressLine1: a.addressLine1,
          city: a.city,
          province: a.province ?? '',
          postalCode: a.postalCode,
          phone: a.phone ?? '5035550100',
        },
        jar,
      ),
      L,
    )
    expect(result.response?.headers.get('Location')).toBe('/en-us/checkout/billing')
  })

  it('a guest is offered no saved addresses and no profile is read', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const page = await shippingPage(jar)
    expect(page.saved).toEqual([])
    expect((await capturedRequests()).some((c) => c.path === '/consumers-v3/consumer')).toBe(false)
  })
})
