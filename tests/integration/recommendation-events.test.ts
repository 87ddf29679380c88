import { beforeEach, describe, expect, it, vi } from 'vitest'
import { getShopper } from '#app/context.server.ts'
import { beaconHandlers } from '#app/features/personalisation/beacon.server.ts'
import {
  recClickHandler,
  recImpressionHandler,
  RecClickEventSchema,
  RecImpressionEventSchema,
} from '#app/features/recommendations/events.server.ts'
import type { ProductUpsellBlock } from '#app/blocks/product-upsell/schema.ts'
import { visibleUpsellItems } from '#app/domain/content/upsell.ts'
import { loader as contentLoader } from '#app/routes/content-page.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { capturedRequests, injectFault, type Captured } from '#tests/helpers/emulator.ts'
import { get, runRoute, type RouteResult } from '#tests/helpers/route.ts'

// Personalisation consent (PERS-001), switched per test: the consent feature decides it for real.
const consent = vi.hoisted(() => ({ allowed: true }))
vi.mock('#app/features/consent/consent.server.ts', () => ({
  consentAllows: () => consent.allowed,
  personalisationAllowed: () => consent.allowed,
}))

beforeEach(() => {
  consent.allowed = true
})

const EVENTS = '/personalization/v1/recommendations/events'
type Shopper = ReturnType<typeof getShopper>
type PdpData = Awaited<ReturnType<typeof pdpLoader>>
/** The product page's upsell block as the document renders it (a static block is kept for it). */
const upsellOf = (result: RouteResult<PdpData>) =>
  result
    .blocks(result.data!.content!.components)
    .find((b) => b.type === 'productUpsell') as ProductUpsellBlock
type ContentData = { page: { components: { type: string; widgetId?: string }[] } }

const sent = async () => (await capturedRequests()).filter((r) => r.method === 'POST' && r.path === EVENTS)
const bodyOf = (r: Captured) => r.body as { event: string; widgetId?: string; products?: { id: string }[] }

/** Runs `fn` with the shopper of a request, the way a loader or the beacon endpoint would. */
async function withShopper(fn: (shopper: Shopper) => Promise<void>) {
  await runRoute(
    ({ context }: { context: Parameters<typeof getShopper>[0] }) => fn(getShopper(context)),
    get('/en-us'),
    { locale: 'en-us' },
  )
}

describe('upsell on the product page', () => {
  it('CAT-033 CAT-034 one inventory call per upsell item; the sold-out one is absent, the first 3 in stock shown', async () => {
    const result = await runRoute<PdpData>(pdpLoader, get('/en-us/p/hearth-down-parka-JK100002'), {
      locale: 'en-us',
      slugId: 'hearth-down-parka-JK100002',
    })
    const upsell = upsellOf(result)
    expect(upsell.items.map((item) => [item.id, item.productInventoryState])).toEqual([
      ['FL100001', 'InStock'],
      ['AC100009', 'OutOfStock'],
      ['AC100003', 'InStock'],
      ['HB100002', 'InStock'],
      ['FL100002', 'InStock'],
    ])
    expect(visibleUpsellItems(upsell).map((item) => item.name)).toEqual([
      'Basecamp Grid Fleece',
      'Merino Cuff Beanie',
      'Alpine Ridge GTX',
    ])
    const inventoryCalls = (await capturedRequests())
      .map((r) => /^\/products\/v2\/products\/([^/]+)\/inventory$/.exec(r.path)?.[1])
      .filter((id) => id && id !== 'JK100002')
    expect(inventoryCalls.sort()).toEqual(['AC100003', 'AC100009', 'FL100001', 'FL100002', 'HB100002'])
  })

  it('CAT-033 an item whose inventory call fails is kept, and the page stands', async () => {
    await injectFault({ path: '/products/v2/products/FL100001/inventory$', status: 503 })
    const result = await runRoute<PdpData>(pdpLoader, get('/en-us/p/hearth-down-parka-JK100002'), {
      locale: 'en-us',
      slugId: 'hearth-down-parka-JK100002',
    })
    expect(result.status).toBe(200)
    const upsell = upsellOf(result)
    expect(upsell.items[0]).toMatchObject({ id: 'FL100001', productInventoryState: 'InStock' })
  })
})

describe('recommendation impressions sent by the server', () => {
  async function gallery() {
    const result = await runRoute<ContentData>(contentLoader, get('/en-us/block-gallery'), {
      locale: 'en-us',
      '*': 'block-gallery',
    })
    expect(result.status).toBe(200)
    return result.data!
  }

  it('CAT-029 CONST-025 a page view sends one impression per recommendations block, none for Control', async () => {
    await gallery()
    await vi.waitFor(async () => expect(await sent()).toHaveLength(2))
    const bodies = (await sent()).map(bodyOf)
    expect(bodies.map((b) => b.widgetId).sort()).toEqual(['home-top-rated', 'home-trending'])
    for (const body of bodies) {
      expect(body.event).toBe('impressions')
      expect(body.products!.length).toBeGreaterThan(0)
      expect(body.products!.length).toBeLessThanOrEqual(24)
    }
    // home-for-you answers Control: its block is shown, its impression is not sent.
    const widgets = (await capturedRequests())
      .filter((r) => r.path === '/products/v1/widgetRecommendations')
      .map((r) => r.query.widgetId)
    expect(widgets).toContain('home-for-you')
    // A second page view, a second set.
    await gallery()
    await vi.waitFor(async () => expect(await sent()).toHaveLength(4))
  })

  it('CAT-029 PERS-001 no impression without personalisation consent', async () => {
    consent.allowed = false
    await gallery()
    // The widgets were asked (the blocks show); a further call of the page settles any pending event.
    await gallery()
    expect(await sent()).toEqual([])
  })

  it('CAT-029 a failing event call never fails the page', async () => {
    await injectFault({ path: `${EVENTS}$`, status: 500 })
    await gallery()
    await vi.waitFor(async () => expect(await sent()).toHaveLength(2))
  })
})

describe('beacon handlers', () => {
  it('CAT-030 the rec-click handler forwards recClicks with the recToken', async () => {
    expect(beaconHandlers.map((h) => h.type)).toEqual(expect.arrayContaining(['rec-impression', 'rec-click']))
    const event = RecClickEventSchema.parse({
      type: 'rec-click',
      widgetId: 'pdp-similar',
      productId: 'RS100002',
      recToken: 'pdp-similar:RS100001:1:RS100002',
    })
    await withShopper((shopper) => recClickHandler.handle(shopper, event))
    const [call] = await sent()
    expect(call?.body).toEqual({
      event: 'recClicks',
      widgetId: 'pdp-similar',
      productId: 'RS100002',
      recToken: 'pdp-similar:RS100001:1:RS100002',
    })
    expect(RecClickEventSchema.safeParse({ type: 'rec-click', productId: 'RS100002' }).success).toBe(false)
  })

  it('CAT-029 CONST-025 the rec-impression handler forwards at most 24 products, nothing for Control', async () => {
    const ids = Array.from({ length: 30 }, (_, i) => `RS1000${String(i).padStart(2, '0')}`)
    const event = RecImpressionEventSchema.parse({
      type: 'rec-impression',
      widgetId: 'pdp-similar',
      productIds: ids,
    })
    expect(event.productIds).toHaveLength(24)
    await withShopper((shopper) => recImpressionHandler.handle(shopper, event))
    await withShopper((shopper) =>
      recImpressionHandler.handle(shopper, { ...event, widgetId: 'home-for-you', decision: 'Control' }),
    )
    const calls = await sent()
    expect(calls).toHaveLength(1)
    expect(bodyOf(calls[0]!).products).toEqual(ids.slice(0, 24).map((id) => ({ id })))
  })

  it('CAT-030 PERS-001 no click is forwarded without personalisation consent', async () => {
    consent.allowed = false
    await withShopper((shopper) =>
      recClickHandler.handle(shopper, { type: 'rec-click', productId: 'RS100002', recToken: 't' }),
    )
    expect(await sent()).toEqual([])
  })
})
