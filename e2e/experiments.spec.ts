import { expect, test, type Page } from './test.ts'
import { expectAccessible, resetEmulator } from './helpers.ts'
import { emulatorRequests } from './emulator-log.ts'
import { cartPath, homePath } from '#app/domain/paths/paths.ts'
import { PENDING_STORE_KEY } from '#app/domain/tracking/beacon-queue.ts'
import { expectedVariation, HOME_HERO_EYEBROW } from '#tests/helpers/experiments.ts'

/**
 * Experiments decided on the server (decision 038): the home hero is an experiment of the shipped
 * datafile. The visitor's bucket is in the first response, with or without JavaScript; the SDK's
 * exposure and the browser's conversions reach the provider's log endpoint (the emulator's).
 */
const HOME = homePath('en-us')

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

interface LoggedEvent {
  visitor: string
  key?: string
  decision?: { experiment_id: string; variation_id: string }
}

/** What the log endpoint received, one entry per snapshot event or decision. */
async function logged(): Promise<LoggedEvent[]> {
  const requests = await emulatorRequests<{
    visitors: {
      visitor_id: string
      snapshots: { decisions?: LoggedEvent['decision'][]; events: { key: string }[] }[]
    }[]
  }>()
  return requests
    .filter((r) => r.method === 'POST' && r.path === '/logx/v1/events')
    .flatMap((r) =>
      r.body.visitors.flatMap((v) =>
        v.snapshots.flatMap((s) => [
          ...(s.decisions ?? []).map((decision) => ({ visitor: v.visitor_id, decision })),
          ...s.events.map((e) => ({ visitor: v.visitor_id, key: e.key })),
        ]),
      ),
    )
}

async function visitorId(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vuid')
  expect(cookie, 'the visitor id cookie').toBeDefined()
  return cookie!.value
}

/** The hero's experiment impression is in the dataLayer: the page's experiment code has run. */
async function impressions(page: Page) {
  return page.evaluate(() =>
    (window.dataLayer ?? []).filter(
      (entry) => (entry as { event?: unknown } | null)?.event === 'experiment_impression',
    ),
  )
}

test('CMS-079 PERS-072 the first response shows the hero of the visitor’s bucket, and the exposure reaches the log endpoint', async ({
  page,
}) => {
  const response = await page.goto(HOME)
  const id = await visitorId(page)
  expect(id).toMatch(/^vuid_[0-9a-f]{27}$/)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'vuid')!
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax' })

  const variation = (await expectedVariation(id)) as keyof typeof HOME_HERO_EYEBROW
  const other = variation === 'trail' ? 'Baseline' : 'trail'
  // The document as the server sent it, before any script ran.
  const html = await response!.text()
  expect(html).toContain(HOME_HERO_EYEBROW[variation])
  expect(html).not.toContain(HOME_HERO_EYEBROW[other])
  await expect(page.getByRole('heading', { level: 1, name: 'Go further this spring' })).toBeVisible()
  await expect(page.getByText(HOME_HERO_EYEBROW[variation], { exact: true })).toBeVisible()
  await expectAccessible(page)

  // The SDK's exposure for this visitor, batched and sent within its flush interval.
  await expect
    .poll(async () => (await logged()).filter((e) => e.visitor === id && e.decision))
    .toEqual([{ visitor: id, decision: expect.objectContaining({ experiment_id: '50000000001' }) }])

  // The same visitor, the same hero.
  const again = await page.reload()
  expect(await again!.text()).toContain(HOME_HERO_EYEBROW[variation])
  expect(await visitorId(page)).toBe(id)
})

test('PERS-042 the dataLayer gets the experiment impression once per page view @js-only', async ({
  page,
}) => {
  await page.goto(HOME)
  const id = await visitorId(page)
  const variation = await expectedVariation(id)
  await expect.poll(() => impressions(page)).toHaveLength(1)
  expect((await impressions(page))[0]).toEqual({
    event: 'experiment_impression',
    experience_id: 'home-hero',
    experience_name: 'home_hero_copy',
    experience_label: 'home-hero',
    variant_label: variation,
    actionId: variation === 'trail' ? 'trail' : 'baseline',
    component: 'heroBanner',
    items: ['home-hero'],
  })
})

test('PERS-068 a conversion still queued when the page is left goes by sendBeacon @js-only', async ({
  page,
}) => {
  // Records each beacon (in this origin's storage, which outlives the page) before sending it.
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator)
    navigator.sendBeacon = (url, data) => {
      const calls = JSON.parse(localStorage.getItem('test.beacons') ?? '[]') as string[]
      localStorage.setItem('test.beacons', JSON.stringify([...calls, String(url)]))
      return send(url, data)
    }
  })
  await page.goto(HOME)
  const id = await visitorId(page)
  await expect.poll(() => impressions(page)).toHaveLength(1)
  await page.getByRole('link', { name: 'Shop footwear' }).click()
  // Leaving at once: the queued conversion has not been sent by its timer yet.
  await page.goto(cartPath('en-us'))
  const beacons = await page.evaluate(
    () => JSON.parse(localStorage.getItem('test.beacons') ?? '[]') as string[],
  )
  expect(beacons.map((url) => new URL(url, 'http://x').pathname)).toEqual(['/en-us/api/beacon'])
  await expect
    .poll(async () => (await logged()).filter((e) => e.visitor === id && e.key === 'home_hero_click'))
    .toHaveLength(1)
})

test('PERS-069 events the endpoint refused wait in localStorage and are sent, then removed, on a later page @js-only', async ({
  page,
}) => {
  await page.route('**/api/beacon', (route) => route.fulfill({ status: 503 }))
  await page.goto(HOME)
  const id = await visitorId(page)
  await expect.poll(() => impressions(page)).toHaveLength(1)
  await page.getByRole('link', { name: 'Shop footwear' }).click()
  const pending = () =>
    page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? '[]') as { event: { eventKey?: string } }[],
      PENDING_STORE_KEY,
    )
  await expect
    .poll(async () => (await pending()).map((entry) => entry.event.eventKey))
    .toEqual(['home_hero_click'])
  expect((await logged()).filter((e) => e.key === 'home_hero_click')).toEqual([])

  await page.unroute('**/api/beacon')
  await page.goto(HOME)
  await expect.poll(pending).toEqual([])
  await expect
    .poll(async () => (await logged()).filter((e) => e.visitor === id && e.key === 'home_hero_click'))
    .toHaveLength(1)
})
