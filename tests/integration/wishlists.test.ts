import { describe, expect, it } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { getI18n } from '#app/i18next.server.ts'
import { FAVORITES_PAGE_SIZE, SAVE_FOR_LATER_PAGE_SIZE } from '#app/domain/cart/wishlists.ts'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as favoritesAction, loader as favoritesLoader } from '#app/routes/favorites.tsx'
import { action as savedAction, loader as savedLoader } from '#app/routes/saved-for-later.tsx'
import { runPendingWishlistAction } from '#app/features/wishlists/wishlists.server.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'
import { signInJar } from '#tests/helpers/shopper.ts'

const L = { locale: 'en-us' }
const PDP = '/en-us/p/tempo-trail-runner-RS100001?color=001&size=9'
const SIZE_9 = '846121001041'

type FavoritesData = Awaited<ReturnType<typeof favoritesLoader>>
type CartData = Awaited<ReturnType<typeof cartLoader>>

async function send(
  fn: Parameters<typeof runRoute>[0],
  url: string,
  form: Record<string, string>,
  jar: CookieJar,
) {
  const result = await runRoute(fn, post(url, form, jar), L)
  jar.store(result.cookies)
  return result
}

async function calls(method: string, pathPart: string) {
  return (await capturedRequests()).filter((c) => c.method === method && c.path.includes(pathPart))
}

async function addToCart(jar: CookieJar) {
  return send(
    cartAction,
    '/en-us/cart',
    { intent: 'add-to-cart', productId: 'RS100001', upc: SIZE_9, qty: '2', redirectTo: PDP },
    jar,
  )
}

describe('favorites', () => {
  it('CART-044 a guest who adds a favorite is sent to sign in, and no wishlist call is made', async () => {
    const jar = new CookieJar()
    const result = await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'add-favorite', productId: 'RS100001', redirectTo: PDP },
      jar,
    )
    expect(result.status).toBe(303)
    const location = new URL(result.response!.headers.get('Location')!, 'http://x')
    expect(location.pathname).toBe('/en-us/sign-in')
    expect(location.searchParams.get('redirectTo')).toBe(PDP)
    expect(toastOf(result.cookies)?.title).toBe('Sign in to keep your favorites')
    expect(await calls('POST', '/wishlists/')).toHaveLength(0)
  })

  it('CART-044 the favorites page asks a guest to sign in', async () => {
    const result = await runRoute(favoritesLoader, get('/en-us/favorites'), L)
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Ffavorites')
  })

  it("CART-040 the favorites page shows the list's share link, read with GET …/share", async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'add-favorite', productId: 'RS100001', redirectTo: PDP },
      jar,
    )
    const page = await runRoute<FavoritesData & { shareUrl: string | null }>(
      favoritesLoader,
      get('/en-us/favorites', jar),
      L,
    )
    expect(page.data?.shareUrl).toMatch(/^https?:\/\/.+fav-/)
    const [share] = await calls('GET', '/share')
    expect(share?.path).toMatch(/^\/wishlists\/v2\/favorites\/fav-[^/]+\/share$/)
  })

  it('CART-037 CART-042 CART-036 CART-043 a signed-in shopper adds a favorite and sees it on the favorites page', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const result = await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'add-favorite', productId: 'RS100001', redirectTo: PDP },
      jar,
    )
    expect(result.response?.headers.get('Location')).toBe(PDP)
    expect(toastOf(result.cookies)?.title).toBe('Added to your favorites')

    const [added] = await calls('POST', '/wishlists/v2/favorites')
    expect(added?.body).toEqual({
      id: 'RS100001',
      qty: 1,
      itemType: 'product',
      favoriteId: expect.stringMatching(/^fav-/),
    })
    expect(added?.headers['content-type']).toBe('application/json')

    const page = await runRoute<FavoritesData>(favoritesLoader, get('/en-us/favorites', jar), L)
    expect(page.data?.total).toBe(1)
    expect(page.data?.items[0]).toMatchObject({ productId: 'RS100001', available: true })
    expect(page.data?.items[0]?.product?.name).toBe('Tempo Trail Runner')
    const [read] = await calls('GET', '/wishlists/v2/favorites')
    expect(read?.query).toMatchObject({ start: '0', count: String(FAVORITES_PAGE_SIZE) })
    expect(read?.headers['content-type']).toBe('application/json')
  })

  it('CART-037 an enhanced add is answered in place with the toast in its cookie; a guest is still sent to sign in', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const form = { intent: 'add-favorite', productId: 'RS100001', redirectTo: PDP, enhanced: '1' }
    const result = await send(favoritesAction, '/en-us/favorites', form, jar)
    expect(result.status).toBe(200)
    expect(result.response?.headers.get('Location')).toBeNull()
    expect(result.data).toEqual({ favorite: 'RS100001', answeredInPlace: true })
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'success',
      title: 'Added to your favorites',
      link: { href: '/en-us/favorites' },
    })
    expect(await calls('POST', '/wishlists/v2/favorites')).toHaveLength(1)
    const page = await runRoute<FavoritesData>(favoritesLoader, get('/en-us/favorites', jar), L)
    expect(page.data?.items.map((item) => item.productId)).toEqual(['RS100001'])

    const guest = await send(favoritesAction, '/en-us/favorites', form, new CookieJar())
    expect(guest.status).toBe(303)
    expect(new URL(guest.response!.headers.get('Location')!, 'http://x').pathname).toBe('/en-us/sign-in')
  })

  it('CART-038 removing a favorite deletes it by favoriteId and itemId', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await send(favoritesAction, '/en-us/favorites', { intent: 'add-favorite', productId: 'RS100001' }, jar)
    const before = await runRoute<FavoritesData>(favoritesLoader, get('/en-us/favorites', jar), L)
    const itemId = before.data!.items[0]!.itemId
    const result = await send(favoritesAction, '/en-us/favorites', { intent: 'remove-favorite', itemId }, jar)
    expect(toastOf(result.cookies)?.title).toBe('Removed from your favorites')
    expect(await calls('DELETE', `/items/${itemId}`)).toHaveLength(1)
    const after = await runRoute<FavoritesData>(favoritesLoader, get('/en-us/favorites', jar), L)
    expect(after.data?.total).toBe(0)
  })

  it('CART-041 sharing needs a valid email, shown at the field with what was typed kept', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const bad = await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'share-favorites', email: 'pat@', message: 'Look' },
      jar,
    )
    expect(bad.status).toBe(400)
    const reply = (
      bad.data as { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
    ).result
    expect(reply.error.email).toEqual(['Email is not valid'])
    expect(reply.initialValue.email).toBe('pat@')
    expect(await calls('POST', '/share')).toHaveLength(0)

    const ok = await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'share-favorites', email: 'sam@example.com', message: 'Look' },
      jar,
    )
    expect(toastOf(ok.cookies)?.title).toBe('Your favorites were sent to sam@example.com')
    const [shared] = await calls('POST', '/share')
    expect(shared?.body).toEqual({ email: 'sam@example.com', message: 'Look' })
  })

  it('a favorites post is refused while an associate is connected in store', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const result = await runRoute(
      async ({ context }: { context: Parameters<typeof getShopper>[0] }) => {
        getShopper(context).session.set('store', {
          storeId: 's',
          storeName: 'S',
          storeEmployeeId: 'E1',
          storeEmployeeName: 'E',
          connectedAt: Date.now(),
        })
        return null
      },
      get('/en-us/favorites', jar),
      L,
    )
    jar.store(result.cookies)
    const refused = await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'add-favorite', productId: 'RS100001' },
      jar,
    )
    expect(toastOf(refused.cookies)?.title).toBe(
      'Favorites are not available while an associate is connected',
    )
    expect(await calls('POST', '/wishlists/')).toHaveLength(0)
  })

  it('CART-037 CART-038 an unknown or missing intent is refused with 400; a bad add goes back with a toast', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    for (const form of [{ intent: 'empty-favorites' }, {}] as Record<string, string>[]) {
      const result = await send(favoritesAction, '/en-us/favorites', { productId: 'RS100001', ...form }, jar)
      expect(result.status, JSON.stringify(form)).toBe(400)
    }
    const bad = await send(
      favoritesAction,
      '/en-us/favorites',
      { intent: 'add-favorite', productId: '', redirectTo: PDP },
      jar,
    )
    expect(bad.status).toBe(303)
    expect(bad.response!.headers.get('Location')).toBe(PDP)
    expect(toastOf(bad.cookies)).toMatchObject({
      type: 'error',
      title: 'Your favorites could not be updated. Please try again.',
    })
    expect(await calls('POST', '/wishlists/')).toHaveLength(0)
  })
})

describe('saved for later', () => {
  it('the account’s "Saved for later" is the list under the cart: the page goes to it', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    const result = await runRoute(savedLoader, get('/en-us/saved-for-later', jar), L)
    expect(result.status).toBe(302)
    expect(result.response?.headers.get('Location')).toBe('/en-us/cart#saved-for-later')
  })

  it('CART-032 CART-039 a cart line saved for later leaves the cart and is listed under it', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    const cart = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    const line = cart.data!.cart!.items[0]!
    const result = await send(
      savedAction,
      '/en-us/saved-for-later',
      {
        intent: 'save-for-later',
        itemId: line.id,
        productId: line.productId,
        upc: line.upc,
        qty: String(line.qty),
      },
      jar,
    )
    expect(result.response?.headers.get('Location')).toBe('/en-us/cart')
    expect(toastOf(result.cookies)?.title).toBe('Saved for later')
    const [moved] = await calls('POST', '/saveForLater')
    expect(moved?.path).toMatch(/^\/cart\/v2\/cart\/[^/]+\/saveForLater$/)

    const after = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    expect(after.data?.cart?.items ?? []).toHaveLength(0)
    const saved = after.data?.savedForLater
    expect(saved?.total).toBe(1)
    expect(saved?.items[0]).toMatchObject({ productId: 'RS100001', upc: SIZE_9, qty: 2 })
    const [read] = await calls('GET', '/wishlists/v2/saveForLater')
    expect(read?.query).toMatchObject({ start: '0', count: String(SAVE_FOR_LATER_PAGE_SIZE) })
  })

  it('CART-033 ERR-113 moving back to the cart: out of stock keeps it saved with the spec message; else it moves', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    await addToCart(jar)
    const cart = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    const line = cart.data!.cart!.items[0]!
    await send(
      savedAction,
      '/en-us/saved-for-later',
      { intent: 'save-for-later', itemId: line.id, productId: line.productId, upc: line.upc, qty: '1' },
      jar,
    )
    const saved = (await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)).data!.savedForLater!
      .items[0]!
    const move = {
      intent: 'move-to-cart',
      itemId: saved.itemId,
      productId: saved.productId,
      upc: saved.upc!,
      qty: String(saved.qty),
    }

    await injectFault({ path: '^/cart/v1/item$', method: 'POST', status: 409, errorId: 'INV700', times: 1 })
    const oos = await send(savedAction, '/en-us/saved-for-later', move, jar)
    expect(toastOf(oos.cookies)?.title).toBe('this item could not be moved to cart')
    expect(
      (await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)).data?.savedForLater?.total,
    ).toBe(1)

    const ok = await send(savedAction, '/en-us/saved-for-later', move, jar)
    expect(toastOf(ok.cookies)?.title).toBe('Moved to your cart')
    expect(await calls('DELETE', `/items/${saved.itemId}`)).toHaveLength(1)
    const after = (await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)).data
    expect(after?.cart?.items[0]).toMatchObject({ upc: SIZE_9 })
    expect(after?.savedForLater?.total ?? 0).toBe(0)
  })

  it('CART-044 a guest who saves for later signs in first; the save is done right after sign-in (CART-031)', async () => {
    const jar = new CookieJar()
    await addToCart(jar)
    const cart = await runRoute<CartData>(cartLoader, get('/en-us/cart', jar), L)
    const line = cart.data!.cart!.items[0]!
    const asked = await send(
      savedAction,
      '/en-us/saved-for-later',
      { intent: 'save-for-later', itemId: line.id, productId: line.productId, upc: line.upc, qty: '2' },
      jar,
    )
    expect(asked.response?.headers.get('Location')).toBe('/en-us/sign-in?redirectTo=%2Fen-us%2Fcart')
    expect(await calls('POST', '/saveForLater')).toHaveLength(0)

    await signInJar(jar)
    const done = await runRoute(
      async ({ context }: { context: Parameters<typeof getShopper>[0] }) =>
        runPendingWishlistAction(getShopper(context), getI18n(context).t),
      get('/en-us/cart', jar),
      L,
    )
    jar.store(done.cookies)
    expect(done.data).toEqual({
      redirectTo: '/en-us/cart',
      toast: { type: 'success', title: 'Saved for later' },
    })
    const [put] = await calls('PUT', '/cart/v2/saveForLater')
    expect(put?.body).toMatchObject({
      productId: 'RS100001',
      upc: SIZE_9,
      qty: 2,
      type: 'product',
      available: true,
      saveForLaterId: expect.stringMatching(/^sfl-/),
    })
    const again = await runRoute(
      async ({ context }: { context: Parameters<typeof getShopper>[0] }) =>
        runPendingWishlistAction(getShopper(context), getI18n(context).t),
      get('/en-us/cart', jar),
      L,
    )
    expect(again.data).toBeNull()
  })

  it('CART-031 CART-032 an unknown or missing intent is refused with 400; a bad save goes back to the cart with a toast', async () => {
    const jar = new CookieJar()
    await signInJar(jar)
    for (const form of [{ intent: 'save-all' }, {}] as Record<string, string>[]) {
      const result = await send(savedAction, '/en-us/saved-for-later', { itemId: 'x', ...form }, jar)
      expect(result.status, JSON.stringify(form)).toBe(400)
    }
    const bad = await send(savedAction, '/en-us/saved-for-later', { intent: 'remove-saved', itemId: '' }, jar)
    expect(bad.status).toBe(303)
    expect(bad.response!.headers.get('Location')).toBe('/en-us/cart')
    expect(toastOf(bad.cookies)).toMatchObject({
      type: 'error',
      title: 'Saved for later could not be updated. Please try again.',
    })
    expect(await calls('DELETE', '/saveForLater')).toHaveLength(0)
  })
})
