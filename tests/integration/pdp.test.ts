import { describe, expect, it } from 'vitest'
import { action as pdpAction, loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as sizeChartLoader } from '#app/routes/pdp-size-chart.tsx'
import type { FormReply } from '#app/domain/errors/form-reply.ts'
import { findProduct } from '#mocks/catalog/seed/catalog.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { CookieJar, get, post, runRoute, toastOf } from '#tests/helpers/route.ts'

type PdpData = Awaited<ReturnType<typeof pdpLoader>>
type ActionData = { reply: FormReply }

const SLUG_ID = 'tempo-trail-runner-RS100001'
const PDP = `/en-us/p/${SLUG_ID}`
const L = { locale: 'en-us', slugId: SLUG_ID }
const SIZE_11_SOLD_OUT = '846121001089'

async function productPage(query = '', params = L) {
  const result = await runRoute<PdpData>(pdpLoader, get(`${PDP}${query}`), params)
  return result
}

async function notifications() {
  const response = await fetch('http://emulator.test/__emulator/notifications')
  return (await response.json()) as { productId: string; upc: string; email: string }[]
}

describe('product page loader', () => {
  it('CAT-001 CAT-003 reads details and inventory, colour and size from the query', async () => {
    const { status, data } = await productPage('?color=001&size=10')
    expect(status).toBe(200)
    expect(data!.product.name).toBe('Tempo Trail Runner')
    expect(data!.color.code).toBe('001')
    expect(data!.selected).toMatchObject({ label: '10', quantity: 2, level: 'low-stock', available: true })
    expect(data!.sizes.find((s) => s.label === '11')).toMatchObject({
      quantity: 0,
      level: 'out-of-stock',
      available: false,
    })
    expect(data!.sizes.find((s) => s.label === '9')).toMatchObject({ quantity: 25, level: 'in-stock' })
    // The chosen colour's sizes are worked out: the page's data carries no variant list, nor its UPCs twice.
    expect(data!.product).not.toHaveProperty('variants')
    expect(data!.product).not.toHaveProperty('sizes')
    expect(data!.product.colors.map((c) => c.code)).toContain('001')
    const calls = (await capturedRequests()).filter((r) => r.path.includes('/products/v2/products/RS100001'))
    expect(calls.map((c) => c.path).sort()).toEqual(
      expect.arrayContaining([
        '/products/v2/products/RS100001/details',
        '/products/v2/products/RS100001/inventory',
      ]),
    )
    // Details and inventory are read once each for the document.
    expect(calls.filter((c) => c.path.endsWith('/details'))).toHaveLength(1)
  })

  it('a French shopper reads each size in French notation, the URL keeping the catalogue value', async () => {
    const { data } = await runRoute<PdpData>(pdpLoader, get(`/fr-fr/p/${SLUG_ID}?size=9.5`), {
      locale: 'fr-fr',
      slugId: SLUG_ID,
    })
    expect(data!.selected).toMatchObject({ label: '9.5', text: '9,5' })
    expect(data!.sizes.find((s) => s.label === '10')).toMatchObject({ text: '10' })
    const english = await productPage('?size=9.5')
    expect(english.data!.selected).toMatchObject({ label: '9.5', text: '9.5' })
  })

  it('ignores a colour or size the product does not have', async () => {
    const { status, data } = await productPage('?color=999&size=<script>')
    expect(status).toBe(200)
    expect(data!.color.code).toBe(data!.product.colors[0]!.code)
    expect(data!.selected).toBeNull()
  })

  it('a size out of stock chosen in the URL is selected but not available', async () => {
    const { data } = await productPage('?color=001&size=11')
    expect(data!.selected).toMatchObject({ label: '11', available: false, level: 'out-of-stock' })
  })

  it('CAT-001 an unknown product is a 404', async () => {
    const { status } = await runRoute(pdpLoader, get('/en-us/p/nothing-RS999999'), {
      locale: 'en-us',
      slugId: 'nothing-RS999999',
    })
    expect(status).toBe(404)
  })

  it('a failed inventory call leaves the page up with the stock unknown', async () => {
    await injectFault({ path: '/inventory$', status: 503 })
    const { status, data } = await productPage('?color=001&size=10')
    expect(status).toBe(200)
    expect(data!.selected).toMatchObject({ level: 'unknown', available: true })
  })

  it('emits BreadcrumbList structured data for the category path', async () => {
    const { data, documentValue } = await productPage()
    // In the document once, in its script: the page's data carries its version only (decision 086).
    expect(data!.breadcrumbJsonLd).toEqual({ version: expect.any(String) })
    expect(data!.jsonLd).toEqual({ version: expect.any(String) })
    expect(JSON.parse(documentValue(data!.breadcrumbJsonLd)!)).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home', item: 'http://localhost:3000/en-us' },
        { position: 2, name: 'Footwear', item: 'http://localhost:3000/en-us/c/footwear-1000' },
        { position: 3, name: 'Running Shoes', item: 'http://localhost:3000/en-us/c/running-shoes-1010' },
        { position: 4, name: 'Tempo Trail Runner', item: `http://localhost:3000${PDP}` },
      ],
    })
  })

  it('names the trail’s home in the page’s language, as the listing’s trail does', async () => {
    const path = PDP.replace('/en-us/', '/fr-fr/')
    const { data, documentValue } = await runRoute<PdpData>(pdpLoader, get(path), { ...L, locale: 'fr-fr' })
    const trail = JSON.parse(documentValue(data!.breadcrumbJsonLd)!) as {
      itemListElement: { name: string }[]
    }
    expect(trail.itemListElement[0]).toMatchObject({ position: 1, name: 'Accueil' })
  })
})

describe('product sets', () => {
  it('CAT-007 CAT-008 loads the set of the product with the other members', async () => {
    const { data } = await productPage()
    // Deferred: the page does not wait for the set's members.
    expect(data!.productSet).toBeInstanceOf(Promise)
    const set = await data!.productSet
    expect(set).toMatchObject({ id: 'PS100002', name: 'Trail Running Kit' })
    expect(set!.products.map((p) => p.id)).toEqual(['AC100006', 'AC100001'])
    expect(set!.products[0]!.sizes.length).toBeGreaterThan(1)
    // Each member as its card shows it, not the whole product (its description, every picture).
    expect(Object.keys(set!.products[0]!).sort()).toEqual(['id', 'image', 'name', 'price', 'sizes', 'url'])
    // Shoppers without JavaScript get a link to the page with the set in it.
    expect(data!.setLink).toEqual({
      name: 'Trail Running Kit',
      href: `${PDP}?set=1#product-set`,
    })
  })

  it('CAT-007 CAT-008 a URL that asks for the set has its members in the document, not deferred', async () => {
    const { data } = await productPage('?color=001&set=1')
    expect(data!.productSet).not.toBeInstanceOf(Promise)
    expect(data!.productSet).toMatchObject({ name: 'Trail Running Kit' })
  })

  it('CAT-007 a failing set call never fails the page', async () => {
    await injectFault({ path: '/productSets$', status: 500 })
    const { status, data } = await productPage()
    expect(status).toBe(200)
    expect(await data!.productSet).toBeNull()
    expect(data!.setLink).toBeNull()

    await injectFault({ path: '/productSet$', status: 500 })
    const members = await productPage('?set=1')
    expect(members.status).toBe(200)
    expect(members.data!.productSet).toBeNull()
  })

  it('CAT-007 a product in no set has none', async () => {
    const slugId = 'cloudline-daily-trainer-RS100003'
    const { data } = await runRoute<PdpData>(pdpLoader, get(`/en-us/p/${slugId}`), {
      locale: 'en-us',
      slugId,
    })
    expect(data!.productSet).toBeNull()
    expect(data!.setLink).toBeNull()
  })
})

describe('notify me', () => {
  const notify = (form: Record<string, string>) =>
    runRoute<ActionData>(pdpAction, post(`${PDP}?color=001&size=11`, { intent: 'notify-me', ...form }), L)

  it('CAT-011 registers a back-in-stock notification and redirects back with a toast', async () => {
    const result = await notify({ upc: SIZE_11_SOLD_OUT, email: 'pat@example.com' })
    expect(result.status).toBe(303)
    expect(result.response!.headers.get('Location')).toBe(`${PDP}?color=001&size=11`)
    expect(toastOf(result.cookies)).toMatchObject({
      type: 'success',
      title: 'We will email you when size 11 is back in stock.',
    })
    const put = (await capturedRequests()).find((r) => r.path === '/products/v1/notifications')
    expect(put).toMatchObject({
      method: 'PUT',
      body: { type: 'BackInStock', productId: 'RS100001', upc: SIZE_11_SOLD_OUT, email: 'pat@example.com' },
    })
    expect(await notifications()).toEqual([
      expect.objectContaining({ productId: 'RS100001', upc: SIZE_11_SOLD_OUT, email: 'pat@example.com' }),
    ])
  })

  it('VAL-002 a bad email is a 400 with the message at the field, the typed value kept, nothing sent', async () => {
    const result = await notify({ upc: SIZE_11_SOLD_OUT, email: 'pat@example' })
    expect(result.status).toBe(400)
    const body = (await result.response!.json()) as ActionData
    expect(body.reply).toEqual({
      intent: 'notify-me',
      errors: { email: 'Email is not valid' },
      values: { email: 'pat@example', upc: SIZE_11_SOLD_OUT },
    })
    const missing = await notify({ upc: SIZE_11_SOLD_OUT, email: '' })
    expect(((await missing.response!.json()) as ActionData).reply.errors.email).toBe('This field is required')
    expect((await capturedRequests()).some((r) => r.path === '/products/v1/notifications')).toBe(false)
  })

  it('a size that is not a variant of the product is refused at the size field', async () => {
    const result = await notify({ upc: '000000000000', email: 'pat@example.com' })
    expect(result.status).toBe(400)
    const body = (await result.response!.json()) as ActionData
    expect(body.reply).toMatchObject({
      intent: 'notify-me',
      errors: { upc: 'Please select a size' },
      values: { email: 'pat@example.com', upc: '000000000000' },
    })
  })

  it('an upstream failure shows its message in an error toast', async () => {
    await injectFault({ path: '/products/v1/notifications', status: 503 })
    const result = await notify({ upc: SIZE_11_SOLD_OUT, email: 'pat@example.com' })
    expect(result.status).toBe(303)
    expect(toastOf(result.cookies)).toMatchObject({ type: 'error' })
  })
})

describe('the product page action', () => {
  it('CAT-011 CAT-005 an unknown or missing intent is refused with 400, and nothing is sent', async () => {
    for (const form of [{ intent: 'delete-product' }, { intent: 'notify' }, {}] as Record<string, string>[]) {
      const result = await runRoute(pdpAction, post(PDP, { upc: SIZE_11_SOLD_OUT, ...form }), L)
      expect(result.status, JSON.stringify(form)).toBe(400)
    }
    const sent = (await capturedRequests()).filter((r) => r.method !== 'GET')
    expect(sent.map((r) => r.path)).not.toContain('/products/v1/notifications')
  })

  it('an unknown product is a 404 whatever the intent', async () => {
    const result = await runRoute(pdpAction, post('/en-us/p/nothing', { intent: 'notify-me' }), {
      locale: 'en-us',
      slugId: 'nothing',
    })
    expect(result.status).toBe(404)
  })
})

describe('digital gift card refusals', () => {
  const GIFT_SLUG = 'ridgeline-digital-gift-card-GC100001'
  const GIFT_50 = findProduct('GC100001')!.variants.find((v) => v.size === '50')!.upc
  const addGiftCard = (form: Record<string, string>) =>
    runRoute<ActionData>(
      pdpAction,
      post(
        `/en-us/p/${GIFT_SLUG}?color=000&size=50`,
        { intent: 'add-gift-card', productId: 'GC100001', ...form },
        new CookieJar(),
      ),
      { locale: 'en-us', slugId: GIFT_SLUG },
    )

  it('CART-008 bad input is a 400 FormReply: messages at their fields, what was typed kept', async () => {
    const result = await addGiftCard({
      upc: GIFT_50,
      to: 'Sam',
      email: 'sam@example',
      customAmount: '5',
      message: 'Hi',
    })
    expect(result.status).toBe(400)
    expect(((await result.response!.json()) as ActionData).reply).toEqual({
      intent: 'add-gift-card',
      errors: { email: 'Email is not valid', customAmount: 'Value must be at least 10' },
      values: { customAmount: '5', to: 'Sam', email: 'sam@example', message: 'Hi' },
    })
  })

  it("CART-008 an amount that is not one of the card's is refused at the top, the text kept", async () => {
    const result = await addGiftCard({ upc: '000000000000', to: 'Sam', email: 'sam@example.com' })
    expect(result.status).toBe(400)
    expect(((await result.response!.json()) as ActionData).reply).toMatchObject({
      intent: 'add-gift-card',
      errors: { upc: 'Please select an amount' },
      values: { to: 'Sam', email: 'sam@example.com' },
    })
  })

  it('CART-008 an upstream refusal is the message for the form, the text kept', async () => {
    await injectFault({
      path: '/cart/v1/(cart|cartWithItem|item)$',
      method: 'POST',
      status: 400,
      errorId: 'ITEM_OOS',
    })
    const result = await addGiftCard({ upc: GIFT_50, to: 'Sam', email: 'sam@example.com' })
    expect(result.status).toBe(400)
    const reply = ((await result.response!.json()) as ActionData).reply
    expect(reply).toMatchObject({ intent: 'add-gift-card', values: { to: 'Sam', email: 'sam@example.com' } })
    expect(reply.errors.form).toEqual(expect.any(String))
  })
})

describe('size chart page', () => {
  const chartFor = (slugId: string) =>
    runRoute<Awaited<ReturnType<typeof sizeChartLoader>>>(
      sizeChartLoader,
      get(`/en-us/p/${slugId}/size-chart`),
      { locale: 'en-us', slugId },
    )

  it('CAT-039 CAT-040 footwear gets its chart and the foot sizes', async () => {
    const { status, data } = await chartFor(SLUG_ID)
    expect(status).toBe(200)
    expect(data!.chart).toMatchObject({ productType: 'shoes', title: 'Running shoe size chart' })
    expect(data!.chart!.tables[0]!.columns).toEqual(['US', 'UK', 'EU', 'Foot length (cm)'])
    expect(data!.footSizes!.sizes).toContainEqual({ footLengthCm: 28, us: '10', uk: '9', eu: '44' })
    expect(data!.productPath).toBe(PDP)
    const paths = (await capturedRequests()).map((r) => r.path)
    expect(paths).toContain('/fapi/components/size-chart/shoes')
    expect(paths).toContain('/fapi/components/foot-sizes')
  })

  it('CAT-040 apparel has tops and bottoms, and no foot sizes', async () => {
    const { data } = await chartFor('stormbreak-3l-shell-JK100001')
    expect(data!.chart!.tables.map((t) => t.caption)).toEqual(['Tops and jackets', 'Trousers and bottoms'])
    expect(data!.footSizes).toBeNull()
  })

  it('CAT-040 a product type without a chart gets a page that says so', async () => {
    const { status, data } = await chartFor('trailhead-2-backpacking-tent-TP100002')
    expect(status).toBe(200)
    expect(data!.chart).toBeNull()
  })

  it('an unknown product is a 404', async () => {
    expect((await chartFor('nothing-RS999999')).status).toBe(404)
  })
})
