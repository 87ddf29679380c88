import { expect, test, type APIRequestContext } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { categoryPath, homePath } from '#app/domain/paths/paths.ts'

/**
 * The decision engine hears of each page a shopper opens (PERS-030, PERS-032, PERS-035; decision 039):
 * the storefront sends the events from the server, so the journey records them with or without
 * JavaScript. What the engine got is read from the emulator's request log.
 */

interface DecideBody {
  customerId: string
  channel: string
  id: string
  events: { type: string; [field: string]: unknown }[]
}

async function decideBodies(request: APIRequestContext): Promise<DecideBody[]> {
  const calls = (await (await request.get(`${EMULATOR_URL}/__emulator/requests`)).json()) as {
    path: string
    body: unknown
  }[]
  return calls
    .filter((c) => c.path.endsWith('/api/engine/v1/decide/outdoor'))
    .map((c) => c.body as DecideBody)
}

/** The page-level events the engine received, as `type:detail` strings, in order. */
async function pageEvents(request: APIRequestContext): Promise<string[]> {
  return (await decideBodies(request)).flatMap((body) =>
    body.events.flatMap((event) => {
      if (event.type === 'page-view') return [`page-view:${String(event.pageType)}`]
      if (event.type === 'product-detail-view') return [`product-detail-view:${String(event.productId)}`]
      return []
    }),
  )
}

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

test('PERS-030 PERS-032 PERS-035 home, a category and a product each send their events to the decision engine', async ({
  page,
  request,
}) => {
  await page.goto(homePath('en-us'))
  await expect(page.getByRole('main')).toBeVisible()
  await expect.poll(() => pageEvents(request)).toEqual(['page-view:Home'])
  await expectAccessible(page)

  await page.goto(categoryPath('en-us', 'running-shoes-1010'))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect.poll(() => pageEvents(request)).toEqual(['page-view:Home', 'page-view:PLP'])

  await page.getByRole('link', { name: 'Tempo Trail Runner', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Tempo Trail Runner', exact: true })).toBeVisible()
  await expect
    .poll(() => pageEvents(request))
    .toEqual([
      'page-view:Home',
      'page-view:PLP',
      'page-view:PDP',
      expect.stringMatching(/^product-detail-view:RS100001/),
    ])
  await expectAccessible(page)

  const bodies = await decideBodies(request)
  // Every call has the body the engine needs (PERS-030), for one customer through the journey.
  for (const body of bodies) {
    expect(Object.keys(body).sort()).toEqual(['channel', 'customerId', 'events', 'id'])
    expect(body.channel).toBe('ECOMM')
  }
  expect(new Set(bodies.map((b) => b.customerId)).size).toBe(1)
  const listing = bodies[1]!.events.find((e) => e.type === 'page-view')!
  expect(listing.categories).toContain('1010')
})
