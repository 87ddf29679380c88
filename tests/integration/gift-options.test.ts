import { describe, expect, it } from 'vitest'
import { action as cartAction, loader as cartLoader } from '#app/routes/cart.tsx'
import { action as giftAction, loader as giftLoader } from '#app/routes/cart-gift.tsx'
import { action as pdpAction } from '#app/routes/pdp.tsx'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { capturedRequests } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

const L = { locale: 'en-us' }
const SHOE_SIZE_9 = '846121001041'
const GIFT_CARD = findProduct('GC100001')!
const GIFT_SLUG = 'ridgeline-digital-gift-card-GC100001'
const GIFT_PDP = `/en-us/p/${GIFT_SLUG}?color=000&size=50`
const GIFT_50 = GIFT_CARD.variants.find((v) => v.size === '50')!.upc

type GiftResult = { errors: Record<string, string>; values: Record<string, string> }

async function cartLines(jar: CookieJar) {
  const result = await runRoute<{
    cart: null | {
      items: {
        id: string
        name: string
        gift?: unknown
        customAmount?: number
        variants: { code: string; value: string }[]
      }[]
    }
  }>(cartLoader, get('/en-us/cart', jar), L)
  jar.store(result.cookies)
  return result.data!.cart?.items ?? []
}

async function addShoe(jar: CookieJar) {
  const result = await runRoute(
    cartAction,
    post('/en-us/cart', { intent: 'add-to-cart', productId: 'RS100001', upc: SHOE_SIZE_9, qty: '1' }, jar),
    L,
  )
  jar.store(result.cookies)
  return (await cartLines(jar))[0]!
}

type GiftReply = GiftResult & { intent: string; target?: string }

async function postGift(jar: CookieJar, itemId: string, form: Record<string, string>) {
  const path = `/en-us/cart/gift/${itemId}`
  const result = await runRoute<{ reply?: GiftReply }>(
    giftAction,
    post(path, { intent: 'gift-option', itemId, ...form }, jar),
    { ...L, itemId },
  )
  jar.store(result.cookies)
  return result
}

async function lastItemBodies(method: string, path: RegExp) {
  return (await capturedRequests()).filter((r) => r.method === method && path.test(r.path)).map((r) => r.body)
}

describe('gift option on a cart line', () => {
  it('CART-009 the add-gift-option page shows the line; an unknown line is a 404', async () => {
    const jar = new CookieJar()
    const line = await addShoe(jar)
    const page = await runRoute<{ item: { name: string; gift: unknown } }>(
      giftLoader,
      get(`/en-us/cart/gift/${line.id}`, jar),
      { ...L, itemId: line.id },
    )
    expect(page.data?.item).toMatchObject({ name: 'Tempo Trail Runner', gift: null })
    await expect(
      runRoute(giftLoader, get('/en-us/cart/gift/nope', jar), { ...L, itemId: 'nope' }),
    ).resolves.toMatchObject({ response: expect.objectContaining({ status: 404 }) })
  })

  it('CART-008 saving sends to, email and message as the item gift option, and the cart shows it', async () => {
    const jar = new CookieJar()
    const line = await addShoe(jar)
    const result = await postGift(jar, line.id, {
      to: 'Sam',
      email: 'sam@example.com',
      message: 'Happy trails',
    })
    expect(result.response?.status).toBe(303)
    expect(result.response?.headers.get('Location')).toBe('/en-us/cart')
    const bodies = await lastItemBodies('PUT', /\/cart\/v1\/cart\/[^/]+\/item$/)
    expect(bodies.at(-1)).toMatchObject({
      itemId: line.id,
      giftOptions: { to: 'Sam', email: 'sam@example.com', message: 'Happy trails' },
    })
    expect(bodies.at(-1)).not.toHaveProperty('giftOptions.isDigitalProduct')
    expect((await cartLines(jar))[0]!.gift).toEqual({
      to: 'Sam',
      email: 'sam@example.com',
      message: 'Happy trails',
    })
  })

  it('CART-009 from the dialog a save answers in place, with the toast for the cart behind it', async () => {
    const jar = new CookieJar()
    const line = await addShoe(jar)
    const result = await postGift(jar, line.id, { to: 'Sam', enhanced: '1' })
    expect(result.response?.status ?? 200).toBe(200)
    expect(result.data).toEqual({ saved: true })
    expect(result.cookies.some((c) => c.startsWith('__toast='))).toBe(true)
    expect((await cartLines(jar))[0]!.gift).toEqual({ to: 'Sam' })
  })

  it('CART-008 a refused gift option shows at its fields with what was typed', async () => {
    const jar = new CookieJar()
    const line = await addShoe(jar)
    const result = await postGift(jar, line.id, { to: '', email: 'sam@example', message: 'x'.repeat(251) })
    expect(result.response?.status).toBe(400)
    const gift = result.data!.reply!
    expect(gift).toMatchObject({ intent: 'gift-option', target: line.id })
    expect(gift.errors).toMatchObject({
      to: 'This field is required',
      email: 'Email is not valid',
      message: 'Value must not be longer than 250 characters',
    })
    expect(gift.values).toMatchObject({ email: 'sam@example' })
  })

  it('CART-008 an unknown intent on the gift page is refused with 400 and saves nothing', async () => {
    const jar = new CookieJar()
    const line = await addShoe(jar)
    const result = await postGift(jar, line.id, { intent: 'gift-wrap', to: 'Sam' })
    expect(result.response?.status).toBe(400)
    expect(await lastItemBodies('PUT', /\/cart\/v1\/cart\/[^/]+\/item$/)).toEqual([])
    expect((await cartLines(jar))[0]!.gift).toBeUndefined()
  })
})

describe('digital gift card from its product page', () => {
  async function addGiftCard(jar: CookieJar, form: Record<string, string>) {
    const result = await runRoute<{ reply?: GiftReply; miniCart?: Record<string, unknown> }>(
      pdpAction,
      post(GIFT_PDP, { intent: 'add-gift-card', productId: 'GC100001', upc: GIFT_50, ...form }, jar),
      { ...L, slugId: GIFT_SLUG },
    )
    jar.store(result.cookies)
    return result
  }

  it('CART-008 CART-016 adding a digital gift card sends isDigitalProduct:true in its gift options, with the custom amount', async () => {
    const jar = new CookieJar()
    const result = await addGiftCard(jar, {
      to: 'Sam',
      email: 'sam@example.com',
      message: 'Enjoy',
      customAmount: '75',
    })
    expect(result.response?.status).toBe(303)
    const adds = (await capturedRequests()).filter(
      (r) => r.method === 'POST' && /\/cart\/v1\/(cart|cartWithItem|item)$/.test(r.path),
    )
    const items = (adds.at(-1)!.body as { items: Record<string, unknown>[] }).items
    expect(items[0]).toMatchObject({
      productId: 'GC100001',
      upc: GIFT_50,
      customAmount: 75,
      giftOptions: { to: 'Sam', email: 'sam@example.com', message: 'Enjoy', isDigitalProduct: true },
    })
    const [line] = await cartLines(jar)
    expect(line).toMatchObject({ customAmount: 75, gift: { to: 'Sam', email: 'sam@example.com' } })
  })

  it('CART-008 the recipient email is required for a digital card and the amount must be in range', async () => {
    const jar = new CookieJar()
    const result = await addGiftCard(jar, { to: 'Sam', email: '', customAmount: '5' })
    expect(result.response?.status).toBe(400)
    expect(result.data!.reply).toMatchObject({ intent: 'add-gift-card' })
    expect(result.data!.reply!.errors).toMatchObject({
      email: 'This field is required',
      customAmount: 'Value must be at least 10',
    })
    expect(result.data!.reply!.values).toMatchObject({ to: 'Sam', customAmount: '5' })
    expect(await cartLines(jar)).toEqual([])
  })

  it('CART-008 CART-016 the own amount alone buys the card: priced at that amount, no preset size shown', async () => {
    const jar = new CookieJar()
    const result = await runRoute<{ miniCart?: { item: { price: number; variants: unknown[] } } }>(
      pdpAction,
      post(
        GIFT_PDP,
        {
          intent: 'add-gift-card',
          productId: 'GC100001',
          to: 'Sam',
          email: 'sam@example.com',
          customAmount: '40',
          enhanced: '1',
        },
        jar,
      ),
      { ...L, slugId: GIFT_SLUG },
    )
    jar.store(result.cookies)
    expect(result.data!.miniCart!.item).toMatchObject({ price: 40 })
    // Neither a preset size nor its format as a colour ("Color: Digital"): the price is the amount.
    expect(result.data!.miniCart!.item.variants).toEqual([])
    const [line] = await cartLines(jar)
    expect(line).toMatchObject({ customAmount: 40, price: { amount: 40 } })
    expect(line!.variants).toEqual([])
  })

  it('CART-008 CART-016 two cards of one design for their own amounts and recipients are two lines, each as added', async () => {
    const jar = new CookieJar()
    const add = async (customAmount: string, to: string) => {
      const result = await runRoute<{ miniCart?: { item: { price: number } } }>(
        pdpAction,
        post(
          GIFT_PDP,
          {
            intent: 'add-gift-card',
            productId: 'GC100001',
            to,
            email: `${to.toLowerCase()}@example.com`,
            customAmount,
            enhanced: '1',
          },
          jar,
        ),
        { ...L, slugId: GIFT_SLUG },
      )
      jar.store(result.cookies)
      return result.data!.miniCart!.item
    }
    expect(await add('40', 'Sam')).toMatchObject({ price: 40 })
    // The mini cart shows the card just added, not the first line of its design.
    expect(await add('75', 'Alex')).toMatchObject({ price: 75 })
    const lines = await cartLines(jar)
    expect(lines.map((line) => [line.customAmount, (line.gift as { to: string }).to])).toEqual([
      [40, 'Sam'],
      [75, 'Alex'],
    ])
  })

  it('CART-008 with neither a preset nor an own amount, the amount is asked for and nothing is added', async () => {
    const jar = new CookieJar()
    const result = await runRoute<{ reply?: GiftReply }>(
      pdpAction,
      post(
        GIFT_PDP,
        { intent: 'add-gift-card', productId: 'GC100001', to: 'Sam', email: 'sam@example.com' },
        jar,
      ),
      { ...L, slugId: GIFT_SLUG },
    )
    expect(result.response?.status).toBe(400)
    expect(result.data!.reply!.errors).toMatchObject({ upc: 'Please select an amount' })
    expect(await cartLines(jar)).toEqual([])
  })

  it('CART-025 with JavaScript the gift card add answers with the mini cart', async () => {
    const jar = new CookieJar()
    const result = await addGiftCard(jar, { to: 'Sam', email: 'sam@example.com', enhanced: '1' })
    expect(result.data!.miniCart).toMatchObject({ totalItems: 1, item: { name: GIFT_CARD.name, price: 50 } })
  })
})
