import { createElement } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { resetEnvCache } from '#app/platform/env/env.server.ts'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as homeLoader } from '#app/routes/home.tsx'
import { loader as pdpLoader } from '#app/routes/pdp.tsx'
import { loader as plpLoader } from '#app/routes/plp.tsx'
import { action as leaveAction, loader as leaveLoader } from '#app/routes/preview-leave.ts'
import PreviewToolPage, { action as toolAction, loader as toolLoader } from '#app/routes/preview-tool.tsx'
import { isLimitedPost } from '#app/platform/security/rate-limit.server.ts'
import { WINTER_HERO, WINTER_LAUNCH } from '#mocks/content/seed/preview.ts'
import { server } from '#mocks/node.ts'
import { capturedRequests, type Captured } from '#tests/helpers/emulator.ts'
import { formatPreviewMoment } from '#app/domain/content/preview.ts'
import { renderWithProviders } from '#tests/helpers/i18n.tsx'
import { CookieJar, get, post, runRoute } from '#tests/helpers/route.ts'

// The home page's data with its content (a home without it is answered with its own headers).
type HomeData = Exclude<Awaited<ReturnType<typeof homeLoader>>, { init: unknown }>
type ToolData = Awaited<ReturnType<typeof toolLoader>>
type RootData = Exclude<Awaited<ReturnType<typeof rootLoader>>, Response>['data']

/** Runs `fn` with these environment variables (undefined unsets one), then restores the environment. */
async function withEnv<T>(vars: Record<string, string | undefined>, fn: () => Promise<T>): Promise<T> {
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value)
  resetEnvCache()
  try {
    return await fn()
  } finally {
    vi.unstubAllEnvs()
    resetEnvCache()
  }
}

/** The production deployment, with an editor secret configured. */
const PRODUCTION = {
  NODE_ENV: 'production',
  DEPLOY_ENV: 'production',
  PREVIEW_EDITOR_SECRET: 'correct-horse-battery-staple',
  // The production deployment refuses to start on the development webhook secret.
  WEBHOOK_SECRET: 'a-production-webhook-secret',
}

const home = (query = '', jar?: CookieJar) =>
  runRoute<HomeData>(homeLoader, get(`/en-us${query}`, jar), { locale: 'en-us' })
const contentCalls = async (): Promise<Captured[]> =>
  (await capturedRequests()).filter((c) => c.path.includes('/caas/'))
const homeCall = async () => (await contentCalls()).find((c) => c.path.endsWith('/augmentedpage/us/home'))
const blockIds = (data: HomeData | undefined) => data?.page.components.map((b) => b.id) ?? []

/** The full URLs the emulator was asked for while `fn` ran (the capture keeps paths only). */
async function urlsDuring(fn: () => Promise<unknown>): Promise<string[]> {
  const urls: string[] = []
  const listener = ({ request }: { request: Request }) => {
    urls.push(request.url)
  }
  server.events.on('request:start', listener)
  try {
    await fn()
  } finally {
    server.events.removeListener('request:start', listener)
  }
  return urls
}

describe('content calls', () => {
  it('CMS-001 CMS-002 every content call is a GET under the {mode} segment, with removeNulls=true', async () => {
    await home()
    await runRoute(rootLoader, get('/en-us'), { locale: 'en-us' })
    const calls = await contentCalls()
    expect(calls.map((c) => c.path)).toEqual(
      expect.arrayContaining([
        '/live/caas/v1/canvas/augmentedpage/us/home',
        '/live/caas/v1/canvas/menu/us',
        '/live/caas/v1/canvas/footer/us',
      ]),
    )
    for (const call of calls) {
      expect(call.method, call.path).toBe('GET')
      expect(call.path, call.path).toMatch(/^\/live\/caas\//)
      expect(call.query.removeNulls, call.path).toBe('true')
      expect(call.headers['x-preview-token'], call.path).toBeUndefined()
    }
  })

  it('CMS-001 the mode comes from CONTENT_MODE', async () => {
    await withEnv({ CONTENT_MODE: 'staged' }, () => home())
    expect((await homeCall())?.path).toBe('/staged/caas/v1/canvas/augmentedpage/us/home')
  })

  it('CMS-002 PLAT-036 preview calls go under /pre/{mode} with the preview access header; other calls never get it', async () => {
    await withEnv({ CONTENT_PREVIEW_TOKEN: 'preview-token-1' }, async () => {
      await home('?preview=true')
      await runRoute(rootLoader, get('/en-us?preview=true'), { locale: 'en-us' })
    })
    const all = await capturedRequests()
    const content = all.filter((c) => c.path.includes('/caas/'))
    expect(content.length).toBeGreaterThanOrEqual(3)
    for (const call of content) {
      expect(call.path, call.path).toMatch(/^\/pre\/live\/caas\//)
      expect(call.headers['x-preview-token'], call.path).toBe('preview-token-1')
      expect(call.query.removeNulls).toBe('true')
    }
    for (const call of all.filter((c) => !c.path.includes('/caas/')))
      expect(call.headers['x-preview-token'], call.path).toBeUndefined()
  })

  it('CMS-002 a published content call carries no preview access header even when one is configured', async () => {
    await withEnv({ CONTENT_PREVIEW_TOKEN: 'preview-token-1' }, () => home('?preview=false'))
    const call = await homeCall()
    expect(call?.path).toBe('/live/caas/v1/canvas/augmentedpage/us/home')
    expect(call?.headers['x-preview-token']).toBeUndefined()
  })
})

describe('preview by query', () => {
  it('PLAT-035 PLAT-036 preview=true or a preview date-time reads /pre; preview=false or nothing does not', async () => {
    const pathFor = async (query: string) => {
      await home(query)
      const calls = await contentCalls()
      return calls.at(-1)?.path
    }
    expect(await pathFor('?preview=true')).toBe('/pre/live/caas/v1/canvas/augmentedpage/us/home')
    expect(await pathFor('?previewDateTime=2026-12-24T08:00')).toBe(
      '/pre/live/caas/v1/canvas/augmentedpage/us/home',
    )
    expect(await pathFor('?preview=false&previewDateTime=2026-12-24T08:00')).toBe(
      '/live/caas/v1/canvas/augmentedpage/us/home',
    )
    expect(await pathFor('')).toBe('/live/caas/v1/canvas/augmentedpage/us/home')
  })

  it('PLAT-036 without preview enabled in configuration there is no /pre', async () => {
    await withEnv({ PREVIEW_ENABLED: 'false' }, () => home('?preview=true'))
    expect((await homeCall())?.path).toBe('/live/caas/v1/canvas/augmentedpage/us/home')
  })

  it('PLAT-037 bypassAllCache=true is forwarded to the API and reads past the content cache', async () => {
    await home('?bypassAllCache=true')
    await home('?bypassAllCache=true')
    const calls = await capturedRequests()
    expect(calls.filter((c) => c.path.endsWith('/augmentedpage/us/home'))).toHaveLength(2)
    for (const call of calls) expect(call.query.bypassAllCache, call.path).toBe('true')
  })

  it('PLAT-039 previewDateRFC1123 is sent as the preview date header, verbatim', async () => {
    const date = 'Thu, 24 Dec 2026 08:00:00 GMT'
    await home(`?preview=true&previewDateRFC1123=${encodeURIComponent(date)}`)
    expect((await homeCall())?.headers['x-preview-date']).toBe(date)
  })

  it('PLAT-039 the scheduled preview block appears only with a preview date at or after it', async () => {
    const at = new Date(WINTER_LAUNCH)
    const before = new Date(at.getTime() - 60_000)
    const page = async (query: string) => blockIds((await home(query)).data)

    const early = await page(`?preview=true&previewDateRFC1123=${encodeURIComponent(before.toUTCString())}`)
    expect(early).not.toContain(WINTER_HERO.id)
    const onTime = await page(`?preview=true&previewDateRFC1123=${encodeURIComponent(at.toUTCString())}`)
    expect(onTime.indexOf(WINTER_HERO.id)).toBe(onTime.indexOf('home-hero') - 1)
    // previewDateTime alone sets the date too.
    expect(await page(`?previewDateTime=${at.toISOString()}`)).toContain(WINTER_HERO.id)
    // The preview as of now is before the launch; the published page never has it.
    expect(await page('?preview=true')).not.toContain(WINTER_HERO.id)
    expect(
      await page(`?preview=false&previewDateRFC1123=${encodeURIComponent(at.toUTCString())}`),
    ).not.toContain(WINTER_HERO.id)
  })

  it('preview content never reaches the shared cache: the next shopper gets the published page', async () => {
    const at = encodeURIComponent(new Date(WINTER_LAUNCH).toUTCString())
    const preview = await home(`?preview=true&previewDateRFC1123=${at}`)
    expect(JSON.stringify(preview.data?.page.components[0])).toContain('Free shipping on every order')
    const published = await home()
    expect(blockIds(published.data)).not.toContain(WINTER_HERO.id)
    expect(JSON.stringify(published.data?.page.components[0])).not.toContain('Free shipping on every order')
  })

  it('PLAT-038 cms reads content from the configured environment outside production; an unknown one is ignored', async () => {
    const environments = JSON.stringify({ qa: 'http://content-qa.emulator.test' })
    const urls = await urlsDuring(() =>
      withEnv({ CONTENT_ENVIRONMENTS: environments }, () => home('?cms=qa')),
    )
    const content = urls.filter((u) => u.includes('/caas/'))
    expect(content.length).toBeGreaterThan(0)
    for (const url of content) expect(url).toMatch(/^http:\/\/content-qa\.emulator\.test\/live\/caas\//)
    // Commerce calls stay where they are.
    expect(
      urls.filter((u) => !u.includes('/caas/')).every((u) => u.startsWith('http://emulator.test/')),
    ).toBe(true)

    const unknown = await urlsDuring(() =>
      withEnv({ CONTENT_ENVIRONMENTS: environments }, () => home('?cms=nope')),
    )
    for (const url of unknown.filter((u) => u.includes('/caas/')))
      expect(url).toMatch(/^http:\/\/emulator\.test\//)
  })

  it('PLAT-038 in production cms has no effect, even for an unlocked editor', async () => {
    const environments = JSON.stringify({ qa: 'http://content-qa.emulator.test' })
    const urls = await urlsDuring(() =>
      withEnv({ ...PRODUCTION, CONTENT_ENVIRONMENTS: environments }, async () => {
        const jar = await unlockedJar()
        await home('?cms=qa&preview=true', jar)
      }),
    )
    const content = urls.filter((u) => u.includes('/caas/v1/canvas/augmentedpage/'))
    expect(content).toEqual([expect.stringMatching(/^http:\/\/emulator\.test\/pre\/live\/caas\//)])
  })
})

describe('preview responses', () => {
  it('a preview page is never stored and not indexed; a published one is revalidated as before', async () => {
    const preview = await home('?preview=true')
    expect(preview.response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(preview.response?.headers.get('X-Robots-Tag')).toBe('noindex')
    const environments = JSON.stringify({ qa: 'http://content-qa.emulator.test' })
    const other = await withEnv({ CONTENT_ENVIRONMENTS: environments }, () => home('?cms=qa'))
    expect(other.response?.headers.get('Cache-Control')).toBe('private, no-store')
    const published = await home()
    expect(published.response?.headers.get('Cache-Control')).toBe('private, no-cache')
    expect(published.response?.headers.has('X-Robots-Tag')).toBe(false)
  })

  it('PLAT-034 the preview parameters survive the locale, canonical and listing redirects', async () => {
    const carried =
      'preview=true&previewDateTime=2026-12-24T08%3A00&previewDateRFC1123=Thu%2C+24+Dec+2026+08%3A00%3A00+GMT&cms=qa&siteId=us&enrollment_marketing_source=email'
    const locale = await runRoute(homeLoader, get(`/cart?${carried}`))
    expect(locale.response?.headers.get('Location')).toBe(`/en-us/cart?${carried}`)
    const canonical = await runRoute(pdpLoader, get(`/en-us/p/wrong-RS100001?${carried}`), {
      locale: 'en-us',
      slugId: 'wrong-RS100001',
    })
    expect(canonical.response?.headers.get('Location')).toBe(
      `/en-us/p/tempo-trail-runner-RS100001?${carried}`,
    )
    const listing = await runRoute(plpLoader, get(`/en-us/c/running-shoes-1010?page=99&${carried}`), {
      locale: 'en-us',
      slugId: 'running-shoes-1010',
    })
    expect(listing.status).toBe(302)
    const location = new URL(listing.response!.headers.get('Location')!, 'http://x')
    for (const [name, value] of new URLSearchParams(carried))
      expect(location.searchParams.get(name), name).toBe(value)
  })
})

describe('a preview from page to page', () => {
  const LAUNCH = encodeURIComponent(WINTER_LAUNCH)
  const root = (path: string, jar: CookieJar) =>
    runRoute<RootData>(rootLoader, get(path, jar), { locale: 'en-us' })
  const leave = (form: Record<string, string>, jar: CookieJar) =>
    runRoute(leaveAction, post('/en-us/preview/leave', form, jar), { locale: 'en-us' })

  it('PLAT-035 PLAT-039 a page opened from a preview stays in it, at its date, and is never stored; leaving is a post', async () => {
    const jar = new CookieJar()
    const entered = await home(`?preview=true&previewDateTime=${LAUNCH}`, jar)
    expect(blockIds(entered.data)).toContain(WINTER_HERO.id)
    jar.store(entered.cookies)

    // The next page's address names no preview: it is previewed at the same moment all the same.
    const next = await root('/en-us/c/jackets-2010', jar)
    expect(next.data?.preview).toMatchObject({ date: formatPreviewMoment(WINTER_LAUNCH, 'en-us') })
    expect(next.response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(next.response?.headers.get('X-Robots-Tag')).toBe('noindex')
    const menuCall = (await contentCalls()).findLast((c) => c.path.endsWith('/menu/us'))
    expect(menuCall?.path).toBe('/pre/live/caas/v1/canvas/menu/us')
    expect(menuCall?.headers['x-preview-date']).toBe(new Date(WINTER_LAUNCH).toUTCString())
    const back = await home('', jar)
    expect(blockIds(back.data)).toContain(WINTER_HERO.id)
    expect(back.response?.headers.get('Cache-Control')).toBe('private, no-store')

    // A GET of the way out changes nothing.
    const peek = await runRoute(leaveLoader, get('/en-us/preview/leave', jar), { locale: 'en-us' })
    expect(peek.response?.headers.get('Location')).toBe('/en-us')
    jar.store(peek.cookies)
    expect(blockIds((await home('', jar)).data)).toContain(WINTER_HERO.id)

    // Leaving: back to the page the editor was on, without its preview parameters, as published.
    const left = await leave(
      { intent: 'leave-preview', redirectTo: '/en-us/c/jackets-2010?page=2&preview=true' },
      jar,
    )
    expect(left.status).toBe(303)
    expect(left.response?.headers.get('Location')).toBe('/en-us/c/jackets-2010?page=2')
    jar.store(left.cookies)
    const published = await home('', jar)
    expect(blockIds(published.data)).not.toContain(WINTER_HERO.id)
    expect(published.response?.headers.get('Cache-Control')).toBe('private, no-cache')
    expect((await root('/en-us', jar)).data?.preview).toBeNull()
  })

  it('preview=false ends the preview the browser is in; a leave post goes nowhere but this site', async () => {
    const jar = new CookieJar()
    jar.store((await home('?preview=true', jar)).cookies)
    expect((await root('/en-us/cart', jar)).data?.preview).not.toBeNull()
    jar.store((await home('?preview=false', jar)).cookies)
    expect((await root('/en-us/cart', jar)).data?.preview).toBeNull()

    const elsewhere = await leave({ intent: 'leave-preview', redirectTo: '//evil.example.com/x' }, jar)
    expect(elsewhere.response?.headers.get('Location')).toBe('/en-us')
    expect((await leave({ intent: 'something-else' }, jar)).status).toBe(400)
  })
})

describe('a preview date that is not one', () => {
  it('is refused with a 400 that tells the editor the value given; the page reads published content', async () => {
    const jar = new CookieJar()
    const refused = await home('?preview=true&previewDateTime=31%2F12%2F2026', jar)
    expect(refused.status).toBe(400)
    expect(refused.response?.headers.get('Cache-Control')).toBe('private, no-store')
    expect(refused.cookies.some((c) => c.startsWith('__preview_choice='))).toBe(false)
    const call = await homeCall()
    expect(call?.path).toBe('/live/caas/v1/canvas/augmentedpage/us/home')
    expect(call?.headers['x-preview-date']).toBeUndefined()

    const ribbon = await runRoute<RootData>(
      rootLoader,
      get('/en-us?preview=true&previewDateTime=31%2F12%2F2026'),
      {
        locale: 'en-us',
      },
    )
    expect(ribbon.data?.preview).toMatchObject({
      date: null,
      invalidDate: { name: 'previewDateTime', value: '31/12/2026', example: '2026-12-08T09:30' },
    })
  })

  it('PLAT-039 an RFC 1123 date that is not one is never sent as the preview date header', async () => {
    const wrong = await home(
      `?preview=true&previewDateRFC1123=${encodeURIComponent('Fri, 24 Dec 2026 08:00:00 GMT')}`,
    )
    expect(wrong.status).toBe(400)
    expect((await homeCall())?.headers['x-preview-date']).toBeUndefined()
  })
})

/** A browser that unlocked preview on the tool page (in the production deployment). */
async function unlockedJar() {
  const jar = new CookieJar()
  const result = await runRoute(
    toolAction,
    post('/en-us/preview-tool', { intent: 'unlock', secret: PRODUCTION.PREVIEW_EDITOR_SECRET }, jar),
    { locale: 'en-us' },
  )
  expect(result.status).toBe(303)
  jar.store(result.cookies)
  return jar
}

describe('the production lock', () => {
  it('in production the preview query is ignored without the editor preview cookie', async () => {
    await withEnv(PRODUCTION, async () => {
      const visitor = await home(
        '?preview=true&previewDateRFC1123=Thu%2C+24+Dec+2026+08%3A00%3A00+GMT&bypassAllCache=true',
      )
      expect(visitor.response?.headers.get('Cache-Control')).toBe('private, no-cache')
      expect(visitor.response?.headers.has('X-Robots-Tag')).toBe(false)
    })
    const call = await homeCall()
    expect(call?.path).toBe('/live/caas/v1/canvas/augmentedpage/us/home')
    expect(call?.headers['x-preview-date']).toBeUndefined()
    expect(call?.query.bypassAllCache).toBeUndefined()
  })

  it('the editor secret posted to the preview tool unlocks preview for this browser, and locking ends it', async () => {
    await withEnv(PRODUCTION, async () => {
      const jar = new CookieJar()
      const locked = await runRoute<ToolData>(toolLoader, get('/en-us/preview-tool?docType=banner', jar), {
        locale: 'en-us',
      })
      expect(locked.data).toMatchObject({ access: 'locked', unlockable: true, tool: null })

      const wrong = await runRoute<{ result: { error?: Record<string, string[]> } }>(
        toolAction,
        post('/en-us/preview-tool', { intent: 'unlock', secret: 'guess' }, jar),
        { locale: 'en-us' },
      )
      expect(wrong.status).toBe(400)
      expect(wrong.data?.result.error?.['']).toEqual(['That editor secret is not valid.'])
      expect(wrong.cookies.some((c) => c.startsWith('__preview='))).toBe(false)

      const right = await runRoute(
        toolAction,
        post('/en-us/preview-tool', { intent: 'unlock', secret: PRODUCTION.PREVIEW_EDITOR_SECRET }, jar),
        { locale: 'en-us' },
      )
      expect(right.status).toBe(303)
      const cookie = right.cookies.find((c) => c.startsWith('__preview='))
      expect(cookie).toMatch(/Max-Age=3600.*HttpOnly|HttpOnly.*Max-Age=3600/)
      jar.store(right.cookies)

      const editor = await home('?preview=true', jar)
      expect(editor.response?.headers.get('Cache-Control')).toBe('private, no-store')
      const tool = await runRoute<ToolData>(toolLoader, get('/en-us/preview-tool?docType=banner', jar), {
        locale: 'en-us',
      })
      expect(tool.data?.access).toBe('editor')
      expect(tool.data?.tool?.results?.items.length).toBeGreaterThan(0)

      const lock = await runRoute(toolAction, post('/en-us/preview-tool', { intent: 'lock' }, jar), {
        locale: 'en-us',
      })
      expect(lock.status).toBe(303)
      jar.store(lock.cookies)
      expect(jar.get('__preview')).toBeUndefined()
    })
    const homeCalls = (await contentCalls()).filter((c) => c.path.endsWith('/augmentedpage/us/home'))
    expect(homeCalls.map((c) => c.path)).toEqual(['/pre/live/caas/v1/canvas/augmentedpage/us/home'])
    // The locked tool made no showcase call; the unlocked one made one.
    expect((await contentCalls()).filter((c) => c.path.includes('/showcase/'))).toHaveLength(1)
  })

  it('a forged preview cookie unlocks nothing, and the unlock post is rate limited like sign-in', async () => {
    await withEnv(PRODUCTION, async () => {
      const jar = new CookieJar()
      jar.store([`__preview=${Math.floor(Date.now() / 1000) + 600}.${'A'.repeat(43)}; Path=/`])
      const forged = await home('?preview=true', jar)
      expect(forged.response?.headers.get('Cache-Control')).toBe('private, no-cache')
    })
    expect((await homeCall())?.path).toBe('/live/caas/v1/canvas/augmentedpage/us/home')
    expect(isLimitedPost('POST', '/en-us/preview-tool')).toBe(true)
    expect(isLimitedPost('POST', '/en-us/preview-tool.data')).toBe(true)
    expect(isLimitedPost('POST', '/en-us/Preview-Tool/')).toBe(true)
  })

  it('outside production preview stays open: no secret, no cookie', async () => {
    const tool = await runRoute<ToolData>(toolLoader, get('/en-us/preview-tool'), { locale: 'en-us' })
    expect(tool.data?.access).toBe('open')
    const preview = await home('?preview=true')
    expect(preview.response?.headers.get('Cache-Control')).toBe('private, no-store')
  })
})

describe('the preview tool', () => {
  const tool = (query: string) =>
    runRoute<ToolData>(toolLoader, get(`/en-us/preview-tool${query}`), { locale: 'en-us' })
  const render = (data: ToolData, path = '/en-us/preview-tool') =>
    renderWithProviders(
      createElement(PreviewToolPage as unknown as (props: { loaderData: ToolData }) => React.ReactNode, {
        loaderData: data,
      }),
      { path },
    ).replaceAll('<!-- -->', '')

  it('CMS-015 CMS-150 forwards docType, layoutVariant, limit and page to the showcase call', async () => {
    await tool('?docType=heroBanner&layoutVariant=overlay&limit=10&page=1')
    const calls = (await contentCalls()).filter((c) => c.path.includes('/showcase/'))
    expect(calls).toHaveLength(1)
    expect(calls[0]!.path).toBe('/live/caas/v1/canvas/showcase/us/heroBanner')
    expect(calls[0]!.query).toMatchObject({
      layoutVariant: 'overlay',
      limit: '10',
      page: '1',
      removeNulls: 'true',
    })
  })

  it('CMS-154 lists the results with id, name, referrersCount and the modification date, and pages on', async () => {
    const first = await tool('?docType=heroBanner&limit=10&page=1')
    const results = first.data!.tool!.results!
    expect(results.total).toBe(12)
    expect(results.items).toHaveLength(10)
    expect(results.items[0]).toMatchObject({
      id: 'heroBanner-001',
      name: 'Spring season launch',
      referrersCount: expect.any(Number),
      modificationDate: expect.stringMatching(/^2026-11-\d\dT/),
      modified: expect.stringMatching(/^Nov \d{1,2}, 2026, \d{1,2}:\d\d (AM|PM) UTC$/),
      previewHref: '/en-us?preview=true',
    })
    expect(results.paging).toMatchObject({ page: 1, pages: 2, previousHref: null })
    expect(results.paging?.nextHref).toBe('/en-us/preview-tool?docType=heroBanner&limit=10&page=2')

    const second = await tool('?docType=heroBanner&limit=10&page=2')
    expect(second.data!.tool!.results!.items.map((i) => i.id)).toEqual(['heroBanner-011', 'heroBanner-012'])
    const html = render(second.data!, '/en-us/preview-tool?docType=heroBanner&limit=10&page=2')
    for (const item of second.data!.tool!.results!.items) {
      expect(html).toContain(`<code>${item.id}</code>`)
      expect(html).toContain(item.name)
      expect(html).toContain(`<time dateTime="${item.modificationDate}">${item.modified}</time>`)
    }
    expect(html).toMatch(/<nav aria-label="Result pages"[^>]*>.*Previous page.*Page 2 of 2/s)
  })

  it('CMS-154 in French a result names its referrers and its date as French sets a label before a value', async () => {
    const data = (
      await runRoute<ToolData>(toolLoader, get('/fr-fr/preview-tool?docType=heroBanner&limit=10&page=1'), {
        locale: 'fr-fr',
      })
    ).data!
    const item = data.tool!.results!.items[0]!
    const html = renderWithProviders(
      createElement(PreviewToolPage as unknown as (props: { loaderData: ToolData }) => React.ReactNode, {
        loaderData: data,
      }),
      { path: '/fr-fr/preview-tool', language: 'fr' },
    ).replaceAll('<!-- -->', '')
    // A no-break space before the colon, never a bare "Référents:".
    expect(html).toContain(`Référents\u00a0: ${item.referrersCount}`)
    expect(html).toContain(`<time dateTime="${item.modificationDate}">Modifié\u00a0: ${item.modified}</time>`)
    expect(html).not.toMatch(/(Référents|Modifié):/)
  })

  it('CMS-150 CMS-151 CMS-152 renders the controls as a GET form: the four parameters, 20 per page by default, page reset on submit', async () => {
    const data = (await tool('?docType=banner&page=3&previewDateTime=2026-12-24')).data!
    const html = render(data)
    const form =
      /<form[^>]*aria-label="Preview controls"[^>]*method="get"[^>]*>(.*?)<\/form>/s.exec(html)?.[1] ?? ''
    expect(form).toMatch(/<select[^>]*name="docType"/)
    expect(form).toMatch(/<option value="banner" selected="">banner<\/option>/)
    expect(form).toMatch(/<input[^>]*name="layoutVariant"/)
    expect(form).toMatch(/<select[^>]*name="limit"/)
    expect(
      [...form.matchAll(/<option value="(\d+)"( selected="")?>/g)].map((m) => [m[1], Boolean(m[2])]),
    ).toEqual([
      ['10', false],
      ['20', true],
      ['50', false],
    ])
    // The only page field is the hidden reset; the preview date stays.
    expect([...form.matchAll(/name="page"[^>]*/g)].map((m) => m[0])).toEqual(['name="page" value="1"/'])
    expect(form).toContain('name="previewDateTime" value="2026-12-24"')
  })

  it('VAL-046 a submit without a doc type says "Doc type is required" and asks the service nothing', async () => {
    const data = (await tool('?docType=&layoutVariant=&limit=20&page=1')).data!
    expect(data.tool?.controls.error).toBe('Doc type is required')
    expect(data.tool?.results).toBeNull()
    expect((await contentCalls()).filter((c) => c.path.includes('/showcase/'))).toEqual([])
    const html = render(data)
    expect(html).toMatch(/<select[^>]*aria-invalid="true"[^>]*aria-describedby="preview-doc-type-error"/)
    expect(html).toContain('<p id="preview-doc-type-error" class="field-error">Doc type is required</p>')
    // The first visit has asked nothing yet: no message.
    expect((await tool('')).data?.tool).toMatchObject({ controls: { error: null }, results: null })
  })

  it('opens a scheduled document at the moment it is scheduled for, in the frame and on its own', async () => {
    const items = (await tool('?docType=heroBanner&layoutVariant=overlay')).data!.tool!.results!.items
    const winter = items.find((item) => item.name === WINTER_HERO.name)!
    const href = `/en-us?preview=true&previewDateTime=${encodeURIComponent(WINTER_LAUNCH)}`
    expect(winter.previewHref).toBe(href)
    expect(winter.frameHref).toBe(
      `/en-us/preview-tool?docType=heroBanner&layoutVariant=overlay&frame=${encodeURIComponent(href)}#preview-frame`,
    )
    // That address shows the scheduled hero; a document that is live previews as of now.
    expect(blockIds((await home(href.slice('/en-us'.length))).data)).toContain(WINTER_HERO.id)
    expect(items.find((item) => item.name === 'Spring season launch')?.previewHref).toBe(
      '/en-us?preview=true',
    )
  })

  it('CMS-153 shows the chosen page in a frame labelled by the environment of its address', async () => {
    const local = (await tool('?docType=page&frame=%2Fen-us%2Fhelp%3Fpreview%3Dtrue')).data!
    expect(local.tool?.frame).toEqual({
      address: 'http://localhost:3000/en-us/help?preview=true',
      src: '/en-us/help?preview=true',
      env: 'localhost',
    })
    const html = render(local)
    expect(html).toMatch(/<iframe src="\/en-us\/help\?preview=true" title="Preview: localhost"/)
    // Each result opens in the frame (a link that works without JavaScript) and on its own.
    expect(html).toContain(
      'href="/en-us/preview-tool?docType=page&amp;frame=%2Fen-us%3Fpreview%3Dtrue#preview-frame"',
    )
    const qa = (await tool('?frame=https%3A%2F%2Fqa.shop.example.com%2Fen-us')).data!
    expect(render(qa)).toContain('title="Preview: qa"')
    expect((await tool('?frame=javascript%3Aalert(1)')).data?.tool?.frame).toBeNull()
  })
})
