import { describe, expect, it } from 'vitest'
import { action as favoritesAction } from '#app/routes/favorites.tsx'
import { loader as confirmationLoader } from '#app/routes/order-confirmation.tsx'
import { action as summaryAction } from '#app/routes/checkout-summary.tsx'
import { L, readyToPlace } from '#tests/helpers/checkout.ts'
import { capturedRequests, placedOrders } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, sessionOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'
import { checkoutPath, orderConfirmationPath } from '#app/domain/paths/paths.ts'

/**
 * CART-060, as this storefront reads "kept locally" (REQUIREMENTS.md's opening note): what the spec's
 * browser app keeps in its storage is kept in the shopper's session, so it survives reloads and other
 * tabs without a call upstream — the cart's id, count and lines, the placed order, and the favorites
 * list's id.
 */
describe('CART-060 what the session keeps of the cart, the order and the favorites', () => {
  it('CART-060 the cart id and lines, then the placed order, are kept; the confirmation shows the session’s order', async () => {
    const jar = new CookieJar()
    const key = await readyToPlace(jar)
    const before = await sessionOf(jar)
    expect(before.basketId).toEqual(expect.any(String))
    expect(before.cartCount).toBe(1)
    expect(before.cartLines).toHaveLength(1)

    const placed = await runRoute(
      summaryAction,
      post(checkoutPath('en-us', 'summary'), { intent: 'place-order', idempotencyKey: key }, jar),
      L,
    )
    jar.store(placed.cookies)
    const [order] = await placedOrders()
    expect((await sessionOf(jar)).lastOrder).toMatchObject({ orderNumber: order!.orderNumber })

    // A reload of the confirmation knows which order it shows from the session: it asks for that
    // order's details by its number, and nothing else of the cart or the account.
    const seenBefore = (await capturedRequests()).length
    const page = await runRoute<Awaited<ReturnType<typeof confirmationLoader>>>(
      confirmationLoader,
      get(orderConfirmationPath('en-us'), jar),
      L,
    )
    expect(page.data?.order?.orderNumber).toBe(order!.orderNumber)
    const after = (await capturedRequests()).slice(seenBefore)
    expect(
      after.filter((c) => /^\/(cart|consumers-v3)\//.test(c.path)).map((c) => `${c.method} ${c.path}`),
    ).toEqual([`GET /consumers-v3/consumer/purchase/${order!.orderNumber}`])
  })

  it('CART-060 the favorites list id is kept: the second favorite goes to the same list, found without a lookup', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const add = async (productId: string) => {
      const result = await runRoute(
        favoritesAction,
        post('/en-us/favorites', { intent: 'add-favorite', productId, redirectTo: '/en-us' }, jar),
        L,
      )
      jar.store(result.cookies)
    }
    await add('RS100001')
    const favoriteId = (await sessionOf(jar)).favoriteId
    expect(favoriteId).toMatch(/^fav-/)

    const seen = (await capturedRequests()).length
    await add('AC100001')
    const calls = (await capturedRequests()).slice(seen).filter((c) => c.path.startsWith('/wishlists/'))
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /wishlists/v2/favorites'])
    expect(calls[0]!.body).toMatchObject({ id: 'AC100001', favoriteId })
    expect((await sessionOf(jar)).favoriteId).toBe(favoriteId)
  })
})
