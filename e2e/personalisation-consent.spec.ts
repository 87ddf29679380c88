import { expect, test, type APIRequestContext } from './test.ts'
import { EMULATOR_URL, expectAccessible, resetEmulator } from './helpers.ts'
import { homePath } from '#app/domain/paths/paths.ts'
import { expectedVariation, HOME_HERO_EYEBROW } from '#tests/helpers/experiments.ts'

/**
 * PERS-001 end to end, with the shipped datafile and the emulator only: an EMEA visitor who has not
 * allowed targeting causes no decision, experiment, customer-data or recommendation-tracking call; once
 * they accept, the home page is decided on the server for their visitor id, the exposure is batched to
 * the log endpoint, the decision engine receives the page's events and the customer-data platform a
 * page view.
 */
const HOME = homePath('en-gb')
const PERSONALISATION_CALLS =
  /^\/(decision\/api\/engine\/v1\/decide\/|logx\/v1\/events$|cdp\/|personalization\/v1\/recommendations\/events$)/

test.beforeEach(async ({ request }) => {
  await resetEmulator(request)
})

interface CapturedCall {
  path: string
  body?: { visitors?: { snapshots?: { events?: { timestamp?: number }[] }[] }[] }
}

/**
 * The personalisation calls the emulator received. A batch of experiment events counts only when it
 * holds an event from `since` on: the storefront sends its batches a second after the events, so the
 * previous test's last batch can arrive after this test's reset.
 */
async function personalisationCalls(request: APIRequestContext, since: number): Promise<string[]> {
  const captured = (await (await request.get(`${EMULATOR_URL}/__emulator/requests`)).json()) as CapturedCall[]
  const ours = (call: CapturedCall) =>
    call.path !== '/logx/v1/events' ||
    (call.body?.visitors ?? []).some((visitor) =>
      (visitor.snapshots ?? []).some((snapshot) =>
        (snapshot.events ?? []).some((event) => (event.timestamp ?? since) >= since),
      ),
    )
  return captured
    .filter((call) => PERSONALISATION_CALLS.test(call.path) && ours(call))
    .map((call) => call.path)
}

test('PERS-001 PLAT-042 without consent nothing is decided or sent; after “Accept all” the home page is personalised on the server', async ({
  page,
  request,
}) => {
  const since = Date.now()
  await page.goto(HOME)
  const banner = page.getByRole('region', { name: 'Cookies on this site' })
  await expect(banner).toBeVisible()
  await expectAccessible(page)
  // A second page as well: browsing without consent stays untracked.
  await page.goto(`${HOME}/c/running-shoes-1010`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await personalisationCalls(request, since)).toEqual([])
  expect((await page.context().cookies()).map((c) => c.name)).not.toContain('vuid')

  await banner.getByRole('button', { name: 'Accept all' }).click()
  await expect(page.getByText('Your cookie choice is saved.')).toBeVisible()
  const response = await page.goto(HOME)
  const vuid = (await page.context().cookies()).find((c) => c.name === 'vuid')?.value
  expect(vuid).toMatch(/^vuid_[0-9a-f]{27}$/)
  // The bucketed hero is in the document the server sent.
  const variation = (await expectedVariation(vuid!)) as keyof typeof HOME_HERO_EYEBROW
  expect(await response!.text()).toContain(HOME_HERO_EYEBROW[variation])
  await expect
    .poll(async () => new Set(await personalisationCalls(request, since)))
    .toEqual(
      new Set([
        '/decision/api/engine/v1/decide/outdoor',
        '/logx/v1/events',
        '/cdp/v3/graphql',
        '/cdp/v2/zaius.gif',
      ]),
    )
})
