import { afterEach, describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import type { CmsPage } from '#app/domain/content/content.ts'
import type { ExperimentsView } from '#app/domain/tracking/experiment-impression.ts'
import { getShopper } from '#app/context.server.ts'
import { decideExperience } from '#app/features/personalisation/decisions.server.ts'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { closeFlagClient } from '#app/features/personalisation/api/experimentation.server.ts'
import { capturedRequests, injectFault } from '#tests/helpers/emulator.ts'
import { expectedVariation, HOME_HERO_EYEBROW, visitorIdFor } from '#tests/helpers/experiments.ts'
import { CookieJar, get, runRoute } from '#tests/helpers/route.ts'

const consent = vi.hoisted(() => ({ allowed: true }))
vi.mock('#app/features/consent/consent.server.ts', () => ({
  consentAllows: () => consent.allowed,
  personalisationAllowed: () => consent.allowed,
}))

type HomeData = { page: CmsPage; experiments: ExperimentsView }

async function home(jar: CookieJar) {
  const result = await runRoute<HomeData>(homeLoader, get('/en-us', jar), { locale: 'en-us' })
  expect(result.status).toBe(200)
  jar.store(result.cookies)
  const hero = result.blocks(result.data!.page.components).find((block) => block.type === 'heroBanner') as
    | { id: string; eyebrowText?: string }
    | undefined
  return { ...result, hero }
}

function jarWith(visitorId: string) {
  const jar = new CookieJar()
  jar.store([`vuid=${visitorId}; Path=/`])
  return jar
}

async function eventBatches() {
  return (await capturedRequests()).filter((r) => r.method === 'POST' && r.path === '/logx/v1/events')
}

afterEach(async () => {
  consent.allowed = true
  await closeFlagClient()
  for (const key of ['OPTIMIZELY_SDK_KEY', 'OPTIMIZELY_PAGE_WAIT_MS', 'OPTIMIZELY_READY_TIMEOUT_MS'])
    delete process.env[key]
  resetEnvCache()
})

describe('experiments decided in the home loader (decision 038)', () => {
  it('CMS-079 PERS-061 the home hero is the variant the visitor is bucketed into, on the first response', async () => {
    for (const variation of ['Baseline', 'trail'] as const) {
      const visitorId = await visitorIdFor(variation)
      const { hero, data } = await home(jarWith(visitorId))
      expect(hero).toMatchObject({ id: 'home-hero', eyebrowText: HOME_HERO_EYEBROW[variation] })
      expect(data!.page.components.map((block) => block.type)).not.toContain('experience')
    }
  })

  it('CMS-079 the same visitor gets the same variant on every request', async () => {
    const jar = new CookieJar()
    const first = await home(jar)
    const visitorId = jar.get('vuid')!
    const expected = await expectedVariation(visitorId)
    for (let n = 0; n < 3; n += 1) {
      const again = await home(jar)
      expect(again.hero?.eyebrowText).toBe(first.hero?.eyebrowText)
    }
    expect(first.hero?.eyebrowText).toBe(HOME_HERO_EYEBROW[expected as 'Baseline' | 'trail'])
  })

  it('PERS-072 a visitor without an id gets one: vuid_ and 27 hex characters, httpOnly, SameSite=Lax, a year', async () => {
    const result = await home(new CookieJar())
    const cookie = result.cookies.find((c) => c.startsWith('vuid='))!
    expect(cookie).toMatch(/^vuid=vuid_[0-9a-f]{27};/)
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
    expect(cookie).toMatch(/Max-Age=31536000/)
    // A visitor who has one keeps it: no new cookie.
    const jar = jarWith('vuid_0000000000000000000000000a1')
    expect((await home(jar)).cookies.some((c) => c.startsWith('vuid='))).toBe(false)
  })

  it('PERS-066 PERS-042 the decision sends its exposure to the log endpoint and gives the page its impression', async () => {
    const visitorId = await visitorIdFor('trail')
    const { data } = await home(jarWith(visitorId))
    expect(data!.experiments.impressions).toEqual([
      {
        event: 'experiment_impression',
        experience_id: 'home-hero',
        experience_name: 'home_hero_copy',
        experience_label: 'home-hero',
        variant_label: 'trail',
        actionId: 'trail',
        component: 'heroBanner',
        items: ['home-hero'],
      },
    ])
    expect(data!.experiments.conversions).toEqual([
      { eventKey: 'home_hero_click', paths: ['/c/footwear-1000', '/c/apparel-2000'] },
    ])
    await closeFlagClient()
    const [batch] = await eventBatches()
    const body = batch!.body as Record<string, unknown>
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'account_id',
        'project_id',
        'visitors',
        'revision',
        'client_name',
        'client_version',
        'anonymize_ip',
        'enrich_decisions',
      ]),
    )
    const [visitor] = body.visitors as {
      visitor_id: string
      attributes: { key: string; value: unknown }[]
      snapshots: { decisions: { experiment_id: string; variation_id: string }[] }[]
    }[]
    expect(visitor!.visitor_id).toBe(visitorId)
    expect(visitor!.snapshots[0]!.decisions[0]).toMatchObject({
      experiment_id: '50000000001',
      variation_id: '70000000002',
    })
    expect(visitor!.attributes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ key: 'loggedIn', value: false }),
        expect.objectContaining({ key: 'cartEmpty', value: true }),
        expect.objectContaining({ key: 'locale', value: 'en-us' }),
        expect.objectContaining({ key: 'site', value: 'us' }),
      ]),
    )
  })

  it('an experience asked for twice in one request is decided once: one exposure (decision 065)', async () => {
    const visitorId = await visitorIdFor('trail')
    const asked = async ({ context }: { context: Parameters<typeof getShopper>[0] }) => {
      const shopper = getShopper(context)
      return Promise.all([decideExperience(shopper, 'home-hero'), decideExperience(shopper, 'home-hero')])
    }
    const { data } = await runRoute<string[]>(asked as never, get('/en-us', jarWith(visitorId)), {
      locale: 'en-us',
    })
    expect(data).toEqual(['trail', 'trail'])
    await closeFlagClient()
    const decisions = (await eventBatches())
      .flatMap((batch) => (batch.body as { visitors: { snapshots: { decisions?: unknown[] }[] }[] }).visitors)
      .flatMap((visitor) => visitor.snapshots.flatMap((snapshot) => snapshot.decisions ?? []))
    expect(decisions).toHaveLength(1)
  })

  it('PERS-062 with an SDK key the datafile comes from the CDN path keyed by it', async () => {
    process.env.OPTIMIZELY_SDK_KEY = 'storefront-key'
    resetEnvCache()
    const visitorId = await visitorIdFor('trail')
    const { hero } = await home(jarWith(visitorId))
    expect(hero?.eyebrowText).toBe(HOME_HERO_EYEBROW.trail)
    const calls = (await capturedRequests()).filter((r) => r.path.startsWith('/cdn/datafiles/'))
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /cdn/datafiles/storefront-key.json'])
  })

  it('PERS-064 a datafile that does not come shows the baselines, and the page does not wait for it', async () => {
    process.env.OPTIMIZELY_SDK_KEY = 'storefront-key'
    process.env.OPTIMIZELY_PAGE_WAIT_MS = '50'
    resetEnvCache()
    await injectFault({ path: '^/cdn/datafiles/', status: 503 })
    const visitorId = await visitorIdFor('trail')
    const started = Date.now()
    const { hero, data } = await home(jarWith(visitorId))
    expect(Date.now() - started).toBeLessThan(5000)
    expect(hero?.eyebrowText).toBe(HOME_HERO_EYEBROW.Baseline)
    expect(data!.experiments.impressions).toEqual([])
    await closeFlagClient()
    expect(await eventBatches()).toEqual([])
  })

  it('PERS-001 without personalisation no visitor id, no decision and no event: the baselines show', async () => {
    consent.allowed = false
    const result = await home(jarWith(await visitorIdFor('trail')))
    expect(result.hero?.eyebrowText).toBe(HOME_HERO_EYEBROW.Baseline)
    const fresh = await home(new CookieJar())
    expect(fresh.cookies.some((c) => c.startsWith('vuid='))).toBe(false)
    await closeFlagClient()
    expect(await eventBatches()).toEqual([])
    expect(result.data!.experiments.impressions).toEqual([])
  })
})
